/**
 * The embedded gateway: a loopback HTTP service that stands in for the paid marketplace gateway and
 * the property data API behind it, answering the contract's 17 paths over a deterministic dataset.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { buildDataset, type Dataset } from './dataset/index.ts';
import { createEngine, warmUp } from './engine.ts';
import { createGateway } from './http.ts';
import type { EmbeddedGatewayOptions, Faults } from './options.ts';

export type { Dataset } from './dataset/index.ts';
export type { EmbeddedGatewayOptions } from './options.ts';
export { embeddedOptionsFromEnv, marketSizeFromEnv } from './options.ts';
export { renderMedia, warmMedia } from './media.ts';
export { createEngine } from './engine.ts';

export interface EmbeddedGateway {
  /** e.g. http://127.0.0.1:43121 */
  url: string;
  close(): Promise<void>;
  setFaults(f: Partial<Faults>): void;
  readonly dataset: Dataset;
}

export async function startEmbeddedGateway(opts: EmbeddedGatewayOptions): Promise<EmbeddedGateway> {
  if (!opts.key) throw new Error('startEmbeddedGateway: a key is required');
  const { seed, listings, asOf, clock, mediaBaseUrl, volumeScale } = opts;
  const dataset = buildDataset({ seed, listings, asOf, clock, mediaBaseUrl, volumeScale });
  const engine = createEngine(dataset, { transactionsPageSize: opts.transactionsPageSize });
  warmUp(engine, dataset);
  const gateway = createGateway({
    key: opts.key,
    gatewayHost: opts.gatewayHost,
    plan: opts.plan ?? 'pro',
    registry: opts.registry,
    seed: dataset.seed,
    engine,
    initialFaults: opts.faults,
  });
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => gateway.handle(req, res));
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    dataset,
    setFaults: (f) => gateway.setFaults(f),
    close: () => {
      gateway.shutdown();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
        server.closeAllConnections();
      });
    },
  };
}
