/**
 * The embedded store on a thread of its own (pglite-worker.js runs PGlite there), with a hard
 * bound on every call.
 *
 * PGlite can stop answering for good: on a full disk a transaction whose WAL cannot grow spins in
 * WebAssembly forever (docs/operations.md). On the main thread that froze every route, `/healthz`
 * and the SIGTERM handler. On its own thread it freezes only the store: the main thread goes on
 * answering, and a call with no answer within `answerWithinMs` ends the thread (terminate stops
 * WebAssembly mid-loop), fails every call in flight with a StoreThreadError saying so, and the next
 * call opens the files again on a new thread (PostgreSQL's recovery replays the WAL, so every
 * committed row is there). `close()` is bounded the same way, so shutdown always finishes.
 *
 * A thread is also how the store gives memory back: WebAssembly memory never shrinks, and initdb
 * (the first open of a directory) grows it by hundreds of MB, so db.ts creates a new store on a
 * throwaway thread and opens it on another.
 */
import { Worker } from 'node:worker_threads';

/** An error from the store's thread, with the fields store/faults.ts reads (code, errno, name). */
export class StoreThreadError extends Error {
  readonly code?: string;
  readonly errno?: number;
  constructor(fields: { name?: string; message?: string; code?: string; errno?: number }) {
    super(fields.message ?? fields.name ?? 'the embedded store failed');
    // PGlite's file errors are named ErrnoError (faults.ts tells a full disk by it).
    this.name = fields.name && fields.name !== 'Error' ? fields.name : 'StoreThreadError';
    if (fields.code !== undefined) this.code = fields.code;
    if (fields.errno !== undefined) this.errno = fields.errno;
  }
}

interface ThreadSql {
  query<R extends object>(text: string, params?: readonly unknown[], opts?: { prepare?: boolean }): Promise<R[]>;
}

export interface PgliteThread extends ThreadSql {
  transaction<T>(fn: (tx: ThreadSql) => Promise<T>): Promise<T>;
  /** Close the files; a thread that does not manage within the bound is ended. */
  close(): Promise<void>;
}

export interface PgliteThreadOptions {
  dir: string;
  /** PostgreSQL settings (`-c name=value` pairs) beside PGlite's defaults. */
  startParams: readonly string[];
  /** A call unanswered this long means the store is stuck: the thread is ended and opened again. */
  answerWithinMs: number;
  /** How long the open may take (initdb on a busy machine takes tens of seconds). */
  openWithinMs?: number;
  /** Told once per stuck thread, with the call that found it. */
  onStuck?: (what: string) => void;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ConstructorParameters<typeof StoreThreadError>[0] };
type Message =
  | { op: 'query'; text: string; params: readonly unknown[]; tx?: number; prepare?: boolean }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

interface Pending {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** One thread's life: started, opened, maybe stuck, ended. */
class Thread {
  readonly opened: Promise<void>;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #next = 1;
  #ended: Error | undefined;

  constructor(
    o: PgliteThreadOptions,
    private readonly stuck: (what: string) => void,
  ) {
    this.#worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData: { dir: o.dir, startParams: o.startParams },
      // Plain JavaScript needs none of the parent's flags, and some break a worker (--input-type).
      execArgv: [],
    });
    // The thread never keeps the process alive on its own: shutdown closes it explicitly.
    this.#worker.unref();
    this.opened = this.#call(0, null, o.openWithinMs ?? 120_000, 'opening the store').then(() => undefined);
    this.#worker.on('message', (r: Reply) => {
      const p = this.#pending.get(r.id);
      if (!p) return;
      this.#pending.delete(r.id);
      clearTimeout(p.timer);
      if (r.ok) p.resolve(r.value);
      else p.reject(new StoreThreadError(r.error));
    });
    this.#worker.on(
      'error',
      (err) => void this.end(new StoreThreadError({ message: `the embedded store's thread failed: ${err.message}` })),
    );
    this.#worker.on('exit', () => void this.end(new StoreThreadError({ message: "the embedded store's thread ended" })));
  }

  get ended(): boolean {
    return this.#ended !== undefined;
  }

  /** Ask the thread; `message` null only for the open (id 0), which the thread answers unasked. */
  #call(id: number, message: Message | null, within: number, what: string): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const seconds = Math.round(within / 1000);
        this.stuck(what);
        void this.end(
          new StoreThreadError({
            message: `the embedded store did not answer within ${seconds} s (${what}); its thread was ended and the store is opened again on the next call`,
          }),
        );
      }, within);
      timer.unref();
      this.#pending.set(id, { resolve, reject, timer });
      if (message) this.#worker.postMessage({ id, ...message });
    });
  }

  ask(message: Message, within: number, what: string): Promise<unknown> {
    return this.#call(this.#next++, message, within, what);
  }

  /** Fail every call in flight with `why` and stop the thread (it may be mid-loop: terminate). */
  async end(why: Error): Promise<void> {
    if (this.#ended) return;
    this.#ended = why;
    for (const p of this.#pending.values()) {
      clearTimeout(p.timer);
      p.reject(why);
    }
    this.#pending.clear();
    await this.#worker.terminate();
  }
}

/** A store that could not be opened again is tried again after this long, not on every call. */
const REOPEN_AFTER_MS = 5000;

const describe = (text: string) => `"${text.replace(/\s+/g, ' ').trim().slice(0, 60)}"`;

/** Open the store at `o.dir` on its own thread (rejects with the open's own error). */
export async function openPgliteThread(o: PgliteThreadOptions): Promise<PgliteThread> {
  let stuckTold: Thread | undefined;
  const start = () => {
    const t: Thread = new Thread(o, (what) => {
      if (stuckTold === t) return;
      stuckTold = t;
      o.onStuck?.(what);
    });
    return t;
  };
  let thread = start();
  let closing: Promise<void> | undefined;
  /** The last open that failed: a stuck store is not reopened more often than every REOPEN_AFTER_MS. */
  let failed: { at: number; err: unknown } | undefined;
  /** The live thread, a new one if the last got stuck (its open waited for). */
  const live = async () => {
    if (closing) throw new StoreThreadError({ message: 'the embedded store is closed' });
    if (thread.ended) {
      if (failed && Date.now() - failed.at < REOPEN_AFTER_MS) throw failed.err;
      thread = start();
    }
    const t = thread;
    try {
      await t.opened;
    } catch (err) {
      failed = { at: Date.now(), err };
      await t.end(err instanceof Error ? err : new StoreThreadError({ message: String(err) }));
      throw err;
    }
    return t;
  };
  await live();
  const query = async <R extends object>(
    text: string,
    params: readonly unknown[] = [],
    prepare = false,
    tx?: { thread: Thread; id: number },
  ) => {
    const t = tx?.thread ?? (await live());
    const message: Message = { op: 'query', text, params: [...params], ...(tx ? { tx: tx.id } : {}), ...(prepare ? { prepare } : {}) };
    return (await t.ask(message, o.answerWithinMs, describe(text))) as R[];
  };
  return {
    query: (text, params, opts) => query(text, params, opts?.prepare),
    async transaction(fn) {
      const t = await live();
      const id = (await t.ask({ op: 'begin' }, o.answerWithinMs, 'BEGIN')) as number;
      const tx = { thread: t, id };
      let out;
      try {
        out = await fn({ query: (text, params, opts) => query(text, params, opts?.prepare, tx) });
      } catch (err) {
        await t.ask({ op: 'end', tx: id, commit: false }, o.answerWithinMs, 'ROLLBACK').catch(() => {});
        throw err;
      }
      await t.ask({ op: 'end', tx: id, commit: true }, o.answerWithinMs, 'COMMIT');
      return out;
    },
    close: () =>
      (closing ??= (async () => {
        const t = thread;
        if (t.ended) return;
        try {
          await t.ask({ op: 'close' }, Math.min(o.answerWithinMs, 5000), 'closing the store');
        } catch {
          /* ended by the bound, or already failing: the files are closed by the end below */
        }
        await t.end(new StoreThreadError({ message: 'the embedded store is closed' }));
      })()),
  };
}
