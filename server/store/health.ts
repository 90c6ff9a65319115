/**
 * The market store's health, as `/healthz` and `/metrics` show it, and the guard on its writes.
 *
 * - Probes: `select 1` within a short deadline (both drivers); for the embedded store also its
 *   directory: still there, still the one opened at start (same device and inode), writable (a
 *   small file written and synced), and with room (free space against STORE_MIN_FREE_MB).
 * - A periodic check (every 30 s, an unref'd timer) notices a deleted or replaced DATA_DIR, a full
 *   disk or a store that stopped answering within a minute; each new problem is logged once, and
 *   the return to health once.
 * - Writes to the embedded store wait for room: below the floor, or with DATA_DIR deleted or
 *   replaced, a write is refused (a StoreError saying why) before PGlite sees it. PGlite does not
 *   survive a full disk: a statement that cannot extend the WAL inside a transaction spins at
 *   100% CPU forever, blocking the event loop (docs/operations.md). The floor keeps it from
 *   getting there; the store resumes by itself when space is freed.
 * - `hasRoom()` (the app's `storeHasRoom()`) is what a collector asks before paying for a page.
 */
import { stat, statfs } from 'node:fs/promises';
import type { Logger } from 'pino';
import { Counter, Gauge, type Registry } from 'prom-client';
import { probeWrite, StoreError, type Db, type QueryOptions, type Sql } from './db.ts';
import { describeThrown, fsFaultAdvice, fsFaultOf, type FsFault } from './faults.ts';

export interface StoreHealthOptions {
  /** The store as opened (db.ts). */
  db: Db;
  log: Logger;
  /** STORE_MIN_FREE_MB in bytes: below it the embedded store takes no writes (0: no floor). */
  minFreeBytes: number;
  /** How often the periodic check runs (default 30 s). */
  intervalMs?: number;
  /** The deadline of the `select 1` probe (default 2 s). */
  probeTimeoutMs?: number;
}

export interface StoreStatus {
  kind: Db['kind'];
  /** The store answers, and (embedded) its directory is the one opened, writable and with room. */
  up: boolean;
  reasons: string[];
  checkedAt: string | null;
  /** Embedded only: free bytes on DATA_DIR's disk as last seen, and the floor. */
  freeBytes?: number | null;
  minFreeBytes?: number;
  /** Writes that failed or were refused since start. */
  writeErrors: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the market store has room for more (false below STORE_MIN_FREE_MB, or when its directory is gone); true without a store. Ask before collecting. */
    storeHasRoom: () => Promise<boolean>;
  }
}

type Key = 'unreachable' | 'deleted' | 'replaced' | 'unwritable' | 'low_space' | 'write_failed';
type WriteErrorReason = FsFault | 'refused' | 'other';

const MB = 1024 * 1024;
/** Files checks (statfs, stat) are reused this long by the write guard (short: a WAL segment is 16 MB). */
const FILES_TTL_MS = 250;
/** Bytes the periodic probe writes. */
const PROBE_BYTES = 4096;
/** A statement that writes (everything else is a read). */
const WRITES = /^\s*(insert|update|delete|create|alter|drop|truncate|with|vacuum|reindex|cluster|copy)\b/i;

interface Files {
  at: number;
  freeBytes: number | null;
  /** What is wrong with the directory itself, or null. */
  problem: { key: 'deleted' | 'replaced'; text: string } | null;
}

export class StoreHealth {
  /** The store with its writes guarded and counted: what the app uses. */
  readonly db: Db;
  readonly #o: Required<Omit<StoreHealthOptions, 'db'>>;
  readonly #raw: Db;
  #files: Files | undefined;
  #filesPending: Promise<Files> | undefined;
  #checking: Promise<StoreStatus> | undefined;

  /** How long the store has to answer a probe (or any read /healthz makes) before it counts as down. */
  get probeTimeoutMs(): number {
    return this.#o.probeTimeoutMs;
  }
  #last: StoreStatus;
  #active = new Map<Key, string>();
  /** When the check whose findings were last published began (ms). */
  #published = 0;
  readonly #writeErrors = new Map<WriteErrorReason, number>();
  /** The last write failed with a file system fault, and none has succeeded since. */
  #writeFault: FsFault | null = null;
  #timer: NodeJS.Timeout | undefined;

  constructor(opts: StoreHealthOptions) {
    this.#raw = opts.db;
    this.#o = { intervalMs: 30_000, probeTimeoutMs: 2000, ...opts };
    this.#last = { kind: opts.db.kind, up: true, reasons: [], checkedAt: null, writeErrors: 0 };
    this.db = this.#guarded(opts.db);
  }

  /** Start the periodic check (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.check(), this.#o.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  /** The last status checked (no probe). */
  status(): StoreStatus {
    return this.#last;
  }

  /** Probe the store (and its directory) now; concurrent calls share one probe. */
  check(): Promise<StoreStatus> {
    this.#checking ??= this.#check().finally(() => {
      this.#checking = undefined;
    });
    return this.#checking;
  }

  /** Whether a collector may write more: the embedded store's directory is in place, with room. */
  async hasRoom(): Promise<boolean> {
    if (!this.#raw.files) return true;
    const f = await this.#filesNow();
    return f.problem === null && !this.#below(f) && this.#writeFault === null;
  }

  /** `dar_store_up` and `dar_store_write_errors_total` (and the free bytes) on the app's registry. */
  register(registry: Registry): void {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- prom-client's collect() has its own `this`
    const health = this;
    new Gauge({
      name: 'dar_store_up',
      help: 'Whether the market store answers and (embedded) its directory is the one opened, writable and with room: 1 yes, 0 no (see /healthz for why)',
      registers: [registry],
      async collect() {
        this.set((await health.check()).up ? 1 : 0);
      },
    });
    new Counter({
      name: 'dar_store_write_errors_total',
      help: 'Writes to the market store that failed, by reason: disk_full, read_only, no_permission, refused (below STORE_MIN_FREE_MB, or DATA_DIR gone), other',
      labelNames: ['reason'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [reason, n] of health.#writeErrors) this.inc({ reason }, n);
      },
    });
    if (this.#raw.files) {
      new Gauge({
        name: 'dar_store_free_bytes',
        help: "Free bytes on the embedded store's disk (DATA_DIR), as last checked",
        registers: [registry],
        collect() {
          const free = health.#files?.freeBytes;
          if (free !== null && free !== undefined) this.set(free);
        },
      });
    }
  }

  async #check(): Promise<StoreStatus> {
    const started = Date.now();
    const found = new Map<Key, string>();
    const probe = this.#probeQuery();
    const files = this.#raw.files ? await this.#filesNow(true) : undefined;
    if (files?.problem) found.set(files.problem.key, files.problem.text);
    if (this.#raw.files && files && !files.problem) {
      const dataDir = this.#raw.files.dataDir;
      try {
        await probeWrite(dataDir, PROBE_BYTES);
        if (this.#writeFault === 'disk_full' && !this.#below(files)) this.#writeFault = null;
      } catch (err) {
        const fault = fsFaultOf(err);
        found.set(
          'unwritable',
          fault
            ? `cannot write in DATA_DIR: ${fsFaultAdvice(fault, dataDir)}; the store resumes by itself`
            : `cannot write in DATA_DIR (${dataDir}): ${describeThrown(err)}`,
        );
      }
      if (this.#below(files)) found.set('low_space', this.#lowSpaceText(files));
    }
    if (this.#writeFault && !found.has('unwritable') && this.#raw.files) {
      found.set(
        'write_failed',
        `writes to the store fail: ${fsFaultAdvice(this.#writeFault, this.#raw.files.dataDir)}; the store resumes by itself`,
      );
    }
    const answered = await probe;
    if (answered !== true) found.set('unreachable', answered);
    // Checks may overlap (the timer's, /healthz's): one begun before the last published is older news.
    if (started >= this.#published) {
      this.#published = started;
      this.#publish(found);
    }
    this.#last = {
      kind: this.#raw.kind,
      up: found.size === 0,
      reasons: [...found.values()],
      checkedAt: new Date().toISOString(),
      ...(files ? { freeBytes: files.freeBytes, minFreeBytes: this.#o.minFreeBytes } : {}),
      writeErrors: [...this.#writeErrors.values()].reduce((a, b) => a + b, 0),
    };
    return this.#last;
  }

  /** true, or why the store did not answer `select 1` in time. */
  async #probeQuery(): Promise<true | string> {
    const what = this.#raw.kind === 'postgres' ? 'the PostgreSQL server of DATABASE_URL' : 'the embedded store';
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`${what} does not answer within ${this.#o.probeTimeoutMs} ms`), this.#o.probeTimeoutMs);
    });
    try {
      return await Promise.race([
        this.#raw.query('select 1').then(
          () => true as const,
          (err: unknown) =>
            `${what} does not answer (${describeThrown(err)})${this.#raw.kind === 'postgres' ? ': is it running, and reachable from here?' : ''}`,
        ),
        deadline,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** DATA_DIR's identity and free space, reused for a second unless `fresh`. */
  #filesNow(fresh = false): Promise<Files> {
    const f = this.#files;
    if (!fresh && f && Date.now() - f.at < FILES_TTL_MS) return Promise.resolve(f);
    // A check reads the directory anew: a read begun before it (for a write) may be from before a change.
    if (fresh)
      return this.#readFiles().then((files) => {
        if (!this.#files || files.at >= this.#files.at) this.#files = files;
        return files;
      });
    this.#filesPending ??= this.#readFiles().then(
      (files) => {
        this.#files = files;
        this.#filesPending = undefined;
        return files;
      },
      (err: unknown) => {
        this.#filesPending = undefined;
        throw err;
      },
    );
    return this.#filesPending;
  }

  async #readFiles(): Promise<Files> {
    const { dataDir, storeDir, dev, ino } = this.#raw.files!;
    const at = Date.now();
    const deleted = {
      key: 'deleted' as const,
      text: `DATA_DIR (${dataDir}) was deleted while the server ran: the store takes no more writes (they would be lost at restart); restore the directory or restart the server (the store is then collected again)`,
    };
    try {
      const now = await stat(dataDir);
      if (now.dev !== dev || now.ino !== ino) {
        return {
          at,
          freeBytes: null,
          problem: {
            key: 'replaced',
            text: `DATA_DIR (${dataDir}) was replaced while the server ran (it is not the directory opened at start): the store takes no more writes (they would go to the old one); restart the server to use the new directory`,
          },
        };
      }
      await stat(storeDir);
    } catch {
      return { at, freeBytes: null, problem: deleted };
    }
    const fs = await statfs(dataDir).catch(() => null);
    return { at, freeBytes: fs ? fs.bavail * fs.bsize : null, problem: null };
  }

  #below(f: Files): boolean {
    return this.#o.minFreeBytes > 0 && f.freeBytes !== null && f.freeBytes < this.#o.minFreeBytes;
  }

  #lowSpaceText(f: Files): string {
    const free = Math.floor((f.freeBytes ?? 0) / MB);
    return `disk full in DATA_DIR (${this.#raw.files!.dataDir}): ${free} MB free, below STORE_MIN_FREE_MB (${Math.round(this.#o.minFreeBytes / MB)}); the store takes no more writes: free space there and the store resumes by itself`;
  }

  /** Log each new problem once, and the return to health once. */
  #publish(found: Map<Key, string>): void {
    for (const [key, text] of found) if (!this.#active.has(key)) this.#o.log.warn({ store: this.#raw.kind, reason: key }, text);
    if (this.#active.size > 0 && found.size === 0) this.#o.log.info({ store: this.#raw.kind }, 'market store healthy again');
    this.#active = found;
  }

  #countWriteError(reason: WriteErrorReason): void {
    this.#writeErrors.set(reason, (this.#writeErrors.get(reason) ?? 0) + 1);
  }

  /** Refuse a write the embedded store has no room or no directory for (a StoreError saying why). */
  async #beforeWrite(): Promise<void> {
    if (!this.#raw.files) return;
    // Within twice the floor of it, every write reads the free space anew (a statfs is cheap): a
    // burst of writes can spend tens of MB between two readings FILES_TTL_MS apart.
    const last = this.#files;
    const near = last?.freeBytes != null && last.freeBytes < 2 * this.#o.minFreeBytes;
    const f = await this.#filesNow(near);
    const why = f.problem?.text ?? (this.#below(f) ? this.#lowSpaceText(f) : null);
    if (why === null) return;
    this.#countWriteError('refused');
    void this.check(); // logs it once, and turns /healthz
    throw new StoreError(why);
  }

  #afterWrite(err: unknown): void {
    if (err === undefined) {
      this.#writeFault = null;
      return;
    }
    if (err instanceof StoreError) return; // refused: counted
    const fault = fsFaultOf(err);
    this.#countWriteError(fault ?? 'other');
    if (fault) {
      this.#writeFault = fault;
      void this.check();
    }
  }

  #guarded(db: Db): Db {
    const write = async <T>(run: () => Promise<T>): Promise<T> => {
      await this.#beforeWrite();
      try {
        const out = await run();
        this.#afterWrite(undefined);
        return out;
      } catch (err) {
        this.#afterWrite(err);
        throw err;
      }
    };
    return {
      kind: db.kind,
      ...(db.files ? { files: db.files } : {}),
      query: <R extends object>(text: string, params?: readonly unknown[], opts?: QueryOptions) =>
        WRITES.test(text) ? write(() => db.query<R>(text, params, opts)) : db.query<R>(text, params, opts),
      transaction: <T>(fn: (tx: Sql) => Promise<T>) => write(() => db.transaction(fn)),
      close: () => db.close(),
    };
  }
}
