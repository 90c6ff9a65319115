/**
 * The proxy's answer cache: a bounded LRU (by entries and by bytes) of contract-valid bodies keyed
 * by the canonical query key. Each body is compressed ONCE, when stored (brotli and gzip), so a hit
 * costs no CPU beyond choosing the stored bytes the request accepts.
 *
 * Freshness per entry: fresh until `freshUntil`, then servable stale until `staleUntil`.
 * - fresh: a HIT.
 * - stale: answered at once (STALE) while ONE background refresh runs (coalesced with any load in
 *   flight for the key). A refresh that fails keeps the entry and records why, so later stale
 *   answers say the service is not answering (stale-if-error).
 * - absent or past its stale window: a MISS that loads; identical concurrent misses share ONE load.
 * Failures are never stored.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { UpstreamError } from './errors.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CachedAnswer {
  /** The JSON body as sent to a client that accepts no compression. */
  body: Buffer;
  /** The same body, brotli- and gzip-compressed; null for small bodies (not worth it). */
  br: Buffer | null;
  gzip: Buffer | null;
  /** When the data was fetched from the service (ms since epoch). */
  storedAt: number;
  /** `storedAt` as ISO 8601, computed once for the `x-data-as-of` header. */
  asOf: string;
  freshUntil: number;
  staleUntil: number;
  /** Set when the last refresh failed: the error code (e.g. `upstream_unavailable`). */
  failure: string | null;
  /** After a failed refresh, no new one before this time: a failing service is not asked on every request. */
  retryRefreshAt: number;
}

/** How an answer was obtained, for `X-Cache` and the stale headers. */
export type CacheState = 'HIT' | 'MISS' | 'STALE';

export interface CacheResult {
  answer: CachedAnswer;
  state: CacheState;
  /** For STALE: why (`revalidating`, or the error code of the failed refresh). */
  staleReason?: string;
}

export interface FreshnessPolicy {
  ttlMs: number;
  staleMs: number;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  stale: number;
  /** Misses that waited for an identical request already in flight instead of calling upstream. */
  coalesced: number;
  /** Background refreshes started for stale entries, and how many of them failed. */
  refreshes: number;
  refreshFailures: number;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now: () => number;
  /** Told once per failed background refresh (the request that triggered it has been answered). */
  onRefreshError?: (key: string, err: unknown) => void;
}

/** Rough per-entry overhead (key, object, LRU bookkeeping) so tiny answers still count. */
const ENTRY_OVERHEAD = 300;
/** After a background refresh fails, the next one waits this long (the guard adds its own hold-offs). */
const REFRESH_RETRY_MS = 5000;
/** Below this, compression saves less than its headers cost: identity only. */
export const COMPRESS_MIN_BYTES = 1024;

/** Compress a body once, both ways, off the event loop (zlib's thread pool). */
export async function compressBody(body: Buffer): Promise<{ br: Buffer | null; gzip: Buffer | null }> {
  if (body.length < COMPRESS_MIN_BYTES) return { br: null, gzip: null };
  const [b, g] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        // Paid once per stored answer, so the highest-but-one quality: near-best size, ~2x faster than 11.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 10,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br: b, gzip: g };
}

export class ResponseCache {
  readonly #lru: LRUCache<string, CachedAnswer> | null;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  readonly #now: () => number;
  readonly #onRefreshError: ((key: string, err: unknown) => void) | undefined;
  #hits = 0;
  #misses = 0;
  #stale = 0;
  #coalesced = 0;
  #refreshes = 0;
  #refreshFailures = 0;

  constructor(opts: ResponseCacheOptions) {
    this.#now = opts.now;
    this.#onRefreshError = opts.onRefreshError;
    // 0 entries or 0 bytes: caching disabled (coalescing still applies).
    this.#lru =
      opts.maxEntries > 0 && opts.maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            max: opts.maxEntries,
            maxSize: opts.maxBytes,
            sizeCalculation: (v, k) =>
              v.body.length + (v.br?.length ?? 0) + (v.gzip?.length ?? 0) + k.length * 2 + ENTRY_OVERHEAD,
          })
        : null;
  }

  /** The entry for `key` while it is servable (fresh or stale); a past-window entry is dropped. */
  #servable(key: string): CachedAnswer | undefined {
    const entry = this.#lru?.get(key);
    if (!entry) return undefined;
    if (entry.staleUntil <= this.#now()) {
      this.#lru!.delete(key);
      return undefined;
    }
    return entry;
  }

  /** A fresh entry, counted as a hit; undefined (not counted) otherwise. The hot path's fast check. */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.#servable(key);
    if (!entry || entry.freshUntil <= this.#now()) return undefined;
    this.#hits++;
    return entry;
  }

  /** Store a body fetched now (compressing it once). */
  async #store(key: string, body: Buffer, policy: FreshnessPolicy): Promise<CachedAnswer> {
    const { br, gzip: gz } = await compressBody(body);
    const now = this.#now();
    const answer: CachedAnswer = {
      body,
      br,
      gzip: gz,
      storedAt: now,
      asOf: new Date(now).toISOString(),
      freshUntil: now + policy.ttlMs,
      staleUntil: now + policy.ttlMs + policy.staleMs,
      failure: null,
      retryRefreshAt: 0,
    };
    if (policy.ttlMs + policy.staleMs > 0) this.#lru?.set(key, answer);
    return answer;
  }

  /** ONE load per key at a time: later callers join the one in flight. */
  #loadOnce(key: string, policy: FreshnessPolicy, load: () => Promise<Buffer>): { promise: Promise<CachedAnswer>; joined: boolean } {
    const pending = this.#inflight.get(key);
    if (pending) return { promise: pending, joined: true };
    const promise = (async () => this.#store(key, await load(), policy))();
    this.#inflight.set(key, promise);
    const forget = () => {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    };
    promise.then(forget, forget);
    return { promise, joined: false };
  }

  /**
   * Fresh: the cached answer. Stale: the cached answer at once, and one background refresh.
   * Otherwise: the result of `load` (shared by identical concurrent calls), stored when it succeeds.
   */
  async get(key: string, policy: FreshnessPolicy, load: () => Promise<Buffer>): Promise<CacheResult> {
    const entry = this.#servable(key);
    const now = this.#now();
    if (entry && entry.freshUntil > now) {
      this.#hits++;
      return { answer: entry, state: 'HIT' };
    }
    if (entry) {
      this.#stale++;
      this.#refresh(key, entry, policy, load);
      return { answer: entry, state: 'STALE', staleReason: entry.failure ?? 'revalidating' };
    }
    this.#misses++;
    const { promise, joined } = this.#loadOnce(key, policy, load);
    if (joined) this.#coalesced++;
    return { answer: await promise, state: 'MISS' };
  }

  #refresh(key: string, entry: CachedAnswer, policy: FreshnessPolicy, load: () => Promise<Buffer>): void {
    if (entry.retryRefreshAt > this.#now()) return;
    const { promise, joined } = this.#loadOnce(key, policy, load);
    if (joined) return;
    this.#refreshes++;
    promise.catch((err: unknown) => {
      this.#refreshFailures++;
      // Keep serving the entry, and say why from now on.
      entry.failure = err instanceof UpstreamError ? err.code : 'refresh_failed';
      entry.retryRefreshAt = this.#now() + REFRESH_RETRY_MS;
      this.#onRefreshError?.(key, err);
    });
  }

  /** Compatibility with the pre-stale API: `ttlMs` fresh, no stale window. */
  async getOrLoad(key: string, ttlMs: number, load: () => Promise<Buffer>): Promise<{ answer: CachedAnswer; hit: boolean }> {
    const { answer, state } = await this.get(key, { ttlMs, staleMs: 0 }, load);
    return { answer, hit: state === 'HIT' };
  }

  stats(): CacheStats {
    return {
      entries: this.#lru?.size ?? 0,
      bytes: this.#lru?.calculatedSize ?? 0,
      hits: this.#hits,
      misses: this.#misses,
      stale: this.#stale,
      coalesced: this.#coalesced,
      refreshes: this.#refreshes,
      refreshFailures: this.#refreshFailures,
    };
  }

  clear(): void {
    this.#lru?.clear();
  }
}
