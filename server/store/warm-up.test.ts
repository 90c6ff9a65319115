/**
 * The warm-up (warm-up.ts) runs, for a place holding nothing, every statement a view of a place
 * holding records runs (a statement it skipped would stay cold for the first reader), then the
 * view of the place holding the most records; it changes nothing in the store.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHT_RECORDS_PAGE_SIZE, type Transaction, type TransactionType } from '../../src/contract/index.ts';
import type { PlaceCoverage } from './collector.ts';
import type { Coverage } from './ledger.ts';
import type { Db, Sql } from './db.ts';
import { recordsPage, transactionInsights, type TransactionFilters } from './insights.ts';
import { Ledger } from './ledger.ts';
import { storeKinds } from './testing.ts';
import { warmUp } from './warm-up.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const NOW = new Date('2026-11-20T00:00:00Z');
const log = pino({ level: 'silent' });

/** `n` records a type over the last years, newest first, as the service lists them. */
const records = (place: string, type: TransactionType, n: number): Transaction[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `${place}-${type}-${i}`,
    transaction_date: new Date(NOW.getTime() - i * 36 * 86_400_000).toISOString().slice(0, 10),
    price: type === 'sold' ? 1_000_000 + i * 50_000 : 80_000 + i * 2_000,
    bedrooms: i % 4,
    property_type: i % 3 ? 'Apartment' : 'Villa',
    high_level_location_name: 'Dubai Marina',
  }));

/** The statements run through `sql`, whitespace and a page's size and place aside (written into the text, they change no plan's tables). */
function recording(sql: Sql): { sql: Sql; ran: Set<string>; places: Set<unknown> } {
  const ran = new Set<string>();
  const places = new Set<unknown>();
  return {
    ran,
    places,
    sql: {
      query: (text, params, opts) => {
        ran.add(
          text
            .replace(/\s+/g, ' ')
            .replace(/limit \d+ offset \d+/, 'limit n offset n')
            .trim(),
        );
        places.add(params?.[0]);
        return sql.query(text, params, opts);
      },
    },
  };
}

const complete = (held: readonly Coverage[]): Promise<PlaceCoverage[]> =>
  Promise.resolve(
    held.map((c) => ({
      ...c,
      status: {
        state: 'complete',
        estimatedTotal: c.records,
        estimatedCompleteAt: null,
        queuePosition: null,
        resumesAt: null,
        parked: null,
      },
    })),
  );

const reader = (sql: Sql) => new Ledger({ db: sql as Db, log, now: () => NOW.getTime(), fetchPage: () => Promise.resolve(null) });

/** Store `n` records of each type at a place through the ledger, as a sync does. */
async function hold(db: Db, place: string, n: number) {
  const ledger = new Ledger({
    db,
    log,
    now: () => NOW.getTime(),
    freshForMs: 0,
    fetchPage: (_location, type, page) => Promise.resolve(page === 1 ? records(place, type, n) : []),
  });
  for (const type of ['sold', 'rented'] as const) await ledger.collect(place, type, 3, () => Promise.resolve(true));
}

const TABLES = ['transactions', 'transaction_locations', 'transaction_months', 'transaction_months_all', 'ledger_coverage', 'collect_jobs'];
const counts = (db: Db) =>
  Promise.all(TABLES.map(async (t) => (await db.query<{ n: number }>(`select count(*)::int as n from ${t}`))[0]!.n));

describe.each(stores.kinds)('the warm-up on the %s store', (_kind, openStore) => {
  it('on an empty store runs every statement of a view of a place holding records, and changes nothing', async () => {
    const db = await openStore();
    const warm = recording(db);
    const warmed = await warmUp({ sql: warm.sql, ledger: reader(warm.sql), withStatus: complete, now: NOW });
    expect(warmed.fullest).toBeNull();
    expect(await counts(db)).toEqual(TABLES.map(() => 0));

    await hold(db, '50', 20);

    // The views the warm-up stands for, of a place whose records are held.
    const view = recording(db);
    const held = await Promise.all((['sold', 'rented'] as const).map((t) => reader(view.sql).coverage('50', t)));
    const placed = await complete(held);
    const coverage = { sold: placed[0]!, rented: placed[1]! };
    const f: TransactionFilters = { locationId: '50', type: 'sold', period: '1y', heldAt: NOW.getTime() };
    const figures = await transactionInsights(view.sql, f, coverage, NOW, null);
    expect(figures.summary.count).toBeGreaterThan(0);
    await transactionInsights(view.sql, { ...f, period: 'all' }, coverage, NOW, null);
    await transactionInsights(view.sql, { ...f, propertyType: 'villa' }, coverage, NOW, null);
    const page = await recordsPage(view.sql, { ...f, period: 'all' }, 'newest', 1, INSIGHT_RECORDS_PAGE_SIZE, NOW, coverage.sold);
    expect(page.data.length).toBeGreaterThan(0);
    await recordsPage(view.sql, { ...f, period: 'all' }, 'high_price', 1, INSIGHT_RECORDS_PAGE_SIZE, NOW, coverage.sold);

    expect(view.ran.size).toBeGreaterThan(3);
    expect([...view.ran].filter((text) => !warm.ran.has(text))).toEqual([]);
  });

  it('reads the figures of the place holding the most records, and changes nothing', async () => {
    const db = await openStore();
    await hold(db, '50', 12);
    await hold(db, '51', 30);
    await hold(db, '52', 5);
    const before = await counts(db);
    const warm = recording(db);
    expect((await warmUp({ sql: warm.sql, ledger: reader(warm.sql), withStatus: complete, now: NOW })).fullest).toBe('51');
    expect(warm.places).toContain('51');
    expect(warm.places).not.toContain('50');
    expect(await counts(db)).toEqual(before);
  });
});
