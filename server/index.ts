/**
 * Entry point: config -> market store (opened, migrated) -> (embedded gateway when there is no
 * key) -> buildApp -> listen.
 * SIGINT/SIGTERM close the app (in-flight requests finish), then the embedded gateway and the
 * upstream agent; a second signal, or 10 s without finishing, exits at once.
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import type { MediaOptions } from './plugins/media.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { StoreError, openStore } from './store/db.ts';
import { migrate } from './store/migrations.ts';
import { createUpstreamAgent, type UpstreamTarget } from './upstream/client.ts';

/** The `x-gateway-host` value we present to the embedded gateway. */
const EMBEDDED_GATEWAY_HOST = 'uae-real-estate.embedded.gateway';

interface Upstream {
  target: UpstreamTarget;
  mediaHandler?: MediaOptions['handler'];
  /** Work to do once the server listens, off the first requests' path. */
  warm?: () => void;
  close(): Promise<void>;
  describe: string;
}

type EmbeddedModule = typeof import('./embedded/index.ts');
/** The embedded gateway's module and its EMBEDDED_* options, read with the rest of the configuration. */
type Embedded = { module: EmbeddedModule; options: ReturnType<EmbeddedModule['embeddedOptionsFromEnv']> };

async function startUpstream(config: ServerConfig, embedded: Embedded | null): Promise<Upstream> {
  // Live mode reads no embedded gateway.
  if (!embedded) {
    return {
      target: { url: config.upstreamUrl!, gatewayHost: config.gatewayHost!, key: config.gatewayKey! },
      close: async () => {},
      describe: `live gateway at ${config.gatewayHost}`,
    };
  }
  const { startEmbeddedGateway, renderMedia, warmMedia } = embedded.module;
  const key = randomBytes(24).toString('base64url');
  const gateway = await startEmbeddedGateway({ key, gatewayHost: EMBEDDED_GATEWAY_HOST, ...embedded.options });
  return {
    target: { url: gateway.url.replace(/\/+$/, ''), gatewayHost: EMBEDDED_GATEWAY_HOST, key },
    mediaHandler: (path) => renderMedia(path),
    warm: () => void warmMedia(),
    close: () => gateway.close(),
    describe: 'embedded gateway',
  };
}

async function main(): Promise<void> {
  let config: ServerConfig;
  let embedded: Embedded | null = null;
  try {
    config = loadConfig(process.env);
    if (config.mode === 'embedded') {
      // Loaded only in embedded mode: live mode never builds the dataset.
      const module = await import('./embedded/index.ts');
      embedded = { module, options: module.embeddedOptionsFromEnv(process.env) };
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  // The market store first: a store that cannot open is a clear message before anything starts.
  let store: Awaited<ReturnType<typeof openStore>>;
  // The app's log exists once the store is open; until then a stuck store is said on stderr.
  let sayStuck = (line: string): void => void process.stderr.write(`market store: ${line}\n`);
  try {
    store = await openStore(config, (what, ms) =>
      sayStuck(
        `the embedded store did not answer within ${ms / 1000} s (${what}): its thread was ended and the store is opened again; every other route kept answering. If this repeats, check the free space in DATA_DIR and docs/operations.md`,
      ),
    );
    await migrate(store);
  } catch (err) {
    process.stderr.write(`market store: ${err instanceof StoreError ? err.message : err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
  const upstream = await startUpstream(config, embedded);
  const dispatcher = createUpstreamAgent(config.upstreamTimeoutMs);
  const app = await buildApp({ config, upstream: upstream.target, dispatcher, mediaHandler: upstream.mediaHandler, store });
  sayStuck = (line) => app.log.error({ component: 'store' }, line);

  // Flush buffered log lines before leaving (the destination writes asynchronously).
  const exit = (code: number) => {
    const log = app.log as typeof app.log & { flush?: (cb: (err?: Error) => void) => void };
    if (log.flush) log.flush(() => process.exit(code));
    else process.exit(code);
  };

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      exit(1);
    }, 10_000);
    force.unref();
    try {
      const t0 = Date.now();
      await app.close();
      await store.close();
      await upstream.close();
      await dispatcher.close();
      app.log.info({ ms: Date.now() - t0 }, 'closed');
      exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const address = await app.listen({ port: config.port, host: config.host });
    const storeText = store.kind === 'postgres' ? 'market store on PostgreSQL (DATABASE_URL)' : `market store in ${config.dataDir}`;
    app.log.info({ mode: config.mode, address, store: store.kind }, `listening on ${address}, ${upstream.describe}, ${storeText}`);
    upstream.warm?.();
  } catch (err) {
    app.log.fatal({ err }, 'could not listen');
    await upstream.close().catch(() => {});
    await store.close().catch(() => {});
    exit(1);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`fatal: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
