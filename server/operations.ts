/**
 * What the operator sees: `/metrics` (Prometheus text, prom-client) and `/healthz` (ok or
 * degraded, and why). Figures that other parts keep (cache counts, breaker and hold-off, the
 * gateway's quota headers) are read at scrape time, so those parts carry no metrics code.
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerConfig } from './config.ts';
import type { ResponseCache } from './upstream/cache.ts';
import type { UpstreamGuard } from './upstream/guard.ts';
import type { SharedState } from './shared/state.ts';
import type { SpendPacer } from './upstream/pacing.ts';
import type { RateLimitTracker } from './upstream/ratelimit-headers.ts';

export interface OperationsOptions {
  config: ServerConfig;
  cache: ResponseCache;
  guard: UpstreamGuard;
  rateLimits: RateLimitTracker;
  pacer: SpendPacer;
  shared: SharedState;
  now: () => number;
  startedAt: number;
}

/** The app's own registry: several apps in one process (tests, the bench) never share figures. */
export class Metrics {
  readonly registry = new Registry();
  readonly upstreamRequests = new Counter({
    name: 'dar_upstream_requests_total',
    help: 'Calls to the data service (each may include retries), by endpoint and outcome (ok or an error code; fail-fast refusals included)',
    labelNames: ['endpoint', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly upstreamSeconds = new Histogram({
    name: 'dar_upstream_request_duration_seconds',
    help: 'Time of one call to the data service, retries included',
    labelNames: ['endpoint'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly requestSeconds = new Histogram({
    name: 'dar_http_request_duration_seconds',
    help: 'Time to answer a request to our server, by route and status class',
    labelNames: ['route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
    registers: [this.registry],
  });
  readonly clientRejections = new Counter({
    name: 'dar_client_rate_limit_rejections_total',
    help: 'Requests refused because one client asked for too many upstream-bound answers (RATE_LIMIT_PER_MINUTE)',
    registers: [this.registry],
  });
}

/** `/healthz` and `/metrics`, and the request-latency hook. */
export function operationsRoutes(app: FastifyInstance, metrics: Metrics, o: OperationsOptions): void {
  const { cache, guard, rateLimits, pacer, shared, registry } = { ...o, registry: metrics.registry };
  /** Figures other instances keep too (the quota, the day's spending) are read before they are shown. */
  const refreshShared = () => Promise.all([rateLimits.refresh(), pacer.refresh()]);

  new Counter({
    name: 'dar_cache_events_total',
    help: 'Answers from the cache: hit (fresh), shared_hit (a miss here answered from the shared tier), stale (sent while revalidating or because the service failed), miss, coalesced (waited for an identical call), refresh_failure',
    labelNames: ['event'] as const,
    registers: [registry],
    collect() {
      const s = cache.stats();
      this.reset();
      this.inc({ event: 'hit' }, s.hits);
      this.inc({ event: 'shared_hit' }, s.sharedHits);
      this.inc({ event: 'stale' }, s.stale);
      this.inc({ event: 'miss' }, s.misses);
      this.inc({ event: 'coalesced' }, s.coalesced);
      this.inc({ event: 'refresh_failure' }, s.refreshFailures);
    },
  });
  new Gauge({
    name: 'dar_cache_entries',
    help: 'Answers held in the cache',
    registers: [registry],
    collect() {
      this.set(cache.stats().entries);
    },
  });
  new Gauge({
    name: 'dar_cache_bytes',
    help: 'Bytes held in the cache (all encodings)',
    registers: [registry],
    collect() {
      this.set(cache.stats().bytes);
    },
  });
  new Gauge({
    name: 'dar_upstream_breaker_state',
    help: 'The breaker on calls to the data service: 0 closed, 1 half-open, 2 open',
    registers: [registry],
    collect() {
      this.set({ closed: 0, half_open: 1, open: 2 }[guard.status().breaker]);
    },
  });
  new Gauge({
    name: 'dar_upstream_hold_off_seconds',
    help: 'Seconds left of the hold-off after a 429, by kind (burst or quota)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      const h = guard.status().holdOff;
      this.reset();
      this.set({ kind: 'burst' }, h?.kind === 'burst' ? h.remainingS : 0);
      this.set({ kind: 'quota' }, h?.kind === 'quota' ? h.remainingS : 0);
    },
  });
  const quota = (name: string, figure: 'requests-remaining' | 'requests-limit' | 'requests-reset', help: string) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const v = rateLimits.snapshot()?.figures[figure];
        if (v !== undefined) this.set(v);
      },
    });
  quota(
    'dar_upstream_quota_remaining',
    'requests-remaining',
    "Requests left in the plan's quota (x-ratelimit-requests-remaining, last seen)",
  );
  quota('dar_upstream_quota_limit', 'requests-limit', "The plan's quota (x-ratelimit-requests-limit, last seen)");
  quota('dar_upstream_quota_reset_seconds', 'requests-reset', 'Seconds until the quota resets, as last seen (x-ratelimit-requests-reset)');
  new Gauge({
    name: 'dar_upstream_spent_today',
    help: 'Requests sent to the data service today (UTC), retries included, across instances as last seen (counted with UPSTREAM_DAILY_BUDGET)',
    registers: [registry],
    collect() {
      this.set(pacer.status().spentToday);
    },
  });
  new Gauge({
    name: 'dar_upstream_daily_budget',
    help: 'UPSTREAM_DAILY_BUDGET (absent when none is set)',
    registers: [registry],
    collect() {
      const b = pacer.status().dailyBudget;
      if (b !== null) this.set(b);
    },
  });
  new Gauge({
    name: 'dar_upstream_saving',
    help: '1 while spending is saved (stale answers preferred, collections cut short), by reason: daily_budget or quota',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const saving = pacer.status().saving;
      this.reset();
      this.set({ reason: 'daily_budget' }, saving === 'daily_budget' ? 1 : 0);
      this.set({ reason: 'quota' }, saving === 'quota' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'dar_shared_state_connected',
    help: 'Whether the shared state (Redis with REDIS_URL) answers: 1 yes, 0 no (instances then use their own view)',
    registers: [registry],
    collect() {
      this.set(shared.connected ? 1 : 0);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    metrics.requestSeconds.observe(
      { route: req.routeOptions.url ?? 'unmatched', status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', async (_req, reply) => {
    await refreshShared();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });

  app.get('/healthz', async (_req, reply) => {
    await refreshShared();
    const { entries, bytes, hits, sharedHits, stale, misses, coalesced } = cache.stats();
    const pacing = pacer.status();
    const rl = rateLimits.snapshot();
    const g = guard.status();
    const reasons: string[] = [];
    if (g.breaker !== 'closed') reasons.push(`the data service keeps failing: breaker ${g.breaker.replace('_', '-')}`);
    if (g.holdOff?.kind === 'quota')
      reasons.push(`the data service quota is used up: no calls for ${g.holdOff.remainingS} s but a probe a minute`);
    if (g.holdOff?.kind === 'burst') reasons.push(`holding off after a 429 for ${g.holdOff.remainingS} s`);
    if (pacing.saving === 'daily_budget')
      reasons.push(`the day's upstream budget is nearly spent (${pacing.spentToday} of ${pacing.dailyBudget}): stale answers preferred`);
    if (pacing.saving === 'quota') reasons.push("the data service's quota is nearly used up: stale answers preferred");
    if (!shared.connected) reasons.push(`shared state (${shared.kind}) not answering: this instance uses its own view`);
    return reply.header('cache-control', 'no-store').send({
      ok: true,
      status: reasons.length ? 'degraded' : 'ok',
      reasons,
      mode: o.config.mode,
      uptimeS: Math.floor((o.now() - o.startedAt) / 1000),
      cache: { entries, bytes, hits, sharedHits, stale, misses, coalesced },
      upstream: { breaker: g.breaker, holdOff: g.holdOff },
      pacing,
      sharedState: { kind: shared.kind, connected: shared.connected },
      rateLimit: rl ? { ...rl.figures, seenAt: new Date(rl.seenAt).toISOString() } : null,
    });
  });
}
