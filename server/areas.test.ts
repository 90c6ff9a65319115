/**
 * The place catalogue and area figures, end to end through the app: embedded (the gateway's
 * hierarchy, figures collected from the embedded gateway over loopback) and live against a fake
 * gateway (the shipped reference resolved through autocomplete, figures with known answers).
 * What is spent is counted where it lands: at the gateway, and in the store's day of spending.
 */
import { randomBytes } from 'node:crypto';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AreasAnswer, PlacesAnswer, TransactionRecordsPage } from '../src/contract/insight-responses.ts';
import type { AreaRow } from '../src/contract/index.ts';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import type { Db } from './store/db.ts';
import { storeKinds } from './store/testing.ts';
import { FakeMarketGateway } from './testing/fake-market-gateway.ts';

const stores = storeKinds();
const fake = new FakeMarketGateway();
fake.places.set('Dubai Marina', { id: '9050', name: 'Dubai Marina', lat: 25.08, lon: 55.14, psf: 2000, yieldPct: 6 });
fake.places.set('Palm Jumeirah', { id: '9201', name: 'Palm Jumeirah', lat: 25.11, lon: 55.14, psf: 4000, yieldPct: 5 });
let fakeUrl: string;
const key = randomBytes(24).toString('base64url');
const gatewayHost = 'uae-real-estate.embedded.gateway';
let embedded: { url: string; close(): Promise<void> };
const agent = new Agent();

beforeAll(async () => {
  fakeUrl = await fake.listen();
  const e = await import('./embedded/index.ts');
  embedded = await e.startEmbeddedGateway({ key, gatewayHost, ...e.embeddedOptionsFromEnv({}) });
  await stores.start();
}, 120_000);
afterEach(() => stores.closeOpen());
afterAll(async () => {
  await stores.cleanup();
  await embedded.close();
  fake.server.close();
  await agent.close();
});

const base = { STATIC_DIR: '/nonexistent-static-dir', LOG_LEVEL: 'silent' };

function embeddedApp(store: Db, env: Record<string, string> = {}): Promise<App> {
  return buildApp({
    // On the wall clock, the hourly pace would hold the day's budget to 1/24 just after midnight
    // UTC: these tests are about what is collected, not the pace (collection.test.ts is).
    config: { ...loadConfig({ ...base, COLLECT_DAILY_PAGES: '1000000', ...env }), host: '127.0.0.1', port: 0 },
    upstream: { url: embedded.url, gatewayHost, key },
    dispatcher: agent,
    store,
    ledger: { autostart: false },
  });
}

function liveApp(store: Db, clock: { now: number }, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({ ...base, GATEWAY_HOST: 'fake.gateway.test', GATEWAY_KEY: 'fake-key', UPSTREAM_URL: fakeUrl, ...env });
  return buildApp({
    config: { ...config, host: '127.0.0.1', port: 0 },
    upstream: { url: fakeUrl, gatewayHost: 'fake.gateway.test', key: 'fake-key' },
    dispatcher: agent,
    now: () => clock.now,
    store,
    ledger: { autostart: false },
  });
}

const get = async <T>(app: App, url: string, schema: { parse(v: unknown): T }) => {
  const res = await app.inject(url);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return schema.parse(res.json());
};

/** The collector's rounds until nothing more is spent (area jobs are queued a round at a time). */
async function settle(app: App, spent: () => number | Promise<number>): Promise<void> {
  for (let i = 0, before = -1; i < 20; i++) {
    const now = await spent();
    if (now === before) return;
    before = now;
    await app.collector!.drain();
  }
}

const storeSpend = async (app: App) =>
  (await app.inject('/api/insights/collection?location_id=50')).json<{ budget: { spentToday: number } }>().budget.spentToday;

describe.each(stores.kinds)('places and area figures on the %s store', (_kind, openStore) => {
  it('embedded: the catalogue is the gateway hierarchy; figures come from the collector, never from a request', async () => {
    const app = await embeddedApp(await openStore());
    try {
      const dubai = await get(app, '/api/places?emirate=dubai', PlacesAnswer);
      expect(dubai.reference).toBeNull();
      expect(dubai.count).toBe(dubai.places.length);
      expect(dubai.places.every((p) => p.emirate === 'dubai')).toBe(true);
      expect(dubai.places[0]).toMatchObject({ id: '1', kind: 'emirate', parentId: null });
      expect(dubai.places.find((p) => p.id === '50')).toMatchObject({
        name: 'Dubai Marina',
        nameAr: 'دبي مارينا',
        kind: 'community',
        parentId: '1',
        source: 'hierarchy',
      });
      expect(dubai.places.find((p) => p.id === '8995')).toMatchObject({ kind: 'tower', emirate: 'dubai' });
      const all = await get(app, '/api/places', PlacesAnswer);
      expect(new Set(all.places.map((p) => p.emirate)).size).toBe(7);

      // Before the collector: every place is there, every figure says it is not collected yet.
      const before = await get(app, '/api/insights/areas?emirate=dubai&bedrooms=1', AreasAnswer);
      expect(before.places.length).toBe(dubai.places.filter((p) => p.kind === 'community').length);
      expect(before.coverage).toMatchObject({ listings: 0, priceLevel: 0, supply: 0 });
      expect(before.places.every((r) => r.asking === null && r.grossYield === null && r.priceLevel === null)).toBe(true);
      expect(await storeSpend(app)).toBe(0);

      await settle(app, () => storeSpend(app));
      const spent = await storeSpend(app);
      expect(spent).toBeGreaterThan(0);
      expect(spent).toBeLessThanOrEqual(600);
      const after = await get(app, '/api/insights/areas?emirate=dubai&bedrooms=1', AreasAnswer);
      const marina = after.places.find((r) => r.id === '50')!;
      expect(marina.asking).toMatchObject({ pages: 2, sample: expect.any(Number) as unknown });
      expect(marina.asking!.sample).toBeGreaterThan(0);
      expect(marina.asking!.psf).toBeGreaterThan(1000);
      expect(marina.rent!.psf).toBeGreaterThan(30);
      expect(marina.grossYield!.pct).toBeGreaterThan(2);
      expect(marina.grossYield!.pct).toBeLessThan(15);
      expect(marina.priceLevel).toMatchObject({ bedroomCategories: 1, months: 12 });
      expect(marina.supply!.total).toBeGreaterThan(0);
      expect(marina.sales).toBeNull();
      // Registered sales are the ledger's: once a view of the place has them collected, they show.
      await app.inject('/api/insights/transactions?location_id=50');
      await settle(app, () => storeSpend(app));
      const held = await get(app, '/api/insights/areas?ids=50&bedrooms=1', AreasAnswer);
      const sold = (
        await get(app, '/api/insights/transaction-records?location_id=50&bedrooms=1&property_type=apartment', TransactionRecordsPage)
      ).total;
      expect(held.places[0]!.sales).toMatchObject({ count: sold, complete: true, state: 'complete' });
      expect(held.places[0]!.sales!.median).toBeGreaterThan(0);
      expect(held.coverage.sales).toBe(1);
      const withSales = await storeSpend(app);
      // Asking again spends nothing.
      await app.inject('/api/insights/areas?emirate=dubai');
      expect(await storeSpend(app)).toBe(withSales);
      // The same day, the collector has nothing due.
      await app.collector!.drain();
      expect(await storeSpend(app)).toBe(withSales);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('bad input is a 400 that names what is wrong', async () => {
    const app = await embeddedApp(await openStore(), { COLLECT_AREA_PAGES: '0' });
    try {
      const cases: [string, RegExp][] = [
        ['/api/places?emirate=atlantis', /emirate.*one of dubai, abu-dhabi/],
        ['/api/insights/areas?ids=50,99999', /ids.*99999/],
        ['/api/insights/areas?ids=50,51,200,201,202,203', /6 places; at most 5/],
        ['/api/insights/areas?ids=50,marina', /marina is not one/],
        ['/api/insights/areas?property_type=castle', /property_type/],
        ['/api/insights/areas?bedrooms=9', /bedrooms/],
        ['/api/insights/areas?figure=yield', /figure/],
      ];
      for (const [url, message] of cases) {
        const res = await app.inject(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json<{ message: string }>().message, url).toMatch(message);
      }
      // Ids in the order asked, a tower among them.
      const two = await get(app, '/api/insights/areas?ids=8995,50', AreasAnswer);
      expect(two.places.map((r) => r.id)).toEqual(['8995', '50']);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('live: the reference resolved through autocomplete within the budget, figures with known answers, kept for weeks', async () => {
    const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
    const app = await liveApp(await openStore(), clock);
    fake.calls.clear();
    try {
      const first = await get(app, '/api/places', PlacesAnswer);
      expect(first.places).toEqual([]);
      const names = first.reference!.names;
      expect(first.reference).toMatchObject({ resolved: 0, pending: names });
      expect(fake.spent()).toBe(0);

      await settle(app, () => fake.spent());
      // One autocomplete call per reference name; two matched by exact name (the decoy "… Mall" lost).
      expect(fake.spent('autocomplete-location')).toBe(names);
      const places = await get(app, '/api/places?emirate=dubai', PlacesAnswer);
      expect(places.places.map((p) => [p.id, p.name, p.source])).toEqual([
        ['9050', 'Dubai Marina', 'reference'],
        ['9201', 'Palm Jumeirah', 'reference'],
      ]);
      expect(places.reference).toMatchObject({ resolved: 2, unmatched: names - 2, pending: 0 });
      // Per place: two pages of sale and of rent listings, one of projects, one trend per type.
      expect(fake.spent('search-buy')).toBe(4);
      expect(fake.spent('search-rent')).toBe(4);
      expect(fake.spent('search-new-projects')).toBe(2);
      expect(fake.spent('price-trend-of-location')).toBe(6);

      const one = await get(app, '/api/insights/areas?emirate=dubai&bedrooms=1', AreasAnswer);
      const marina = one.places.find((r) => r.id === '9050')!;
      expect(marina).toMatchObject({
        asking: { psf: 2000, median: 2_000_000, sample: 10, pages: 2, syncedAt: '2026-11-21T10:00:00.000Z' },
        rent: { psf: 120, median: 120_000, sample: 10, pages: 2 },
        grossYield: { saleSample: 10, rentSample: 10 },
        priceLevel: { psf: 1100, from: '2025-11', to: '2026-10', months: 12, bedroomCategories: 1 },
        supply: {
          total: 4,
          byYear: [
            { year: 2027, projects: 2 },
            { year: 2028, projects: 1 },
          ],
          undated: 1,
          pages: 1,
        },
        sales: null,
      } satisfies Partial<Record<keyof AreaRow, unknown>>);
      expect(marina.grossYield!.pct).toBeCloseTo(6, 5);
      expect(marina.priceLevel!.change12m).toBeCloseTo(0.1, 5);
      // All bedrooms: both pages' listings; 2-beds alone: the second page's.
      const all = await get(app, '/api/insights/areas?ids=9050', AreasAnswer);
      expect(all.places[0]!.asking).toMatchObject({ sample: 20, psf: 2000 });
      const villas = await get(app, '/api/insights/areas?ids=9201&property_type=villa', AreasAnswer);
      expect(villas.places[0]).toMatchObject({ asking: { sample: 0, psf: null }, grossYield: null, priceLevel: null });

      // A day on: the listings and projects again, not the trends (monthly) or the names (weeks).
      const before = fake.spent();
      clock.now += 86_400_000;
      await settle(app, () => fake.spent());
      expect(fake.spent() - before).toBe(10);
      // Four weeks on, the names are checked again.
      clock.now += 28 * 86_400_000;
      const asked = fake.spent('autocomplete-location');
      await settle(app, () => fake.spent());
      expect(fake.spent('autocomplete-location') - asked).toBe(names);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('live: COLLECT_AREA_PAGES caps what area work spends a day', async () => {
    const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
    const app = await liveApp(await openStore(), clock, { COLLECT_AREA_PAGES: '7' });
    fake.calls.clear();
    try {
      await settle(app, () => fake.spent());
      expect(fake.spent()).toBe(7);
      const progress = (await get(app, '/api/places', PlacesAnswer)).reference!;
      expect(progress.pending).toBe(progress.names - 7);
    } finally {
      await app.close();
    }
  }, 60_000);
});
