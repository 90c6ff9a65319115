/**
 * The transactions ledger: what the paid service listed for a location, kept. Past transactions
 * never change, so each is fetched once, stored once by id, and kept after it leaves the service's
 * 12-month window: history grows with time.
 *
 * Runs, for one location and type (the service lists newest first; no totals, no page size):
 * - the head run fetches from page 1 until a page holds a record stored before the run began, so
 *   a later sync of a busy community costs a page or two;
 * - the first sync (nothing held) is a head run that meets nothing: it goes on to the end of the
 *   list, a few pages while the request waits (`foregroundPages`), the rest in the background;
 * - a backfill resumes a run that stopped early (budget, restart, upstream fault) a page before
 *   where it stopped, since new records push older ones down the list.
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

/** One page of the service's list, newest first (1-based). Throws on an upstream fault. */
type PageFetcher = (locationId: string, type: TransactionType, page: number) => Promise<readonly Transaction[]>;

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
}

export interface LedgerOptions {
  db: Db;
  fetchPage: PageFetcher;
  log: Logger;
  /** Clock for sync times (ms since epoch). Default Date.now. */
  now?: () => number;
  /** Pages a request waits for on a sync; the rest goes on in the background. */
  foregroundPages?: number;
  /** Pages one sync may spend in all, per location and type. */
  maxPages?: number;
  /** A location read from its top longer ago than this is read again before answering. */
  freshForMs?: number;
  /** How long a sync lock lasts without renewal. */
  lockTtlMs?: number;
  /** How long a request waits for another instance's sync of the same location before answering from the store. */
  waitForOthersMs?: number;
  /**
   * The spending pace (UPSTREAM_DAILY_BUDGET, or the gateway's quota nearly used up): while true,
   * a location already held is answered from the store without a sync, and a run stops after its
   * first page as if its page budget were spent; it goes on at a later view.
   */
  preferStale?: () => boolean;
}

const LEDGER_DEFAULTS = {
  foregroundPages: 8,
  maxPages: 200,
  freshForMs: 12 * 3600_000,
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
}

type RunEnd = 'met' | 'ended' | 'budget' | 'closing';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayAfter = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + DAY);
/** The first day of the service's 12-month window at `ms`. */
const windowStart = (ms: number) => {
  const d = new Date(ms);
  return dayAfter(isoDay(Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), d.getUTCDate())));
};
const minDay = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a < b ? a : b);
const VALID_DAY = /^\d{4}-\d{2}-\d{2}$/;

export class Ledger {
  readonly #o: Required<Omit<LedgerOptions, 'log'>> & { log: Logger };
  readonly #holder = randomUUID();
  readonly #inflight = new Map<string, Promise<void>>();
  readonly #background = new Map<string, Promise<void>>();
  #closing = false;
  /** The longest page seen: a shorter one is the end of the list. */
  #pageSize = 0;

  constructor(opts: LedgerOptions) {
    this.#o = { now: Date.now, preferStale: () => false, ...LEDGER_DEFAULTS, ...opts };
  }

  get db(): Db {
    return this.#o.db;
  }

  /**
   * Make the store current enough to answer for a location and type: sync it when it was never
   * synced or not for `freshForMs`, waiting for at most `foregroundPages` pages, and let a sync
   * with pages left go on in the background. An upstream fault is returned, not thrown: the
   * caller answers from what is held and says how old it is.
   */
  async ensure(locationId: string, type: TransactionType): Promise<{ coverage: Coverage; error?: unknown }> {
    const key = `${locationId}:${type}`;
    let error: unknown;
    const row = await this.#row(this.#o.db, locationId, type);
    const saving = this.#o.preferStale() && row?.synced_at != null;
    const stale = !saving && (!row || row.synced_at === null || this.#o.now() - row.synced_at >= this.#o.freshForMs);
    // A background run of this instance is fetching already: answer from what it has stored.
    if (!this.#background.has(key) && !saving && (stale || row.backfill_page != null)) {
      let run = this.#inflight.get(key);
      if (!run) {
        run = this.#sync(locationId, type, this.#o.foregroundPages).finally(() => this.#inflight.delete(key));
        this.#inflight.set(key, run);
      }
      try {
        await run;
      } catch (err) {
        error = err;
      }
    }
    const coverage = await this.coverage(locationId, type);
    // While saving, nothing is collected in the background; it resumes once the budget allows.
    if (!coverage.complete && !error && !this.#o.preferStale()) this.#continueInBackground(locationId, type);
    return error === undefined ? { coverage } : { coverage, error };
  }

  /** What the store holds of a location and type. */
  async coverage(locationId: string, type: TransactionType): Promise<Coverage> {
    const { db } = this.#o;
    const [row, [held]] = await Promise.all([
      this.#row(db, locationId, type),
      db.query<{ records: number; oldest: string | null; newest: string | null }>(
        `select count(*)::int as records, min(transaction_date)::text as oldest, max(transaction_date)::text as newest
         from transaction_locations where location_id = $1 and transaction_type = $2`,
        [locationId, type],
      ),
    ]);
    const pending = row?.backfill_page != null;
    return {
      locationId,
      type,
      from: !row ? null : pending ? (row.head_from === null ? null : dayAfter(row.head_from)) : row.complete_from,
      syncedAt: row?.synced_at ?? null,
      complete: Boolean(row) && !pending,
      pagesSpent: row?.pages_spent ?? 0,
      records: held?.records ?? 0,
      oldest: held?.oldest ?? null,
      newest: held?.newest ?? null,
    };
  }

  /** Wait for background syncs to finish (tests, the bench). */
  async idle(): Promise<void> {
    while (this.#background.size || this.#inflight.size) {
      await Promise.allSettled([...this.#background.values(), ...this.#inflight.values()]);
    }
  }

  /** Stop background syncs after their current page. */
  async close(): Promise<void> {
    this.#closing = true;
    await this.idle();
  }

  #continueInBackground(locationId: string, type: TransactionType) {
    const key = `${locationId}:${type}`;
    if (this.#closing || this.#background.has(key)) return;
    const run = (async () => {
      // Let the request that started it answer first.
      await new Promise((r) => setImmediate(r));
      const before = await this.#row(this.#o.db, locationId, type);
      // One run of at most `maxPages`: a location too big for it (a whole emirate) goes on at its
      // next view, so no view triggers more than its budget.
      if (!this.#closing && before?.backfill_page != null) await this.#sync(locationId, type, this.#o.maxPages);
    })()
      .catch((err: unknown) => this.#o.log.warn({ locationId, type, err: String(err) }, 'ledger background sync stopped'))
      .finally(() => this.#background.delete(key));
    this.#background.set(key, run);
  }

  async #row(sql: Sql, locationId: string, type: TransactionType): Promise<CoverageRow | undefined> {
    const [row] = await sql.query<CoverageRow>(
      `select complete_from::text as complete_from, head_from::text as head_from,
              (extract(epoch from synced_at) * 1000)::float8 as synced_at, backfill_page,
              (extract(epoch from backfill_since) * 1000)::float8 as backfill_since, pages_spent
       from ledger_coverage where location_id = $1 and transaction_type = $2`,
      [locationId, type],
    );
    return row;
  }

  /** One sync under the location's lock: a pending backfill first, then the head if stale. */
  async #sync(locationId: string, type: TransactionType, budget: number): Promise<void> {
    const lock = `ledger:${locationId}:${type}`;
    if (!(await this.#lock(lock))) {
      await this.#waitForOtherInstance(lock);
      return;
    }
    try {
      let left = budget;
      const row = await this.#row(this.#o.db, locationId, type);
      if (row?.backfill_page != null) {
        const spent = await this.#backfill(locationId, type, row, left, lock);
        left -= spent.pages;
        if (spent.end !== 'met' && spent.end !== 'ended') return;
      }
      const fresh = await this.#row(this.#o.db, locationId, type);
      const stale = !fresh || fresh.synced_at === null || this.#o.now() - fresh.synced_at >= this.#o.freshForMs;
      if (stale && left > 0) await this.#head(locationId, type, left, lock);
    } finally {
      await this.#o.db.query('delete from store_locks where name = $1 and holder = $2', [lock, this.#holder]).catch(() => {});
    }
  }

  async #head(locationId: string, type: TransactionType, budget: number, lock: string) {
    const since = this.#o.now();
    const run = await this.#run(locationId, type, 1, since, budget, lock, (tx, state) =>
      this.#save(
        tx,
        locationId,
        type,
        {
          synced_at: since,
          backfill_page: state.nextPage,
          backfill_since: since,
          head_from: state.oldest,
        },
        state.pages,
      ),
    );
    await this.#settle(locationId, type, run, since, run.oldest, { synced_at: since });
    return run;
  }

  async #backfill(locationId: string, type: TransactionType, row: CoverageRow, budget: number, lock: string) {
    const since = row.backfill_since ?? this.#o.now();
    const start = Math.max(1, row.backfill_page! - 1);
    const run = await this.#run(locationId, type, start, since, budget, lock, (tx, state) =>
      this.#save(tx, locationId, type, { backfill_page: state.nextPage, head_from: minDay(row.head_from, state.oldest) }, state.pages),
    );
    await this.#settle(locationId, type, run, since, minDay(row.head_from, run.oldest), {});
    return run;
  }

  /**
   * A run that reached what was held ('met') or the end of the data ('ended') leaves nothing to
   * backfill; at the end of the data the whole window is held, so it is complete from the window's
   * start (or the oldest record, if older). Other ends keep the row as the run left it.
   */
  async #settle(
    locationId: string,
    type: TransactionType,
    run: { end: RunEnd },
    since: number,
    oldest: string | null,
    fields: { synced_at?: number },
  ) {
    if (run.end !== 'met' && run.end !== 'ended') return;
    const done = { ...fields, backfill_page: null, backfill_since: null, head_from: null };
    await this.#save(
      this.#o.db,
      locationId,
      type,
      run.end === 'met' ? done : { ...done, complete_from: minDay(oldest, windowStart(since)) },
      0,
    );
  }

  /**
   * Fetch pages from `page` on, storing each, until one holds a record stored before `since`
   * ('met'), the list ends, the budget is spent or the ledger closes. `progress` records each
   * page in the same transaction as its records, so a run cut short anywhere resumes cleanly.
   */
  async #run(
    locationId: string,
    type: TransactionType,
    page: number,
    since: number,
    budget: number,
    lock: string,
    progress: (tx: Sql, state: { nextPage: number; oldest: string | null; pages: number }) => Promise<void>,
  ): Promise<{ end: RunEnd; pages: number; oldest: string | null }> {
    const { db, log } = this.#o;
    let oldest: string | null = null;
    let pages = 0;
    for (let p = page; ; p++) {
      if (this.#closing) return { end: 'closing', pages, oldest };
      if (pages >= budget) return { end: 'budget', pages, oldest };
      if (pages > 0 && this.#o.preferStale()) {
        log.info({ locationId, type, pages }, 'ledger run cut short: the upstream budget is nearly spent');
        return { end: 'budget', pages, oldest };
      }
      const records = await this.#o.fetchPage(locationId, type, p);
      pages += 1;
      this.#pageSize = Math.max(this.#pageSize, records.length);
      const usable = records.filter((r) => VALID_DAY.test(r.transaction_date) && Number.isFinite(r.price));
      if (usable.length < records.length)
        log.warn({ locationId, type, page: p, skipped: records.length - usable.length }, 'ledger skipped records without a date or price');
      for (const r of usable) oldest = minDay(oldest, r.transaction_date);
      const met = await db.transaction(async (tx) => {
        const held = await this.#heldBefore(
          tx,
          locationId,
          type,
          usable.map((r) => r.id),
          since,
        );
        await this.#store(tx, locationId, type, usable);
        await progress(tx, { nextPage: p + 1, oldest, pages: 1 });
        return held;
      });
      await db.query('update store_locks set expires_at = now() + make_interval(secs => $3) where name = $1 and holder = $2', [
        lock,
        this.#holder,
        this.#o.lockTtlMs / 1000,
      ]);
      if (met) return { end: 'met', pages, oldest };
      if (records.length === 0 || records.length < this.#pageSize) return { end: 'ended', pages, oldest };
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

  async #store(tx: Sql, locationId: string, type: TransactionType, records: readonly Transaction[]) {
    if (!records.length) return;
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
    const lParams: unknown[] = [locationId, type, now];
    const lRows = records.map((r) => {
      lParams.push(r.id, r.transaction_date);
      const b = lParams.length - 2;
      return `($1, $2, $${b + 2}::date, $${b + 1}, to_timestamp($3 / 1000.0))`;
    });
    await tx.query(
      `insert into transaction_locations (location_id, transaction_type, transaction_date, id, stored_at)
       values ${lRows.join(', ')} on conflict do nothing`,
      lParams,
    );
  }

  /** Upsert coverage fields; `pages` adds to the pages spent; `syncs` counts finished head runs. */
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
    }>,
    pages: number,
  ) {
    const cols = Object.keys(fields) as (keyof typeof fields)[];
    const params: unknown[] = [locationId, type, pages];
    const cast = (c: keyof typeof fields, i: number) =>
      c === 'synced_at' || c === 'backfill_since'
        ? `to_timestamp($${i}::float8 / 1000.0)`
        : c === 'backfill_page'
          ? `$${i}::int`
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
