/**
 * The collector: the market store's spending, planned. Collecting transactions is a background
 * activity of the server, not a side effect of page views:
 *
 * - a queue of (place, kind) jobs in the store (`collect_jobs`, so it survives restarts): places
 *   people opened recently first, then places the operator keeps watched (COLLECT_WATCH), then
 *   upkeep of complete places by age (read from their top once a day);
 * - a daily page budget (COLLECT_DAILY_PAGES), counted per UTC hour in the store (`collect_spend`)
 *   so every instance spends from one budget, with an hourly pace: by the end of hour h of the
 *   day at most (h + 1) / 24 of the day's pages are spent, so a day is not spent in a burst and an
 *   hour left unused can be caught up later that day;
 * - one collector across instances: the lock row `collector` in store_locks, renewed while it
 *   works and freed by expiry when its holder dies;
 * - a view spends at most COLLECT_VIEW_PAGES pages of the same budget while it waits (`view`),
 *   each also counted against its client's RATE_LIMIT_PER_MINUTE; the rest is queued;
 * - background work (the queue, area figures, refreshes) leaves COLLECT_VIEW_RESERVE pages of what
 *   the pace allows to readers' views: a backlog can take every other page, and a place someone
 *   opens is still read at once.
 *
 * What it plans is what it answers: `placeStatus` says, for a place, what is held, whether it is
 * complete, queued or waiting for budget, and when it is expected to be complete.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { CollectBudget, CollectionState, InsightCoverage, TransactionType } from '../../src/contract/index.ts';
import type { Db } from './db.ts';
import { windowStart, type Coverage, type Ledger, type Payer } from './ledger.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const KINDS = ['sold', 'rented'] as const satisfies readonly TransactionType[];

/** Queue order: a place opened recently, then one kept watched, then upkeep. */
const PRIORITY = { viewed: 3, watched: 2, upkeep: 1 } as const;
/**
 * Reads one kept answer again (a place's price trend, a registry filter), paying through `pay`;
 * `payload` is what the view that queued it asked for. Throws on an upstream fault, and
 * `RefreshUnpaid` when the budget refused a page before its work was done.
 */
type Refresher = (locationId: string, payload: unknown, pay: Payer) => Promise<void>;

/** Thrown by a refresher the budget stopped halfway: its job stays queued for a later step. */
export class RefreshUnpaid extends Error {
  constructor(kind: string) {
    super(`the collector's budget stopped ${kind} before it was done`);
    this.name = 'RefreshUnpaid';
  }
}

/** Jobs ahead of a place whose pages are estimated one by one for its completion time. */
const ESTIMATED_AHEAD = 50;
/** A view older than this no longer puts a place first. */
const VIEWED_FOR_MS = 7 * DAY;

export interface CollectorOptions {
  db: Db;
  ledger: Ledger;
  log: Logger;
  now?: () => number;
  /** COLLECT_DAILY_PAGES: pages the store may pay for a UTC day, views and collector together. */
  dailyPages: number;
  /** COLLECT_VIEW_PAGES: pages one view may spend while it waits. */
  viewPages: number;
  /** COLLECT_VIEW_RESERVE: pages of what the pace allows that only views may spend (default 0). */
  viewReserve?: number;
  /** COLLECT_WATCH: places kept collected whether or not anyone opens them. */
  watched?: readonly string[];
  /** Pages the collector reads of one place before it looks at the queue again. */
  slicePages?: number;
  /** How often an idle collector looks for work. */
  idleMs?: number;
  /** Whether the store can keep what a page brings (free space, DATA_DIR): no page is paid for while it cannot. */
  hasRoom?: () => Promise<boolean>;
  /**
   * Refresh jobs by the part of their kind before ':' ("trend:apartment" is the `trend`
   * refresher's): answers a view found older than a day are read again here, not while it waits.
   */
  refreshers?: Record<string, Refresher>;
  /**
   * Refresh jobs due without a view (area figures of catalogued places, the reference's names to
   * resolve): queued at upkeep priority, after places people opened and watched places.
   */
  due?: () => Promise<readonly { locationId: string; kind: string }[]>;
  /** The spending pace of the whole upstream (UPSTREAM_DAILY_BUDGET, the quota): while true, nothing is collected. */
  preferStale?: () => boolean;
  lockTtlMs?: number;
}

/** Where one place and kind stands: the collector's part of an answer's coverage. */
type CollectionStatus = Pick<
  InsightCoverage,
  'state' | 'estimatedTotal' | 'estimatedCompleteAt' | 'parked' | 'queuePosition' | 'resumesAt'
>;

/** A place's coverage with where its collecting stands. */
export interface PlaceCoverage extends Coverage {
  status: CollectionStatus;
}

/** Pages of a place still to read, and the window's records estimated from the part held. */
function estimate(c: Coverage): { estimatedTotal: number | null; pagesLeft: number } {
  if (c.complete) return { estimatedTotal: c.records, pagesLeft: 0 };
  if (c.syncedAt === null || c.from === null || c.newest === null || c.records === 0) return { estimatedTotal: null, pagesLeft: 1 };
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`);
  const newest = day(c.newest);
  const covered = Math.max(1, (newest - day(c.from)) / DAY + 1);
  const window = Math.max(covered, (newest - day(windowStart(c.syncedAt))) / DAY + 1);
  const total = Math.max(c.records, Math.round((c.records * window) / covered));
  const size = c.pageSize && c.pageSize > 0 ? c.pageSize : 25;
  return { estimatedTotal: total, pagesLeft: Math.ceil((total - c.records) / size) + 1 };
}

export class Collector {
  readonly #o: Required<Omit<CollectorOptions, 'watched'>> & { watched: readonly string[] };
  readonly #holder = randomUUID();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  /** The last step failure logged: the same one again (a store refusing writes every tick) is not logged again. */
  #lastFailure: string | null = null;
  /** Milliseconds one page took on average (ETAs): the upstream's pace, roughly. */
  #msPerPage = 1000;

  constructor(opts: CollectorOptions) {
    this.#o = {
      now: Date.now,
      watched: [],
      slicePages: 20,
      idleMs: 5000,
      preferStale: () => false,
      hasRoom: () => Promise.resolve(true),
      refreshers: {},
      due: () => Promise.resolve([]),
      lockTtlMs: 60_000,
      viewReserve: 0,
      ...opts,
    };
  }

  /** Pages spent today (UTC) and what the pace allows now, across instances. */
  async budget(): Promise<CollectBudget> {
    const now = this.#o.now();
    const dayStart = Math.floor(now / DAY) * DAY;
    const [row] = await this.#o.db.query<{ pages: number }>(
      'select coalesce(sum(pages), 0)::int as pages from collect_spend where hour >= to_timestamp($1 / 1000.0)',
      [dayStart],
    );
    const spentToday = row?.pages ?? 0;
    const available = Math.max(0, this.#allowed(now) - spentToday);
    return {
      dailyPages: this.#o.dailyPages,
      spentToday,
      available,
      viewReserve: this.#o.viewReserve,
      nextPageAt: available > 0 ? null : new Date(this.#whenAvailable(1, now, spentToday, 0, 0)).toISOString(),
    };
  }

  /** Of a budget's available pages, those background work may spend: the views' reserve left. */
  #backgroundAvailable(budget: CollectBudget): number {
    return Math.max(0, budget.available - budget.viewReserve);
  }

  /** The pages the pace allows by the end of the hour `now` is in. */
  #allowed(now: number): number {
    const hourOfDay = Math.floor((now % DAY) / HOUR);
    return Math.min(this.#o.dailyPages, Math.ceil((this.#o.dailyPages * (hourOfDay + 1)) / 24));
  }

  /**
   * When `pages` more pages will have been read, from `now` with `spent` spent today (ms): each
   * hour's share as the pace releases it, less `reserve` (the views' pages, for background work),
   * `msPerPage` each (0: when the last may start).
   */
  #whenAvailable(pages: number, now: number, spent: number, msPerPage = this.#msPerPage, reserve = this.#o.viewReserve): number {
    let t = now;
    let left = pages;
    let used = spent;
    for (let i = 0; i < 24 * 90; i++) {
      const free = Math.max(0, this.#allowed(t) - reserve - used);
      if (left <= free) return t + left * msPerPage;
      left -= free;
      used += free;
      const next = (Math.floor(t / HOUR) + 1) * HOUR;
      if (Math.floor(next / DAY) !== Math.floor(t / DAY)) used = 0;
      t = next;
    }
    return t;
  }

  /** Count one page spent now. */
  async #count(): Promise<void> {
    const hour = Math.floor(this.#o.now() / HOUR) * HOUR;
    await this.#o.db.query(
      `insert into collect_spend (hour, pages) values (to_timestamp($1 / 1000.0), 1)
       on conflict (hour) do update set pages = collect_spend.pages + 1`,
      [hour],
    );
  }

  /**
   * A view's payer: spends from the day's budget, the views' reserve included; false when the pace
   * allows no page now, or the store has no room to keep what the page brings. `clientLimit` runs
   * first once a page is affordable (the view's client limit, which may refuse by throwing).
   */
  payer(clientLimit: () => Promise<void>): Payer {
    return this.#payer((budget) => budget.available, clientLimit);
  }

  /** Background work's payer: the same budget, less the pages kept for views. */
  #backgroundPayer(): Payer {
    return this.#payer((budget) => this.#backgroundAvailable(budget));
  }

  #payer(affordable: (budget: CollectBudget) => number, before?: () => Promise<void>): Payer {
    return async () => {
      if (!(await this.#o.hasRoom())) return false;
      if (affordable(await this.budget()) <= 0) return false;
      await before?.();
      await this.#count();
      return true;
    };
  }

  /** Queue a place's kinds at a priority (a higher one wins; a view renews `requested_at`). */
  async request(locationId: string, kinds: readonly TransactionType[], priority: number): Promise<void> {
    for (const kind of kinds) {
      await this.#o.db.query(
        `insert into collect_jobs (location_id, kind, priority, requested_at, queued_at)
         values ($1, $2, $3, to_timestamp($4 / 1000.0), to_timestamp($4 / 1000.0))
         on conflict (location_id, kind) do update set
           priority = greatest(collect_jobs.priority, excluded.priority),
           requested_at = case when excluded.priority = ${PRIORITY.viewed} then excluded.requested_at else collect_jobs.requested_at end`,
        [locationId, kind, priority, this.#o.now()],
      );
    }
  }

  /**
   * Queue a refresh (`<refresher>:<what>`, e.g. "trend:apartment") of an answer a view found old;
   * the view answers from what is held. Location 0 for what belongs to no place (a registry filter).
   */
  async refreshLater(locationId: string, kind: string, payload: unknown): Promise<void> {
    await this.#o.db.query(
      `insert into collect_jobs (location_id, kind, priority, requested_at, queued_at, payload)
       values ($1, $2, ${PRIORITY.viewed}, to_timestamp($3 / 1000.0), to_timestamp($3 / 1000.0), $4::jsonb)
       on conflict (location_id, kind) do update set priority = excluded.priority, requested_at = excluded.requested_at, payload = excluded.payload`,
      [locationId, kind, this.#o.now(), JSON.stringify(payload)],
    );
    this.#wake();
  }

  /**
   * Queue a job for a place once, as a view's (an answer just passed showed the place is looked
   * at): false, and nothing changes, while one of this kind is queued for it already.
   */
  async queueOnce(locationId: string, kind: string): Promise<boolean> {
    const rows = await this.#o.db.query(
      `insert into collect_jobs (location_id, kind, priority, requested_at, queued_at)
       values ($1, $2, ${PRIORITY.viewed}, to_timestamp($3 / 1000.0), to_timestamp($3 / 1000.0))
       on conflict (location_id, kind) do nothing returning kind`,
      [locationId, kind, this.#o.now()],
    );
    if (rows.length) this.#wake();
    return rows.length > 0;
  }

  /** A place a page shows: first in the queue for its upkeep, as any view's (`view`). */
  async viewed(locationId: string, kinds: readonly TransactionType[]): Promise<void> {
    await this.request(locationId, kinds, PRIORITY.viewed);
    this.#wake();
  }

  /**
   * A view of a place: it is queued first, and what is not held yet is read for at most
   * COLLECT_VIEW_PAGES pages while the view waits, paid from the day's budget and `clientLimit`.
   */
  async view(
    locationId: string,
    type: TransactionType,
    clientLimit: () => Promise<void>,
  ): Promise<{ coverage: Coverage; error?: unknown }> {
    await this.request(locationId, [type], PRIORITY.viewed);
    const got = await this.#o.ledger.ensure(locationId, type, { pages: this.#o.viewPages, pay: this.payer(clientLimit) });
    this.#wake();
    return got;
  }

  /**
   * Each coverage with where its place and kind stands, and estimates. Every insights answer asks
   * this: the queue is walked only for places still being collected (a complete one needs no ETA).
   */
  async withStatus(coverages: readonly Coverage[]): Promise<PlaceCoverage[]> {
    const pending = coverages.filter((c) => !c.complete);
    const [budget, queue] = await Promise.all([this.budget(), pending.length ? this.#queue() : []]);
    const now = this.#o.now();
    // Pages of every queued job, in queue order, to place each one's completion in time.
    const ahead = new Map<string, { position: number; pagesBefore: number }>();
    let pagesBefore = 0;
    const cover = new Map(pending.map((c) => [`${c.locationId}:${c.type}`, c]));
    const wanted = new Set(cover.keys());
    for (const [i, job] of queue.entries()) {
      const key = `${job.location_id}:${job.kind}`;
      ahead.set(key, { position: i, pagesBefore });
      wanted.delete(key);
      if (!wanted.size) break;
      // The first jobs ahead are estimated one by one; further back, as the average so far. A refresh is a page or so.
      const ledgerKind = job.kind === 'sold' || job.kind === 'rented' ? job.kind : null;
      const c = cover.get(key) ?? (ledgerKind && i < ESTIMATED_AHEAD ? await this.#o.ledger.coverage(job.location_id, ledgerKind) : null);
      pagesBefore += c ? estimate(c).pagesLeft : ledgerKind ? Math.ceil(pagesBefore / i) : 1;
    }
    return coverages.map((c) => {
      const { estimatedTotal, pagesLeft } = estimate(c);
      const queued = ahead.get(`${c.locationId}:${c.type}`);
      const state: CollectionState = c.complete
        ? 'complete'
        : c.parked
          ? 'parked'
          : budget.available <= 0
            ? 'waiting_for_budget'
            : c.syncedAt === null
              ? 'not_started'
              : 'collecting';
      // A place never read and not queued (asked about, never viewed) has no plan to give a time for.
      const eta =
        c.complete || c.parked || (!queued && c.syncedAt === null)
          ? null
          : this.#whenAvailable((queued?.pagesBefore ?? 0) + pagesLeft, now, budget.spentToday);
      const status: CollectionStatus = {
        state,
        estimatedTotal,
        estimatedCompleteAt: eta === null ? null : new Date(eta).toISOString(),
        queuePosition: queued?.position ?? null,
        resumesAt: state === 'waiting_for_budget' ? budget.nextPageAt : null,
        parked: c.parked ? { reason: c.parked.reason, until: new Date(c.parked.until).toISOString() } : null,
      };
      return { ...c, status };
    });
  }

  /** A place the service says does not exist: its jobs are dropped (a junk id from a link), as the collector does. */
  async forget(locationId: string): Promise<void> {
    await this.#o.db.query(`delete from collect_jobs where location_id = $1 and kind in ('sold', 'rented')`, [locationId]);
  }

  /**
   * Of `locationIds`, the places queued to be collected that the store has never read a page of:
   * the data service has not been asked about them yet, so whether it knows them is not known.
   */
  async notAskedYet(locationIds: readonly string[]): Promise<string[]> {
    const ids = locationIds.filter((id) => /^[1-9]\d{0,17}$/.test(id));
    if (!ids.length) return [];
    const rows = await this.#o.db.query<{ location_id: string }>(
      `select distinct j.location_id::text as location_id from collect_jobs j
       left join ledger_coverage c on c.location_id = j.location_id and c.transaction_type = j.kind
       where j.location_id = any($1::bigint[]) and j.kind in ('sold', 'rented') and c.synced_at is null
         and not exists (select 1 from ledger_coverage r where r.location_id = j.location_id and r.synced_at is not null)`,
      [ids],
    );
    return rows.map((r) => r.location_id);
  }

  /** The queue and the places held, for /healthz and /metrics. */
  async overview(): Promise<{
    budget: CollectBudget;
    queued: number;
    complete: number;
    inProgress: number;
    parked: { locationId: string; type: string; reason: string; until: string }[];
  }> {
    const { db } = this.#o;
    const [budget, queue, [places], parked] = await Promise.all([
      this.budget(),
      this.#queue(),
      db.query<{ complete: number; progress: number }>(
        `select count(*) filter (where synced_at is not null and backfill_page is null)::int as complete,
                count(*) filter (where synced_at is null or backfill_page is not null)::int as progress
         from ledger_coverage`,
      ),
      db.query<{ location_id: string; transaction_type: string; parked: string; until: number }>(
        `select location_id::text as location_id, transaction_type, parked, (extract(epoch from parked_until) * 1000)::float8 as until
         from ledger_coverage where parked_until > to_timestamp($1 / 1000.0) order by parked_until limit 20`,
        [this.#o.now()],
      ),
    ]);
    return {
      budget,
      queued: queue.length,
      complete: places?.complete ?? 0,
      inProgress: places?.progress ?? 0,
      parked: parked.map((p) => ({
        locationId: p.location_id,
        type: p.transaction_type,
        reason: p.parked,
        until: new Date(p.until).toISOString(),
      })),
    };
  }

  /** Places still being collected, first in the queue first, with their estimates (/healthz). */
  async inProgress(
    limit = 10,
  ): Promise<
    { locationId: string; type: TransactionType; records: number; estimatedTotal: number | null; estimatedCompleteAt: string | null }[]
  > {
    const rows = await this.#o.db.query<{ location_id: string; kind: TransactionType }>(
      `select c.location_id::text as location_id, c.transaction_type as kind from ledger_coverage c
       left join collect_jobs j on j.location_id = c.location_id and j.kind = c.transaction_type
       where c.synced_at is null or c.backfill_page is not null
       order by j.priority desc nulls last, j.requested_at desc nulls last limit $1`,
      [limit],
    );
    const placed = await this.withStatus(await Promise.all(rows.map((r) => this.#o.ledger.coverage(r.location_id, r.kind))));
    return placed.map((c) => ({
      locationId: c.locationId,
      type: c.type,
      records: c.records,
      estimatedTotal: c.status.estimatedTotal,
      estimatedCompleteAt: c.status.estimatedCompleteAt,
    }));
  }

  /** Jobs due now, in the order the collector takes them (parked places and fresh ones are not due). */
  async #queue(): Promise<{ location_id: string; kind: string; priority: number; payload: unknown }[]> {
    const now = this.#o.now();
    return this.#o.db.query(
      `select j.location_id::text as location_id, j.kind, j.payload,
              case when j.priority = ${PRIORITY.viewed} and j.requested_at < to_timestamp($2 / 1000.0) then ${PRIORITY.watched} else j.priority end as priority
       from collect_jobs j
       left join ledger_coverage c on c.location_id = j.location_id and c.transaction_type = j.kind
       where c.parked_until is null or c.parked_until <= to_timestamp($1 / 1000.0)
       order by 3 desc, j.requested_at desc, c.synced_at asc nulls first, j.location_id
       limit 500`,
      [now, now - VIEWED_FOR_MS],
    );
  }

  /** Queue what is due without a view: watched places, and upkeep of places read over a day ago. */
  async #enqueueDue(): Promise<void> {
    if (this.#o.watched.length) await Promise.all(this.#o.watched.map((id) => this.request(id, KINDS, PRIORITY.watched)));
    const now = this.#o.now();
    await this.#o.db.query(
      `insert into collect_jobs (location_id, kind, priority, requested_at, queued_at)
       select location_id, transaction_type, ${PRIORITY.upkeep}, to_timestamp(0), to_timestamp($1 / 1000.0) from ledger_coverage
       where (parked_until is null or parked_until <= to_timestamp($1 / 1000.0))
         and (synced_at is null or backfill_page is not null or synced_at <= to_timestamp($2 / 1000.0))
       on conflict (location_id, kind) do nothing`,
      [now, now - DAY],
    );
    for (const job of await this.#o.due()) {
      await this.#o.db.query(
        `insert into collect_jobs (location_id, kind, priority, requested_at, queued_at)
         values ($1, $2, ${PRIORITY.upkeep}, to_timestamp(0), to_timestamp($3 / 1000.0)) on conflict (location_id, kind) do nothing`,
        [job.locationId, job.kind, now],
      );
    }
  }

  async #done(locationId: string, kind: string): Promise<void> {
    await this.#o.db.query('delete from collect_jobs where location_id = $1 and kind = $2', [locationId, kind]);
  }

  /** Take or renew the collector's lock; false while another instance holds it. */
  async #lock(): Promise<boolean> {
    const rows = await this.#o.db.query(
      `insert into store_locks (name, holder, expires_at) values ('collector', $1, now() + make_interval(secs => $2))
       on conflict (name) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where store_locks.expires_at < now() or store_locks.holder = excluded.holder
       returning holder`,
      [this.#holder, this.#o.lockTtlMs / 1000],
    );
    return rows.length === 1;
  }

  /**
   * One step of work: under the lock and within the budget, read the first job due for up to a
   * slice of pages. Returns whether there may be more to do right away.
   */
  async step(): Promise<boolean> {
    if (this.#stopped || this.#o.preferStale()) return false;
    if (!(await this.#lock())) return false;
    await this.#enqueueDue();
    const available = this.#backgroundAvailable(await this.budget());
    if (available <= 0) return false;
    const { ledger, log } = this.#o;
    for (const job of await this.#queue()) {
      if (this.#isStopped()) return false;
      const started = Date.now();
      let result;
      try {
        if (job.kind !== 'sold' && job.kind !== 'rented') {
          await this.#refresh(job);
          continue;
        }
        result = await ledger.collect(job.location_id, job.kind, Math.min(this.#o.slicePages, available), this.#backgroundPayer());
      } catch (err) {
        // A refresh the budget stopped halfway waits, queued, for the pace to allow more.
        if (err instanceof RefreshUnpaid) return false;
        // A place the service says does not exist is dropped (a junk id from a link); other faults are tried again later.
        if ((err as { status?: unknown }).status === 404) {
          await this.#done(job.location_id, job.kind);
          continue;
        }
        log.warn({ locationId: job.location_id, type: job.kind, err: String(err) }, 'collector: the service failed; trying again later');
        return false;
      }
      if (result.pages > 0) this.#msPerPage = Math.max(1, (Date.now() - started) / result.pages);
      if (result.end === 'locked') continue; // a view is reading it: the next job
      if (result.end !== 'budget' && result.end !== 'closing') await this.#done(job.location_id, job.kind);
      return result.pages > 0 || result.end === 'fresh' || result.end === 'parked';
    }
    return false;
  }

  /** A refresh job: its refresher reads the answer again (a job no refresher knows is dropped). */
  async #refresh(job: { location_id: string; kind: string; payload: unknown }): Promise<void> {
    const refresher = this.#o.refreshers[job.kind.split(':')[0]!];
    if (refresher) await refresher(job.location_id, job.payload, this.#backgroundPayer());
    await this.#done(job.location_id, job.kind);
  }

  /** A method, not the field: the field changes while a step awaits. */
  #isStopped(): boolean {
    return this.#stopped;
  }

  /** Run steps until there is nothing to do, then look again every `idleMs`. */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  #schedule(ms: number): void {
    if (this.#stopped || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#running = (async () => {
        let more = true;
        while (more && !this.#stopped) {
          try {
            more = await this.step();
            this.#lastFailure = null;
          } catch (err) {
            if (String(err) !== this.#lastFailure) this.#o.log.warn({ err: String(err) }, 'collector step failed; trying again later');
            this.#lastFailure = String(err);
            more = false;
          }
        }
      })().finally(() => {
        this.#running = null;
        this.#schedule(this.#o.idleMs);
      });
    }, ms);
    this.#timer.unref();
  }

  /** A view queued something: look at the queue soon rather than at the next idle tick. */
  #wake(): void {
    if (this.#stopped || this.#running || !this.#timer) return;
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#schedule(10);
  }

  /** Run steps until none does anything (tests, the bench). */
  async drain(maxSteps = 10_000): Promise<void> {
    for (let i = 0; i < maxSteps && (await this.step()); i++);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
    await this.#o.db.query("delete from store_locks where name = 'collector' and holder = $1", [this.#holder]).catch(() => {});
  }
}
