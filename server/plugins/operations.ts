/**
 * What the operator sees: `/metrics` (Prometheus text, prom-client) and `/healthz` (ok or
 * degraded, and why). Figures that other parts keep (cache counts, breaker and hold-off, the
 * gateway's quota headers) are read at scrape time, so those parts carry no metrics code.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerConfig } from '../config.ts';
import type { StoreHealth } from '../store/health.ts';
import type { UpstreamStack } from './upstream.ts';
import type { Collector } from '../store/collector.ts';

interface OperationsOptions extends Pick<UpstreamStack, 'cache' | 'guard' | 'rateLimits' | 'pacer' | 'shared'> {
  config: Pick<ServerConfig, 'mode'>;
  /** The app's figures, which the upstream client and the API routes also count into. */
  metrics: Metrics;
  now: () => number;
  startedAt: number;
  /** The market store's collector, when the app has a store. */
  collector?: Collector;
  /** The market store's probes and figures, when the app has a store (store/health.ts). */
  store?: StoreHealth;
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
  readonly collectParked = new Counter({
    name: 'dar_collect_parked_total',
    help: "Places the market store stopped reading until the next UTC day because the service's list misbehaved, by reason: repeated_page (a page identical to the one before or adding nothing) or lifetime_cap (COLLECT_PLACE_MAX_PAGES reached)",
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly clientRejections = new Counter({
    name: 'dar_client_rate_limit_rejections_total',
    help: 'Requests refused because one client asked for too many upstream-bound answers (RATE_LIMIT_PER_MINUTE)',
    registers: [this.registry],
  });
}

/** `/healthz` and `/metrics`, and the request-latency hook. */
function operations(app: FastifyInstance, o: OperationsOptions, done: () => void): void {
  const { cache, guard, rateLimits, pacer, shared, metrics } = o;
  const { registry } = metrics;
  /** Figures other instances keep too (the quota, the day's spending) are read before they are shown. */
  const refreshShared = () => Promise.all([rateLimits.refresh(), pacer.refresh(), readCollector()]);
  /** The collector's figures, read from the store before a scrape or a health check (the store is shared). */
  let collecting: Awaited<ReturnType<Collector['overview']>> | null = null;
  /**
   * A store that does not answer must not hold /healthz or /metrics: its reads get the probe's
   * deadline, and past it the last figures read are shown (the probe says the store is down).
   */
  const inTime = <T>(read: Promise<T>, otherwise: T) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), o.store?.probeTimeoutMs ?? 2000)));
    return Promise.race([read.catch(() => otherwise), late]).finally(() => clearTimeout(timer));
  };
  const readCollector = async () => {
    collecting = o.collector ? await inTime(o.collector.overview(), collecting) : null;
  };
  o.store?.register(registry);

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
  /** A gauge read at scrape time; a reading of null or undefined leaves it out. */
  const gauge = (name: string, help: string, read: () => number | null | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const v = read();
        if (v !== null && v !== undefined) this.set(v);
      },
    });
  /** A gauge with one series per value of `label`, each read at scrape time. */
  const gaugeBy = <L extends string>(name: string, help: string, label: L, values: readonly string[], read: (value: string) => number) =>
    new Gauge<L>({
      name,
      help,
      labelNames: [label],
      registers: [registry],
      collect() {
        this.reset();
        for (const value of values) {
          const labels: Partial<Record<L, string>> = {};
          labels[label] = value;
          this.set(labels, read(value));
        }
      },
    });

  gauge('dar_cache_entries', 'Answers held in the cache', () => cache.stats().entries);
  gauge('dar_cache_bytes', 'Bytes held in the cache (all encodings)', () => cache.stats().bytes);
  gauge(
    'dar_upstream_breaker_state',
    'The breaker on calls to the data service: 0 closed, 1 half-open, 2 open',
    () => ({ closed: 0, half_open: 1, open: 2 })[guard.status().breaker],
  );
  gaugeBy(
    'dar_upstream_hold_off_seconds',
    'Seconds left of the hold-off after a 429, by kind (burst or quota)',
    'kind',
    ['burst', 'quota'],
    (kind) => {
      const h = guard.status().holdOff;
      return h?.kind === kind ? h.remainingS : 0;
    },
  );
  gauge(
    'dar_upstream_quota_remaining',
    "Requests left in the plan's quota (x-ratelimit-requests-remaining, last seen)",
    () => rateLimits.snapshot()?.figures['requests-remaining'],
  );
  gauge(
    'dar_upstream_quota_limit',
    "The plan's quota (x-ratelimit-requests-limit, last seen)",
    () => rateLimits.snapshot()?.figures['requests-limit'],
  );
  gauge(
    'dar_upstream_quota_reset_seconds',
    'Seconds until the quota resets, as last seen (x-ratelimit-requests-reset)',
    () => rateLimits.snapshot()?.figures['requests-reset'],
  );
  gauge(
    'dar_upstream_spent_today',
    'Requests sent to the data service today (UTC), retries included, across instances as last seen',
    () => pacer.status().spentToday,
  );
  gauge('dar_upstream_daily_budget', 'UPSTREAM_DAILY_BUDGET (absent when none is set)', () => pacer.status().dailyBudget);
  gaugeBy(
    'dar_upstream_saving',
    '1 while spending is saved (stale answers preferred, collections cut short), by reason: daily_budget or quota',
    'reason',
    ['daily_budget', 'quota'],
    (reason) => (pacer.status().saving === reason ? 1 : 0),
  );
  gauge(
    'dar_collect_daily_pages',
    'COLLECT_DAILY_PAGES: pages the market store may pay for a UTC day',
    () => collecting?.budget.dailyPages,
  );
  gauge(
    'dar_collect_pages_spent_today',
    'Pages the market store paid for today (UTC), views and the collector together, across instances',
    () => collecting?.budget.spentToday,
  );
  gauge(
    'dar_collect_pages_available',
    "Pages the collecting pace allows now (the day's budget and the hour's share)",
    () => collecting?.budget.available,
  );
  gauge(
    'dar_collect_view_reserve_pages',
    "COLLECT_VIEW_RESERVE: of the available pages, those only readers' views may spend (background collecting leaves them)",
    () => collecting?.budget.viewReserve,
  );
  gauge('dar_collect_queue_jobs', "Jobs (place and transaction type) in the collector's queue due now", () => collecting?.queued);
  gaugeBy(
    'dar_collect_places',
    'Places and transaction types the market store holds, by state: complete, in_progress (pages left) or parked (list misbehaved)',
    'state',
    ['complete', 'in_progress', 'parked'],
    (state) =>
      !collecting ? 0 : state === 'complete' ? collecting.complete : state === 'parked' ? collecting.parked.length : collecting.inProgress,
  );
  gauge(
    'dar_shared_state_connected',
    'Whether the shared state (Redis with REDIS_URL) answers: 1 yes, 0 no (instances then use their own view)',
    () => (shared.connected ? 1 : 0),
  );

  app.addHook('onResponse', (req, reply, next) => {
    metrics.requestSeconds.observe(
      { route: req.routeOptions.url ?? 'unmatched', status: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    next();
  });

  app.get('/metrics', async (_req, reply) => {
    await refreshShared();
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });

  app.get('/healthz', async (_req, reply) => {
    const [store] = await Promise.all([o.store?.check(), refreshShared()]);
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
    for (const p of collecting?.parked ?? [])
      reasons.push(
        `the data service's list of location ${p.locationId} (${p.type}) ${p.reason === 'lifetime_cap' ? 'did not end within COLLECT_PLACE_MAX_PAGES' : 'repeated itself'}: not read again before ${p.until}`,
      );
    const collector = collecting && {
      ...collecting.budget,
      queued: collecting.queued,
      complete: collecting.complete,
      inProgress: await inTime(o.collector!.inProgress(), []),
      parked: collecting.parked,
    };
    if (store) reasons.push(...store.reasons.map((r) => `market store: ${r}`));
    return reply.header('cache-control', 'no-store').send({
      ok: true,
      status: reasons.length ? 'degraded' : 'ok',
      reasons,
      mode: o.config.mode,
      uptimeS: Math.floor((o.now() - o.startedAt) / 1000),
      cache: { entries, bytes, hits, sharedHits, stale, misses, coalesced },
      upstream: { breaker: g.breaker, holdOff: g.holdOff },
      pacing,
      collector,
      sharedState: { kind: shared.kind, connected: shared.connected },
      rateLimit: rl ? { ...rl.figures, seenAt: new Date(rl.seenAt).toISOString() } : null,
      ...(store ? { store } : {}),
    });
  });
  done();
}

/** The latency hook times every route of the app (fastify-plugin: not encapsulated). */
export default fp(operations, { name: 'operations' });
