/**
 * The market store at years of history (issue 24): synthetic transactions over SCALE_PLACES
 * places (default 300) and five years, SCALE_ROWS in all (default 1,000,000), the two busiest places
 * each holding 30,000 sales a year as Dubai's busiest communities do, every place complete. Then,
 * on the busiest place the warm-up did not read, what a view asks of the store: the coverage read and the figures
 * (`/api/insights/transactions`, 1 year and all time), records pages near the top and deep
 * (newest first and by price), and the whole CSV stream. Cold is each case's first run after the
 * store opens and warms up as the server does before its first reader (store/warm-up.ts, which
 * reads the other busy place), held to the same goal; warm figures are p50/p99 of SCALE_QUERIES runs (default 30). On PGlite and, where
 * PostgreSQL is installed, on PostgreSQL (SCALE_STORES=embedded,postgres). SCALE_EXPLAIN=1 adds
 * the plan of each statement a case runs.
 *
 * Rows are made inside the database (generate_series), so the set-up is seconds per million, and
 * deterministic (setseed), so runs compare.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { openEmbedded, openPostgres, type Db, type QueryOptions } from '../server/store/db.ts';
import type { PlaceCoverage } from '../server/store/collector.ts';
import { INSIGHT_RECORDS_PAGE_SIZE } from '../src/contract/index.ts';
import { allRecords, recordsPage, transactionInsights, type RecordSort, type TransactionFilters } from '../server/store/insights.ts';
import { Ledger } from '../server/store/ledger.ts';
import { vacuumAnalyze } from '../server/store/maintenance.ts';
import { warmUp } from '../server/store/warm-up.ts';
import { migrate } from '../server/store/migrations.ts';
import { startPostgres, type PostgresServer } from '../server/testing/postgres-server.ts';
import { percentile, type Report } from './report.ts';

const ROWS = Number(process.env.SCALE_ROWS ?? 1_000_000);
const PLACES = Number(process.env.SCALE_PLACES ?? 300);
const QUERIES = Number(process.env.SCALE_QUERIES ?? 30);
const STORES = (process.env.SCALE_STORES ?? 'embedded,postgres').split(',');
/** SCALE_EXPLAIN=1: after each case, the plan of every statement it ran (EXPLAIN ANALYZE, BUFFERS), as notes. */
const EXPLAIN = process.env.SCALE_EXPLAIN === '1';
/** The busiest place: 30k sales a year for five years, and rentals beside them. */
const BUSY = 1;
const BUSY_ROWS = Math.min(Math.floor(ROWS / 3), 200_000);
/**
 * A second place as busy, with a few more records: the one the server's warm-up reads
 * (store/warm-up.ts reads the place holding the most), so the busiest place measured is one it
 * did not, as any place a first reader opens after a restart.
 */
const WARMED = 2;
const WARMED_ROWS = Math.min(BUSY_ROWS + 1_000, Math.floor(ROWS / 3));
const YEARS = 5;
const AS_OF = new Date('2026-11-20T00:00:00Z');
/** The p99 goal of every market answer, and the CSV's pace (issue 24). */
const P99_GOAL_MS = 50;
const CSV_GOAL_ROWS_PER_S = 50_000;

/**
 * Fill the ledger as the real one writes it (ledger.ts `#store`): ids of 32 hex digits, as the
 * service's; the record as the service sent it (every field, as `JSON.stringify` of the parsed
 * record keeps them); the property type as `propertyTypeKey` makes it from the record's; the
 * figures' columns copied beside the location row (migration 8). The busy places first, the rest
 * spread evenly over the other places. Each row's values are a function of its number alone, so
 * the location rows are made from the same series without a join. `g` is bigint: at 1M rows and
 * more, `g * 7919` does not fit an int.
 */
async function fill(db: Db): Promise<void> {
  const days = YEARS * 365;
  const asOf = AS_OF.toISOString().slice(0, 10);
  const place = `case when g <= ${BUSY_ROWS} then ${BUSY} when g <= ${BUSY_ROWS + WARMED_ROWS} then ${WARMED} else 3 + g % ${PLACES - 2} end`;
  // Sold two in three; dates spread over five years back from AS_OF; prices by type; bedrooms 0-6 in either type.
  const values = `md5(g::text) as id,
            case when g % 3 = 0 then 'rented' else 'sold' end as transaction_type,
            date '${asOf}' - (g * 7919 % ${days})::int as transaction_date,
            (case when g % 3 = 0 then 40000 + (g * 31 % 400) * 1000 else 400000 + (g * 37 % 900) * 10000 end)::float8 as price,
            (g * 13 % 7)::int as bedrooms,
            (array['Apartment', 'Apartment', 'Apartment', 'Apartment', 'Apartment', 'Apartment', 'Villa', 'Townhouse', 'Penthouse', 'Hotel Apartment'])[1 + g % 10] as display_type`;
  await db.query(
    `insert into transactions (id, transaction_type, transaction_date, price, bedrooms, property_type, record)
     select id, transaction_type, transaction_date, price, bedrooms, replace(lower(display_type), ' ', '-'),
            jsonb_build_object('bedrooms', bedrooms, 'high_level_location_name', 'Place ' || place, 'id', id, 'price', price,
                               'property_type', display_type, 'transaction_date', transaction_date::text)
     from (select ${values}, ${place} as place from generate_series(1::bigint, ${ROWS}) g) r`,
  );
  await db.query(
    `insert into transaction_locations (location_id, transaction_type, transaction_date, id, stored_at, price, bedrooms, property_type)
     select place, transaction_type, transaction_date, id, timestamptz '${AS_OF.toISOString()}' - interval '1 day', price, bedrooms, replace(lower(display_type), ' ', '-')
     from (select ${values}, ${place} as place from generate_series(1::bigint, ${ROWS}) g) r`,
  );
  // Each place complete over the five years, with the counts the ledger keeps as it stores records (migration 14).
  await db.query(
    `insert into ledger_coverage (location_id, transaction_type, complete_from, synced_at, pages_spent, records, oldest, newest)
     select location_id, transaction_type, date '${asOf}' - ${days}, timestamptz '${AS_OF.toISOString()}' - interval '1 hour', 1,
            count(*)::int, min(transaction_date), max(transaction_date)
     from transaction_locations group by location_id, transaction_type`,
  );
}

const timed = async (run: () => Promise<unknown>) => {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
};

/** The migration that keeps the figures' inputs per place and month (kept-figures.ts; 16 adds their prices as bytes, 17 every property type's together): the bench fills the ledger before it, so it builds them as it would for a store kept so far. */
const KEPT_MONTHS_MIGRATION = 15;

async function measure(r: Report, label: string, db: Db, reopen: () => Promise<Db>): Promise<void> {
  const t0 = performance.now();
  await fill(db);
  r.note(
    `${label}: ${ROWS.toLocaleString('en-US')} transactions over ${PLACES} places and ${YEARS} years made in ${Math.round((performance.now() - t0) / 1000)} s; the busiest place measured holds ${BUSY_ROWS.toLocaleString('en-US')}, place ${WARMED} ${WARMED_ROWS.toLocaleString('en-US')}`,
  );
  const tk = performance.now();
  await migrate(db);
  const [kept] = await db.query<{ rows: number; mb: number; all_rows: number; all_mb: number }>(
    `select (select count(*) from transaction_months)::int as rows, pg_total_relation_size('transaction_months')::float8 / 1048576 as mb,
            (select count(*) from transaction_months_all)::int as all_rows, pg_total_relation_size('transaction_months_all')::float8 / 1048576 as all_mb`,
  );
  r.note(
    `${label}: the months kept (migration ${KEPT_MONTHS_MIGRATION} on) built in ${((performance.now() - tk) / 1000).toFixed(1)} s: ${kept!.rows.toLocaleString('en-US')} rows per property type, ${Math.round(kept!.mb)} MB; ${kept!.all_rows.toLocaleString('en-US')} of every type together, ${Math.round(kept!.all_mb)} MB`,
  );
  // What the embedded store's upkeep does within a minute of start (store/maintenance.ts); PostgreSQL's autovacuum would too.
  // The test server commits without waiting for its log (synchronous_commit=off), and a vacuum
  // marks a page all-visible only once the rows' commit is on disk: flushed first, or every
  // "index-only" read of the covering indexes would visit the table, as it would not after
  // autovacuum on a server.
  const t1 = performance.now();
  if (db.kind === 'postgres') await db.query('checkpoint');
  await vacuumAnalyze(db);
  r.note(`${label}: vacuumed and analysed in ${Math.round((performance.now() - t1) / 1000)} s`);
  const opened = await reopen();
  // The statements a case runs, while `recording` (SCALE_EXPLAIN).
  const ran = new Map<string, { params: readonly unknown[] | undefined; opts: QueryOptions | undefined }>();
  let recording = false;
  db = {
    kind: opened.kind,
    transaction: (fn) => opened.transaction(fn),
    close: () => opened.close(),
    query: (text, params, opts) => {
      if (recording) ran.set(text, { params, opts });
      return opened.query(text, params, opts);
    },
  };
  const explain = async (run: () => Promise<unknown>) => {
    ran.clear();
    recording = true;
    await run();
    recording = false;
    for (const [text, { params, opts }] of ran) {
      // With the statement's own options (its work_mem): the plan it ran.
      const plan = await opened.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, params, opts);
      r.note(`${text.replace(/\s+/g, ' ').slice(0, 160)}\n${plan.map((l) => `      ${l['QUERY PLAN']}`).join('\n')}`);
    }
  };
  const ledger = new Ledger({
    db,
    fetchPage: () => Promise.reject(new Error('the bench never reads upstream')),
    log: pino({ level: 'silent' }),
    now: () => AS_OF.getTime(),
  });
  const complete = (records: number): PlaceCoverage['status'] => ({
    state: 'complete',
    estimatedTotal: records,
    estimatedCompleteAt: null,
    queuePosition: null,
    resumesAt: null,
    parked: null,
  });
  const coverage = async (): Promise<Record<'sold' | 'rented', PlaceCoverage>> => {
    const [sold, rented] = await Promise.all([ledger.coverage(String(BUSY), 'sold'), ledger.coverage(String(BUSY), 'rented')]);
    return { sold: { ...sold, status: complete(sold.records) }, rented: { ...rented, status: complete(rented.records) } };
  };
  // As the routes ask (routes/insights.ts): each answer reads its coverage first, and counts only
  // the records stored by the time it was read (`heldAt`); records pages are the contract's size.
  const f = (period: TransactionFilters['period']): TransactionFilters => ({
    locationId: String(BUSY),
    type: 'sold',
    period,
    heldAt: AS_OF.getTime(),
  });
  const page = async (sort: RecordSort, n: number) => {
    const held = await ledger.coverage(String(BUSY), 'sold');
    return recordsPage(db, f('all'), sort, n, INSIGHT_RECORDS_PAGE_SIZE, AS_OF, held);
  };
  // What the server does before its first reader (store/warm-up.ts): runs a view's statements for a place holding nothing.
  const warmed = await warmUp({
    sql: db,
    ledger,
    withStatus: (held) => Promise.resolve(held.map((c) => ({ ...c, status: complete(c.records) }))),
    now: AS_OF,
  });
  r.note(`${label}: warmed up as the server starts in ${warmed.ms.toFixed(0)} ms, reading the figures of place ${warmed.fullest}`);
  const busyPages = Math.ceil((BUSY_ROWS * 2) / 3 / INSIGHT_RECORDS_PAGE_SIZE);
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['coverage read (both types)', coverage],
    ['figures, 1 year', async () => transactionInsights(db, f('1y'), await coverage(), AS_OF, null)],
    ['figures, all time', async () => transactionInsights(db, f('all'), await coverage(), AS_OF, null)],
    ['records page 1, newest', () => page('newest', 1)],
    [`records page ${busyPages} (the last), newest`, () => page('newest', busyPages)],
    [`records page ${Math.ceil(busyPages / 2)}, by price`, () => page('high_price', Math.ceil(busyPages / 2))],
  ];
  for (const [name, run] of cases) {
    const cold = await timed(run);
    const warm: number[] = [];
    for (let i = 0; i < QUERIES; i++) warm.push(await timed(run));
    warm.sort((a, b) => a - b);
    r.figure(`${label}: ${name}, warm p99`, percentile(warm, 0.99), 'ms', { max: P99_GOAL_MS });
    r.note(`p50 ${percentile(warm, 0.5).toFixed(1)} ms`);
    // The first run of each case after the store opened and warmed up: the busiest place's pages
    // read for the first time, as after a restart.
    r.figure(`${label}: ${name}, cold (its first run)`, cold, 'ms', { max: P99_GOAL_MS });
    if (EXPLAIN) await explain(run);
  }
  let rows = 0;
  const csvMs = await timed(async () => {
    await ledger.coverage(String(BUSY), 'sold');
    for await (const chunk of allRecords(db, f('all'), 'newest', AS_OF)) rows += chunk.length;
  });
  r.figure(`${label}: CSV of the busiest place (${rows.toLocaleString('en-US')} sales)`, rows / (csvMs / 1000), 'rows/s', {
    min: CSV_GOAL_ROWS_PER_S,
  });
  const [size] = await db.query<{ mb: number }>(
    `select (pg_total_relation_size('transactions') + pg_total_relation_size('transaction_locations'))::float8 / 1048576 as mb`,
  );
  r.note(`ledger tables on disk: ${Math.round(size!.mb)} MB, ${((size!.mb * 1e6) / ROWS).toFixed(0)} MB per million transactions`);
  await db.close();
}

export async function bench(r: Report): Promise<void> {
  if (STORES.includes('embedded')) {
    const dir = mkdtempSync(join(tmpdir(), 'dar-scale-'));
    try {
      // Making a million rows is one statement that takes minutes: beyond the stuck bound of a server.
      const open = () => openEmbedded(dir, { answerWithinMs: 3_600_000 });
      let db = await open();
      await migrate(db, { until: KEPT_MONTHS_MIGRATION - 1 });
      await measure(r, 'PGlite', db, async () => {
        await db.close();
        db = await open();
        return db;
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (STORES.includes('postgres')) {
    let server: PostgresServer | undefined;
    try {
      server = await startPostgres();
      const url = await server.createDatabase('scale');
      let db = await openPostgres(url);
      await migrate(db, { until: KEPT_MONTHS_MIGRATION - 1 });
      await measure(r, 'PostgreSQL', db, async () => {
        await db.close();
        db = await openPostgres(url);
        return db;
      });
    } finally {
      await server?.stop();
    }
  }
}
