/**
 * The proxy and the market store share one answer cache (server/upstream/answers.ts): a page of
 * transactions the proxy bought is not bought again by the ledger, and a page the ledger bought
 * answers the proxy. A page read from the cache costs no budget and no client limit. The real
 * embedded gateway over loopback HTTP behind the real app, on the embedded store (the cache is
 * the same whatever the store); upstream calls are counted from the app's own log lines.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'undici';
import type { ApiErrorBody, TransactionRecordsPage } from '../../src/contract/index.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openEmbedded } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from '../store/testing.ts';
import { createUpstreamAgent } from '../upstream/client.ts';

type Embedded = typeof import('../embedded/index.ts');
type Gateway = Awaited<ReturnType<Embedded['startEmbeddedGateway']>>;

const key = randomBytes(24).toString('base64url');
const gatewayHost = 'uae-real-estate.embedded.gateway';
let gateway: Gateway;
let agent: Agent;
let app: App;
const dirs: string[] = [];
const logs: string[] = [];

/** Calls of the transactions endpoint sent to the service so far (answered or failed). */
const calls = () => logs.filter((l) => /"upstream (answer|failure)"/.test(l) && l.includes('get-get-transactions')).length;
/** The proxy's URL of the page the ledger reads for a location (newest first, the last 12 months). */
const proxyPage = (loc: string, page: number) => `/api/get-get-transactions?location_id=${loc}&transaction_type=sold&page=${page}`;
const view = (loc: string) => `/api/insights/transaction-records?location_id=${loc}&transaction_type=sold`;

beforeAll(async () => {
  const embedded: Embedded = await import('../embedded/index.ts');
  gateway = await embedded.startEmbeddedGateway({ key, gatewayHost, ...embedded.embeddedOptionsFromEnv({}) });
  agent = createUpstreamAgent(5000);
  const dir = await freshEmbeddedDir();
  dirs.push(dir);
  const store = await openEmbedded(dir);
  await migrate(store);
  app = await buildApp({
    // A view reads at most 2 pages; a client may cause 3 upstream-bound requests a minute.
    config: {
      ...loadConfig({
        STATIC_DIR: '/nonexistent-static-dir',
        UPSTREAM_TIMEOUT_MS: '5000',
        COLLECT_VIEW_PAGES: '2',
        RATE_LIMIT_PER_MINUTE: '3',
      }),
      host: '127.0.0.1',
      port: 0,
    },
    upstream: { url: gateway.url, gatewayHost, key },
    dispatcher: agent,
    logDestination: { write: (line: string) => void logs.push(line) },
    store,
    // The collector stays still: what each request costs is exact.
    ledger: { autostart: false },
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  await gateway.close();
  await agent.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  removeEmbeddedTemplate();
});

describe('one answer cache for the proxy and the market store', () => {
  it('pages the proxy bought are not bought again by the ledger, nor counted against the client or the budget', async () => {
    const client = { remoteAddress: '10.0.0.1' };
    for (const page of [1, 2]) {
      const res = await app.inject({ url: proxyPage('50', page), ...client });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('MISS');
    }
    expect(calls()).toBe(2);
    const before = (await app.collector?.budget())?.spentToday;

    // The view's first two pages are those: no call, and the client (2 of 3 used) is not refused.
    const res = await app.inject({ url: view('50'), ...client });
    expect(res.statusCode).toBe(200);
    const body = res.json<TransactionRecordsPage>();
    expect(body.total).toBeGreaterThan(0);
    expect(calls()).toBe(2);
    expect((await app.collector?.budget())?.spentToday).toBe(before);
    expect((await app.ledger?.coverage('50', 'sold'))?.pagesSpent).toBe(0);
  });

  it('pages the ledger bought answer the proxy from the cache', async () => {
    const client = { remoteAddress: '10.0.0.2' };
    const res = await app.inject({ url: view('51'), ...client });
    expect(res.statusCode).toBe(200);
    const bought = calls();
    expect((await app.ledger?.coverage('51', 'sold'))?.pagesSpent).toBe(2);

    for (const page of [1, 2]) {
      const again = await app.inject({ url: proxyPage('51', page), ...client });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBe('HIT');
    }
    expect(calls()).toBe(bought);
  });

  it('a page the cache does not hold counts against the client that caused it, from the ledger as from the proxy', async () => {
    const client = { remoteAddress: '10.0.0.3' };
    // 3 a minute: two proxy pages, then a view of another place whose second page is one too many.
    for (const page of [1, 2]) expect((await app.inject({ url: proxyPage('1', page), ...client })).statusCode).toBe(200);
    const res = await app.inject({ url: view('3'), ...client });
    // The first page was bought and is answered from; the refusal of the second is said as the stale reason.
    expect(res.statusCode).toBe(200);
    expect((await app.ledger?.coverage('3', 'sold'))?.pagesSpent).toBe(1);
    const refused = await app.inject({ url: proxyPage('8995', 1), ...client });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ApiErrorBody>().error).toBe('too_many_requests');
  });
});
