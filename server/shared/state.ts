/**
 * The seam for state that several server instances must agree on: the 429 hold-off, the breaker's
 * "open until", the gateway's quota figures, retry-budget counters, coalescing locks. One instance
 * keeps it in memory (`MemoryState`, the default); with REDIS_URL the Redis implementation shares
 * it. Values are strings (JSON where structured); every key expires, so nothing lingers after the
 * condition that set it has passed.
 *
 * Callers treat every method as fallible-and-slow: a Redis implementation that loses its server
 * degrades to in-process behaviour instead of failing the request.
 */
export interface SharedState {
  /** 'memory' or 'redis', for /healthz and logs. */
  readonly kind: string;
  /** Whether the shared store answers now (an in-process one always does); for /healthz and /metrics. */
  readonly connected: boolean;
  get(key: string): Promise<string | null>;
  /** Set with an expiry (ms > 0). */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Set only when absent (a lock or a first-writer-wins value); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Add `by` to a counter, creating it with the expiry when absent; returns the new value. */
  incr(key: string, ttlMs: number, by?: number): Promise<number>;
  del(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

/** In-process state with lazy expiry on the injected clock (tests move time by hand). */
export class MemoryState implements SharedState {
  readonly kind = 'memory';
  readonly connected = true;
  readonly #map = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  #live(key: string): Entry | undefined {
    const e = this.#map.get(key);
    if (e && e.expiresAt <= this.now()) {
      this.#map.delete(key);
      return undefined;
    }
    return e;
  }

  // Synchronous underneath; Promises only to honour the interface that Redis needs.
  get(key: string): Promise<string | null> {
    return Promise.resolve(this.#live(key)?.value ?? null);
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    this.#map.set(key, { value, expiresAt: this.now() + ttlMs });
    return Promise.resolve();
  }

  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.#live(key)) return Promise.resolve(false);
    this.#map.set(key, { value, expiresAt: this.now() + ttlMs });
    return Promise.resolve(true);
  }

  incr(key: string, ttlMs: number, by = 1): Promise<number> {
    const e = this.#live(key);
    const next = (e ? Number(e.value) || 0 : 0) + by;
    this.#map.set(key, { value: String(next), expiresAt: e?.expiresAt ?? this.now() + ttlMs });
    return Promise.resolve(next);
  }

  del(key: string): Promise<void> {
    this.#map.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.#map.clear();
    return Promise.resolve();
  }
}
