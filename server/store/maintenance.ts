/**
 * Upkeep a PostgreSQL server does by itself (autovacuum) and PGlite does not: PGlite is one
 * backend with no background workers, so its tables are never vacuumed or analysed. Unanalysed,
 * the planner guesses row counts and can pick a scan of every transaction for one place's page;
 * unvacuumed, the visibility map stays empty and every "index-only" read of the covering index
 * (migration 8) visits the table too. So the embedded store is vacuumed and analysed once soon
 * after start and then every hour, one table at a time (each holds the store's thread while it
 * runs: seconds at a million rows, and nothing else waits on the server's own thread).
 */
import type { Logger } from 'pino';
import type { Db, Sql } from './db.ts';

/** The tables that grow with what is collected, largest first. */
const TABLES = [
  'transaction_locations',
  'transactions',
  // The figures' months (kept-figures.ts): each stored page rewrites its months' rows, so they
  // gather dead versions faster than any other table.
  'transaction_months',
  'transaction_months_all',
  'listing_places',
  'listings_seen',
  'listing_prices',
  'asking_runs',
  'asking_weeks',
  'registry_records',
  'price_trend_points',
  'names',
  'collect_jobs',
  'ledger_coverage',
];

/** Vacuum and analyse every growing table (a statement each: VACUUM cannot run in a transaction). */
export async function vacuumAnalyze(sql: Sql): Promise<void> {
  for (const table of TABLES) await sql.query(`vacuum (analyze) ${table}`);
}

export interface MaintenanceOptions {
  db: Db;
  log: Logger;
  /** First run after start (default a minute: not during start-up's own work). */
  firstAfterMs?: number;
  everyMs?: number;
}

/** Start the embedded store's upkeep; returns how to stop it. PostgreSQL needs none. */
export function startMaintenance(o: MaintenanceOptions): () => Promise<void> {
  if (o.db.kind !== 'embedded') return () => Promise.resolve();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    const t0 = Date.now();
    running = vacuumAnalyze(o.db).then(
      () => o.log.debug({ ms: Date.now() - t0 }, 'store upkeep: vacuumed and analysed'),
      (err: unknown) => o.log.warn({ err: String(err) }, 'store upkeep failed; tried again within the hour'),
    );
    void running.then(() => {
      if (!stopped) schedule(o.everyMs ?? 3_600_000);
    });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  schedule(o.firstAfterMs ?? 60_000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
