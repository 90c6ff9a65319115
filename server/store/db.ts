/**
 * The store's database: one tiny interface over two drivers, so one schema, one set of migrations
 * and one set of queries serve both.
 *
 * - embedded (default): PGlite, PostgreSQL compiled to WebAssembly, in a directory under DATA_DIR.
 *   Nothing to install or run, and it speaks the same SQL as the server, so no second dialect.
 *   One process owns the directory (a lock file says which); instances that share a store use
 *   PostgreSQL.
 * - postgres: node-postgres (`pg`) pool on DATABASE_URL, shared by any number of instances.
 *
 * Conventions every query follows so both drivers give the same JavaScript values: dates and
 * timestamps are selected as text or epoch milliseconds (`::text`, `epoch_ms(x)`), counts as
 * `::int`, JSON parameters are passed as text and cast (`$1::jsonb`).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Sql {
  query<R extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Db extends Sql {
  readonly kind: 'embedded' | 'postgres';
  /** Run `fn` in one transaction (BEGIN ... COMMIT, ROLLBACK on a throw). */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class StoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreError';
  }
}

/** A PostgreSQL server shared by every instance that names it. */
export async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 8, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    throw new StoreError(`cannot reach the PostgreSQL server of DATABASE_URL: ${err instanceof Error ? err.message : String(err)}`);
  }
  const run = async <R extends object>(client: Pick<typeof pool, 'query'>, text: string, params: readonly unknown[] = []) =>
    (await client.query<R>(text, [...params])).rows;
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn({ query: (text, params) => run(client, text, params) });
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Whether a process with this id is alive (signal 0 checks without signalling). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite in `<dataDir>/pglite`. A second process opening the same files would corrupt them, so a
 * lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export async function openEmbedded(dataDir: string): Promise<Db> {
  const dir = join(dataDir, 'pglite');
  const lockFile = join(dataDir, 'pglite.lock');
  await mkdir(dataDir, { recursive: true });
  const holder = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
    throw new StoreError(
      `the embedded store in ${dataDir} is in use by process ${holder}; give each instance its own DATA_DIR, or share a PostgreSQL server with DATABASE_URL`,
    );
  }
  await writeFile(lockFile, String(process.pid));
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite>;
  try {
    // relaxedDurability: answers do not wait for the file system sync. What the store holds can
    // be fetched again, so a crash costs at most some pages, never a wrong figure.
    db = await PGlite.create(dir, { relaxedDurability: true });
  } catch (err) {
    await rm(lockFile, { force: true });
    throw new StoreError(`cannot open the embedded store in ${dir}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const on = (q: Pick<typeof db, 'query'>): Sql => ({
    query: async <R extends object>(text: string, params: readonly unknown[] = []) => (await q.query<R>(text, [...params])).rows,
  });
  return {
    kind: 'embedded',
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
    async close() {
      await db.close();
      await rm(lockFile, { force: true });
    },
  };
}

/** The store the configuration asks for: PostgreSQL with a URL, else the embedded one. */
export function openStore(opts: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openEmbedded(opts.dataDir);
}
