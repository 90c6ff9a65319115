/**
 * The proxy's answer cache: a bounded LRU (by entries and by bytes) of serialised, contract-valid
 * bodies keyed by the canonical query key, each with the TTL of its endpoint's cache family.
 * Concurrent identical misses share ONE load. Failures are never stored.
 */
import { LRUCache } from 'lru-cache';

export interface CachedAnswer {
  /** The JSON body as sent to the browser. */
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

export interface CacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  /** Misses that waited for an identical request already in flight instead of calling upstream. */
  coalesced: number;
}

export interface ResponseCacheOptions {
  maxEntries: number;
  maxBytes: number;
  now: () => number;
}

/** Rough per-entry overhead (key, object, LRU bookkeeping) so tiny answers still count. */
const ENTRY_OVERHEAD = 200;

export class ResponseCache {
  readonly #lru: LRUCache<string, CachedAnswer> | null;
  readonly #inflight = new Map<string, Promise<CachedAnswer>>();
  readonly #now: () => number;
  #hits = 0;
  #misses = 0;
  #coalesced = 0;

  constructor(opts: ResponseCacheOptions) {
    this.#now = opts.now;
    // 0 entries or 0 bytes: caching disabled (coalescing still applies).
    this.#lru =
      opts.maxEntries > 0 && opts.maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            max: opts.maxEntries,
            maxSize: opts.maxBytes,
            sizeCalculation: (v, k) => v.body.length + k.length * 2 + ENTRY_OVERHEAD,
          })
        : null;
  }

  /** A fresh entry, counted as a hit; undefined (not counted) otherwise. */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.#lru?.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#lru!.delete(key);
      return undefined;
    }
    this.#hits++;
    return entry;
  }

  /**
   * The cached answer, or the result of `load` (stored for `ttlMs` when it succeeds). While a load
   * for `key` is in flight, identical calls await it instead of loading again.
   */
  async getOrLoad(key: string, ttlMs: number, load: () => Promise<Buffer>): Promise<{ answer: CachedAnswer; hit: boolean }> {
    const cached = this.peek(key);
    if (cached) return { answer: cached, hit: true };
    this.#misses++;
    const pending = this.#inflight.get(key);
    if (pending) {
      this.#coalesced++;
      return { answer: await pending, hit: false };
    }
    const promise = (async () => {
      const body = await load();
      const now = this.#now();
      const answer: CachedAnswer = { body, storedAt: now, expiresAt: now + ttlMs };
      if (ttlMs > 0) this.#lru?.set(key, answer);
      return answer;
    })();
    this.#inflight.set(key, promise);
    try {
      return { answer: await promise, hit: false };
    } finally {
      this.#inflight.delete(key);
    }
  }

  stats(): CacheStats {
    return {
      entries: this.#lru?.size ?? 0,
      bytes: this.#lru?.calculatedSize ?? 0,
      hits: this.#hits,
      misses: this.#misses,
      coalesced: this.#coalesced,
    };
  }

  clear(): void {
    this.#lru?.clear();
  }
}
