/**
 * Proxy cache-hit throughput against a bare `node:http` server sending the same bytes with the same
 * headers, twice: as a browser asks (`accept-encoding: br, gzip`: the stored brotli bytes) and with no
 * compression (issue 8's goal: a browser's hit at >= 0.8x bare). Also the servers' RSS before and
 * after the load. The answer is a real one: a page of Dubai Marina sales from the embedded
 * gateway. Everything on loopback. A child process (this module,
 * re-run with a flag) holds the servers: the embedded gateway as upstream, the app with its cache primed
 * through it, and the bare server; the parent only generates load with autocannon, so the load
 * generator never shares the servers' event loop, heap or GC. The two are measured in alternating
 * 1-second rounds (100 connections, 5 s per server by default) so background load on the machine
 * hits both alike. Prints nothing; returns medians.
 */
import { fork } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Agent } from 'undici';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { startEmbeddedGateway } from '../server/embedded/index.ts';

export interface ProxyEncodingResult {
  proxyRps: number;
  bareRps: number;
  /** Median of the per-round ratios. */
  ratio: number;
  /** Body bytes of the measured answer. */
  bytes: number;
  /** The servers' process CPU time (user + system) per answer, in µs, over the measured rounds. */
  proxyCpuUsPerHit: number;
  bareCpuUsPerHit: number;
}

export interface ProxyBenchResult {
  /** As a browser asks: `accept-encoding: br, gzip` (the stored brotli bytes). */
  br: ProxyEncodingResult;
  /** No `accept-encoding`: the plain JSON. */
  identity: ProxyEncodingResult;
  /** The servers' process RSS (MiB) after priming and after the load. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
}

export interface ProxyBenchOptions {
  connections?: number;
  /** Measured seconds per server, split into 1-second rounds. */
  durationS?: number;
}

const PATH = '/api/search-buy?location_id=50&bedrooms=1,2';
const KEY = 'bench-key-not-secret';
const GATEWAY_HOST = 'bench.gateway';
const CHILD_FLAG = 'BENCH_PROXY_SERVER_CHILD';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const ENCODINGS = { br: 'br, gzip', identity: undefined } as const;
type BenchEncoding = keyof typeof ENCODINGS;

/** Requests per second (average) and answers in all. */
async function measure(
  url: string,
  connections: number,
  durationS: number,
  encoding: BenchEncoding,
): Promise<{ rps: number; total: number }> {
  const accept = ENCODINGS[encoding];
  const result = await autocannon({ url, connections, duration: durationS, headers: accept ? { 'accept-encoding': accept } : {} });
  if (result.errors || result.non2xx) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, total: result.requests.total };
}

interface ChildReady {
  proxyUrl: string;
  bareUrl: string;
  bytes: Record<BenchEncoding, number>;
  rssMiB: number;
}

const rssMiB = () => process.memoryUsage().rss / 2 ** 20;
const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/**
 * The servers' side, run in a child process so the load generator never shares their event loop,
 * heap or garbage collector: fake upstream, the app (cache primed), and the bare server.
 */
async function serveChild(): Promise<void> {
  // The upstream is the embedded gateway: the measured answer is a real search page of its dataset.
  const upstream = await startEmbeddedGateway({ key: KEY, gatewayHost: GATEWAY_HOST });

  const dispatcher = new Agent({ connect: { timeout: 2000 }, headersTimeout: 5000, bodyTimeout: 5000 });
  const config = { ...loadConfig({ LOG_LEVEL: 'info', STATIC_DIR: '.bench-no-static' }), port: 0, host: '127.0.0.1' };
  const app = await buildApp({
    config,
    upstream: { url: upstream.url, gatewayHost: GATEWAY_HOST, key: KEY },
    dispatcher,
    // Log lines are produced at the production level (info) but discarded, not printed.
    logDestination: { write: () => undefined },
  });
  const proxyUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  // Prime the cache and capture exactly what a hit sends, per encoding. node:http's request
  // (not fetch) so the compressed bytes are kept as sent, not decoded.
  const { request } = await import('node:http');
  const hitOf = (accept: string | undefined) =>
    new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
      request(proxyUrl + PATH, { headers: accept ? { 'accept-encoding': accept } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string' && !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
              headers[name] = value;
          }
          resolve({ body: Buffer.concat(chunks), headers });
        });
      })
        .on('error', reject)
        .end();
    });
  await hitOf(undefined);
  const hits = { br: await hitOf(ENCODINGS.br), identity: await hitOf(undefined) };
  for (const h of Object.values(hits)) {
    if (h.headers['x-cache'] !== 'HIT') throw new Error('the proxy did not cache the primed answer');
    h.headers['content-length'] = String(h.body.length);
  }
  if (hits.br.headers['content-encoding'] !== 'br') throw new Error('the proxy did not send brotli to a browser');

  const bare = createServer((req, res) => {
    const h = (req.headers['accept-encoding'] ?? '').includes('br') ? hits.br : hits.identity;
    res.writeHead(200, h.headers).end(h.body);
  });
  const barePort = await listen(bare);

  const stop = async () => {
    await app.close();
    await dispatcher.close();
    await close(bare);
    await upstream.close();
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'rss') process.send!({ rssMiB: rssMiB() });
    else if (m === 'cpu') process.send!({ cpuUs: cpuUs() });
    else void stop();
  });
  const ready: ChildReady = {
    proxyUrl: proxyUrl + PATH,
    bareUrl: `http://127.0.0.1:${barePort}${PATH}`,
    bytes: { br: hits.br.body.length, identity: hits.identity.body.length },
    rssMiB: rssMiB(),
  };
  process.send!(ready);
}

if (process.env[CHILD_FLAG] === '1') {
  await serveChild();
}

export async function benchProxy(opts: ProxyBenchOptions = {}): Promise<ProxyBenchResult> {
  const connections = opts.connections ?? 100;
  const rounds = Math.max(1, Math.round(opts.durationS ?? 5));
  const sliceS = 1;

  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, [CHILD_FLAG]: '1' },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  try {
    const ready = await new Promise<ChildReady>((resolve, reject) => {
      child.once('message', (m) => resolve(m as ChildReady));
      child.once('exit', (code) => reject(new Error(`bench server exited (${code}): ${stderr.trim().slice(0, 500)}`)));
    });

    // The servers' CPU time so far (µs), asked of the child between runs: the run's CPU per answer.
    const childCpu = () =>
      new Promise<number>((resolve) => {
        child.once('message', (m) => resolve((m as { cpuUs: number }).cpuUs));
        child.send('cpu');
      });
    const cpu = { proxy: { us: 0, hits: 0 }, bare: { us: 0, hits: 0 } };
    const run = async (server: 'proxy' | 'bare', encoding: BenchEncoding) => {
      const before = await childCpu();
      const { rps, total } = await measure(server === 'proxy' ? ready.proxyUrl : ready.bareUrl, connections, sliceS, encoding);
      cpu[server].us += (await childCpu()) - before;
      cpu[server].hits += total;
      return rps;
    };
    const result: Partial<Record<BenchEncoding, ProxyEncodingResult>> = {};
    for (const encoding of ['br', 'identity'] as const) {
      // Warm both (JIT, sockets), then interleave short runs so load from anything else on the
      // machine hits both alike; report medians (per-round ratio, per-server rate).
      await measure(ready.proxyUrl, connections, 1, encoding);
      await measure(ready.bareUrl, connections, 1, encoding);
      cpu.proxy = { us: 0, hits: 0 };
      cpu.bare = { us: 0, hits: 0 };
      const proxyRuns: number[] = [];
      const bareRuns: number[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < rounds; round++) {
        let p: number;
        let b: number;
        if (round % 2 === 0) {
          p = await run('proxy', encoding);
          b = await run('bare', encoding);
        } else {
          b = await run('bare', encoding);
          p = await run('proxy', encoding);
        }
        proxyRuns.push(p);
        bareRuns.push(b);
        ratios.push(p / b);
      }
      result[encoding] = {
        proxyRps: median(proxyRuns),
        bareRps: median(bareRuns),
        ratio: median(ratios),
        bytes: ready.bytes[encoding],
        proxyCpuUsPerHit: cpu.proxy.us / cpu.proxy.hits,
        bareCpuUsPerHit: cpu.bare.us / cpu.bare.hits,
      };
    }
    const after = new Promise<{ rssMiB: number }>((resolve) => child.once('message', (m) => resolve(m as { rssMiB: number })));
    child.send('rss');
    return { br: result.br!, identity: result.identity!, rssBeforeMiB: ready.rssMiB, rssAfterMiB: (await after).rssMiB };
  } finally {
    // A function, not a narrowed field: the child may exit while we await below.
    const running = () => child.exitCode === null;
    if (running()) {
      const exited = new Promise((r) => child.once('exit', r));
      child.send('stop');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      if (running()) child.kill();
    }
  }
}
