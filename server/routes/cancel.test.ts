/**
 * The upstream call is cancelled when every client waiting for it has gone, and only then (real
 * loopback servers: a slow gateway that notices its request being aborted, and the app listening).
 */
import { createServer, request as httpRequest, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { CANARY_KEY, GATEWAY_HOST, harness, type Harness } from '../upstream/testing.ts';

let h: Harness;
let gateway: Server;
let agent: Agent;
afterEach(async () => {
  await h.close();
  await agent.close();
  gateway.closeAllConnections();
  await new Promise<void>((r) => gateway.close(() => r()));
});

/** A gateway that never answers by itself; `finish()` answers every open request. */
async function slowGateway() {
  const seen = { started: 0, aborted: 0 };
  const open: (() => void)[] = [];
  gateway = createServer((_req, res) => {
    seen.started++;
    res.on('close', () => {
      if (!res.writableEnded) seen.aborted++;
    });
    open.push(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true,"data":[]}'));
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const port = (gateway.address() as AddressInfo).port;
  agent = new Agent();
  h = await harness({
    dispatcher: agent,
    config: { upstreamTimeoutMs: 10_000 },
    deps: { upstream: { url: `http://127.0.0.1:${port}`, gatewayHost: GATEWAY_HOST, key: CANARY_KEY } },
  });
  const base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  return { seen, base, finish: () => open.splice(0).forEach((f) => f()) };
}

/** A GET through its own connection; `leave()` hangs up before the answer. */
function ask(url: string): { req: ClientRequest; answer: Promise<number>; leave: () => void } {
  const req = httpRequest(url, { agent: false });
  const answer = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
  });
  req.end();
  return { req, answer, leave: () => req.destroy() };
}

const URL = '/api/search-buy?location_id=50';

describe('cancel the upstream call when every waiting client has gone', () => {
  it('the only client hangs up: the upstream request is aborted, counted as cancelled, not as a fault', async () => {
    const g = await slowGateway();
    const a = ask(g.base + URL);
    await expect.poll(() => g.seen.started).toBe(1);
    a.leave();
    await expect.poll(() => g.seen.aborted).toBe(1);
    const metrics = (await h.app.inject('/metrics')).body;
    expect(metrics).toMatch(/dar_upstream_requests_total\{endpoint="search-buy",outcome="cancelled"\} 1/);
    expect((await h.app.inject('/healthz')).json<{ upstream: { breaker: string } }>().upstream.breaker).toBe('closed');
    expect(h.logs.join('')).not.toMatch(/upstream failure/);
  });

  it('one of two coalesced clients hangs up: the call goes on and the other gets its answer', async () => {
    const g = await slowGateway();
    const a = ask(g.base + URL);
    const b = ask(g.base + URL);
    await expect.poll(() => g.seen.started).toBe(1);
    await expect.poll(() => h.app.answerCache.stats().coalesced).toBe(1);
    a.leave();
    g.finish();
    expect(await b.answer).toBe(200);
    expect(g.seen).toEqual({ started: 1, aborted: 0 });
  });

  it('both coalesced clients hang up: one call, aborted', async () => {
    const g = await slowGateway();
    const a = ask(g.base + URL);
    const b = ask(g.base + URL);
    await expect.poll(() => h.app.answerCache.stats().coalesced).toBe(1);
    a.leave();
    b.leave();
    await expect.poll(() => g.seen.aborted).toBe(1);
    expect(g.seen.started).toBe(1);
  });
});
