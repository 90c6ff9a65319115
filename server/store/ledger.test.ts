/**
 * The ledger against a fake service list (newest first, 50 a page, no totals), on both stores:
 * what each sync costs in pages, what the store holds afterwards, and what it says it covers.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction, TransactionType } from '../../src/contract/index.ts';
import type { Db } from './db.ts';
import { Ledger, type LedgerOptions } from './ledger.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-21T09:00:00Z');
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A service list of one location and type that tests grow and trim. */
class FakeList {
  records: Transaction[] = [];
  calls: { type: TransactionType; page: number }[] = [];
  failAt: number | null = null;
  #seq = 0;
  /** `n` records, one a day going back from `newest` (newest first). */
  add(n: number, newest: number) {
    const fresh = Array.from({ length: n }, (_, i) => ({
      id: `tx-${++this.#seq}`,
      transaction_date: day(newest - Math.floor(i / 3) * DAY),
      price: 1_000_000 + this.#seq,
      bedrooms: this.#seq % 4,
      property_type: 'Apartment',
      high_level_location_name: 'Dubai Marina',
    }));
    this.records = [...fresh, ...this.records];
  }
  /** Drop records older than `day` (the service's 12-month window moving on). */
  dropBefore(d: string) {
    this.records = this.records.filter((r) => r.transaction_date >= d);
  }
  fetch = async (_loc: string, type: TransactionType, page: number) => {
    this.calls.push({ type, page });
    if (this.failAt === page) throw new Error(`page ${page} failed`);
    await new Promise((r) => setTimeout(r, 1));
    return this.records.slice((page - 1) * 50, page * 50);
  };
}

const silent = pino({ level: 'silent' });
const ledgerOn = (db: Db, list: FakeList, clock: { now: number }, more: Partial<LedgerOptions> = {}) =>
  new Ledger({ db, fetchPage: list.fetch, log: silent, now: () => clock.now, foregroundPages: 3, ...more });

describe.each(stores.kinds)('ledger on the %s store', (_kind, openStore) => {
  /** A fresh store, a fake list holding `count` records dated `at` for each pair given, and a clock at T0. */
  async function setUp(...records: [count: number, at: number][]) {
    const db = await openStore();
    const list = new FakeList();
    for (const [count, at] of records) list.add(count, at);
    return { db, list, clock: { now: T0 } };
  }

  it('while spending is saved: a first sync stops after one page, and a held location is answered without a sync', async () => {
    const { db, list, clock } = await setUp([400, T0 - DAY]);
    let saving = true;
    const ledger = ledgerOn(db, list, clock, { preferStale: () => saving });

    const first = await ledger.ensure('50', 'sold');
    expect(first.coverage).toMatchObject({ complete: false, records: 50, pagesSpent: 1 });
    await ledger.idle();
    expect(list.calls).toHaveLength(1); // no background run either

    // A day later the location would want a sync; while saving, what is held answers.
    clock.now += 2 * DAY;
    const again = await ledger.ensure('50', 'sold');
    expect(again.coverage).toMatchObject({ records: 50, pagesSpent: 1 });
    expect(list.calls).toHaveLength(1);

    // The budget is back: collecting resumes where it stopped.
    saving = false;
    await ledger.ensure('50', 'sold');
    await ledger.idle();
    expect((await ledger.coverage('50', 'sold')).complete).toBe(true);
    await ledger.close();
  });

  it('first sync: a few pages while the request waits, the rest in the background, each record once', async () => {
    const { db, list, clock } = await setUp([400, T0 - DAY]); // 8 full pages
    const ledger = ledgerOn(db, list, clock);

    const first = await ledger.ensure('50', 'sold');
    // The request waited for 3 pages only; the store says it is still collecting.
    expect(first.error).toBeUndefined();
    expect(first.coverage).toMatchObject({ complete: false, records: 150, pagesSpent: 3 });
    expect(first.coverage.from).not.toBeNull();

    await ledger.idle();
    const done = await ledger.coverage('50', 'sold');
    // 8 full pages and the empty 9th that shows the end; page 3 again when the background resumed.
    expect(done).toMatchObject({ complete: true, records: 400, pagesSpent: 10, newest: day(T0 - DAY) });
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 3, 4, 5, 6, 7, 8, 9]);
    // The whole 12-month window is covered.
    expect(done.from! <= '2025-11-22').toBe(true);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from transactions');
    const n = row?.n;
    expect(n).toBe(400);
    await ledger.close();
  });

  it('a location too big for the budget costs at most the budget per view, and goes on at the next', async () => {
    const { db, list, clock } = await setUp([1000, T0 - DAY]); // 20 pages
    const ledger = ledgerOn(db, list, clock, { foregroundPages: 2, maxPages: 5 });
    await ledger.ensure('1', 'sold');
    await ledger.idle();
    // 2 while the request waited, then one background run of 5 (from a page back).
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 2, 3, 4, 5, 6]);
    expect((await ledger.coverage('1', 'sold')).complete).toBe(false);
    await ledger.ensure('1', 'sold');
    await ledger.idle();
    expect(list.calls.length).toBe(14);
    expect((await ledger.coverage('1', 'sold')).records).toBe(550);
  });

  it('later syncs: nothing while fresh, a page the next day, and only until stored records', async () => {
    const { db, list, clock } = await setUp([120, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock, { foregroundPages: 10 });
    await ledger.ensure('50', 'sold');
    const firstCost = list.calls.length;
    expect(firstCost).toBe(3); // 50 + 50 + 20: a short page ends the list

    // The same view again, and after a restart (a new ledger on the same store): no page.
    await ledger.ensure('50', 'sold');
    const restarted = ledgerOn(db, list, clock, { foregroundPages: 10 });
    await restarted.ensure('50', 'sold');
    expect(list.calls.length).toBe(firstCost);

    // The next day: 7 new transactions. One page, which meets stored records.
    clock.now += DAY;
    list.add(7, clock.now - DAY);
    const next = await restarted.ensure('50', 'sold');
    expect(list.calls.length).toBe(firstCost + 1);
    expect(next.coverage).toMatchObject({ records: 127, complete: true, syncedAt: clock.now });

    // A busy week unseen: 130 new ones cost three pages (the third meets stored records).
    clock.now += 7 * DAY;
    list.add(130, clock.now - DAY);
    await restarted.ensure('50', 'sold');
    expect(list.calls.length).toBe(firstCost + 4);
    expect((await restarted.coverage('50', 'sold')).records).toBe(257);
  });

  it('keeps records after the service drops them: history grows past 12 months', async () => {
    const { db, list, clock } = await setUp([60, T0 - 300 * DAY], [60, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock, { foregroundPages: 10 });
    await ledger.ensure('50', 'rented');
    const before = await ledger.coverage('50', 'rented');
    // Months later the oldest ones have left the service's window.
    clock.now += 120 * DAY;
    list.dropBefore(day(clock.now - 365 * DAY));
    list.add(10, clock.now - DAY);
    const after = (await ledger.ensure('50', 'rented')).coverage;
    expect(after.records).toBe(130);
    expect(after.oldest).toBe(before.oldest);
    // The complete range still starts where it did: nothing between was missed.
    expect(after.from).toBe(before.from);
  });

  it('an upstream fault mid-sync keeps what was fetched and resumes a page before where it stopped', async () => {
    const { db, list, clock } = await setUp([250, T0 - DAY]);
    list.failAt = 3;
    const ledger = ledgerOn(db, list, clock, { foregroundPages: 10 });
    const failed = await ledger.ensure('50', 'sold');
    expect(String(failed.error)).toContain('page 3 failed');
    expect(failed.coverage).toMatchObject({ records: 100, complete: false, pagesSpent: 2 });
    await ledger.idle(); // a fault starts no background run

    list.failAt = null;
    const resumed = await ledger.ensure('50', 'sold');
    expect(resumed.error).toBeUndefined();
    await ledger.idle();
    expect(await ledger.coverage('50', 'sold')).toMatchObject({ records: 250, complete: true });
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 2, 3, 4, 5, 6]);
  });

  it('two instances never sync one location at once: the second waits and fetches nothing', async () => {
    const { db, list, clock } = await setUp([180, T0 - DAY]);
    const a = ledgerOn(db, list, clock, { foregroundPages: 10 });
    const b = ledgerOn(db, list, clock, { foregroundPages: 10 });
    const [ra, rb] = await Promise.all([a.ensure('50', 'sold'), b.ensure('50', 'sold')]);
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 4]);
    expect(ra.coverage).toMatchObject({ records: 180, complete: true });
    expect(rb.coverage).toMatchObject({ records: 180, complete: true });
    // A lock left by an instance that died expires.
    await db.query("insert into store_locks (name, holder, expires_at) values ('ledger:51:sold', 'dead', now() - interval '1 second')");
    await a.ensure('51', 'sold');
    expect(list.calls.length).toBe(8);
  });

  it('stores a record listed under two locations once', async () => {
    const { db, list, clock } = await setUp([30, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock);
    await ledger.ensure('50', 'sold'); // the community
    await ledger.ensure('8995', 'sold'); // a tower in it: same records here
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from transactions');
    const n = row?.n;
    expect(n).toBe(30);
    expect((await ledger.coverage('8995', 'sold')).records).toBe(30);
  });
});
