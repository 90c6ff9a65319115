/**
 * The figures from the months kept (kept-figures.ts, migration 15) are the figures from the
 * records (insights.ts `recordFigures`), value for value, on both stores: varied places, windows
 * that start on any day of a month, records stored after the answer's coverage was read, records
 * met again, and a store the migrations built from the records an older version kept (the months
 * kept, migration 15, their prices as bytes, 16, and every property type's together, 17).
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BEDROOMS_TOP, INSIGHT_PERIODS, type Transaction, type TransactionType } from '../../src/contract/index.ts';
import type { Db } from './db.ts';
import { propertyTypeKey } from '../../src/shared/transactions.ts';
import { figureWindows, recordFigures, type TransactionFilters } from './insights.ts';
import { keptFigures } from './kept-figures.ts';
import { Ledger } from './ledger.ts';
import { migrate } from './migrations.ts';
import { seededNumbers as numbers, storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const AS_OF = new Date('2026-11-20T00:00:00Z');
const DAY = 86_400_000;

/**
 * `n` records of one type over the `days` before `to`: few distinct prices (ties), sales at 0
 * (never priced), bedrooms from none to 9 (7 and more count as 7+), three property types.
 */
function records(type: TransactionType, n: number, seed: number, days = 5 * 365, to = AS_OF): Transaction[] {
  const next = numbers(seed);
  return Array.from({ length: n }, (_, i) => {
    const beds = Math.floor(next() * 11);
    const price =
      type === 'sold' ? (next() < 0.05 ? 0 : 500_000 + Math.floor(next() * 25) * 25_000) : 40_000 + Math.floor(next() * 20) * 5_000;
    const kind = next();
    return {
      id: `${type}-${seed}-${i}`,
      transaction_date: new Date(to.getTime() - Math.floor(next() * days) * DAY).toISOString().slice(0, 10),
      price,
      bedrooms: beds === 10 ? null : beds,
      property_type: kind < 0.6 ? 'Apartment' : kind < 0.9 ? 'Villa' : 'Hotel Apartment',
      high_level_location_name: 'Dubai Marina',
    };
  });
}

/** Store a place's records through the ledger at `now`, as a sync does: the list newest first, one page. */
async function store(db: Db, locationId: string, byType: Record<TransactionType, Transaction[]>, now = AS_OF.getTime()) {
  const ledger = new Ledger({
    db,
    log: pino({ level: 'silent' }),
    now: () => now,
    freshForMs: 0,
    fetchPage: (_location, type, page) =>
      Promise.resolve(
        page === 1
          ? [...byType[type]].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id.localeCompare(a.id))
          : [],
      ),
  });
  for (const type of ['sold', 'rented'] as const) await ledger.collect(locationId, type, 3, () => Promise.resolve(true));
}

/** Both paths for the view `f` at `asOf`: the kept one gives the record one's figures. */
async function expectSame(db: Db, f: TransactionFilters, asOf = AS_OF) {
  const { start, loadFrom, lookBacks } = figureWindows(f.period, asOf);
  const kept = await keptFigures(db, f, loadFrom, start, lookBacks);
  const counted = await recordFigures(db, f, loadFrom, start, lookBacks, 0);
  expect(kept, `${JSON.stringify(f)} as of ${asOf.toISOString()}`).toEqual(counted);
  return kept;
}

const FILTERS = [
  {},
  { bedrooms: 0 },
  { bedrooms: 2 },
  { bedrooms: BEDROOMS_TOP },
  { propertyType: 'villa' },
  { propertyType: 'hotel-apartment', bedrooms: 1 },
] as const;

describe.each(stores.kinds)('figures from the months kept on the %s store', (_kind, openStore) => {
  it('are the figures from the records, for every period, filter and day a window starts on', async () => {
    const db = await openStore();
    await store(db, '50', { sold: records('sold', 900, 7), rented: records('rented', 500, 11) });
    await store(db, '51', { sold: records('sold', 60, 3), rented: records('rented', 60, 5) });
    // Windows from the first, the middle and the last day of a month, a 31st that months before
    // do not have, and a leap day: each cuts the months its windows start in differently.
    for (const asOf of ['2026-11-20', '2026-11-01', '2026-10-31', '2026-03-31', '2024-02-29'].map((d) => new Date(`${d}T00:00:00Z`)))
      for (const period of INSIGHT_PERIODS)
        for (const type of ['sold', 'rented'] as const)
          for (const filter of FILTERS) await expectSame(db, { locationId: '50', type, period, heldAt: AS_OF.getTime(), ...filter }, asOf);
    // Without a moment held (every record counts) and at a place holding nothing.
    await expectSame(db, { locationId: '50', type: 'sold', period: '1y' });
    const none = await expectSame(db, { locationId: '52', type: 'sold', period: 'all', heldAt: AS_OF.getTime() });
    expect(none.summary).toEqual([0, null]);
  });

  it('at the edges: one record, ties, sales never priced, bedrooms one type alone has, a window starting on the day of a record', async () => {
    const db = await openStore();
    const record = (type: TransactionType, i: number, day: string, price: number, bedrooms: number | null): Transaction => ({
      id: `${type}-edge-${i}`,
      transaction_date: day,
      price,
      bedrooms,
      property_type: 'Apartment',
      high_level_location_name: 'Dubai Marina',
    });
    await store(db, '50', {
      sold: [
        record('sold', 1, '2026-11-19', 1_000_000, 3), // the only 3-bedroom sale: a sample of one
        record('sold', 2, '2026-10-20', 900_000, 2), // on the first day after the month's window starts, and on it
        record('sold', 3, '2026-10-21', 900_000, 2),
        record('sold', 4, '2026-10-19', 900_000, 2),
        record('sold', 5, '2026-08-12', 0, 8), // 7+: sales never priced, no rents
        record('sold', 6, '2025-11-20', 0, 8), // on the day the year starts: outside it
        record('sold', 7, '2026-05-21', 0, 1), // that month's only sale has no price
        record('sold', 8, '2025-11-21', 2_500_000, null),
        record('sold', 9, '2022-01-01', 1_200_000, 7),
      ],
      rented: [
        record('rented', 1, '2026-11-01', 300_000, 9), // a rent of a size never sold
        record('rented', 2, '2026-10-31', 120_000, 2),
        record('rented', 3, '2024-09-30', 120_000, 2),
      ],
    });
    for (const period of INSIGHT_PERIODS)
      for (const type of ['sold', 'rented'] as const)
        for (const bedrooms of [undefined, 0, 1, 2, 3, 8, BEDROOMS_TOP])
          await expectSame(db, { locationId: '50', type, period, bedrooms, heldAt: AS_OF.getTime() });
    const year = await expectSame(db, { locationId: '50', type: 'sold', period: '1y', heldAt: AS_OF.getTime() });
    expect(year.summary).toEqual([5, [900_000, 900_000, 1_000_000]]);
    expect(year.yields.find(([beds]) => beds === 8)).toEqual([8, 0, null, 0, null]);
  });

  it('count only what was held when the coverage was read: a month stored into since is read by record', async () => {
    const db = await openStore();
    const first = { sold: records('sold', 400, 13), rented: records('rented', 200, 17) };
    await store(db, '50', first, AS_OF.getTime() - 2 * DAY);
    // Later records, in months the first held and in new ones, and some of the first again.
    const later = AS_OF.getTime() + 2 * DAY;
    await store(
      db,
      '50',
      {
        sold: [...records('sold', 80, 19, 400, new Date(later)), ...first.sold.slice(0, 50)],
        rented: records('rented', 40, 23, 400, new Date(later)),
      },
      later,
    );
    for (const heldAt of [AS_OF.getTime() - 3 * DAY, AS_OF.getTime(), later, undefined])
      for (const period of INSIGHT_PERIODS)
        for (const filter of FILTERS) await expectSame(db, { locationId: '50', type: 'sold', period, heldAt, ...filter });
  });

  // Migrations 15 (the months kept), 16 (their prices as bytes too) and 17 (every type together,
  // the bytes alone) at once, and each later one alone on a store the earlier ones built.
  it.each([[[]], [[15]], [[16]]])('are built by the migrations from the records an older version kept (first until %j)', async (steps) => {
    const older = await openStore({ until: 14 });
    const place = { sold: records('sold', 300, 29), rented: records('rented', 150, 31) };
    for (const type of ['sold', 'rented'] as const)
      for (const r of place[type]) {
        await older.query(
          `insert into transactions (id, transaction_type, transaction_date, price, bedrooms, property_type, record)
           values ($1, $2, $3, $4, $5, $6, '{}')`,
          [r.id, type, r.transaction_date, r.price, r.bedrooms, propertyTypeKey(r.property_type)],
        );
        await older.query(
          `insert into transaction_locations (location_id, transaction_type, transaction_date, id, stored_at, price, bedrooms, property_type)
           select 50, transaction_type, transaction_date, id, $2, price, bedrooms, property_type from transactions where id = $1`,
          [r.id, new Date(AS_OF.getTime() - DAY).toISOString()],
        );
      }
    for (const until of steps) await migrate(older, { until });
    await migrate(older);
    for (const period of INSIGHT_PERIODS)
      for (const type of ['sold', 'rented'] as const)
        for (const filter of FILTERS) await expectSame(older, { locationId: '50', type, period, heldAt: AS_OF.getTime(), ...filter });
    // And kept from then on as records arrive, into months held and new ones (one of them into a
    // row whose key has no bedroom count): each month's row of every type holds what its rows per
    // type hold.
    const [held] = await older.query<{ day: string }>(
      `select month::text as day from transaction_months
       where transaction_type = 'sold' and property_type = 'apartment' and bedrooms is null order by month limit 1`,
    );
    const unsized: Transaction = {
      id: 'sold-unsized',
      transaction_date: held!.day,
      price: 750_000,
      bedrooms: null,
      property_type: 'Apartment',
      high_level_location_name: 'Dubai Marina',
    };
    await store(
      older,
      '50',
      {
        sold: [...records('sold', 50, 37), ...records('sold', 20, 41, 60, new Date(AS_OF.getTime() + 40 * DAY)), unsized],
        rented: [],
      },
      AS_OF.getTime() + 41 * DAY,
    );
    await expectSame(older, { locationId: '50', type: 'sold', period: 'all', heldAt: AS_OF.getTime() + 41 * DAY });
    const [differ] = await older.query<{ n: number }>(
      `select count(*)::int as n
       from transaction_months_all a
       full join (select location_id, transaction_type, month, coalesce(bedrooms, -1) as b,
                         sum(records)::int as records, sum(octet_length(price_bytes))::int as bytes
                    from transaction_months group by 1, 2, 3, 4) t
         on a.location_id = t.location_id and a.transaction_type = t.transaction_type and a.month = t.month and coalesce(a.bedrooms, -1) = t.b
       where a.records is distinct from t.records or octet_length(a.price_bytes) is distinct from t.bytes`,
    );
    expect(differ!.n).toBe(0);
    const [rows] = await older.query<{ n: number }>('select count(*)::int as n from transaction_months_all');
    expect(rows!.n).toBeGreaterThan(50);
    // One row per key, nulls included (the copied table keeps its unique key's nulls not distinct):
    // the later stores merged into the rows the migrations built.
    const [repeated] = await older.query<{ n: number }>(
      `select ((select count(*) from (select 1 from transaction_months group by location_id, transaction_type, month, property_type, bedrooms having count(*) > 1) r)
            + (select count(*) from (select 1 from transaction_months_all group by location_id, transaction_type, month, bedrooms having count(*) > 1) r))::int as n`,
    );
    expect(repeated!.n).toBe(0);
  });
});
