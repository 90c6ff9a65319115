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
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeThrown, fsFaultAdvice, fsFaultOf, moveAsideAdvice, postgresStartFailure } from './faults.ts';
import { DirLockedError, lockDir, type DirLock } from './lock.ts';
import { openPgliteThread, type PgliteThread } from './pglite-thread.ts';

export interface QueryOptions {
  /**
   * Keep the statement parsed and planned on its connection (a named prepared statement), for a
   * statement run often whose plan does not hang on its parameters' values. PGlite spends more
   * planning such a statement than running it: recording a busy place's answer took ~20 ms of
   * CPU a batch, ~7 prepared (docs/listing-history.md). A wrapper may drop it: only time differs.
   */
  prepare?: boolean;
  /**
   * Run the statement with this much memory for each sort and held result (`work_mem`, e.g.
   * '32MB') instead of the server's setting (PostgreSQL's default is 4 MB): in a transaction of
   * its own, set for that transaction alone. For a statement that sorts a large sample, which
   * would otherwise spill to disk. A wrapper may drop it, as a transaction's queries do: only time
   * differs.
   */
  workMem?: string;
}

export interface Sql {
  query<R extends object = Record<string, unknown>>(text: string, params?: readonly unknown[], opts?: QueryOptions): Promise<R[]>;
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

/** A prepared statement's name: one per text (node-pg prepares it once per connection). */
const statementName = (text: string) => `dar_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

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
  const run = async <R extends object>(
    client: Pick<typeof pool, 'query'>,
    text: string,
    params: readonly unknown[] = [],
    opts: QueryOptions = {},
  ) => (await client.query<R>({ text, values: [...params], ...(opts.prepare ? { name: statementName(text) } : {}) })).rows;
  const db: Db = {
    kind: 'postgres',
    query: (text, params, opts) =>
      opts?.workMem === undefined ? run(pool, text, params, opts) : withWorkMem(db, opts.workMem, text, params, opts),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const out = await fn({ query: (text, params, opts) => run(client, text, params, opts) });
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
  return db;
}

/** One statement in a transaction of its own with `work_mem` set for it alone (QueryOptions.workMem). */
function withWorkMem<R extends object>(
  db: Pick<Db, 'transaction'>,
  workMem: string,
  text: string,
  params: readonly unknown[] | undefined,
  opts: QueryOptions,
): Promise<R[]> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('work_mem', $1, true)`, [workMem]);
    return tx.query<R>(text, params, { ...opts, workMem: undefined });
  });
}

export interface EmbeddedOptions {
  /** A store call unanswered this long means PGlite is stuck: its thread is ended and opened again (STORE_STUCK_SECONDS). */
  answerWithinMs?: number;
  /** Told once per stuck thread (the server logs it with what to do). */
  onStuck?: (what: string, answerWithinMs: number) => void;
}

/** STORE_STUCK_SECONDS when unset: far above any query's time at millions of rows (issue 24's figures). */
export const STORE_ANSWER_WITHIN_MS = 60_000;
/** initdb on a loaded two-core machine has taken over 30 s. */
const INITDB_WITHIN_MS = 180_000;

/**
 * PGlite in `<dataDir>/pglite`, on a thread of its own (store/pglite-thread.ts: a stuck PGlite
 * never freezes the server, and is ended and opened again). A second process opening the same files would corrupt them, so the
 * directory is locked first (store/lock.ts: a lock the operating system holds and frees when the
 * process dies, however it dies). Every way the open can fail is said in the operator's terms
 * (store/faults.ts): the disk full, a read-only or foreign directory, a damaged store, another
 * instance holding it.
 */
export async function openEmbedded(dataDir: string, opts: EmbeddedOptions = {}): Promise<Db> {
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
  // 32 MB of buffers instead of PostgreSQL's 128 MB: about 100 MB less resident memory for the same
  // query times here (the OS caches the files PGlite reads through node's fs).
  const thread = (answerWithinMs: number) =>
    openPgliteThread({
      dir,
      startParams: ['-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
      answerWithinMs,
      onStuck: (what) => opts.onStuck?.(what, answerWithinMs),
    });
  const initdb = async () => (await thread(INITDB_WITHIN_MS)).close();
  let db: PgliteThread;
  try {
    // initdb grows WebAssembly memory by hundreds of MB (a peak of about 800 MB) that only ending
    // its thread gives back. So a new store is a copy of the one the build made, or else is made
    // on a throwaway thread; either way it then opens at its settled size.
    const copied = !existed && (await copyTemplate(dir));
    if (!existed && !copied) await initdb();
    db = await thread(opts.answerWithinMs ?? STORE_ANSWER_WITHIN_MS).catch(async (err: unknown) => {
      if (!copied) throw err;
      // A template this PGlite cannot open (made by another version): make the store here.
      await rm(dir, { recursive: true, force: true });
      await initdb();
      return thread(opts.answerWithinMs ?? STORE_ANSWER_WITHIN_MS);
    });
  } catch (err) {
    if (!existed) await rm(dir, { recursive: true, force: true }).catch(() => {});
    await lock.release();
    if (fsFaultOf(err)) throw fsFailure(err, existed ? 'open' : 'create');
    throw new StoreError(
      existed
        ? `the embedded store in ${dir} cannot be opened: it looks damaged (${describeThrown(err)}). To start afresh, ${moveAsideAdvice(dir)}`
        : `cannot create the embedded store in ${dir}: ${describeThrown(err)}`,
    );
  }
  const opened = await stat(dataDir);
  let closed: Promise<void> | undefined;
  return {
    kind: 'embedded',
    files: { dataDir, storeDir: dir, dev: opened.dev, ino: opened.ino },
    query: (text, params, opts) =>
      opts?.workMem === undefined ? db.query(text, params, opts) : withWorkMem(db, opts.workMem, text, params, opts),
    transaction: (fn) => db.transaction(fn),
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

/**
 * A new, empty store made by the build (scripts/build-server.ts) beside the compiled server; absent
 * when the server runs from source, where a new store is made by initdb.
 */
export const STORE_TEMPLATE = fileURLToPath(new URL('./store-template', import.meta.url));

/** Copy the build's empty store to `dir`; false when there is none. */
async function copyTemplate(dir: string): Promise<boolean> {
  if (!existsSync(join(STORE_TEMPLATE, 'PG_VERSION'))) return false;
  await cp(STORE_TEMPLATE, dir, { recursive: true });
  return true;
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
export function openStore(
  opts: { databaseUrl: string | null; dataDir: string; storeStuckSeconds?: number },
  onStuck?: EmbeddedOptions['onStuck'],
): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openEmbedded(opts.dataDir, {
    answerWithinMs: (opts.storeStuckSeconds ?? STORE_ANSWER_WITHIN_MS / 1000) * 1000,
    ...(onStuck ? { onStuck } : {}),
  });
}
