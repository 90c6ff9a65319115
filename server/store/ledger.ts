/**
 * The transactions ledger: what the paid service listed for a location, kept. Past transactions
 * never change, so each is fetched once, stored once by id, and kept after it leaves the service's
 * 12-month window: history grows with time.
 *
 * Runs, for one location and type (the service lists newest first; no totals, no page size):
 * - the head run fetches from page 1 until a page holds a record stored before the run began, so
 *   a day's upkeep of a busy community costs its new records over the page size, plus one;
 * - the first sync (nothing held) is a head run that meets nothing: it goes on to the end of the
 *   list, a few pages while a view waits (`ensure`), the rest by the collector (`collect`,
 *   collector.ts) as its budget allows;
 * - a backfill resumes a run that stopped early (budget, restart, upstream fault) a page before
 *   where it stopped, since new records push older ones down the list.
 *
 * Every page fetched is paid for: `pay` is asked before each call to the service (the view's client
 * limit and the day's collection budget) and may stop the run, and `pages_spent` counts every page
 * fetched. A page the answer cache already holds fresh (the proxy read it, plugins/insights.ts)
 * is read from there: no call, no payment.
 *
 * Stop rules a misbehaving list cannot get past: a run ends at a short or empty page, at a page
 * wholly older than the service's window, and at a page that meets what was held. A page identical
 * to the one before, or one that adds nothing new (a list that repeats itself or ignores `page`),
 * and the per-place lifetime cap (`maxPlacePages`, a list that never ends) park the place until
 * the next UTC day: it is reported once and not read again before then.
 *
 * Coverage: every record listed from `complete_from` to `synced_at` is held; while a backfill is
 * pending, the run from the top reaches back to `head_from`. One sync of a location at a time
 * across every instance sharing the database: a lock row with an expiry (store_locks), which works
 * the same on PGlite and PostgreSQL, renewed with every page and freed by expiry if its holder dies.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Transaction, TransactionType } from '../../src/contract/index.ts';
import { propertyTypeKey } from '../../src/shared/transactions.ts';
import type { Db, Sql } from './db.ts';
import { KEEP_ADDED } from './kept-figures.ts';

/**
 * One page of the service's list, newest first (1-based); null when `pay` said no. `pay` is asked
 * only when the page must be fetched (a page the proxy's cache holds costs nothing). Throws on an
 * upstream fault, and whatever `pay` throws.
 */
type PageFetcher = (locationId: string, type: TransactionType, page: number, pay: Payer) => Promise<readonly Transaction[] | null>;

/**
 * Asked before each page: true to fetch it, false to stop the run (no budget left). It may throw
 * (a client over its limit): the run stops and the error is the caller's.
 */
export type Payer = () => Promise<boolean>;

/** Why a place is parked until `parkedUntil`. */
export type ParkReason = 'repeated_page' | 'lifetime_cap';

export interface Coverage {
  locationId: string;
  type: TransactionType;
  /** First day (inclusive, YYYY-MM-DD) from which every listed record is held; null: none yet. */
  from: string | null;
  /** When the list was last read from its top (epoch ms); null: never. */
  syncedAt: number | null;
  /** False while a sync has pages left to fetch (the range is then the recent part only). */
  complete: boolean;
  /** Upstream pages this location and type has cost, all syncs together. */
  pagesSpent: number;
  /** Records held, whatever their age. */
  records: number;
  /** Oldest and newest record held. */
  oldest: string | null;
  newest: string | null;
  /** Set while the list misbehaved and the place waits for the next UTC day. */
  parked: { reason: ParkReason; until: number } | null;
  /** The longest page the service gave for this place (estimates); null before any. */
  pageSize: number | null;
  /** When this was read (ms): figures count the records stored by then, so they agree with it while collecting goes on. */
  readAt: number;
}

export interface LedgerOptions {
  db: Db;
  fetchPage: PageFetcher;
  log: Logger;
  /** Clock for sync times (ms since epoch). Default Date.now. */
  now?: () => number;
  /** A complete location read from its top longer ago than this is due for upkeep. */
  freshForMs?: number;
  /** Pages a place may cost before it is complete (COLLECT_PLACE_MAX_PAGES): past it, the list is taken to be endless. */
  maxPlacePages?: number;
  /** How long a sync lock lasts without renewal. */
  lockTtlMs?: number;
  /** How long a view waits for another instance's sync of the same location before answering from the store. */
  waitForOthersMs?: number;
  /**
   * The spending pace (UPSTREAM_DAILY_BUDGET, or the gateway's quota nearly used up): while true,
   * a location already held is answered from the store without a sync, and a run stops after its
   * first page as if its page budget were spent.
   */
  preferStale?: () => boolean;
  /** Told once each time a place is parked (metrics, /healthz). */
  onParked?: (locationId: string, type: TransactionType, reason: ParkReason) => void;
}

const LEDGER_DEFAULTS = {
  freshForMs: 24 * 3600_000,
  maxPlacePages: 4000,
  lockTtlMs: 60_000,
  waitForOthersMs: 5000,
} as const;

interface CoverageRow {
  complete_from: string | null;
  head_from: string | null;
  synced_at: number | null;
  backfill_page: number | null;
  backfill_since: number | null;
  pages_spent: number;
  parked: ParkReason | null;
  parked_until: number | null;
  page_size: number | null;
  /** Records held, whatever their age, and the oldest and newest of them (kept by `#store`, migration 14). */
  records: number;
  oldest: string | null;
  newest: string | null;
}

/** How a run ended: met what was held, the list ended, no budget, closing, or parked. */
export type RunEnd = 'met' | 'ended' | 'budget' | 'closing' | ParkReason;

/** What `collect` did: a run's end and pages, or why it did not run. */
export interface CollectResult {
  end: RunEnd | 'fresh' | 'locked' | 'parked';
  pages: number;
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayAfter = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + DAY);
/** The first day of the service's 12-month window at `ms`. */
export const windowStart = (ms: number) => {
  const d = new Date(ms);
  return dayAfter(isoDay(Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate())));
};
/** The start of the next UTC day: the operator's next day, when a parked place may be read again. */
export const nextUtcDay = (ms: number) => (Math.floor(ms / DAY) + 1) * DAY;
const minDay = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);
const VALID_DAY = /^\d{4}-\d{2}-\d{2}$/;

export class Ledger {
  readonly #o: Required<Omit<LedgerOptions, 'log' | 'onParked'>> & Pick<LedgerOptions, 'onParked'> & { log: Logger };
  readonly #holder = randomUUID();
  readonly #inflight = new Map<string, Promise<{ end: RunEnd; pages: number } | null>>();
  #closing = false;

  constructor(opts: LedgerOptions) {
    this.#o = { now: Date.now, preferStale: () => false, ...LEDGER_DEFAULTS, ...opts };
  }

  get db(): Db {
    return this.#o.db;
  }

  /**
   * What a view may spend: while a location is not complete (never read, or pages left), read at
   * most `pages` more pages, each paid through `pay`, and answer. A complete place is answered
   * from the store: its upkeep is the collector's. An upstream fault (or a refusal from `pay`) is
   * returned, not thrown: the caller answers from what is held and says how old it is.
   */
  async ensure(
    locationId: string,
    type: TransactionType,
    spend: { pages: number; pay: Payer },
  ): Promise<{ coverage: Coverage; error?: unknown }> {
    const key = `${locationId}:${type}`;
    let error: unknown;
    const row = await this.#row(this.#o.db, locationId, type);
    const saving = this.#o.preferStale() && row?.synced_at != null;
    const parked = row?.parked_until != null && row.parked_until > this.#o.now();
    const incomplete = !row || row.synced_at === null || row.backfill_page != null;
    if (incomplete && !saving && !parked && spend.pages > 0) {
      let run = this.#inflight.get(key);
      if (!run) {
        run = this.#sync(locationId, type, spend.pages, spend.pay, false).finally(() => this.#inflight.delete(key));
        this.#inflight.set(key, run);
      }
      try {
        await run;
      } catch (err) {
        error = err;
      }
    }
    const coverage = await this.coverage(locationId, type);
    return error === undefined ? { coverage } : { coverage, error };
  }

  /**
   * The collector's run: a pending backfill, else the head when it is older than `freshForMs`,
   * spending at most `pages`. Throws on an upstream fault (what was fetched is kept).
   */
  async collect(locationId: string, type: TransactionType, pages: number, pay: Payer): Promise<CollectResult> {
    const row = await this.#row(this.#o.db, locationId, type);
    if (row?.parked_until != null && row.parked_until > this.#o.now()) return { end: 'parked', pages: 0 };
    if (!this.due(row)) return { end: 'fresh', pages: 0 };
    const key = `${locationId}:${type}`;
    if (this.#inflight.has(key)) return { end: 'locked', pages: 0 };
    const run = this.#sync(locationId, type, pages, pay, true).finally(() => this.#inflight.delete(key));
    this.#inflight.set(key, run);
    return (await run) ?? { end: 'locked', pages: 0 };
  }

  /** Whether a place has pages to read: never read, a backfill pending, or its head older than a day. */
  due(row: Pick<CoverageRow, 'synced_at' | 'backfill_page'> | undefined): boolean {
    return !row || row.synced_at === null || row.backfill_page != null || this.#o.now() - row.synced_at >= this.#o.freshForMs;
  }

  /** What the store holds of a location and type: one row, its counts kept as records are stored (`#store`). */
  async coverage(locationId: string, type: TransactionType): Promise<Coverage> {
    const readAt = this.#o.now();
    const row = await this.#row(this.#o.db, locationId, type);
    const pending = row?.backfill_page != null;
    const parked = row?.parked && row.parked_until !== null && row.parked_until > this.#o.now() ? row : null;
    return {
      locationId,
      type,
      from: !row ? null : pending ? (row.head_from === null ? null : dayAfter(row.head_from)) : row.complete_from,
      syncedAt: row?.synced_at ?? null,
      complete: Boolean(row) && row?.synced_at !== null && !pending,
      pagesSpent: row?.pages_spent ?? 0,
      records: row?.records ?? 0,
      oldest: row?.oldest ?? null,
      newest: row?.newest ?? null,
      parked: parked ? { reason: parked.parked!, until: parked.parked_until! } : null,
      pageSize: row?.page_size ?? null,
      readAt,
    };
  }

  /** Wait for the runs in flight to finish (tests, the bench). */
  async idle(): Promise<void> {
    while (this.#inflight.size) await Promise.allSettled([...this.#inflight.values()]);
  }

  /** Stop runs after their current page. */
  async close(): Promise<void> {
    this.#closing = true;
    await this.idle();
  }

  async #row(sql: Sql, locationId: string, type: TransactionType): Promise<CoverageRow | undefined> {
    const [row] = await sql.query<CoverageRow>(
      `select complete_from::text as complete_from, head_from::text as head_from,
              (extract(epoch from synced_at) * 1000)::float8 as synced_at, backfill_page,
              (extract(epoch from backfill_since) * 1000)::float8 as backfill_since, pages_spent,
              parked, (extract(epoch from parked_until) * 1000)::float8 as parked_until, page_size,
              records, oldest::text as oldest, newest::text as newest
       from ledger_coverage where location_id = $1 and transaction_type = $2`,
      [locationId, type],
    );
    return row;
  }

  /**
   * One sync under the location's lock: a pending backfill first, then the head when it is due
   * (`upkeep`: older than a day; otherwise only a place never read). Null when another instance
   * holds the lock (a view waits for it a little; the collector moves on).
   */
  async #sync(locationId: string, type: TransactionType, budget: number, pay: Payer, upkeep: boolean) {
    const lock = `ledger:${locationId}:${type}`;
    if (!(await this.#lock(lock))) {
      if (!upkeep) await this.#waitForOtherInstance(lock);
      return null;
    }
    try {
      let left = budget;
      let pages = 0;
      const row = await this.#row(this.#o.db, locationId, type);
      if (row?.backfill_page != null) {
        const run = await this.#backfill(locationId, type, row, left, lock, pay);
        left -= run.pages;
        pages += run.pages;
        if (run.end !== 'met' && run.end !== 'ended') return { end: run.end, pages };
      }
      const fresh = await this.#row(this.#o.db, locationId, type);
      const due = upkeep ? this.due(fresh) : !fresh || fresh.synced_at === null;
      if (!due || left <= 0) return { end: 'met' as RunEnd, pages };
      const run = await this.#head(locationId, type, left, lock, pay);
      return { end: run.end, pages: pages + run.pages };
    } finally {
      await this.#o.db.query('delete from store_locks where name = $1 and holder = $2', [lock, this.#holder]).catch(() => {});
    }
  }

  async #head(locationId: string, type: TransactionType, budget: number, lock: string, pay: Payer) {
    const since = this.#o.now();
    const run = await this.#run(locationId, type, { page: 1, since, budget, lock, pay, resumed: false }, (tx, state) =>
      this.#save(tx, locationId, type, {
        synced_at: since,
        backfill_page: state.nextPage,
        backfill_since: since,
        head_from: state.oldest,
      }),
    );
    await this.#settle(locationId, type, run, since, run.oldest, { synced_at: since });
    return run;
  }

  async #backfill(locationId: string, type: TransactionType, row: CoverageRow, budget: number, lock: string, pay: Payer) {
    const since = row.backfill_since ?? this.#o.now();
    const start = Math.max(1, row.backfill_page! - 1);
    const run = await this.#run(locationId, type, { page: start, since, budget, lock, pay, resumed: true }, (tx, state) =>
      this.#save(tx, locationId, type, { backfill_page: state.nextPage, head_from: minDay(row.head_from, state.oldest) }),
    );
    await this.#settle(locationId, type, run, since, minDay(row.head_from, run.oldest), {});
    return run;
  }

  /**
   * A run that reached what was held ('met') or the end of the data ('ended') leaves nothing to
   * backfill; at the end of the data the whole window is held, so it is complete from the window's
   * start (or the oldest record, if older). A parked run is reported once and waits for the next
   * UTC day. Other ends keep the row as the run left it.
   */
  async #settle(
    locationId: string,
    type: TransactionType,
    run: { end: RunEnd; pages: number },
    since: number,
    oldest: string | null,
    fields: { synced_at?: number },
  ) {
    if (run.end === 'repeated_page' || run.end === 'lifetime_cap') {
      const until = nextUtcDay(this.#o.now());
      await this.#save(this.#o.db, locationId, type, { parked: run.end, parked_until: until });
      this.#o.log.warn(
        { locationId, type, reason: run.end, pages: run.pages, until: new Date(until).toISOString() },
        run.end === 'repeated_page'
          ? "the service's list repeated itself (a page identical to the one before, or adding nothing new): not read again before the next UTC day"
          : 'this place reached COLLECT_PLACE_MAX_PAGES before its list ended: not read again before the next UTC day',
      );
      this.#o.onParked?.(locationId, type, run.end);
      return;
    }
    if (run.end !== 'met' && run.end !== 'ended') return;
    const done = { ...fields, backfill_page: null, backfill_since: null, head_from: null, parked: null, parked_until: null };
    await this.#save(
      this.#o.db,
      locationId,
      type,
      run.end === 'met' ? done : { ...done, complete_from: minDay(oldest, windowStart(since)) },
    );
  }

  /**
   * Fetch pages from `page` on, storing each, until a stop rule (see the file comment), the budget
   * or `pay` says no, or the ledger closes. `progress` records each page in the same transaction as
   * its records, so a run cut short anywhere resumes cleanly. A `resumed` run's first page is a
   * page before where the last stopped: it is expected to hold only records already stored.
   */
  async #run(
    locationId: string,
    type: TransactionType,
    run: { page: number; since: number; budget: number; lock: string; pay: Payer; resumed: boolean },
    progress: (tx: Sql, state: { nextPage: number; oldest: string | null }) => Promise<void>,
  ): Promise<{ end: RunEnd; pages: number; oldest: string | null }> {
    const { db, log } = this.#o;
    const start = (await this.#row(db, locationId, type)) ?? null;
    let spent = start?.pages_spent ?? 0;
    let pageSize = start?.page_size ?? 0;
    const firstEver = !start || start.complete_from === null;
    const edge = windowStart(run.since);
    let oldest: string | null = null;
    let pages = 0;
    let previous: string | null = null;
    for (let p = run.page; ; p++) {
      if (this.#closing) return { end: 'closing', pages, oldest };
      if (pages >= run.budget) return { end: 'budget', pages, oldest };
      if (pages > 0 && this.#o.preferStale()) {
        log.info({ locationId, type, pages }, 'ledger run cut short: the upstream budget is nearly spent');
        return { end: 'budget', pages, oldest };
      }
      // The lifetime cap holds while a place has never been complete: a list that never ends.
      if (firstEver && spent >= this.#o.maxPlacePages) return { end: 'lifetime_cap', pages, oldest };
      // Whether this page was paid for (a page the answer cache held was not).
      const page = { paid: false };
      const pay: Payer = async () => {
        page.paid = await run.pay();
        return page.paid;
      };
      const records = await this.#o.fetchPage(locationId, type, p, pay);
      if (records === null) return { end: 'budget', pages, oldest };
      pages += 1;
      if (page.paid) spent += 1;
      pageSize = Math.max(pageSize, records.length);
      const usable = records.filter((r) => VALID_DAY.test(r.transaction_date) && Number.isFinite(r.price));
      if (usable.length < records.length)
        log.warn({ locationId, type, page: p, skipped: records.length - usable.length }, 'ledger skipped records without a date or price');
      for (const r of usable) oldest = minDay(oldest, r.transaction_date);
      const ids = records.map((r) => r.id).join('\n');
      const identical = previous !== null && ids === previous && records.length > 0;
      previous = ids;
      const { met, added } = await db.transaction(async (tx) => {
        const held = await this.#heldBefore(
          tx,
          locationId,
          type,
          usable.map((r) => r.id),
          run.since,
        );
        const stored = await this.#store(tx, locationId, type, usable);
        await progress(tx, { nextPage: p + 1, oldest });
        // Counted with the page, so a crash after it never forgets a paid page.
        await this.#save(tx, locationId, type, { page_size: pageSize }, page.paid ? 1 : 0);
        return { met: held, added: stored };
      });
      await db.query('update store_locks set expires_at = now() + make_interval(secs => $3) where name = $1 and holder = $2', [
        run.lock,
        this.#holder,
        this.#o.lockTtlMs / 1000,
      ]);
      if (met) return { end: 'met', pages, oldest };
      if (records.length === 0 || records.length < pageSize) return { end: 'ended', pages, oldest };
      if (identical) return { end: 'repeated_page', pages, oldest };
      // Nothing new on a full page that met nothing held before the run: the list repeats itself.
      if (added === 0 && !(run.resumed && pages === 1)) return { end: 'repeated_page', pages, oldest };
      // Sorted newest first: a page wholly older than the window is past its end.
      if (usable.length > 0 && usable.every((r) => r.transaction_date < edge)) return { end: 'ended', pages, oldest };
    }
  }

  async #heldBefore(tx: Sql, locationId: string, type: TransactionType, ids: string[], since: number): Promise<boolean> {
    if (!ids.length) return false;
    const [row] = await tx.query<{ n: number }>(
      `select count(*)::int as n from transaction_locations
       where location_id = $1 and transaction_type = $2 and id = any($3::text[]) and stored_at < to_timestamp($4 / 1000.0)`,
      [locationId, type, ids, since],
    );
    return (row?.n ?? 0) > 0;
  }

  /** Store a page's records; returns how many are new to this location and type. */
  async #store(tx: Sql, locationId: string, type: TransactionType, records: readonly Transaction[]): Promise<number> {
    if (!records.length) return 0;
    const now = this.#o.now();
    const tParams: unknown[] = [];
    const tRows = records.map((r) => {
      const beds = typeof r.bedrooms === 'number' && Number.isInteger(r.bedrooms) ? r.bedrooms : null;
      tParams.push(r.id, type, r.transaction_date, r.price, beds, propertyTypeKey(r.property_type), JSON.stringify(r));
      const b = tParams.length - 7;
      return `($${b + 1}, $${b + 2}, $${b + 3}::date, $${b + 4}, $${b + 5}::int, $${b + 6}, $${b + 7}::jsonb)`;
    });
    await tx.query(
      `insert into transactions (id, transaction_type, transaction_date, price, bedrooms, property_type, record)
       values ${tRows.join(', ')} on conflict (id) do nothing`,
      tParams,
    );
    // The figures' columns are repeated beside the location (migration 8): the record's own, as
    // stored the first time it was met (a record met again keeps its first values, as `transactions` does).
    // The new ones are kept in their months' rows by the same statement (migration 15, kept-figures.ts).
    const added = await tx.query<{ day: string }>(
      `with added as (
         insert into transaction_locations (location_id, transaction_type, transaction_date, id, stored_at, price, bedrooms, property_type)
         select $1, $2, t.transaction_date, t.id, to_timestamp($3 / 1000.0), t.price, t.bedrooms, t.property_type
         from transactions t where t.id = any($4::text[])
         on conflict do nothing returning transaction_date, price, bedrooms, property_type, stored_at
       ), ${KEEP_ADDED}
       select transaction_date::text as day from added`,
      [locationId, type, now, records.map((r) => r.id)],
    );
    // What the place holds, kept in the same transaction as its records (migration 14): coverage
    // is then one row read, never a count over the place's history.
    if (added.length) {
      const days = added.map((r) => r.day).sort();
      await tx.query(
        `insert into ledger_coverage (location_id, transaction_type, records, oldest, newest) values ($1, $2, $3, $4::date, $5::date)
         on conflict (location_id, transaction_type) do update set records = ledger_coverage.records + excluded.records,
           oldest = least(ledger_coverage.oldest, excluded.oldest), newest = greatest(ledger_coverage.newest, excluded.newest)`,
        [locationId, type, added.length, days[0], days[days.length - 1]],
      );
    }
    return added.length;
  }

  /** Upsert coverage fields; `pages` adds to the pages spent. */
  async #save(
    sql: Sql,
    locationId: string,
    type: TransactionType,
    fields: Partial<{
      complete_from: string | null;
      head_from: string | null;
      synced_at: number | null;
      backfill_page: number | null;
      backfill_since: number | null;
      parked: ParkReason | null;
      parked_until: number | null;
      page_size: number;
    }>,
    pages = 0,
  ) {
    const cols = Object.keys(fields) as (keyof typeof fields)[];
    const params: unknown[] = [locationId, type, pages];
    const cast = (c: keyof typeof fields, i: number) =>
      c === 'synced_at' || c === 'backfill_since' || c === 'parked_until'
        ? `to_timestamp($${i}::float8 / 1000.0)`
        : c === 'backfill_page' || c === 'page_size'
          ? `$${i}::int`
          : c === 'parked'
            ? `$${i}::text`
            : `$${i}::date`;
    const values = cols.map((c) => {
      params.push(fields[c]);
      return cast(c, params.length);
    });
    const names = cols.join(', ');
    await sql.query(
      `insert into ledger_coverage (location_id, transaction_type, pages_spent${names ? `, ${names}` : ''})
       values ($1, $2, $3${values.length ? `, ${values.join(', ')}` : ''})
       on conflict (location_id, transaction_type) do update set
         pages_spent = ledger_coverage.pages_spent + excluded.pages_spent
         ${cols.map((c) => `, ${c} = excluded.${c}`).join('')}`,
      params,
    );
  }

  /** Take the lock row when free or expired. */
  async #lock(name: string): Promise<boolean> {
    const rows = await this.#o.db.query(
      `insert into store_locks (name, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3))
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where store_locks.expires_at < now()
       returning holder`,
      [name, this.#holder, this.#o.lockTtlMs / 1000],
    );
    return rows.length === 1;
  }

  /** Another instance is syncing this location: wait (on the lock row) until it is done or gone. */
  async #waitForOtherInstance(name: string): Promise<void> {
    const deadline = Date.now() + this.#o.waitForOthersMs;
    while (Date.now() < deadline && !this.#closing) {
      const rows = await this.#o.db.query('select 1 from store_locks where name = $1 and expires_at > now()', [name]);
      if (!rows.length) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
