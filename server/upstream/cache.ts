/**
 * The proxy's answer cache: a bounded LRU (by entries and by bytes) of contract-valid answers keyed
 * by the canonical query key.
 *
 * - Compressed once: an answer is stored as identity, brotli and gzip bytes when it arrives, so a
 *   hit sends stored bytes and never compresses again (re-compressing on every hit cost a browser's
 *   hit ~10x a plain one).
 * - Fresh, then stale: each entry is fresh for its family's TTL, then stale for the family's stale
 *   window. A stale entry is still answered (stale-while-revalidate, and stale-if-error when the
 *   refresh fails); past the window it is gone.
 * - Coalesced: concurrent loads of one key share ONE upstream call, and so do background refreshes.
 * Failures are never stored; a failed refresh is remembered on the entry (why it is stale).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed copy saves too little to be worth its bytes in the cache. */
const COMPRESS_MIN_BYTES = 1024;
/** Brotli quality 9: paid once per stored answer, so a denser answer than on-the-fly quality 4. */
const BROTLI_QUALITY = 9;

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedAnswer {
  /** The JSON body as sent to a client that asks for no compression. */
  body: Buffer;
  /** Brotli and gzip copies of `body`; null when the body is too small to compress. */
  br: Buffer | null;
  gzip: Buffer | null;
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
  /** The error code of the last failed refresh since it was stored, if any. */
  refreshFailed?: string;
  /** After a failed refresh, no new one before this time (ms): a failing service is not asked on every stale request. */
  retryRefreshAt?: number;
}

export interface Freshness {
  /** How long an answer is fresh (0: never stored). */
  freshMs: number;
  /** How long after that it may still be answered, marked stale. */
  staleMs: number;
}

export type Lookup = { answer: CachedAnswer; state: 'fresh' | 'stale' };

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  /** Misses here answered from the shared tier (another instance's answer, e.g. after a restart). */
  sharedHits: number;
  /** Answers sent from a stale entry (while revalidating, or because the upstream failed). */
  stale: number;
  misses: number;
  /** Misses that waited for an identical request already in flight instead of calling upstream. */
  coalesced: number;
  /** Background refreshes that failed (the stale answer stayed). */
  refreshFailures: number;
}

/**
 * A tier shared by several instances (Redis with REDIS_URL): stored answers, and a per-key lock so
 * one instance calls the service while the others wait for its answer. Best-effort by contract:
 * an implementation that cannot reach its store finds nothing and grants every lock.
 */
export interface SharedAnswers {
  get(key: string): Promise<CachedAnswer | null>;
  put(key: string, answer: CachedAnswer): Promise<void>;
  /** True when this caller now holds the key's load (SET NX PX). */
  lock(key: string, ttlMs: number): Promise<boolean>;
  locked(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now: () => number;
  shared?: SharedAnswers;
}

/** How long one instance may hold a key's load (above the upstream timeout and its retries). */
const SHARED_LOCK_MS = 15_000;
/** Waiting instances look for the holder's answer this often, for at most the lock's life. */
const SHARED_POLL_MS = 20;

/** Rough per-entry overhead (key, object, LRU bookkeeping) so tiny answers still count. */
const ENTRY_OVERHEAD = 200;
/** How long a stale entry waits after a failed refresh before trying again (the guard adds its own hold-offs). */
export const REFRESH_RETRY_MS = 5000;

/** Browsers send a handful of distinct `accept-encoding` values: each is read once. */
const ENCODING_MEMO = new Map<string, Encoding>();
const ENCODING_MEMO_MAX = 64;

/** The encoding to send for an `accept-encoding` header: br, then gzip, then identity (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let picked = ENCODING_MEMO.get(acceptEncoding);
  if (picked === undefined) {
    picked = readAcceptEncoding(acceptEncoding);
    if (ENCODING_MEMO.size >= ENCODING_MEMO_MAX) ENCODING_MEMO.clear();
    ENCODING_MEMO.set(acceptEncoding, picked);
  }
  return picked;
}

function readAcceptEncoding(acceptEncoding: string): Encoding {
  let gzipOk = false;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (token === 'br') return 'br';
    if (token === 'gzip' || token === '*') gzipOk = true;
  }
  return gzipOk ? 'gzip' : 'identity';
}

/** The stored bytes for an encoding (identity when no compressed copy is held). */
export function bytesFor(answer: CachedAnswer, encoding: Encoding): { bytes: Buffer; encoding: Encoding } {
  if (encoding === 'br' && answer.br) return { bytes: answer.br, encoding };
  if (encoding === 'gzip' && answer.gzip) return { bytes: answer.gzip, encoding };
  return { bytes: answer.body, encoding: 'identity' };
}

export class ResponseCache {
  readonly #lru: LRUCache<string, CachedAnswer> | null;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  readonly #now: () => number;
  readonly #shared: SharedAnswers | undefined;
  /** Answers taken from the shared tier (no upstream call was made for them here). */
  readonly #fromShared = new WeakSet<CachedAnswer>();
  #hits = 0;
  #sharedHits = 0;
  #stale = 0;
  #misses = 0;
  #coalesced = 0;
  #refreshFailures = 0;

  constructor(opts: ResponseCacheOptions) {
    this.#now = opts.now;
    this.#shared = opts.shared;
    // 0 entries or 0 bytes: caching disabled (coalescing still applies).
    this.#lru =
      opts.maxEntries > 0 && opts.maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            max: opts.maxEntries,
            maxSize: opts.maxBytes,
            sizeCalculation: (v, k) => v.body.length + (v.br?.length ?? 0) + (v.gzip?.length ?? 0) + k.length * 2 + ENTRY_OVERHEAD,
          })
        : null;
  }

  /**
   * A held entry, fresh or stale, counted as a hit or a stale answer (`countStale: false`: a stale
   * one not counted, for a look that will not serve it); undefined when none is usable.
   */
  lookup(key: string, { countStale = true } = {}): Lookup | undefined {
    const entry = this.#lru?.get(key);
    if (!entry) return undefined;
    const now = this.#now();
    if (entry.staleUntil <= now) {
      this.#lru?.delete(key);
      return undefined;
    }
    if (entry.freshUntil > now) {
      this.#hits++;
      return { answer: entry, state: 'fresh' };
    }
    if (countStale) this.#stale++;
    return { answer: entry, state: 'stale' };
  }

  /**
   * Load and store an answer. While a load for `key` is in flight, identical calls await it instead
   * of loading again (`coalesced` says so); `shared` says the answer came from the shared tier
   * (another instance's), with no upstream call.
   */
  async load(
    key: string,
    freshness: Freshness,
    load: () => Promise<Buffer>,
  ): Promise<{ answer: CachedAnswer; coalesced: boolean; shared: boolean }> {
    this.#misses++;
    const pending = this.#inflight.get(key);
    const coalesced = pending !== undefined;
    if (coalesced) this.#coalesced++;
    const answer = await (pending ?? this.#start(key, freshness, load));
    return { answer, coalesced, shared: this.#fromShared.has(answer) };
  }

  /**
   * Refresh a stale entry in the background: at most one refresh per key at a time; a failure
   * keeps the stale entry and records why on it (`refreshFailed`), for the next answers to say.
   */
  refresh(key: string, freshness: Freshness, load: () => Promise<Buffer>, codeOf: (err: unknown) => string): void {
    if (this.#inflight.has(key)) return;
    const held = this.#lru?.peek(key);
    if (held?.retryRefreshAt !== undefined && held.retryRefreshAt > this.#now()) return;
    this.#start(key, freshness, load).catch((err: unknown) => {
      this.#refreshFailures++;
      const entry = this.#lru?.get(key);
      if (entry) {
        entry.refreshFailed = codeOf(err);
        entry.retryRefreshAt = this.#now() + REFRESH_RETRY_MS;
      }
    });
  }

  /** Remember that the upstream failed for a stale entry answered in place of an error. */
  markFailed(answer: CachedAnswer, code: string): void {
    answer.refreshFailed = code;
  }

  #start(key: string, freshness: Freshness, load: () => Promise<Buffer>): Promise<CachedAnswer> {
    const promise =
      this.#shared && freshness.freshMs > 0 ? this.#viaShared(this.#shared, key, freshness, load) : this.#fetch(key, freshness, load);
    this.#inflight.set(key, promise);
    const done = () => {
      this.#inflight.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  /**
   * With a shared tier: a fresh answer another instance stored is taken as is; otherwise the
   * instance that wins the key's lock calls the service and stores the answer for all, while the
   * others poll for it. When the holder gives up without an answer (the service failed), each
   * waiting instance loads for itself (still one call per instance: local coalescing holds).
   */
  async #viaShared(shared: SharedAnswers, key: string, freshness: Freshness, load: () => Promise<Buffer>): Promise<CachedAnswer> {
    for (let waited = 0; waited <= SHARED_LOCK_MS; waited += SHARED_POLL_MS) {
      const held = await shared.get(key);
      if (held && held.freshUntil > this.#now()) {
        this.#sharedHits++;
        this.#fromShared.add(held);
        this.#lru?.set(key, held);
        return held;
      }
      if (waited === 0 && (await shared.lock(key, SHARED_LOCK_MS))) {
        try {
          const answer = await this.#fetch(key, freshness, load);
          await shared.put(key, answer);
          return answer;
        } finally {
          await shared.unlock(key);
        }
      }
      if (waited > 0 && !(await shared.locked(key))) {
        // The holder finished: its answer (if any) is read once more before loading here.
        const after = await shared.get(key);
        if (after && after.freshUntil > this.#now()) {
          this.#sharedHits++;
          this.#fromShared.add(after);
          this.#lru?.set(key, after);
          return after;
        }
        break;
      }
      await sleep(SHARED_POLL_MS);
    }
    return this.#fetch(key, freshness, load);
  }

  async #fetch(key: string, freshness: Freshness, load: () => Promise<Buffer>): Promise<CachedAnswer> {
    const body = await load();
    const [br, gz] =
      body.length >= COMPRESS_MIN_BYTES
        ? await Promise.all([brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }), gzipAsync(body)])
        : [null, null];
    const now = this.#now();
    const answer: CachedAnswer = {
      body,
      br,
      gzip: gz,
      storedAt: now,
      freshUntil: now + freshness.freshMs,
      staleUntil: now + freshness.freshMs + freshness.staleMs,
    };
    // Expiry is read on the app's clock in lookup(); the LRU's own bounds evict the rest.
    if (freshness.freshMs > 0) this.#lru?.set(key, answer);
    return answer;
  }

  stats(): CacheStats {
    return {
      entries: this.#lru?.size ?? 0,
      bytes: this.#lru?.calculatedSize ?? 0,
      hits: this.#hits,
      sharedHits: this.#sharedHits,
      stale: this.#stale,
      misses: this.#misses,
      coalesced: this.#coalesced,
      refreshFailures: this.#refreshFailures,
    };
  }

  clear(): void {
    this.#lru?.clear();
  }
}
