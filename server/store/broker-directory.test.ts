/**
 * Brokerages named from their place's directory, on both stores: a read queued once per place
 * where listings showed brokerages without names, run by the collector within its budget, and
 * what it names (names.ts learns the pages as the proxy's answer observer makes it learn them).
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BrokerDirectory, brokersIn, DIRECTORY_JOB, DIRECTORY_PAGES } from './broker-directory.ts';
import { Collector } from './collector.ts';
import type { Db } from './db.ts';
import { Ledger } from './ledger.ts';
import { NameBook } from './names.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const log = pino({ level: 'silent' });
const DAY = 86_400_000;
/** The service's brokerages a page. */
const PAGE = 24;

/** A place's brokerage directory: `count` brokerages, ids 1000 up, 24 a page; the pages asked for. */
function directory(count: number) {
  const brokers = Array.from({ length: count }, (_, i) => ({ id: 1000 + i, name: `Brokerage ${1000 + i}` }));
  return { brokers, asked: [] as { locationId: string; page: number }[] };
}

/** A search answer's listings at a place, one per brokerage id. */
const searchOf = (brokerIds: number[]) => ({
  success: true,
  data: brokerIds.map((b, i) => ({ property_id: `p${b}-${i}`, broker_id: String(b), agent_details: { id: `a${b}`, name: `Agent ${b}` } })),
});

function setUp(db: Db, opts: { dailyPages?: number; directory: ReturnType<typeof directory> }) {
  const clock = { now: Date.parse('2026-11-24T12:00:00Z') };
  const now = () => clock.now;
  const names = new NameBook(db, log);
  const ledger = new Ledger({
    db,
    log,
    now,
    fetchPage: () => Promise.reject(new Error('no transactions in these tests')),
  });
  const dir = opts.directory;
  const brokers: BrokerDirectory = new BrokerDirectory({
    sql: db,
    log,
    now,
    // As the plugin wires it: a page paid for, then learned from as every answer passing is.
    fetchPage: async (locationId, page, pay) => {
      if (!(await pay())) return null;
      dir.asked.push({ locationId, page });
      const body = { success: true, data: dir.brokers.slice((page - 1) * PAGE, page * PAGE) };
      names.learnFrom('search-brokers', () => body, { location_id: locationId, page: String(page) });
      await names.settled();
      return body.data;
    },
    queue: (locationId, kind) => collector.queueOnce(locationId, kind),
  });
  const collector: Collector = new Collector({
    db,
    ledger,
    log,
    now,
    dailyPages: opts.dailyPages ?? 1_000_000,
    viewPages: 3,
    refreshers: { brokers: (locationId, _payload, pay) => brokers.read(locationId, pay) },
  });
  const jobs = () =>
    db.query<{ location_id: string; kind: string }>(`select location_id::text as location_id, kind from collect_jobs order by 1`);
  const notice = async (locationId: string, brokerIds: number[]) => {
    brokers.notice('search-buy', () => searchOf(brokerIds), { location_id: locationId, page: '1' }, true);
    await brokers.settled();
  };
  const nameOf = async (id: number) => (await names.lookup({ broker: String(id) })).broker?.name ?? null;
  return { clock, names, brokers, collector, jobs, notice, nameOf };
}

describe.each(stores.kinds)('brokerage names from the directory on the %s store', (_kind, openStore) => {
  it('a place whose listings show unnamed brokerages gets one directory read, queued once', async () => {
    const dir = directory(60);
    const { brokers, jobs, notice } = setUp(await openStore(), { directory: dir });
    await notice('50', [1003, 1030]);
    expect(await jobs()).toEqual([{ location_id: '50', kind: DIRECTORY_JOB }]);
    // The next answers at the place (page 2 of the results, another search) queue nothing more.
    await notice('50', [1031, 1040]);
    expect(await brokers.plan('50')).toBe(false);
    expect(await jobs()).toEqual([{ location_id: '50', kind: DIRECTORY_JOB }]);
    // Another place is a job of its own; nothing was read yet.
    await notice('51', [1001]);
    expect((await jobs()).map((j) => j.location_id)).toEqual(['50', '51']);
    expect(dir.asked).toEqual([]);
  });

  it("a listing's details queue a read of the place it was seen under in a search; an owner's listings of theirs", async () => {
    const db = await openStore();
    const { brokers, jobs } = setUp(db, { directory: directory(30) });
    await db.query(
      `insert into listing_places (location_id, listing_id, search, first_seen_at, changed_at) values (8995, '77', 'buy', now(), now())`,
    );
    brokers.notice('property-details', () => ({ data: { property_id: '77', broker_id: '1002' } }), { property_id: '77' }, true);
    // A listing never seen in a search has no place to read.
    brokers.notice('property-details', () => ({ data: { property_id: '78', broker_id: '1003' } }), { property_id: '78' }, true);
    const owned = { data: [{ broker_id: '1004', location: { id: 60, full_name: 'A, B' } }] };
    brokers.notice('agent-properties', () => owned, { agent_id: '5' }, true);
    await brokers.settled();
    expect((await jobs()).map((j) => j.location_id)).toEqual(['60', '8995']);
  });

  it("the store's own reads note brokerages and queue nothing; a client asking for an unnamed one's name queues its place", async () => {
    const { clock, brokers, jobs } = setUp(await openStore(), { directory: directory(30) });
    // Area figures read a place's listings by themselves: nobody was shown them.
    brokers.notice('search-rent', () => searchOf([1005, 1006]), { location_id: '70', page: '1' }, false);
    await brokers.settled();
    clock.now += 60_000;
    brokers.notice('search-rent', () => searchOf([1006]), { location_id: '71', page: '1' }, false);
    await brokers.settled();
    expect(await jobs()).toEqual([]);
    // A client shown that page from the cache asks for 1006's name: the place it was seen at last.
    brokers.asked('1006');
    brokers.asked('4242'); // never seen at any place: nothing to read
    await brokers.settled();
    expect(await jobs()).toEqual([{ location_id: '71', kind: DIRECTORY_JOB }]);
  });

  it('nothing is queued when every brokerage shown is named, nor for a week after a read', async () => {
    const dir = directory(30);
    const { clock, names, collector, jobs, notice } = setUp(await openStore(), { directory: dir });
    names.learnFrom('search-brokers', () => ({ data: [{ id: 1001, name: 'Known Realty' }] }), {});
    await names.settled();
    await notice('50', [1001]);
    expect(await jobs()).toEqual([]);

    // Read once (1002 is on page 1); then a brokerage the directory does not list waits a week.
    await notice('50', [1002]);
    await collector.drain();
    expect(await jobs()).toEqual([]);
    await notice('50', [4242]);
    expect(await jobs()).toEqual([]);
    clock.now += 6 * DAY;
    await notice('50', [4242]);
    expect(await jobs()).toEqual([]);
    clock.now += 2 * DAY;
    await notice('50', [4242]);
    expect(await jobs()).toEqual([{ location_id: '50', kind: DIRECTORY_JOB }]);
  });

  it("running it names the place's brokerages, pays each page from the budget, and stops once all are seen", async () => {
    const dir = directory(200);
    const { collector, jobs, notice, nameOf } = setUp(await openStore(), { directory: dir });
    // 1003 is on page 1, 1050 on page 3: three pages, not the directory's nine.
    await notice('50', [1003, 1050]);
    expect(await nameOf(1050)).toBeNull();
    await collector.drain();
    expect(await nameOf(1003)).toBe('Brokerage 1003');
    expect(await nameOf(1050)).toBe('Brokerage 1050');
    expect(dir.asked).toEqual([1, 2, 3].map((page) => ({ locationId: '50', page })));
    expect((await collector.budget()).spentToday).toBe(3);
    expect(await jobs()).toEqual([]);
  });

  it('reads at most DIRECTORY_PAGES pages, and stops at the last (short) page', async () => {
    const dir = directory(PAGE * (DIRECTORY_PAGES + 5));
    const { collector, notice } = setUp(await openStore(), { directory: dir });
    await notice('50', [9999]); // not in the directory at all
    await collector.drain();
    expect(dir.asked).toHaveLength(DIRECTORY_PAGES);
    expect((await collector.budget()).spentToday).toBe(DIRECTORY_PAGES);

    const small = directory(30);
    const other = setUp(await openStore({ fresh: true }), { directory: small });
    await other.notice('5', [9999]);
    await other.collector.drain();
    expect(small.asked.map((a) => a.page)).toEqual([1, 2]);
  });

  it('a budget of zero defers the read: queued, nothing asked, done once the budget allows', async () => {
    const db = await openStore();
    const dir = directory(40);
    const broke = setUp(db, { dailyPages: 0, directory: dir });
    await broke.notice('50', [1030]);
    await broke.collector.drain();
    expect(dir.asked).toEqual([]);
    expect(await broke.jobs()).toEqual([{ location_id: '50', kind: DIRECTORY_JOB }]);
    expect(await broke.nameOf(1030)).toBeNull();

    // The next day's budget (another instance of the server, the same store) reads it.
    await broke.collector.stop();
    const paid = setUp(db, { directory: dir });
    await paid.collector.drain();
    expect(await paid.nameOf(1030)).toBe('Brokerage 1030');
    expect(await paid.jobs()).toEqual([]);
    expect((await paid.collector.budget()).spentToday).toBe(2);
  });

  it('a read the budget stops halfway stays queued, and finishes later', async () => {
    const db = await openStore();
    const dir = directory(100);
    const { brokers, collector, jobs, notice, nameOf } = setUp(db, { directory: dir });
    await notice('50', [1090]);
    // The pace allows two pages, then refuses: RefreshUnpaid, and the job waits in the queue.
    let allowed = 2;
    const pay = () => Promise.resolve(allowed-- > 0);
    await expect(brokers.read('50', pay)).rejects.toThrow(/budget stopped/);
    expect(dir.asked).toHaveLength(2);
    expect(await jobs()).toEqual([{ location_id: '50', kind: DIRECTORY_JOB }]);
    await collector.drain();
    expect(await nameOf(1090)).toBe('Brokerage 1090');
    expect(await jobs()).toEqual([]);
  });
});

describe('brokerages an answer shows, by place', () => {
  it("a search's at the place searched; none for a list of places or a place that is not an id", () => {
    expect(brokersIn('search-rent', searchOf([7, 7, 8]), { location_id: '50' })).toEqual({
      seen: [{ locationId: '50', brokerIds: ['7', '8'] }],
    });
    expect(brokersIn('search-rent', searchOf([7]), { location_id: 'x' })).toEqual({ seen: [] });
    expect(brokersIn('search-new-projects', searchOf([7]), { location_id: '50' })).toEqual({ seen: [] });
  });

  it("an owner's listings: each brokerage at the place most of its listings are in; a listing's details by its id", () => {
    const at = (loc: string, broker: string) => ({ property_id: 'p', broker_id: broker, location: { id: loc, full_name: 'X, Y' } });
    const body = { data: [at('8995', '3'), at('50', '3'), at('8995', '3'), at('51', '4')] };
    expect(brokersIn('agent-properties', body, { agent_id: '9' })).toEqual({
      seen: [
        { locationId: '8995', brokerIds: ['3'] },
        { locationId: '51', brokerIds: ['4'] },
      ],
    });
    expect(brokersIn('property-details', { data: { property_id: '77', broker_id: '3' } }, { property_id: '77' })).toEqual({
      seen: [],
      listing: { id: '77', brokerId: '3' },
    });
  });
});
