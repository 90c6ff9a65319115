/**
 * Records pages and the CSV stream at years of history (issue 24), on both stores: read from the
 * covering index (migration 8), pages found by keyset, so every record comes exactly once and in
 * order however many share a date or a price, and the figures' columns beside each location row
 * are the record's own.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../src/contract/index.ts';
import { allRecords, recordsPage, type RecordSort, type TransactionFilters } from './insights.ts';
import { Ledger } from './ledger.ts';
import { vacuumAnalyze } from './maintenance.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const AS_OF = new Date('2026-11-20T00:00:00Z');
/** 23 sales over 4 dates and 3 prices: ties everywhere a page could split them. */
const SALES: Transaction[] = Array.from({ length: 23 }, (_, i) => ({
  id: `s${String(i).padStart(2, '0')}`,
  transaction_date: `2026-0${1 + (i % 4)}-15`,
  price: 1_000_000 + (i % 3) * 250_000,
  bedrooms: i % 4,
  property_type: 'Apartment',
  high_level_location_name: 'Dubai Marina',
}));

const filters: TransactionFilters = { locationId: '50', type: 'sold', period: 'all' };

describe.each(stores.kinds)('records on the %s store', (_kind, openStore) => {
  it('every record exactly once, in order, whatever the chunk size and the ties; pages agree with the stream', async () => {
    const db = await openStore();
    // The service lists newest first, in pages of 10 (the last one short).
    const listed = [...SALES].sort((a, b) => b.transaction_date.localeCompare(a.transaction_date));
    const ledger = new Ledger({
      db,
      log: pino({ level: 'silent' }),
      now: () => AS_OF.getTime(),
      fetchPage: (_location, _type, page) => Promise.resolve(listed.slice((page - 1) * 10, page * 10)),
    });
    const { coverage } = await ledger.ensure('50', 'sold', { pages: 5, pay: () => Promise.resolve(true) });
    expect(coverage).toMatchObject({ complete: true, records: 23 });
    // The embedded store's upkeep (maintenance.ts) runs through either driver, outside a transaction.
    await vacuumAnalyze(db);
    const expected: Record<RecordSort, (a: Transaction, b: Transaction) => number> = {
      newest: (a, b) => b.transaction_date.localeCompare(a.transaction_date) || b.id.localeCompare(a.id),
      oldest: (a, b) => a.transaction_date.localeCompare(b.transaction_date) || a.id.localeCompare(b.id),
      high_price: (a, b) => b.price - a.price || b.id.localeCompare(a.id),
      low_price: (a, b) => a.price - b.price || a.id.localeCompare(b.id),
    };
    for (const sort of Object.keys(expected) as RecordSort[]) {
      const want = [...SALES].sort(expected[sort]).map((s) => s.id);
      for (const chunk of [1, 4, 7, 23, 50]) {
        const got: string[] = [];
        for await (const rows of allRecords(db, filters, sort, AS_OF, chunk)) got.push(...rows.map((r) => r.id));
        expect(got, `${sort} in chunks of ${chunk}`).toEqual(want);
      }
      const paged: string[] = [];
      for (let p = 1; p <= 4; p++) {
        const { data, total } = await recordsPage(db, filters, sort, p, 7, AS_OF);
        expect(total).toBe(23);
        paged.push(...data.map((r) => r.id));
      }
      expect(paged, `${sort} by pages of 7`).toEqual(want);
    }
    const twoBeds = await recordsPage(db, { ...filters, bedrooms: 2 }, 'newest', 1, 50, AS_OF);
    expect(twoBeds.data.map((r) => r.id).sort()).toEqual(SALES.filter((s) => s.bedrooms === 2).map((s) => s.id));
    expect(twoBeds.data[0]).toMatchObject({ property_type: 'Apartment', high_level_location_name: 'Dubai Marina' });
  });
});
