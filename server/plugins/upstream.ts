/**
 * The upstream stack every route that reaches the data service shares: the shared state (Redis
 * with REDIS_URL, else in-process), the answer cache and the one path through it (answers.ts),
 * the guard (hold-offs, breaker), the daily spending pace, the per-client limit and the client itself. Decorated on the app (typed below),
 * and closed with it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import type { ServerConfig } from '../config.ts';
import { RedisAnswers } from '../shared/redis-answers.ts';
import { RedisState } from '../shared/redis-state.ts';
import { MemoryState, type SharedState } from '../shared/state.ts';
import { UpstreamAnswers } from '../upstream/answers.ts';
import { ResponseCache } from '../upstream/cache.ts';
import { ClientLimit } from '../upstream/client-limit.ts';
import { UpstreamClient, type UpstreamClientOptions, type UpstreamTarget } from '../upstream/client.ts';
import { RetryBudget, UpstreamGuard, type GuardOptions } from '../upstream/guard.ts';
import { SpendPacer } from '../upstream/pacing.ts';
import { RateLimitTracker } from '../upstream/ratelimit-headers.ts';
import type { RetryPolicy } from '../upstream/retry.ts';

export interface UpstreamOptions {
  config: Pick<
    ServerConfig,
    | 'redisUrl'
    | 'upstreamDailyBudget'
    | 'cacheMaxEntries'
    | 'cacheMaxBytes'
    | 'cacheTtlSeconds'
    | 'cacheStaleSeconds'
    | 'upstreamTimeoutMs'
    | 'rateLimitPerMinute'
  >;
  /** Where upstream requests go, with the key. */
  target: UpstreamTarget;
  /** undici dispatcher for upstream calls: an Agent in production, a MockAgent in tests. */
  dispatcher: Dispatcher;
  now: () => number;
  random: () => number;
  logger: Logger;
  /** Each call's outcome and time (metrics). */
  onOutcome: UpstreamClientOptions['onOutcome'];
  retry?: RetryPolicy;
  /** State shared with other instances; default from `config.redisUrl`. */
  sharedState?: SharedState;
  guard?: Pick<GuardOptions, 'breakerFailures' | 'halfOpenAfterMs' | 'quotaProbeEveryMs'>;
}

export interface UpstreamStack {
  client: UpstreamClient;
  /** Every answer of the service, the proxy's and the market store's, through the one cache; `onAnswer` is where answers are passed on. */
  answers: UpstreamAnswers;
  cache: ResponseCache;
  guard: UpstreamGuard;
  rateLimits: RateLimitTracker;
  pacer: SpendPacer;
  clientLimit: ClientLimit;
  shared: SharedState;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The parts of the upstream stack, for the plugins that answer from the data service. */
    readonly upstream: UpstreamStack;
    /** The answer cache, for tests and the bench. */
    readonly answerCache: ResponseCache;
    /** State every instance shares (Redis with REDIS_URL, else in-process): hold-offs, breaker, quota, counters. */
    readonly sharedState: SharedState;
    /** The connected Redis client with REDIS_URL, else null. */
    readonly redis: Redis | null;
  }
}

async function upstream(app: FastifyInstance, o: UpstreamOptions): Promise<void> {
  const { config, now, logger } = o;
  const shared: SharedState =
    o.sharedState ??
    (config.redisUrl ? new RedisState({ url: config.redisUrl, now, log: logger.child({ component: 'redis' }) }) : new MemoryState(now));
  if (shared instanceof RedisState) await shared.waitForConnection();
  const rateLimits = new RateLimitTracker(now, shared);
  const pacer = new SpendPacer({ state: shared, now, dailyBudget: config.upstreamDailyBudget, rateLimits });
  // With Redis, instances share stored answers and coalesce a key's load across instances.
  const cache = new ResponseCache({
    maxEntries: config.cacheMaxEntries,
    maxBytes: config.cacheMaxBytes,
    now,
    ...(shared instanceof RedisState ? { shared: new RedisAnswers(shared.client, now) } : {}),
  });
  const guard = new UpstreamGuard({ state: shared, now, log: logger.child({ component: 'guard' }), ...o.guard });
  const client = new UpstreamClient({
    guard,
    retryBudget: new RetryBudget(now),
    onOutcome: o.onOutcome,
    onSent: () => pacer.count(),
    target: o.target,
    dispatcher: o.dispatcher,
    timeoutMs: config.upstreamTimeoutMs,
    retry: o.retry,
    random: o.random,
    now,
    log: logger.child({ component: 'upstream' }),
    rateLimits,
  });
  const clientLimit = new ClientLimit(shared, config.rateLimitPerMinute, now);
  const answers = new UpstreamAnswers({
    client,
    cache,
    log: logger.child({ component: 'answers' }),
    ttlSeconds: config.cacheTtlSeconds,
    staleSeconds: config.cacheStaleSeconds,
    now,
  });
  app.decorate('upstream', { client, answers, cache, guard, rateLimits, pacer, clientLimit, shared });
  app.decorate('answerCache', cache);
  app.decorate('sharedState', shared);
  app.decorate('redis', shared instanceof RedisState ? shared.client : null);
  app.addHook('onClose', async () => {
    await shared.close();
  });
}

/** Decorates the app itself (fastify-plugin: not encapsulated). */
export default fp(upstream, { name: 'upstream' });
