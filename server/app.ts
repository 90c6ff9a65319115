/**
 * The whole server as a Fastify plugin, composed of one plugin per concern (server/plugins/), and
 * `buildApp`, which makes the Fastify instance and registers it. Dependencies come in as options,
 * so tests drive the app with `app.inject()` and an undici `MockAgent`. `index.ts` only reads
 * config, starts the embedded gateway when there is no key, and listens.
 *
 * Routes:
 *   GET /api/<endpoint>   the 17 contract endpoints (plugins/api.ts, routes/api.ts)
 *   GET /api/insights/*   analytics from the market store (plugins/insights.ts), when given a store
 *   GET /api/names        names the data gives ids (learned from answers), when given a store
 *   GET /api/openapi.json, /api/docs   the API's OpenAPI 3.1 document and reference page (plugins/openapi.ts)
 *   GET /healthz          { ok, status: ok | degraded, reasons, mode, uptimeS, cache, upstream, rateLimit }
 *   GET /metrics          Prometheus text (plugins/operations.ts)
 *   GET /config.json      { mode, tileUrl } for the browser (plugins/browser-config.ts)
 *   GET /fx-rates.json    the exchange-rate table: FX_RATES_FILE's, or the one shipped (plugins/browser-config.ts)
 *   GET /media/*          generated images, when a mediaHandler is given (plugins/media.ts)
 *   GET /*                the built app, SPA fallback (plugins/static.ts)
 */
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream, Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { ServerConfig } from './config.ts';
import { createLogger } from './log.ts';
import api from './plugins/api.ts';
import browserConfig from './plugins/browser-config.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import compression from './plugins/compression.ts';
import errorHandler from './plugins/error-handler.ts';
import insights, { type InsightsOptions } from './plugins/insights.ts';
import media, { type MediaOptions } from './plugins/media.ts';
import openApi from './plugins/openapi.ts';
import operations, { Metrics } from './plugins/operations.ts';
import requestLog from './plugins/request-log.ts';
import security from './plugins/security.ts';
import staticFiles from './plugins/static.ts';
import upstream, { type UpstreamOptions } from './plugins/upstream.ts';
import type { SharedState } from './shared/state.ts';
import type { Db } from './store/db.ts';
import { StoreHealth, type StoreHealthOptions } from './store/health.ts';
import type { UpstreamTarget } from './upstream/client.ts';
import type { RetryPolicy } from './upstream/retry.ts';
import { isInsight, isLookup } from '../src/shared/first-answer.ts';
import { heldLookup } from './upstream/held-lookups.ts';

export interface AppDeps {
  /** Parsed configuration (see config.ts). `gatewayKey`/`upstreamUrl` there are not used: see `upstream`. */
  config: ServerConfig;
  /** Where upstream requests go, with the key (live gateway, or the embedded one's URL and key). */
  upstream: UpstreamTarget;
  /** undici dispatcher for upstream calls: an Agent in production, a MockAgent in tests. */
  dispatcher: Dispatcher;
  /** Clock for cache expiry, uptime and Retry-After dates (ms since epoch). Default Date.now. */
  now?: () => number;
  /** Randomness for retry jitter, in [0, 1). Default Math.random. */
  random?: () => number;
  /** Where log lines go (default stdout). Tests capture it in memory. */
  logDestination?: DestinationStream;
  /** Serves `GET /media/<path>` when given (embedded mode: generated images); see plugins/media.ts. */
  mediaHandler?: MediaOptions['handler'];
  /** Override the retry policy (tests shorten the backoff). */
  retry?: RetryPolicy;
  /** State shared with other instances (default: in-process). */
  sharedState?: SharedState;
  /** Override the guard's breaker and probe timings (tests shorten them). */
  guard?: UpstreamOptions['guard'];
  /** The market store (migrated); with it, `/api/insights/*` answer from it. index.ts opens it. */
  store?: Db;
  /** Ledger tuning (tests, the bench). */
  ledger?: InsightsOptions['ledger'];
  /** The store's health checks: how often, and the probe's deadline (tests shorten them). */
  storeHealth?: Pick<StoreHealthOptions, 'intervalMs' | 'probeTimeoutMs'>;
}

export type App = FastifyInstance;

/** The app: its plugins in the order they must load (hooks and the error handler before routes). */
async function dar(app: FastifyInstance, deps: AppDeps & { logger: Logger }): Promise<void> {
  const { config, logger } = deps;
  const now = deps.now ?? Date.now;
  const startedAt = now();
  const metrics = new Metrics();

  await app.register(upstream, {
    config,
    target: deps.upstream,
    dispatcher: deps.dispatcher,
    now,
    random: deps.random ?? Math.random,
    logger,
    onOutcome: (endpoint, outcome, seconds) => {
      metrics.upstreamRequests.inc({ endpoint, outcome });
      metrics.upstreamSeconds.observe({ endpoint }, seconds);
    },
    retry: deps.retry,
    sharedState: deps.sharedState,
    guard: deps.guard,
  });
  await app.register(requestLog, { logger });
  await app.register(errorHandler);
  await app.register(security, { tileUrl: config.tileUrl });
  await app.register(compression);

  // The store's writes go through its health guard (store/health.ts): refused below the free-space
  // floor or with DATA_DIR gone, counted when they fail; /healthz and /metrics probe it.
  const storeHealth =
    deps.store &&
    new StoreHealth({
      db: deps.store,
      log: logger.child({ component: 'store' }),
      minFreeBytes: config.storeMinFreeMb * 1024 * 1024,
      ...deps.storeHealth,
    });
  app.decorate('storeHasRoom', () => (storeHealth ? storeHealth.hasRoom() : Promise.resolve(true)));
  if (storeHealth) {
    storeHealth.start();
    app.addHook('onClose', (_instance, done) => {
      storeHealth.stop();
      done();
    });
  }
  if (storeHealth)
    await app.register(insights, {
      db: storeHealth.db,
      answers: app.upstream.answers,
      log: logger.child({ component: 'store' }),
      now,
      ledger: deps.ledger,
      collect: config.collect,
      clientLimit: app.upstream.clientLimit,
      onParked: (reason) => metrics.collectParked.inc({ reason }),
      hasRoom: () => storeHealth.hasRoom(),
      preferStale: () => app.upstream.pacer.preferStale(),
      fxRates: config.fxRates,
      places: config.mode === 'embedded' ? 'hierarchy' : 'reference',
    });
  await app.register(api, { now, onClientRejected: () => metrics.clientRejections.inc() });
  await app.register(openApi);
  await app.register(operations, { ...app.upstream, config, metrics, now, startedAt, collector: app.collector, store: storeHealth });
  await app.register(browserConfig, { mode: config.mode, tileUrl: config.tileUrl, fxRates: config.fxRates });
  if (deps.mediaHandler) await app.register(media, { handler: deps.mediaHandler });
  await app.register(staticFiles, {
    staticDir: config.staticDir,
    // A page's first answer where the server holds it without asking anyone: drawn in its first
    // view and handed to the app (page-html.ts). The service's where the proxy holds it fresh (a
    // developer or project where it holds every list page the walk reads), the store's figures
    // where the store holds them whole.
    heldAnswer: async (answer) => {
      if (isInsight(answer)) return (await app.heldFigures?.(answer)) ?? null;
      if (isLookup(answer)) return heldLookup(answer, app.upstream.answers, now);
      const held = app.upstream.answers.heldFresh(answer.endpoint, answer.query);
      return held && { answer, body: JSON.parse(held.text) as unknown, storedAt: held.storedAt };
    },
  });
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const logger: Logger = createLogger({
    level: deps.config.logLevel,
    destination: deps.logDestination,
    secrets: [deps.upstream.key],
  });

  // Fastify's logger type, so the instance's type is the one every plugin expects.
  const baseLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: baseLogger,
    // One line per request from plugins/request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The client address comes from X-Forwarded-For only behind our own proxy (TRUST_PROXY).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 16 * 1024,
    requestTimeout: Math.max(30_000, deps.config.upstreamTimeoutMs * 2),
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    clientErrorHandler,
  });
  // fastify-plugin: the app's hooks, error handler and decorations are the root instance's own.
  await app.register(fp(dar, { name: 'dar' }), { ...deps, logger });
  return app;
}
