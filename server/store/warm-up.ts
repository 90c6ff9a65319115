/**
 * The first views after the store opens are slow, however little they read. Each statement's
 * first run loads what it touches: PGlite compiles the parts of its WebAssembly it runs for the
 * first time, and a PostgreSQL backend loads the catalog entries of each table and index. The
 * first large figures are slower still: PGlite grows its memory and V8 has not yet optimised the
 * code that reads their prices and selects their quantiles (kept-figures.ts), in the store's
 * thread and in ours. On PGlite at a million records (`npm run bench -- scale`) a view's first
 * coverage read took 60 ms and the busiest place's first figures 80-100 ms, against 1-2 ms and
 * 20-30 ms after.
 *
 * So before the server answers, it runs a view once: every statement of one for a place that
 * holds nothing (no record read), then the figures of the place holding the most records, the
 * largest the store has to compute. A restart's first reader then waits no longer than the next.
 */
import { INSIGHT_RECORDS_PAGE_SIZE, type TransactionType } from '../../src/contract/index.ts';
import type { Coverage, Ledger } from './ledger.ts';
import type { PlaceCoverage } from './collector.ts';
import type { Sql } from './db.ts';
import { recordsPage, transactionInsights, type TransactionFilters } from './insights.ts';

/** No place has this id (the service's ids are positive). */
const NO_PLACE = '0';

export interface WarmUpParts {
  sql: Sql;
  ledger: Pick<Ledger, 'coverage'>;
  /** A coverage's collecting status, as a view reads it (the collector's `withStatus`). */
  withStatus: (coverages: readonly Coverage[]) => Promise<PlaceCoverage[]>;
  now: Date;
}

/** Run a view of a place as the routes do: its coverage, figures of a year, of all time and of one property type, and records pages. */
async function view(p: WarmUpParts, locationId: string, held?: Pick<Coverage, 'records' | 'oldest'>): Promise<void> {
  const types: TransactionType[] = ['sold', 'rented'];
  const placed = await p.withStatus(await Promise.all(types.map((t) => p.ledger.coverage(locationId, t))));
  const coverage = Object.fromEntries(placed.map((c) => [c.type, c])) as Record<TransactionType, PlaceCoverage>;
  const f: TransactionFilters = { locationId, type: 'sold', period: '1y', heldAt: p.now.getTime() };
  await transactionInsights(p.sql, f, coverage, p.now, null);
  await transactionInsights(p.sql, { ...f, period: 'all' }, coverage, p.now, null);
  // One property type's figures read the per-type months (kept-figures.ts).
  await transactionInsights(p.sql, { ...f, propertyType: 'villa' }, coverage, p.now, null);
  const all = { ...f, period: 'all' } as const;
  const holds = held ?? coverage.sold;
  await recordsPage(p.sql, all, 'newest', 1, INSIGHT_RECORDS_PAGE_SIZE, p.now, holds);
  // A page in the middle by price: the deepest a page is read (past the middle, from the other end).
  const middle = Math.max(1, Math.ceil(holds.records / INSIGHT_RECORDS_PAGE_SIZE / 2));
  await recordsPage(p.sql, all, 'high_price', middle, INSIGHT_RECORDS_PAGE_SIZE, p.now, holds);
}

/** Warm the store up (see above); says how long it took and which place's figures it read. */
export async function warmUp(p: WarmUpParts): Promise<{ ms: number; fullest: string | null }> {
  const t0 = performance.now();
  // Told the empty place holds a page, so the page's statement runs (and finds nothing): with the
  // truth, none, the page would be known empty without asking.
  await view(p, NO_PLACE, { records: INSIGHT_RECORDS_PAGE_SIZE, oldest: null });
  const [fullest] = await p.sql.query<{ id: string }>(
    `select location_id::text as id from ledger_coverage where records > 0 order by records desc, location_id limit 1`,
  );
  if (fullest) await view(p, fullest.id);
  return { ms: performance.now() - t0, fullest: fullest?.id ?? null };
}
