/**
 * The market store at years of history (issue 24), on both stores: the figures computed in the
 * database are the ones the shared statistics (src/shared) give for the same records, what a place
 * holds is kept as records arrive (migration 14) and agrees with a count, and records pages read
 * from the end of a long list give the same rows as pages read from its start.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BEDROOMS_TOP,
  INSIGHT_PERIODS,
  INSIGHT_PERIOD_MONTHS,
  TRANSACTION_PERIODS,
  TRANSACTION_PERIOD_MONTHS,
  type Transaction,
  type TransactionType,
} from '../../src/contract/index.ts';
import { grossYield, monthlyBuckets, percentileRank, quartiles, summariseBy } from '../../src/shared/stats.ts';
import {
  bedsOf,
  comparablePrice,
  momentum,
  monthsBefore,
  propertyTypeKey,
  summarise,
  withinPeriod,
  yieldByBedrooms,
} from '../../src/shared/transactions.ts';
import type { PlaceCoverage } from './collector.ts';
import type { Db } from './db.ts';
import { priceContext, recordsPage, transactionInsights, type TransactionFilters } from './insights.ts';
import { Ledger, type Coverage } from './ledger.ts';
import { migrate } from './migrations.ts';
import { seededNumbers as numbers, storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const AS_OF = new Date('2026-11-20T00:00:00Z');
const DAY = 86_400_000;

/**
 * `n` records of one type over five years: prices with ties, sales at 0 (never a price), bedrooms
 * from none to 9 (7 and more count as 7+), two property types.
 */
function records(type: TransactionType, n: number, seed: number): Transaction[] {
  const next = numbers(seed);
  return Array.from({ length: n }, (_, i) => {
    const beds = Math.floor(next() * 11);
    const price =
      type === 'sold' ? (next() < 0.03 ? 0 : 500_000 + Math.floor(next() * 40) * 25_000) : 40_000 + Math.floor(next() * 30) * 5_000;
    return {
      id: `${type}-${seed}-${i}`,
      transaction_date: new Date(AS_OF.getTime() - Math.floor(next() * 5 * 365) * DAY).toISOString().slice(0, 10),
      price,
      bedrooms: beds === 10 ? null : beds,
      property_type: next() < 0.7 ? 'Apartment' : 'Villa',
      high_level_location_name: 'Dubai Marina',
    };
  });
}

/** The place's records through the ledger, as a sync stores them: the list newest first, one page. */
async function stored(db: Db, locationId: string, byType: Record<TransactionType, Transaction[]>) {
  const ledger = new Ledger({
    db,
    log: pino({ level: 'silent' }),
    now: () => AS_OF.getTime(),
    fetchPage: (_location, type, page) =>
      Promise.resolve(
        page === 1
          ? [...byType[type]].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id.localeCompare(a.id))
          : [],
      ),
  });
  const covered = {} as Record<TransactionType, PlaceCoverage>;
  for (const type of ['sold', 'rented'] as const) {
    const { coverage } = await ledger.ensure(locationId, type, { pages: 3, pay: () => Promise.resolve(true) });
    covered[type] = {
      ...coverage,
      status: {
        state: 'complete',
        estimatedTotal: coverage.records,
        estimatedCompleteAt: null,
        queuePosition: null,
        resumesAt: null,
        parked: null,
      },
    };
  }
  return { ledger, covered };
}

/** What the figures were before the database computed them: the shared statistics over the records themselves. */
function expected(all: Transaction[], f: TransactionFilters) {
  const start = INSIGHT_PERIOD_MONTHS[f.period] === null ? null : monthsBefore(INSIGHT_PERIOD_MONTHS[f.period]!, AS_OF);
  const mine = all.filter((r) => f.propertyType === undefined || propertyTypeKey(r.property_type) === f.propertyType);
  const typed = (t: TransactionType) => mine.filter((r) => (r.id.startsWith('sold') ? 'sold' : 'rented') === t);
  const inPeriod = (rs: Transaction[]) => (start === null ? rs : rs.filter((r) => r.transaction_date > start));
  const beds = f.bedrooms;
  const chosen = typed(f.type).filter(
    (r) => beds === undefined || (beds >= BEDROOMS_TOP ? (bedsOf(r) ?? -1) >= BEDROOMS_TOP : bedsOf(r) === beds),
  );
  const byPeriod = {} as Parameters<typeof momentum>[0];
  for (const p of TRANSACTION_PERIODS) {
    const since = monthsBefore(TRANSACTION_PERIOD_MONTHS[p], AS_OF);
    byPeriod[p] = { records: withinPeriod({ records: chosen, complete: false }, since).records, complete: true };
  }
  const sample = inPeriod(chosen);
  return {
    summary: summarise(sample, f.type),
    momentum: momentum(byPeriod, f.type).map(({ complete: _, ...m }) => m),
    monthly: monthlyBuckets(
      sample,
      (r) => r.transaction_date,
      (r) => comparablePrice(r, f.type),
    ),
    byBedrooms: summariseBy(
      inPeriod(typed(f.type)),
      bedsOf,
      (r) => comparablePrice(r, f.type),
      (a, b) => a - b,
    ).map((g) => ({ beds: g.key, count: g.count, median: g.median, q1: g.q1, q3: g.q3 })),
    yields: yieldByBedrooms(inPeriod(typed('sold')), inPeriod(typed('rented'))),
    grossYield: grossYield(
      inPeriod(typed('rented')).map((r) => comparablePrice(r, 'rented')),
      inPeriod(typed('sold')).map((r) => comparablePrice(r, 'sold')),
    ),
  };
}

/** The figures the store computes for `f` are the shared statistics of the same records; what it computed. */
async function expectShared(db: Db, all: Transaction[], covered: Record<TransactionType, PlaceCoverage>, f: TransactionFilters) {
  const got = await transactionInsights(db, f, covered, AS_OF, null);
  const want = expected(all, f);
  const label = JSON.stringify(f);
  expect(got.summary, label).toEqual(want.summary);
  expect(
    got.momentum.map(({ complete: _, ...m }) => m),
    label,
  ).toEqual(want.momentum);
  // The chart starts at the period's first month (the store holds the whole period).
  expect(
    got.monthly.map(({ partial: _, ...m }) => m),
    label,
  ).toEqual(want.monthly.filter((m) => start(f.period) === null || m.month >= start(f.period)!.slice(0, 7)));
  expect(got.byBedrooms, label).toEqual(want.byBedrooms);
  expect(got.yields, label).toEqual(want.yields);
  expect(got.grossYield, label).toEqual(want.grossYield);
  return got;
}

describe.each(stores.kinds)('the store at years of history on the %s store', (_kind, openStore) => {
  it('figures computed in the database are the shared statistics of the same records, for every period and filter', async () => {
    const db = await openStore();
    const place = { sold: records('sold', 700, 7), rented: records('rented', 400, 11) };
    // Another place's records never count.
    await stored(db, '51', { sold: records('sold', 50, 3), rented: records('rented', 50, 5) });
    const { covered } = await stored(db, '50', place);
    const all = [...place.sold, ...place.rented];
    for (const period of INSIGHT_PERIODS)
      for (const type of ['sold', 'rented'] as const)
        for (const [bedrooms, propertyType] of [
          [undefined, undefined],
          [2, undefined],
          [BEDROOMS_TOP, undefined],
          [0, 'villa'],
          [undefined, 'apartment'],
        ] as const) {
          const f: TransactionFilters = { locationId: '50', type, period, bedrooms, propertyType, heldAt: AS_OF.getTime() };
          const got = await expectShared(db, all, covered, f);
          // The widest samples are never empty (the narrowest may be).
          if (bedrooms === undefined && propertyType === undefined) expect(got.summary.count, JSON.stringify(f)).toBeGreaterThan(0);
        }
    // Nothing stored by then: no figures.
    const before = await transactionInsights(
      db,
      { locationId: '50', type: 'sold', period: 'all', heldAt: AS_OF.getTime() - DAY },
      covered,
      AS_OF,
      null,
    );
    expect(before).toMatchObject({ summary: { count: 0, median: null }, monthly: [], byBedrooms: [], yields: [] });
    expect(before.grossYield).toEqual({ yield: null, medianYearlyRent: null, medianPrice: null, rentCount: 0, saleCount: 0 });
  });

  it("a chart's last month, the one the answer is read in, is partial, even on its last day", async () => {
    const db = await openStore();
    const { covered } = await stored(db, '50', { sold: records('sold', 700, 7), rented: records('rented', 50, 11) });
    // Mid-month, and the month's last day at midday: its own records are still to come.
    for (const asOf of [AS_OF, new Date('2026-11-30T12:00:00Z')]) {
      const f: TransactionFilters = { locationId: '50', type: 'sold', period: '1y', heldAt: AS_OF.getTime() };
      const { monthly } = await transactionInsights(db, f, covered, asOf, null);
      expect(monthly.at(-1), asOf.toISOString()).toMatchObject({ month: '2026-11', partial: true });
      // The months before it are whole (the store holds the whole year).
      expect(
        monthly.slice(1, -1).filter((m) => m.partial),
        asOf.toISOString(),
      ).toEqual([]);
    }
  });

  it('figures at the edges are the shared statistics too: one record, ties, sales never priced, bedrooms one type alone has', async () => {
    const db = await openStore();
    const record = (type: TransactionType, i: number, daysAgo: number, price: number, bedrooms: number | null): Transaction => ({
      id: `${type}-edge-${i}`,
      transaction_date: new Date(AS_OF.getTime() - daysAgo * DAY).toISOString().slice(0, 10),
      price,
      bedrooms,
      property_type: 'Apartment',
      high_level_location_name: 'Dubai Marina',
    });
    const place = {
      sold: [
        record('sold', 1, 10, 1_000_000, 3), // the only 3-bedroom sale: a sample of one
        record('sold', 2, 40, 900_000, 2), // three sales at one price
        record('sold', 3, 41, 900_000, 2),
        record('sold', 4, 42, 900_000, 2),
        record('sold', 5, 100, 0, 8), // 8 bedrooms (7+): sales never priced, no rents
        record('sold', 6, 400, 0, 8),
        record('sold', 7, 200, 0, 1), // that month's only sale has no price
        record('sold', 8, 700, 2_500_000, null),
        record('sold', 9, 1500, 1_200_000, 7),
      ],
      rented: [
        record('rented', 1, 20, 300_000, 9), // a rent of a size never sold
        record('rented', 2, 30, 120_000, 2),
        record('rented', 3, 800, 120_000, 2),
      ],
    };
    const { covered } = await stored(db, '50', place);
    const all = [...place.sold, ...place.rented];
    for (const period of INSIGHT_PERIODS)
      for (const type of ['sold', 'rented'] as const)
        for (const bedrooms of [undefined, 0, 2, 3, 8, BEDROOMS_TOP])
          await expectShared(db, all, covered, { locationId: '50', type, period, bedrooms, heldAt: AS_OF.getTime() });
    // The edges are there: a bedroom count with sales never priced is in the yields, not in the table.
    const year = await expectShared(db, all, covered, { locationId: '50', type: 'sold', period: '1y', heldAt: AS_OF.getTime() });
    expect(year.byBedrooms.map((b) => b.beds)).toEqual([2, 3]);
    expect(year.yields.find((y) => y.beds === 8)).toMatchObject({ saleCount: 0, rentCount: 0, medianPrice: null, yield: null });
    expect(year.yields.find((y) => y.beds === 9)).toMatchObject({ saleCount: 0, rentCount: 1, medianYearlyRent: 300_000 });
    expect(year.byBedrooms.find((b) => b.beds === 3)).toEqual({ beds: 3, count: 1, q1: 1_000_000, median: 1_000_000, q3: 1_000_000 });

    // The same figures when the place is large enough to be computed with more memory (FIGURES_WORK_MEM).
    const large = { sold: { ...covered.sold, records: 1_000_000 }, rented: covered.rented };
    for (const bedrooms of [undefined, 2, BEDROOMS_TOP])
      await expectShared(db, all, large, { locationId: '50', type: 'sold', period: 'all', bedrooms, heldAt: AS_OF.getTime() });

    // A place of one record, and a type it has none of.
    const one = { sold: [record('sold', 10, 5, 750_000, 1)], rented: [] };
    const { covered: held } = await stored(db, '60', one);
    for (const type of ['sold', 'rented'] as const)
      for (const period of INSIGHT_PERIODS)
        await expectShared(db, one.sold, held, { locationId: '60', type, period, heldAt: AS_OF.getTime() });
  });

  it("a price's place among the year's records is the shared percentile rank and quartiles", async () => {
    const db = await openStore();
    const place = { sold: records('sold', 500, 13), rented: records('rented', 10, 17) };
    await stored(db, '50', place);
    const year = monthsBefore(12, AS_OF);
    for (const [bedrooms, price] of [
      [undefined, 1_000_000],
      [3, 900_000],
      [BEDROOMS_TOP, 1_500_000],
      [undefined, 1],
    ] as const) {
      const values = place.sold
        .filter((r) => r.transaction_date > year)
        .filter((r) => bedrooms === undefined || (bedrooms >= BEDROOMS_TOP ? (bedsOf(r) ?? -1) >= BEDROOMS_TOP : bedsOf(r) === bedrooms))
        .map((r) => comparablePrice(r, 'sold'));
      const q = quartiles(values)!;
      expect(await priceContext(db, { locationId: '50', type: 'sold', bedrooms }, price, AS_OF)).toEqual({
        percentile: percentileRank(values, price),
        count: q.n,
        median: q.median,
        q1: q.q1,
        q3: q.q3,
      });
    }
    expect(await priceContext(db, { locationId: '52', type: 'sold' }, 1, AS_OF)).toEqual({
      percentile: null,
      count: 0,
      median: null,
      q1: null,
      q3: null,
    });
  });

  it('what a place holds is kept as records arrive, a record met again counted once, and agrees with a count', async () => {
    const db = await openStore();
    const first = { sold: records('sold', 120, 19), rented: records('rented', 30, 23) };
    const { ledger } = await stored(db, '50', first);
    // The same records again under a second place, and under the first with more (a day's upkeep meets what it held).
    await stored(db, '51', first);
    const more = { sold: [...records('sold', 40, 29), ...first.sold], rented: first.rented };
    const next = new Ledger({
      db,
      log: pino({ level: 'silent' }),
      now: () => AS_OF.getTime() + 2 * DAY,
      fetchPage: (_l, type, page) => Promise.resolve(page === 1 ? more[type] : []),
    });
    await next.collect('50', 'sold', 3, () => Promise.resolve(true));
    for (const [place, type] of [
      ['50', 'sold'],
      ['50', 'rented'],
      ['51', 'sold'],
    ] as const) {
      const [counted] = await db.query<{ records: number; oldest: string; newest: string }>(
        `select count(*)::int as records, min(transaction_date)::text as oldest, max(transaction_date)::text as newest
         from transaction_locations where location_id = $1 and transaction_type = $2`,
        [place, type],
      );
      expect(await ledger.coverage(place, type)).toMatchObject(counted!);
    }
    expect((await ledger.coverage('50', 'sold')).records).toBe(160);
  });

  it('is backfilled for a store an older version left', async () => {
    const older = await openStore({ until: 13 });
    await older.query(`insert into transactions (id, transaction_type, transaction_date, price, record)
                       select 'r' || g, 'sold', date '2026-01-01' + g, 1000, '{}' from generate_series(1, 30) g`);
    await older.query(`insert into transaction_locations (location_id, transaction_type, transaction_date, id)
                       select 50 + g % 2, 'sold', date '2026-01-01' + g, 'r' || g from generate_series(1, 30) g`);
    await older.query(
      `insert into ledger_coverage (location_id, transaction_type, complete_from) values (50, 'sold', '2025-01-01'), (51, 'sold', null), (52, 'rented', null)`,
    );
    await migrate(older);
    expect(
      await older.query(
        `select location_id::int as place, records, oldest::text as oldest, newest::text as newest from ledger_coverage order by 1`,
      ),
    ).toEqual([
      { place: 50, records: 15, oldest: '2026-01-03', newest: '2026-01-31' },
      { place: 51, records: 15, oldest: '2026-01-02', newest: '2026-01-30' },
      { place: 52, records: 0, oldest: null, newest: null },
    ]);
  });

  it('records pages past the middle, read from the end, are the pages read from the start; the total is what the coverage holds', async () => {
    const db = await openStore();
    const place = { sold: records('sold', 230, 31), rented: records('rented', 5, 37) };
    const { covered } = await stored(db, '50', place);
    const f: TransactionFilters = { locationId: '50', type: 'sold', period: 'all', heldAt: AS_OF.getTime() };
    for (const sort of ['newest', 'oldest', 'high_price', 'low_price'] as const) {
      // Pages without a count held (counted on the index), and with the coverage the answer is sent with.
      const pages = async (held?: Coverage) => {
        const ids: string[] = [];
        for (let p = 1; p <= 10; p++) {
          const { data, total } = await recordsPage(db, f, sort, p, 25, AS_OF, held);
          expect(total).toBe(230);
          ids.push(...data.map((r) => r.id));
        }
        return ids;
      };
      const counted = await pages();
      expect(new Set(counted).size).toBe(230);
      expect(await pages(covered.sold)).toEqual(counted);
      // The same order from one page as large as the list.
      expect((await recordsPage(db, f, sort, 1, 500, AS_OF)).data.map((r) => r.id)).toEqual(counted);
    }
    // Filters the coverage does not count are counted; a page past the end is empty.
    const twoBeds = await recordsPage(db, { ...f, bedrooms: 2 }, 'newest', 1, 25, AS_OF, covered.sold);
    expect(twoBeds.total).toBe(place.sold.filter((r) => r.bedrooms === 2).length);
    const year = await recordsPage(db, { ...f, period: '1y' }, 'newest', 1, 25, AS_OF, covered.sold);
    expect(year.total).toBe(place.sold.filter((r) => r.transaction_date > monthsBefore(12, AS_OF)).length);
    expect(await recordsPage(db, f, 'newest', 11, 25, AS_OF, covered.sold)).toEqual({ data: [], total: 230 });
  });
});

const start = (period: (typeof INSIGHT_PERIODS)[number]) =>
  INSIGHT_PERIOD_MONTHS[period] === null ? null : monthsBefore(INSIGHT_PERIOD_MONTHS[period], AS_OF);
