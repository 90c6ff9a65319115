/**
 * The whole server as a Fastify instance, built from injected dependencies so tests can drive it
 * with `app.inject()` and an undici `MockAgent`. `index.ts` only reads config, starts the embedded
 * gateway when there is no key, and listens.
 *
 * Routes:
 *   GET /api/<endpoint>   the 17 contract endpoints (routes/api.ts)
 *   GET /api/insights/*   analytics from the market store (routes/insights.ts), when given a store
 *   GET /api/names        names the data gives ids (learned from answers), when given a store
 *   GET /api/openapi.json, /api/docs   the API's OpenAPI 3.1 document and reference page (openapi/)
 *   GET /healthz          { ok, status: ok | degraded, reasons, mode, uptimeS, cache, upstream, rateLimit }
 *   GET /metrics          Prometheus text (operations.ts)
 *   GET /config.json      { mode, tileUrl } for the browser (no secrets)
 *   GET /fx-rates.json    the exchange-rate table (FX_RATES_FILE, or the one shipped with the app)
 *   GET /media/*          generated images, when a mediaHandler is given (embedded mode)
 *   GET /*                the built app, SPA fallback (routes/static.ts)
 */
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream, Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { ServerConfig } from './config.ts';
import { createLogger } from './log.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { Metrics, operationsRoutes } from './operations.ts';
import { apiRoutes } from './routes/api.ts';
import { MemoryState, type SharedState } from './shared/state.ts';
import { ClientLimit } from './upstream/client-limit.ts';
import { RetryBudget, UpstreamGuard, type GuardOptions } from './upstream/guard.ts';
import { registerInsights, type InsightRoutesOptions } from './routes/insights.ts';
import type { Db } from './store/db.ts';
import { staticRoutes } from './routes/static.ts';
import { ResponseCache } from './upstream/cache.ts';
import type { Redis } from 'ioredis';
import { RedisAnswers } from './shared/redis-answers.ts';
import { RedisState } from './shared/redis-state.ts';
import { UpstreamClient, type UpstreamTarget } from './upstream/client.ts';
import { errorBody, frameworkClientError } from './upstream/errors.ts';
import { RateLimitTracker } from './upstream/ratelimit-headers.ts';
import { SpendPacer } from './upstream/pacing.ts';
import type { RetryPolicy } from './upstream/retry.ts';

export interface MediaAnswer {
  contentType: string;
  body: string | Buffer;
}

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
  /**
   * Serves `GET /media/<path>` when given (embedded mode: generated images). Gets the decoded path
   * below `/media/` without the query (`listing/123/0.svg`); null means 404.
   */
  mediaHandler?: (path: string) => MediaAnswer | null;
  /** Override the retry policy (tests shorten the backoff). */
  retry?: RetryPolicy;
  /** State shared with other instances (default: in-process). */
  sharedState?: SharedState;
  /** Override the guard's breaker and probe timings (tests shorten them). */
  guard?: Pick<GuardOptions, 'breakerFailures' | 'halfOpenAfterMs' | 'quotaProbeEveryMs'>;
  /** The market store (migrated); with it, `/api/insights/*` answer from it. index.ts opens it. */
  store?: Db;
  /** Ledger tuning (tests, the bench). */
  ledger?: InsightRoutesOptions['ledger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The answer cache, for tests and the bench (decorated in buildApp). */
    readonly answerCache: ResponseCache;
    /** State every instance shares (Redis with REDIS_URL, else in-process): hold-offs, breaker, quota, counters. */
    readonly sharedState: SharedState;
    /** The connected Redis client with REDIS_URL, else null. */
    readonly redis: Redis | null;
  }
}

export type App = FastifyInstance;

const JSON_TYPE = 'application/json; charset=utf-8';

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, upstream } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const startedAt = now();

  const logger: Logger = createLogger({
    level: config.logLevel,
    destination: deps.logDestination,
    secrets: [upstream.key],
  });

  // Fastify's logger type, so the instance's type is the one every plugin expects.
  const baseLogger: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance: baseLogger,
    // One line per request from our onResponse hook instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // The client address comes from X-Forwarded-For only behind our own proxy (TRUST_PROXY).
    trustProxy: config.trustProxy,
    bodyLimit: 16 * 1024,
    requestTimeout: Math.max(30_000, config.upstreamTimeoutMs * 2),
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    clientErrorHandler,
  });

  // State every instance shares (hold-off, breaker, client counts): Redis with REDIS_URL, else in-process.
  const shared: SharedState =
    deps.sharedState ??
    (config.redisUrl ? new RedisState({ url: config.redisUrl, now, log: logger.child({ component: 'redis' }) }) : new MemoryState(now));
  if (shared instanceof RedisState) await shared.waitForConnection();
  const rateLimits = new RateLimitTracker(now, shared);
  const pacer = new SpendPacer({ state: shared, now, dailyBudget: config.upstreamDailyBudget, rateLimits });
  const preferStale = () => pacer.preferStale();
  // With Redis, instances share stored answers and coalesce a key's load across instances.
  const cache = new ResponseCache({
    maxEntries: config.cacheMaxEntries,
    maxBytes: config.cacheMaxBytes,
    now,
    ...(shared instanceof RedisState ? { shared: new RedisAnswers(shared.client, now) } : {}),
  });
  const guard = new UpstreamGuard({ state: shared, now, log: logger.child({ component: 'guard' }), ...deps.guard });
  const metrics = new Metrics();
  const client = new UpstreamClient({
    guard,
    retryBudget: new RetryBudget(now),
    onOutcome: (endpoint, outcome, seconds) => {
      metrics.upstreamRequests.inc({ endpoint, outcome });
      metrics.upstreamSeconds.observe({ endpoint }, seconds);
    },
    onSent: () => pacer.count(),
    target: upstream,
    dispatcher: deps.dispatcher,
    timeoutMs: config.upstreamTimeoutMs,
    retry: deps.retry,
    random,
    now,
    log: logger.child({ component: 'upstream' }),
    rateLimits,
  });
  app.decorate('answerCache', cache);
  app.decorate('sharedState', shared);
  app.decorate('redis', shared instanceof RedisState ? shared.client : null);
  app.addHook('onClose', async () => {
    await shared.close();
  });

  // Callback-style hooks: cheaper than async ones on the hot path.
  // One line per request at info, except cache hits, which are logged at debug: they cost no
  // upstream call or quota, /healthz counts them, and at info they would double a hit's cost.
  const logRequests = logger.isLevelEnabled('info');
  const logHits = logger.isLevelEnabled('debug');
  app.addHook('onResponse', (req, reply, done) => {
    if (logRequests) {
      const cacheState = reply.getHeader('x-cache');
      const hit = cacheState === 'HIT';
      if (!hit || logHits) {
        (hit ? logger.debug : logger.info).call(
          logger,
          {
            reqId: req.id,
            method: req.method,
            url: req.url,
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime * 10) / 10,
            ...(cacheState ? { cache: cacheState } : {}),
          },
          'request',
        );
      }
    }
    done();
  });

  // Client input never becomes a 500: framework 4xx (bad URL encoding, body too large...) keep
  // their status with our body; anything else is a generic 500 with the detail only in the log.
  app.setErrorHandler(async (err: Error & { statusCode?: number }, req, reply) => {
    const client = frameworkClientError(err);
    if (client) return reply.code(client.status).type(JSON_TYPE).send(client.body);
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).type(JSON_TYPE).send(errorBody('internal_error'));
  });

  // helmet's headers (X-Content-Type-Options: nosniff among them) on every answer.
  registerSecurityHeaders(app, { tileUrl: config.tileUrl });

  // Answers to browsers that ask for it travel compressed (a page of listings is ~20 KB of JSON,
  // ~3 KB gzipped). Brotli at quality 4: most of the gain for little CPU. Built assets come
  // pre-compressed from the build and are sent as they are (routes/static.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  if (deps.store)
    await registerInsights(app, {
      db: deps.store,
      client,
      log: logger.child({ component: 'store' }),
      now,
      ledger: deps.ledger,
      fxRates: config.fxRates,
      preferStale,
    });
  await app.register(apiRoutes, {
    prefix: '/api',
    client,
    cache,
    onUpstreamAnswer: app.learnFromAnswer,
    ttlSeconds: config.cacheTtlSeconds,
    staleSeconds: config.cacheStaleSeconds,
    now,
    clientLimit: new ClientLimit(shared, config.rateLimitPerMinute, now),
    onClientRejected: () => metrics.clientRejections.inc(),
    preferStale,
  });
  await app.register(openApiRoutes);

  operationsRoutes(app, metrics, { config, cache, guard, rateLimits, pacer, shared, now, startedAt });

  app.get('/config.json', async (_req, reply) =>
    reply.header('cache-control', 'no-cache').send({ mode: config.mode, tileUrl: config.tileUrl }),
  );
  // The dated exchange-rate table the browser converts prices with (FX_RATES_FILE or the shipped one).
  app.get('/fx-rates.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send(config.fxRates));

  if (deps.mediaHandler) {
    const media = deps.mediaHandler;
    app.get('/media/*', async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '';
      let answer: MediaAnswer | null;
      try {
        answer = media(decodeURIComponent(pathname.slice('/media/'.length)));
      } catch {
        answer = null; // a malformed path is a missing image, not a server error
      }
      if (!answer) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(answer.contentType).send(answer.body);
    });
  }

  await staticRoutes(app, { staticDir: config.staticDir });

  return app;
}
