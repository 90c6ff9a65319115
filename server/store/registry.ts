/**
 * Abu Dhabi registry sales, kept. The registry's record fields are undocumented, so each record is
 * stored whole (`record`) beside the few fields recognised in it (src/shared/registry-fields.ts):
 * price, sale date, district, property type. A sale is stored once: by the registry's own
 * reference where the records have one, else by a hash of the record (a registered sale does not
 * change). History grows with every answer that passes through the proxy and with `ensure`, which
 * reads the newest sales of a filter at most once a day: the first time a few pages of the
 * largest size, afterwards only what was registered since the newest sale held.
 *
 * The browser gathered five pages of 100 on every view for its charts; now one request answers
 * the monthly and district medians from everything held, across restarts and instances.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { REGISTRY_MAX_SIZE, type RegistryRecord } from '../../src/contract/index.ts';
import { isoDateOf, numeric, recogniseFields } from '../../src/shared/registry-fields.ts';
import type { Db } from './db.ts';
import type { Payer } from './ledger.ts';

/** Districts and property types; empty lists mean all. */
export interface RegistryFilter {
  districts: readonly string[];
  types: readonly string[];
  /** Sale dates counted, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
}

/**
 * Reads one page of the registry (0-based) for a wire query (the store adds `page` and `size`);
 * null when `pay` (asked only when the page is not held) said no.
 */
type RegistryFetcher = (wire: Record<string, string>, pay: Payer) => Promise<readonly RegistryRecord[] | null>;

export interface RegistryStoreOptions {
  db: Db;
  fetch: RegistryFetcher;
  log: Logger;
  now?: () => number;
  /** How long a filter's sync stays fresh. Default a day. */
  freshForMs?: number;
  /** Pages of `REGISTRY_MAX_SIZE` one sync reads at most. Default 5 (the browser's old sample). */
  maxPages?: number;
}

export interface RegistryMonth {
  /** YYYY-MM */
  month: string;
  count: number;
  median: number | null;
}

export interface RegistryDistrictRow {
  district: string;
  count: number;
  median: number | null;
}

export interface RegistryCoverage {
  records: number;
  oldest: string | null;
  newest: string | null;
  /** When this filter was last read from the registry (ISO time); null: never. */
  syncedAt: string | null;
  pagesSpent: number;
}

/** The same filter whatever the order or case of its lists. */
export function filterKey(f: Pick<RegistryFilter, 'districts' | 'types'>): string {
  const norm = (list: readonly string[]) => [...new Set(list.map((v) => v.trim().toLowerCase()))].sort().join('|');
  return `${norm(f.districts)}#${norm(f.types)}`;
}

/** "2026-03-07" -> "07/03/2026", the registry's date format. */
const registryDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A record's JSON with its keys in order, so the same sale always hashes alike. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** The one value a wire list holds, if it holds exactly one ("Yas Island"; not "A,B"). */
const single = (text: string | undefined) => (text && !text.includes(',') ? text : null);

export class RegistryStore {
  readonly #o: Required<RegistryStoreOptions>;
  readonly #inflight = new Map<string, Promise<boolean>>();

  constructor(opts: RegistryStoreOptions) {
    this.#o = { now: Date.now, freshForMs: 24 * 3600_000, maxPages: 5, ...opts };
  }

  /** Keep the records of one answer (a page of the registry for `wire`); returns how many were new. */
  async keep(records: readonly unknown[], wire: Record<string, string>): Promise<number> {
    const usable = records.filter((r): r is RegistryRecord => r !== null && typeof r === 'object' && !Array.isArray(r));
    if (!usable.length) return 0;
    const f = recogniseFields(usable);
    const params: unknown[] = [];
    const rows = usable.map((r) => {
      const ref = f.id ? r[f.id] : undefined;
      const key =
        typeof ref === 'string' || typeof ref === 'number'
          ? `ref:${ref}`
          : `sha1:${createHash('sha1').update(canonicalJson(r)).digest('hex')}`;
      const district = f.district && typeof r[f.district] === 'string' ? (r[f.district] as string) : single(wire.district);
      const type = f.propertyType && typeof r[f.propertyType] === 'string' ? (r[f.propertyType] as string) : single(wire.propertyType);
      params.push(key, district, type, f.date ? isoDateOf(r[f.date]) : null, f.price ? numeric(r[f.price]) : null, JSON.stringify(r));
      const b = params.length - 6;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}::date, $${b + 5}::float8, $${b + 6}::jsonb)`;
    });
    const inserted = await this.#o.db.query<{ key: string }>(
      `insert into registry_records (key, district, property_type, sale_date, price, record)
       values ${rows.join(', ')} on conflict (key) do nothing returning key`,
      params,
    );
    return inserted.length;
  }

  /**
   * Read the registry for a filter when this filter's copy is older than a day: the newest pages
   * the first time, then only sales dated from the newest one held. A fault is returned, not thrown.
   * With `saving` (the operator's budget is low), a filter read before is not read again: the
   * answer says it `skipped`. With `later` (a view), a filter read before is answered from what is
   * held and its read queued for the collector.
   */
  async ensure(
    filter: RegistryFilter,
    saving = false,
    pay: Payer = () => Promise.resolve(true),
    later?: () => Promise<void>,
  ): Promise<{ syncedAt: number | null; error?: unknown; skipped?: boolean }> {
    const key = filterKey(filter);
    const before = await this.#sync(key);
    if (before && this.#o.now() - before.syncedAt < this.#o.freshForMs) return { syncedAt: before.syncedAt };
    if (before && saving) return { syncedAt: before.syncedAt, skipped: true };
    // A view of a filter read before: answered from what is held, the day's read queued.
    if (before && later) {
      await later();
      return { syncedAt: before.syncedAt };
    }
    let run = this.#inflight.get(key);
    if (!run) {
      run = this.#read(filter, key, before?.newest ?? null, pay).finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, run);
    }
    try {
      const read = await run;
      return { syncedAt: (await this.#sync(key))?.syncedAt ?? null, ...(read ? {} : { skipped: true }) };
    } catch (error) {
      return { syncedAt: before?.syncedAt ?? null, error };
    }
  }

  /** Each page paid through `pay`: with no budget left the read stops where it is (and counts as a read). */
  async #read(filter: RegistryFilter, key: string, newest: string | null, pay: Payer): Promise<boolean> {
    const wire: Record<string, string> = { size: String(REGISTRY_MAX_SIZE) };
    if (filter.districts.length) wire.district = filter.districts.join(',');
    if (filter.types.length) wire.propertyType = filter.types.join(',');
    // Later syncs ask only for what was registered since (the newest day again: more sales of
    // that day may have come in; those held are not stored twice).
    if (newest) wire.fromDate = registryDate(newest);
    let pages = 0;
    for (let page = 0; page < this.#o.maxPages; page++) {
      const data = await this.#o.fetch({ ...wire, page: String(page) }, pay);
      if (data === null) {
        if (pages === 0) return false; // nothing read: not a sync
        break;
      }
      pages += 1;
      await this.keep(data, { ...wire, page: String(page) });
      if (data.length < REGISTRY_MAX_SIZE) break;
    }
    // The newest sale of the whole filter (a date range narrows what is counted, not what is read).
    const all = where({ districts: filter.districts, types: filter.types }, []);
    const [held] = await this.#o.db.query<{ newest: string | null }>(
      `select to_char(max(sale_date), 'YYYY-MM-DD') as newest from registry_records ${all.sql}`,
      all.params,
    );
    await this.#o.db.query(
      `insert into registry_syncs (filter_key, synced_at, newest, pages_spent) values ($1, to_timestamp($2 / 1000.0), $3::date, $4)
       on conflict (filter_key) do update set synced_at = excluded.synced_at, newest = coalesce(excluded.newest, registry_syncs.newest),
         pages_spent = registry_syncs.pages_spent + excluded.pages_spent`,
      [key, this.#o.now(), held?.newest ?? newest, pages],
    );
    this.#o.log.info({ filter: key, pages }, 'registry synced');
    return true;
  }

  async #sync(key: string): Promise<{ syncedAt: number; newest: string | null; pagesSpent: number } | null> {
    // extract() is numeric: PostgreSQL's driver hands it over as text.
    const [row] = await this.#o.db.query<{ synced_at: number | string; newest: string | null; pages_spent: number }>(
      `select extract(epoch from synced_at) * 1000 as synced_at, to_char(newest, 'YYYY-MM-DD') as newest, pages_spent
       from registry_syncs where filter_key = $1`,
      [key],
    );
    return row ? { syncedAt: Number(row.synced_at), newest: row.newest, pagesSpent: row.pages_spent } : null;
  }

  /** Median sale price and number of sales per month, and per district (most sales first), from all held. */
  async summary(
    filter: RegistryFilter,
    districtLimit = 12,
  ): Promise<{ monthly: RegistryMonth[]; byDistrict: RegistryDistrictRow[]; coverage: RegistryCoverage }> {
    const { sql, params } = where(filter, ['price is not null', 'sale_date is not null']);
    const db = this.#o.db;
    const monthly = await db.query<{ month: string; count: number; median: number | null }>(
      `select to_char(sale_date, 'YYYY-MM') as month, count(*)::int as count, percentile_cont(0.5) within group (order by price) as median
       from registry_records ${sql} group by 1 order by 1`,
      params,
    );
    const byDistrict = await db.query<{ district: string; count: number; median: number | null }>(
      `select district, count(*)::int as count, percentile_cont(0.5) within group (order by price) as median
       from registry_records ${sql} and district is not null group by 1 order by 2 desc, 1 limit ${Math.max(1, Math.floor(districtLimit))}`,
      params,
    );
    const [held] = await db.query<{ records: number; oldest: string | null; newest: string | null }>(
      `select count(*)::int as records, to_char(min(sale_date), 'YYYY-MM-DD') as oldest, to_char(max(sale_date), 'YYYY-MM-DD') as newest
       from registry_records ${sql}`,
      params,
    );
    const sync = await this.#sync(filterKey(filter));
    return {
      monthly: fillMonths(monthly),
      byDistrict,
      coverage: {
        records: held?.records ?? 0,
        oldest: held?.oldest ?? null,
        newest: held?.newest ?? null,
        syncedAt: sync ? new Date(sync.syncedAt).toISOString() : null,
        pagesSpent: sync?.pagesSpent ?? 0,
      },
    };
  }
}

/** The SQL condition of a filter (case-insensitive lists, as the registry matches exact names). */
function where(f: RegistryFilter, extra: readonly string[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts = [...extra];
  if (f.districts.length) {
    params.push(f.districts.map((d) => d.toLowerCase()));
    parts.push(`lower(district) = any($${params.length}::text[])`);
  }
  if (f.types.length) {
    params.push(f.types.map((t) => t.toLowerCase()));
    parts.push(`lower(property_type) = any($${params.length}::text[])`);
  }
  if (f.from) {
    params.push(f.from);
    parts.push(`sale_date >= $${params.length}::date`);
  }
  if (f.to) {
    params.push(f.to);
    parts.push(`sale_date <= $${params.length}::date`);
  }
  return { sql: `where ${parts.length ? parts.join(' and ') : 'true'}`, params };
}

/** Months with no sale between the first and the last appear with a count of 0, so a chart's axis is even. */
function fillMonths(rows: RegistryMonth[]): RegistryMonth[] {
  if (rows.length < 2) return rows;
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const out: RegistryMonth[] = [];
  let [y, m] = rows[0]!.month.split('-').map(Number) as [number, number];
  const last = rows[rows.length - 1]!.month;
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    out.push(byMonth.get(month) ?? { month, count: 0, median: null });
    if (month >= last) return out;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}
