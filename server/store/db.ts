/**
 * The store's database: one tiny interface over two drivers, so one schema, one set of migrations
 * and one set of queries serve both.
 *
 * - embedded (default): PGlite, PostgreSQL compiled to WebAssembly, in a directory under DATA_DIR.
 *   Nothing to install or run, and it speaks the same SQL as the server, so no second dialect.
 *   One process owns the directory (an OS-held lock, store/lock.ts); instances that share a store
 *   use PostgreSQL.
 * - postgres: node-postgres (`pg`) pool on DATABASE_URL, shared by any number of instances.
 *
 * Conventions every query follows so both drivers give the same JavaScript values: dates and
 * timestamps are selected as text or epoch milliseconds (`::text`, `epoch_ms(x)`), counts as
 * `::int`, JSON parameters are passed as text and cast (`$1::jsonb`).
 */
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describeThrown, fsFaultAdvice, fsFaultOf, moveAsideAdvice, postgresStartFailure } from './faults.ts';
import { DirLockedError, lockDir, type DirLock } from './lock.ts';

export interface Sql {
  query<R extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Db extends Sql {
  readonly kind: 'embedded' | 'postgres';
  /** The embedded store's files: DATA_DIR, the store in it, and the directory's identity when opened (store/health.ts). */
  readonly files?: { dataDir: string; storeDir: string; dev: number; ino: number };
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
    throw new StoreError(postgresStartFailure(err, url));
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

/**
 * PGlite in `<dataDir>/pglite`. A second process opening the same files would corrupt them, so the
 * directory is locked first (store/lock.ts: a lock the operating system holds and frees when the
 * process dies, however it dies). Every way the open can fail is said in the operator's terms
 * (store/faults.ts): the disk full, a read-only or foreign directory, a damaged store, another
 * instance holding it.
 */
export async function openEmbedded(dataDir: string): Promise<Db> {
  const dir = join(dataDir, 'pglite');
  const fsFailure = (err: unknown, doing: string) => {
    const fault = fsFaultOf(err);
    return new StoreError(
      fault
        ? `cannot ${doing} the embedded store: ${fsFaultAdvice(fault, dataDir)} (${describeThrown(err)})`
        : `cannot ${doing} the embedded store in ${dir}: ${describeThrown(err)}`,
    );
  };
  try {
    await mkdir(dataDir, { recursive: true });
  } catch (err) {
    throw fsFailure(err, 'make the directory of');
  }
  let lock: DirLock;
  try {
    lock = await lockDir(dataDir);
  } catch (err) {
    if (err instanceof DirLockedError) {
      throw new StoreError(
        `the embedded store in ${dataDir} is in use by another process${err.holderPid === null ? '' : ` (pid ${err.holderPid})`}; give each instance its own DATA_DIR, or share a PostgreSQL server with DATABASE_URL`,
      );
    }
    throw fsFailure(err, 'lock');
  }
  try {
    // Writable, with some room: a read-only or full disk is said plainly, not as PGlite's
    // "failed to initialize properly" (it cannot tell those from a damaged store).
    await probeWrite(dataDir);
    // A pid file of versions before the OS-held lock: nothing reads it any more.
    await rm(join(dataDir, 'pglite.lock'), { force: true });
  } catch (err) {
    await lock.release();
    throw fsFailure(err, 'open');
  }
  const existed = await readdir(dir).then(
    (names) => names.length > 0,
    () => false,
  );
  const { PGlite } = await import('@electric-sql/pglite');
  let db: InstanceType<typeof PGlite>;
  try {
    // relaxedDurability: answers do not wait for the file system sync. What the store holds can
    // be fetched again, so a crash costs at most some pages, never a wrong figure.
    db = await PGlite.create(dir, {
      relaxedDurability: true,
      // 32 MB of buffers instead of PostgreSQL's 128 MB: about 100 MB less resident memory for
      // the same query times here (the OS caches the files PGlite reads through node's fs).
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    });
  } catch (err) {
    await lock.release();
    if (fsFaultOf(err)) throw fsFailure(err, existed ? 'open' : 'create');
    throw new StoreError(
      existed
        ? `the embedded store in ${dir} cannot be opened: it looks damaged (${describeThrown(err)}). To start afresh, ${moveAsideAdvice(dir)}`
        : `cannot create the embedded store in ${dir}: ${describeThrown(err)}`,
    );
  }
  const opened = await stat(dataDir);
  const on = (q: Pick<typeof db, 'query'>): Sql => ({
    query: async <R extends object>(text: string, params: readonly unknown[] = []) => (await q.query<R>(text, [...params])).rows,
  });
  let closed: Promise<void> | undefined;
  return {
    kind: 'embedded',
    files: { dataDir, storeDir: dir, dev: opened.dev, ino: opened.ino },
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
    close: () =>
      (closed ??= (async () => {
        try {
          await db.close();
        } finally {
          await lock.release();
        }
      })()),
  };
}

/** Bytes the start-up probe writes: a disk with less room than this cannot hold a page of records. */
const PROBE_BYTES = 256 * 1024;

/** Write, sync and remove a small file in `dir`: throws the file system's own error (EROFS, ENOSPC...). */
export async function probeWrite(dir: string, bytes = PROBE_BYTES): Promise<void> {
  const file = join(dir, `.dar-write-probe-${process.pid}`);
  try {
    const handle = await open(file, 'w');
    try {
      await handle.write(Buffer.alloc(bytes));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}

/** PGlite's buffer pool (see openEmbedded). */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/** The store the configuration asks for: PostgreSQL with a URL, else the embedded one. */
export function openStore(opts: { databaseUrl: string | null; dataDir: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openEmbedded(opts.dataDir);
}
