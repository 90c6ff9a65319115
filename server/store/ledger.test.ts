/**
 * The ledger against a fake service list (newest first, 50 a page, no totals), on both stores:
 * what each sync costs in pages, what the store holds afterwards, what it says it covers, and the
 * stop rules a misbehaving list (one that ignores `page`, repeats a page, or never ends) meets.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction, TransactionType } from '../../src/contract/index.ts';
import type { Db } from './db.ts';
import { Ledger, nextUtcDay, type LedgerOptions, type Payer } from './ledger.ts';
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
  /** How the list misbehaves: ignores `page`; repeats its last full page for ever; or never ends (new records on every page). */
  mode: 'ok' | 'ignores-page' | 'repeats-last' | 'endless' = 'ok';
  /** Pages the answer cache holds: read without a payment (plugins/insights.ts reads through the cache). */
  held = new Set<number>();
  fetch = async (_loc: string, type: TransactionType, page: number, pay: Payer) => {
    if (!this.held.has(page) && !(await pay())) return null;
    this.calls.push({ type, page });
    if (this.failAt === page) throw new Error(`page ${page} failed`);
    await new Promise((r) => setTimeout(r, 1));
    if (this.mode === 'ignores-page') return this.records.slice(0, 50);
    if (this.mode === 'repeats-last') {
      const last = Math.floor(this.records.length / 50);
      return this.records.slice((Math.min(page, last) - 1) * 50, Math.min(page, last) * 50);
    }
    if (this.mode === 'endless') {
      return Array.from({ length: 50 }, (_, i) => ({ ...this.records[0]!, id: `endless-${page}-${i}` }));
    }
    return this.records.slice((page - 1) * 50, page * 50);
  };
}

const silent = pino({ level: 'silent' });
const ledgerOn = (db: Db, list: FakeList, clock: { now: number }, more: Partial<LedgerOptions> = {}) =>
  new Ledger({ db, fetchPage: list.fetch, log: silent, now: () => clock.now, ...more });
const free: Payer = () => Promise.resolve(true);
/** A view that may spend `pages` pages. */
const view = (ledger: Ledger, loc: string, type: TransactionType, pages = 3, pay = free) => ledger.ensure(loc, type, { pages, pay });
/** The collector's runs until the place is complete (or nothing more happens). */
async function collectAll(ledger: Ledger, loc: string, type: TransactionType, pages = 1000) {
  for (let i = 0; i < 100; i++) {
    const run = await ledger.collect(loc, type, pages, free);
    if (run.pages === 0 || run.end !== 'budget') return run;
  }
  throw new Error('the collector never finished');
}

describe.each(stores.kinds)('ledger on the %s store', (_kind, openStore) => {
  /** A fresh store, a fake list holding `count` records dated `at` for each pair given, and a clock at T0. */
  async function setUp(...records: [count: number, at: number][]) {
    const db = await openStore();
    const list = new FakeList();
    for (const [count, at] of records) list.add(count, at);
    return { db, list, clock: { now: T0 } };
  }

  it('while spending is saved: a first view reads one page, and a held location is answered without a read', async () => {
    const { db, list, clock } = await setUp([400, T0 - DAY]);
    let saving = true;
    const ledger = ledgerOn(db, list, clock, { preferStale: () => saving });

    const first = await view(ledger, '50', 'sold');
    expect(first.coverage).toMatchObject({ complete: false, records: 50, pagesSpent: 1 });
    // The next view, while saving: what is held answers.
    const again = await view(ledger, '50', 'sold');
    expect(again.coverage).toMatchObject({ records: 50, pagesSpent: 1 });
    expect(list.calls).toHaveLength(1);

    // The budget is back: collecting resumes where it stopped.
    saving = false;
    await collectAll(ledger, '50', 'sold');
    expect((await ledger.coverage('50', 'sold')).complete).toBe(true);
    await ledger.close();
  });

  it('a page the answer cache holds is read without a payment and counts as no page spent', async () => {
    const { db, list, clock } = await setUp([400, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock);
    list.held = new Set([1, 2]);
    let paid = 0;
    const counting: Payer = () => {
      paid += 1;
      return Promise.resolve(true);
    };
    const first = await view(ledger, '50', 'sold', 3, counting);
    // Three pages read, one of them paid for.
    expect(first.coverage).toMatchObject({ records: 150, pagesSpent: 1 });
    expect(paid).toBe(1);
    // With no budget left, held pages are still read; the first page that needs paying stops the run.
    list.held = new Set([3, 4]);
    const broke: Payer = () => Promise.resolve(false);
    await view(ledger, '50', 'sold', 3, broke);
    expect((await ledger.coverage('50', 'sold')).records).toBe(200);
    await ledger.close();
  });

  it('a view reads a few pages while it waits; the collector reads the rest; each record once', async () => {
    const { db, list, clock } = await setUp([400, T0 - DAY]); // 8 full pages
    const ledger = ledgerOn(db, list, clock);

    const first = await view(ledger, '50', 'sold');
    // The view waited for 3 pages only; the store says it is still collecting, from where.
    expect(first.error).toBeUndefined();
    expect(first.coverage).toMatchObject({ complete: false, records: 150, pagesSpent: 3, pageSize: 50 });
    expect(first.coverage.from).not.toBeNull();
    // A second view of a place still collecting reads a few more pages (the collector may not have come yet).
    await view(ledger, '50', 'sold', 2);
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 3, 4]);

    await collectAll(ledger, '50', 'sold');
    const done = await ledger.coverage('50', 'sold');
    // 8 full pages and the empty 9th that shows the end; a page again each time a run resumed.
    expect(done).toMatchObject({ complete: true, records: 400, newest: day(T0 - DAY), parked: null });
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 3, 4, 4, 5, 6, 7, 8, 9]);
    // Every page paid for is counted.
    expect(done.pagesSpent).toBe(list.calls.length);
    // The whole 12-month window is covered.
    expect(done.from! <= '2025-11-22').toBe(true);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from transactions');
    expect(row?.n).toBe(400);
    await ledger.close();
  });

  it('a run spends at most its budget and what its payer allows, and goes on from a page back', async () => {
    const { db, list, clock } = await setUp([1000, T0 - DAY]); // 20 pages
    const ledger = ledgerOn(db, list, clock);
    await view(ledger, '1', 'sold', 2);
    expect(await ledger.collect('1', 'sold', 5, free)).toEqual({ end: 'budget', pages: 5 });
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 2, 3, 4, 5, 6]);
    // A payer that allows two pages: the run stops there.
    let allowed = 2;
    const two: Payer = () => Promise.resolve(allowed-- > 0);
    expect(await ledger.collect('1', 'sold', 50, two)).toEqual({ end: 'budget', pages: 2 });
    // A payer that refuses (a client over its limit): the view answers from what is held, with the refusal.
    const refuse: Payer = () => Promise.reject(new Error('over the limit'));
    const refused = await view(ledger, '1', 'sold', 3, refuse);
    expect(String(refused.error)).toContain('over the limit');
    expect(refused.coverage).toMatchObject({ complete: false, records: 350, pagesSpent: 9 });
    expect(list.calls.length).toBe(9);
  });

  it('upkeep: nothing within a day, a page the next, and only until stored records; views never pay for it', async () => {
    const { db, list, clock } = await setUp([120, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock);
    await view(ledger, '50', 'sold', 10);
    const firstCost = list.calls.length;
    expect(firstCost).toBe(3); // 50 + 50 + 20: a short page ends the list

    // The same view again, after a restart (a new ledger on the same store), and the collector the same day: no page.
    await view(ledger, '50', 'sold', 10);
    const restarted = ledgerOn(db, list, clock);
    await view(restarted, '50', 'sold', 10);
    expect(await restarted.collect('50', 'sold', 10, free)).toEqual({ end: 'fresh', pages: 0 });
    expect(list.calls.length).toBe(firstCost);

    // The next day: 7 new transactions. A view reads nothing; the collector one page, which meets stored records.
    clock.now += DAY;
    list.add(7, clock.now - DAY);
    await view(restarted, '50', 'sold', 10);
    expect(list.calls.length).toBe(firstCost);
    expect(await restarted.collect('50', 'sold', 10, free)).toEqual({ end: 'met', pages: 1 });
    expect(await restarted.coverage('50', 'sold')).toMatchObject({ records: 127, complete: true, syncedAt: clock.now });

    // A busy week unseen: 130 new ones cost three pages (the third meets stored records).
    clock.now += 7 * DAY;
    list.add(130, clock.now - DAY);
    expect(await restarted.collect('50', 'sold', 10, free)).toEqual({ end: 'met', pages: 3 });
    expect((await restarted.coverage('50', 'sold')).records).toBe(257);
  });

  it('keeps records after the service drops them: history grows past 12 months', async () => {
    const { db, list, clock } = await setUp([60, T0 - 300 * DAY], [60, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock);
    await view(ledger, '50', 'rented', 10);
    const before = await ledger.coverage('50', 'rented');
    // Months later the oldest ones have left the service's window.
    clock.now += 120 * DAY;
    list.dropBefore(day(clock.now - 365 * DAY));
    list.add(10, clock.now - DAY);
    await ledger.collect('50', 'rented', 10, free);
    const after = await ledger.coverage('50', 'rented');
    expect(after.records).toBe(130);
    expect(after.oldest).toBe(before.oldest);
    // The complete range still starts where it did: nothing between was missed.
    expect(after.from).toBe(before.from);
  });

  it('an upstream fault mid-sync keeps what was fetched and resumes a page before where it stopped', async () => {
    const { db, list, clock } = await setUp([250, T0 - DAY]);
    list.failAt = 3;
    const ledger = ledgerOn(db, list, clock);
    const failed = await view(ledger, '50', 'sold', 10);
    expect(String(failed.error)).toContain('page 3 failed');
    expect(failed.coverage).toMatchObject({ records: 100, complete: false, pagesSpent: 2 });

    list.failAt = null;
    await collectAll(ledger, '50', 'sold');
    expect(await ledger.coverage('50', 'sold')).toMatchObject({ records: 250, complete: true });
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 2, 3, 4, 5, 6]);
  });

  it('two instances never read one location at once: the second waits and fetches nothing', async () => {
    const { db, list, clock } = await setUp([180, T0 - DAY]);
    const a = ledgerOn(db, list, clock);
    const b = ledgerOn(db, list, clock);
    const [ra, rb] = await Promise.all([view(a, '50', 'sold', 10), view(b, '50', 'sold', 10)]);
    expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 4]);
    expect(ra.coverage).toMatchObject({ records: 180, complete: true });
    expect(rb.coverage).toMatchObject({ records: 180, complete: true });
    // A lock left by an instance that died expires.
    await db.query("insert into store_locks (name, holder, expires_at) values ('ledger:51:sold', 'dead', now() - interval '1 second')");
    await view(a, '51', 'sold', 10);
    expect(list.calls.length).toBe(8);
  });

  it('stores a record listed under two locations once', async () => {
    const { db, list, clock } = await setUp([30, T0 - DAY]);
    const ledger = ledgerOn(db, list, clock);
    await view(ledger, '50', 'sold'); // the community
    await view(ledger, '8995', 'sold'); // a tower in it: same records here
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from transactions');
    expect(row?.n).toBe(30);
    expect((await ledger.coverage('8995', 'sold')).records).toBe(30);
  });

  describe('stop rules a misbehaving list cannot get past', () => {
    it('a list that ignores `page`: two pages, then parked until the next UTC day, reported once; then two pages a day', async () => {
      const { db, list, clock } = await setUp([400, T0 - DAY]);
      list.mode = 'ignores-page';
      const parked: string[] = [];
      const ledger = ledgerOn(db, list, clock, { onParked: (loc, type, reason) => parked.push(`${loc}:${type}:${reason}`) });
      await view(ledger, '50', 'sold', 3);
      expect(list.calls.map((c) => c.page)).toEqual([1, 2]);
      const held = await ledger.coverage('50', 'sold');
      expect(held).toMatchObject({
        complete: false,
        records: 50,
        pagesSpent: 2,
        parked: { reason: 'repeated_page', until: nextUtcDay(T0) },
      });
      expect(parked).toEqual(['50:sold:repeated_page']);

      // Views and the collector leave it alone until the next day.
      await view(ledger, '50', 'sold', 3);
      expect(await ledger.collect('50', 'sold', 100, free)).toEqual({ end: 'parked', pages: 0 });
      expect(list.calls).toHaveLength(2);

      // The next day: a run resumes, meets the repeat within two pages, and is parked again.
      clock.now = nextUtcDay(T0) + 3600_000;
      expect(await ledger.collect('50', 'sold', 100, free)).toEqual({ end: 'repeated_page', pages: 2 });
      expect(list.calls).toHaveLength(4);
      expect((await ledger.coverage('50', 'sold')).pagesSpent).toBe(4);
    });

    it('a list that repeats its last page for ever: stopped at the first repeat', async () => {
      const { db, list, clock } = await setUp([150, T0 - DAY]);
      list.mode = 'repeats-last';
      const ledger = ledgerOn(db, list, clock);
      await collectAll(ledger, '50', 'sold');
      expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3, 4]);
      expect(await ledger.coverage('50', 'sold')).toMatchObject({ records: 150, complete: false, pagesSpent: 4 });
      expect((await ledger.coverage('50', 'sold')).parked?.reason).toBe('repeated_page');
    });

    it('a list that never ends (new records on every page): stopped at the lifetime cap, every page counted', async () => {
      const { db, list, clock } = await setUp([50, T0 - DAY]);
      list.mode = 'endless';
      const ledger = ledgerOn(db, list, clock, { maxPlacePages: 12 });
      await view(ledger, '50', 'sold', 3);
      await collectAll(ledger, '50', 'sold', 5);
      expect(list.calls).toHaveLength(12);
      expect(await ledger.coverage('50', 'sold')).toMatchObject({ pagesSpent: 12, complete: false, parked: { reason: 'lifetime_cap' } });
    });

    it('a page wholly older than the 12-month window ends the list', async () => {
      const { db, list, clock } = await setUp([50, T0 - 400 * DAY], [100, T0 - DAY]);
      const ledger = ledgerOn(db, list, clock);
      await view(ledger, '50', 'sold', 10);
      expect(list.calls.map((c) => c.page)).toEqual([1, 2, 3]);
      expect(await ledger.coverage('50', 'sold')).toMatchObject({ complete: true, records: 150 });
    });
  });
});
