/**
 * The collector in live mode against a local fake gateway (a real HTTP server on loopback) whose
 * transactions list can misbehave: every stop rule over the wire, what one client can make the
 * store spend, the day's budget and its pace, two instances sharing one collector on PostgreSQL,
 * and a restart mid-queue. Each upstream call is counted where it lands: at the fake gateway.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from 'undici';
import type { CollectionAnswer, NamesAnswer, NamesBatch, TransactionInsights } from '../src/contract/index.ts';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './store/db.ts';
import { storeKinds } from './store/testing.ts';
import { FakeTransactionsGateway, type ListMode } from './testing/fake-transactions-gateway.ts';

const stores = storeKinds();
const gateway = new FakeTransactionsGateway(25);
let url: string;
const agent = new Agent();
beforeAll(async () => {
  url = await gateway.listen();
  await stores.start();
}, 120_000);
afterEach(() => stores.closeOpen());
afterAll(async () => {
  await stores.cleanup();
  gateway.server.close();
  await agent.close();
});

/** An app in live mode against the fake gateway, on `store`, with its own clock and environment. */
async function liveApp(store: Db, clock: { now: number }, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    GATEWAY_HOST: 'fake.gateway.test',
    GATEWAY_KEY: 'fake-key',
    UPSTREAM_URL: url,
    STATIC_DIR: '/nonexistent-static-dir',
    // Area figures spend pages of their own (areas.test.ts); these tests count the ledger's.
    COLLECT_AREA_PAGES: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  return buildApp({
    config: { ...config, host: '127.0.0.1', port: 0 },
    upstream: { url, gatewayHost: 'fake.gateway.test', key: 'fake-key' },
    dispatcher: agent,
    now: () => clock.now,
    store,
    ledger: { autostart: false },
  });
}

let nextLoc = 1000;
/** A location id no test has used yet, with its list's behaviour. */
function place(mode: ListMode = 'ok', records = 300): string {
  const loc = String(nextLoc++);
  gateway.modes.set(loc, { mode, records });
  return loc;
}

const transactions = (app: App, loc: string, ip = '10.0.0.1') =>
  app.inject({ url: `/api/insights/transactions?location_id=${loc}`, remoteAddress: ip });

/** Where collecting stands for a place, without a page spent. */
const collection = async (app: App, loc: string) =>
  (await app.inject(`/api/insights/collection?location_id=${loc}`)).json<CollectionAnswer>();

/** One figure of /metrics (0 when absent). */
async function metric(app: App, line: string): Promise<number> {
  const text = (await app.inject('/metrics')).body;
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe.each(stores.kinds)('the collector on the %s store, live, against a fake gateway', (_kind, openStore) => {
  it('stop rules over the wire: a list that ignores `page`, one that repeats its last page, one that never ends', async () => {
    const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
    const app = await liveApp(await openStore(), clock, { COLLECT_PLACE_MAX_PAGES: '10', COLLECT_VIEW_PAGES: '3' });
    try {
      const ignores = place('ignores-page');
      const repeats = place('repeats-last', 100);
      const endless = place('endless');
      for (const loc of [ignores, repeats, endless]) expect((await transactions(app, loc)).statusCode).toBe(200);
      // Ignoring `page`: page 2 is page 1 again, for each type. Parked at once.
      expect(gateway.spent(ignores)).toBe(4);
      expect((await collection(app, ignores)).coverage.sold).toMatchObject({ state: 'parked', parked: { reason: 'repeated_page' } });
      await app.collector!.drain();
      // Repeating its last page: 3 pages a type in the view, then the collector meets the repeat
      // after a page back (read from the answer cache: no call) and one new page. Never ending:
      // the lifetime cap, 10 pages a type.
      expect([gateway.spent(ignores), gateway.spent(repeats), gateway.spent(endless)]).toEqual([4, 10, 20]);
      for (const loc of [ignores, repeats, endless]) {
        const c = (await collection(app, loc)).coverage;
        // Every page paid for is counted where the answer says so.
        expect(c.sold.pagesSpent + c.rented.pagesSpent).toBe(gateway.spent(loc));
        expect(c.sold.complete).toBe(false);
      }
      expect((await collection(app, endless)).coverage.rented.parked?.reason).toBe('lifetime_cap');
      // Reported once: in the log (ledger), /healthz and /metrics; and not read again today, by a view or the collector.
      const health = (await app.inject('/healthz')).json<{ status: string; reasons: string[] }>();
      expect(health.status).toBe('degraded');
      expect(health.reasons.filter((r) => r.includes(`location ${ignores} `))).toHaveLength(2);
      expect(health.reasons.some((r) => r.includes(`location ${endless} `) && r.includes('COLLECT_PLACE_MAX_PAGES'))).toBe(true);
      expect(await metric(app, 'dar_collect_parked_total{reason="repeated_page"}')).toBe(4);
      expect(await metric(app, 'dar_collect_parked_total{reason="lifetime_cap"}')).toBe(2);
      const before = gateway.spent();
      for (const loc of [ignores, repeats, endless]) await transactions(app, loc);
      await app.collector!.drain();
      expect(gateway.spent()).toBe(before);
      // The operator's next day: each misbehaving list costs at most 2 pages a run after its first repeat.
      clock.now = Date.parse('2026-11-22T10:00:00Z');
      await app.collector!.drain();
      expect(gateway.spent(ignores) - 4).toBeLessThanOrEqual(4);
      expect(gateway.spent(repeats) - 12).toBeLessThanOrEqual(4);
      expect(gateway.spent(endless)).toBe(20); // the cap is for the place's life
    } finally {
      await app.close();
    }
  });

  it('every page a request causes counts against its client: RATE_LIMIT_PER_MINUTE holds through insights', async () => {
    const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
    const app = await liveApp(await openStore(), clock, { RATE_LIMIT_PER_MINUTE: '10', COLLECT_VIEW_PAGES: '3' });
    try {
      const before = gateway.spent();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await transactions(app, place())).statusCode);
      // 10 pages in the minute, for one client, whatever the route; then 429s for places with nothing held.
      expect(gateway.spent() - before).toBe(10);
      expect(statuses.slice(0, 2)).toEqual([200, 200]);
      expect(statuses.slice(3)).toEqual([429, 429, 429, 429, 429]);
      // Another client has its own minute; the first one's next minute is its own again.
      expect((await transactions(app, place(), '10.0.0.2')).statusCode).toBe(200);
      clock.now += 60_000;
      expect((await transactions(app, place())).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("the day's budget and its pace: a view spends only what the hour allows, says when collecting resumes, the collector catches up and leaves the views' reserve", async () => {
    // 48 pages a day: 2 by the end of the day's first hour, 12 by the end of its sixth.
    const clock = { now: Date.parse('2026-11-21T00:30:00Z') };
    const app = await liveApp(await openStore(), clock, { COLLECT_DAILY_PAGES: '48', COLLECT_VIEW_PAGES: '3' });
    try {
      const loc = place();
      const first = (await transactions(app, loc)).json<TransactionInsights>();
      expect(gateway.spent(loc)).toBe(2);
      // Waiting for the budget, the answer says when collecting resumes: the next hour's share.
      expect(first.coverage.rented).toMatchObject({ state: 'waiting_for_budget', records: 0, resumesAt: '2026-11-21T01:00:00.000Z' });
      const status = await collection(app, loc);
      expect(status.budget).toMatchObject({ dailyPages: 48, spentToday: 2, available: 0, nextPageAt: '2026-11-21T01:00:00.000Z' });
      expect(Date.parse(status.coverage.sold.estimatedCompleteAt!)).toBeGreaterThan(Date.parse('2026-11-21T01:00:00Z'));
      await app.collector!.drain();
      expect(gateway.spent(loc)).toBe(2);
      // Five hours on: the pace allows 12 by 06:00. The collector catches up the hours unused but
      // leaves the views' reserve (an hour's share: 2 pages), so 8 more.
      clock.now = Date.parse('2026-11-21T05:30:00Z');
      await app.collector!.drain();
      expect(gateway.spent(loc)).toBe(10);
      expect((await collection(app, loc)).budget).toMatchObject({ spentToday: 10, available: 2, viewReserve: 2 });
      expect(await metric(app, 'dar_collect_view_reserve_pages')).toBe(2);
      // A reader opening another place is read at once, from the reserve; then the hour is spent.
      const other = place();
      const opened = (await transactions(app, other)).json<TransactionInsights>();
      expect(gateway.spent(other)).toBe(2);
      expect(opened.coverage.sold.records).toBeGreaterThan(0);
      expect((await collection(app, loc)).budget).toMatchObject({ spentToday: 12, available: 0 });
      // The next day the budget is whole again; the place completes (300 records: 13 pages a type).
      clock.now = Date.parse('2026-11-22T23:30:00Z');
      await app.collector!.drain();
      const done = await collection(app, loc);
      expect(done.coverage.sold.state).toBe('complete');
      expect(done.coverage.rented.state).toBe('complete');
      expect(await metric(app, 'dar_collect_pages_spent_today')).toBe(done.budget.spentToday);
    } finally {
      await app.close();
    }
  });

  it('a place opened while the budget waits is "not asked yet" by its names, never unknown, until it is read', async () => {
    const clock = { now: Date.parse('2026-11-21T00:30:00Z') };
    const app = await liveApp(await openStore(), clock, { COLLECT_DAILY_PAGES: '48', COLLECT_VIEW_PAGES: '3' });
    try {
      const loc = place();
      await transactions(app, loc);
      expect(gateway.spent(loc)).toBe(2);
      // The hour is spent. A place opened now is queued and not read: the service has not been asked about it, so it is
      // "not asked yet", never "unknown"; a place read once is named by its pages.
      const unread = place();
      expect((await transactions(app, unread)).statusCode).toBe(200);
      expect(gateway.spent(unread)).toBe(0);
      expect((await app.inject(`/api/names?location_id=${unread}`)).json()).toEqual({ success: true, notAskedYet: [unread] });
      expect((await app.inject(`/api/names?location_id=${loc}`)).json<NamesAnswer>().notAskedYet).toBeUndefined();
      const batch = (await app.inject(`/api/names/batch?kind=location&ids=${loc},${unread}`)).json<NamesBatch>();
      expect(Object.keys(batch.names)).toEqual([loc]);
      expect(batch.notAskedYet).toEqual([unread]);
      // Once read (opened again in a later hour, from the views' reserve), it is no longer listed: the fake's pages name it.
      clock.now = Date.parse('2026-11-21T05:30:00Z');
      await transactions(app, unread);
      expect(gateway.spent(unread)).toBeGreaterThan(0);
      expect((await app.inject(`/api/names?location_id=${unread}`)).json<NamesAnswer>().notAskedYet).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('a place the service does not know, queued while the budget waits, is dropped once asked: unknown (404), no longer queued', async () => {
    const clock = { now: Date.parse('2026-11-21T00:30:00Z') };
    const app = await liveApp(await openStore(), clock, { COLLECT_DAILY_PAGES: '48', COLLECT_VIEW_PAGES: '3' });
    try {
      await transactions(app, place());
      // The hour is spent: a junk id from a link is queued like any place, not asked about yet.
      const junk = place('missing');
      expect((await transactions(app, junk)).statusCode).toBe(200);
      expect((await app.inject(`/api/names?location_id=${junk}`)).json<NamesAnswer>().notAskedYet).toEqual([junk]);
      // Asked in a later hour, the service answers 404: the reader is told so, and the place leaves the queue.
      clock.now = Date.parse('2026-11-21T05:30:00Z');
      expect((await transactions(app, junk)).statusCode).toBe(404);
      expect(gateway.spent(junk)).toBe(1);
      expect((await app.inject(`/api/names?location_id=${junk}`)).json<NamesAnswer>().notAskedYet).toBeUndefined();
      // The collector, with the rest of the day's budget, spends nothing more on it.
      clock.now = Date.parse('2026-11-21T23:30:00Z');
      await app.collector!.drain();
      expect(gateway.spent(junk)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('the queue survives a restart: what one server queued, the next collects', async () => {
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    const store = await openStore();
    const first = await liveApp(store, clock, { COLLECT_VIEW_PAGES: '1' });
    const a = place();
    const b = place();
    await transactions(first, a);
    await transactions(first, b);
    await first.close();
    const second = await liveApp(store, clock);
    try {
      expect((await collection(second, a)).coverage.sold.queuePosition).not.toBeNull();
      await second.collector!.drain();
      for (const loc of [a, b]) {
        const c = (await collection(second, loc)).coverage;
        expect([c.sold.state, c.rented.state, c.sold.records]).toEqual(['complete', 'complete', 300]);
      }
    } finally {
      await second.close();
    }
  });
});

describe('two instances on one PostgreSQL', () => {
  it('share one collector and one budget', async () => {
    const [, open] = stores.kinds.find(([kind]) => kind === 'postgres')!;
    const store = await open();
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    const env = { COLLECT_DAILY_PAGES: '4800', COLLECT_VIEW_PAGES: '1' };
    const one = await liveApp(store, clock, env);
    const two = await liveApp(store, clock, env);
    try {
      const loc = place();
      await transactions(one, loc);
      // Both try to work: only the lock's holder reads; the other finds the lock taken.
      const [stepOne, stepTwo] = await Promise.all([one.collector!.step(), two.collector!.step()]);
      expect([stepOne, stepTwo].filter(Boolean)).toHaveLength(1);
      await Promise.all([one.collector!.drain(), two.collector!.drain()]);
      // 13 pages a type. The page read again where the view stopped comes from the answer cache
      // (no call) when the collector runs on the instance that served the view; each instance has
      // its own cache here (no Redis), so on the other it is paid again: 2 more. Counted once for both.
      const spent = gateway.spent(loc);
      expect([26, 28]).toContain(spent);
      expect((await collection(two, loc)).budget.spentToday).toBe(spent);
      expect((await collection(one, loc)).budget.spentToday).toBe(spent);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
