/**
 * Spending pace: UPSTREAM_DAILY_BUDGET and the gateway's quota figures. In the last 10% of either,
 * stale answers are sent without a refresh and say why; misses still go out; /healthz and
 * /metrics show the day's spending.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryState } from '../shared/state.ts';
import { SpendPacer } from './pacing.ts';
import { RateLimitTracker } from './ratelimit-headers.ts';
import { harness, type Harness } from './testing.ts';

const page = (n: number) => ({
  success: true,
  data: [{ id: `t${n}`, transaction_date: '2026-11-01', price: 1_000_000 + n, high_level_location_name: 'Dubai Marina' }],
});

describe('SpendPacer', () => {
  it("counts the day's calls across instances and saves in the last 10% of the budget; a new day starts at 0", async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 10) };
    const state = new MemoryState(() => clock.now);
    const pacer = (budget: number | null) =>
      new SpendPacer({ state, now: () => clock.now, dailyBudget: budget, rateLimits: new RateLimitTracker(() => clock.now) });
    const a = pacer(20);
    const b = pacer(20);
    for (let i = 0; i < 9; i++) a.count();
    for (let i = 0; i < 8; i++) b.count();
    await b.refresh();
    expect(b.status()).toEqual({ spentToday: 17, dailyBudget: 20, saving: null });
    b.count(); // the 18th call of 20: within the last 10%
    await Promise.resolve();
    expect(b.preferStale()).toBe(true);
    expect(b.status().saving).toBe('daily_budget');

    clock.now += 86_400_000;
    expect(b.status()).toEqual({ spentToday: 0, dailyBudget: 20, saving: null });
    expect(pacer(null).preferStale()).toBe(false);
  });

  it("saves when the gateway's quota is nearly used up, whatever the daily budget", () => {
    const rateLimits = new RateLimitTracker(() => 0);
    const pacer = new SpendPacer({ state: new MemoryState(), now: () => 0, dailyBudget: null, rateLimits });
    rateLimits.observe({ 'x-ratelimit-requests-limit': '1000', 'x-ratelimit-requests-remaining': '101' });
    expect(pacer.preferStale()).toBe(false);
    rateLimits.observe({ 'x-ratelimit-requests-limit': '1000', 'x-ratelimit-requests-remaining': '100' });
    expect(pacer.status().saving).toBe('quota');
  });

  it('quota figures seen by one instance reach another through the shared state', async () => {
    const state = new MemoryState();
    const a = new RateLimitTracker(() => 5, state);
    const b = new RateLimitTracker(() => 5, state);
    a.observe({ 'x-ratelimit-requests-remaining': '42' });
    await b.refresh();
    expect(b.snapshot()?.figures['requests-remaining']).toBe(42);
  });
});

describe('the proxy with UPSTREAM_DAILY_BUDGET', () => {
  let h: Harness;
  afterEach(async () => {
    await h.close();
  });

  it('near the end of the budget a stale answer is kept without a refresh, and answers say the budget is low', async () => {
    h = await harness({ config: { upstreamDailyBudget: 10, cacheTtlSeconds: 60, cacheStaleSeconds: 3600 } });
    let n = 0;
    h.respond(() => ({ status: 200, body: page(++n) }));
    const first = await h.app.inject('/api/get-get-transactions?transaction_type=sold&location_id=50');
    expect(first.headers['x-upstream-budget']).toBeUndefined();
    for (let i = 2; i <= 9; i++) await h.app.inject(`/api/get-get-transactions?transaction_type=sold&location_id=50&page=${i}`);
    expect(h.seen).toHaveLength(9); // 9 of 10: the last 10% is reached

    h.clock.now += 120_000; // every answer is stale now
    const stale = await h.app.inject('/api/get-get-transactions?transaction_type=sold&location_id=50');
    expect(stale.headers).toMatchObject({ 'x-cache': 'STALE', 'x-stale-reason': 'upstream_budget', 'x-upstream-budget': 'low' });
    expect(stale.json()).toEqual(page(1));
    await new Promise((r) => setImmediate(r));
    expect(h.seen).toHaveLength(9); // no background refresh

    // A miss still goes out: the user gets data we do not hold.
    const miss = await h.app.inject('/api/get-get-transactions?transaction_type=sold&location_id=51');
    expect(miss.statusCode).toBe(200);
    expect(h.seen).toHaveLength(10);

    const health = (await h.app.inject('/healthz')).json<{ status: string; reasons: string[]; pacing: unknown }>();
    expect(health.status).toBe('degraded');
    expect(health.pacing).toEqual({ spentToday: 10, dailyBudget: 10, saving: 'daily_budget' });
    expect(health.reasons.join(' ')).toMatch(/budget is nearly spent \(10 of 10\)/);
    const metrics = (await h.app.inject('/metrics')).body;
    expect(metrics).toMatch(/^dar_upstream_spent_today 10$/m);
    expect(metrics).toMatch(/^dar_upstream_saving\{reason="daily_budget"\} 1$/m);
  });

  it('without a budget nothing is saved until the quota figures say so', async () => {
    h = await harness({ config: { cacheTtlSeconds: 60, cacheStaleSeconds: 3600 } });
    h.respond(() => ({
      status: 200,
      body: page(1),
      headers: { 'x-ratelimit-requests-limit': '500', 'x-ratelimit-requests-remaining': '20' },
    }));
    await h.app.inject('/api/get-get-transactions?transaction_type=sold&location_id=50');
    const next = await h.app.inject('/api/get-get-transactions?transaction_type=sold&location_id=52');
    expect(next.headers['x-upstream-budget']).toBe('low');
    const health = (await h.app.inject('/healthz')).json<{ reasons: string[]; pacing: unknown }>();
    expect(health.reasons.join(' ')).toMatch(/quota is nearly used up/);
    // The day's calls are counted without a budget too.
    expect(health.pacing).toEqual({ spentToday: 2, dailyBudget: null, saving: 'quota' });
    expect((await h.app.inject('/metrics')).body).toMatch(/^dar_upstream_spent_today 2$/m);
  });
});
