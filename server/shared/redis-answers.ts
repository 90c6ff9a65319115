/**
 * The answer cache's shared tier on Redis (REDIS_URL): every instance stores the compressed bytes
 * it fetched, with their stored-at time, so the others (and a restarted one) answer from them, and
 * a lock (SET NX PX) lets ONE instance call the service for a key while the others wait for its
 * answer. Every call is best-effort: while Redis is not answering, `get` finds nothing and `lock`
 * grants, so each instance falls back to its own LRU and its own coalescing, never to an error.
 * RedisState logs the outage once; this module stays quiet.
 */
import type { Redis } from 'ioredis';
import type { CachedAnswer, SharedAnswers } from '../upstream/cache.ts';

interface Meta {
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

function isMeta(v: unknown): v is Meta {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return typeof m.storedAt === 'number' && typeof m.freshUntil === 'number' && typeof m.staleUntil === 'number';
}

export class RedisAnswers implements SharedAnswers {
  readonly #client: Redis;
  readonly #prefix: string;
  readonly #now: () => number;

  constructor(client: Redis, now: () => number, prefix = 'dar:answer:') {
    this.#client = client;
    this.#now = now;
    this.#prefix = prefix;
  }

  get #up(): boolean {
    return this.#client.status === 'ready';
  }

  async get(key: string): Promise<CachedAnswer | null> {
    if (!this.#up) return null;
    try {
      const h = await this.#client.hgetallBuffer(this.#prefix + key);
      const metaRaw = h.meta;
      const body = h.body;
      if (!metaRaw || !body) return null;
      const meta: unknown = JSON.parse(metaRaw.toString('utf8'));
      if (!isMeta(meta) || meta.staleUntil <= this.#now()) return null;
      return { body, br: h.br ?? null, gzip: h.gzip ?? null, ...meta };
    } catch {
      return null;
    }
  }

  async put(key: string, answer: CachedAnswer): Promise<void> {
    const ttlMs = Math.round(answer.staleUntil - this.#now());
    if (!this.#up || ttlMs <= 0) return;
    const k = this.#prefix + key;
    const meta: Meta = { storedAt: answer.storedAt, freshUntil: answer.freshUntil, staleUntil: answer.staleUntil };
    const fields: Record<string, string | Buffer> = { meta: JSON.stringify(meta), body: answer.body };
    if (answer.br) fields.br = answer.br;
    if (answer.gzip) fields.gzip = answer.gzip;
    try {
      // Replaced whole (DEL first) so a smaller answer never keeps an older answer's br/gzip field.
      await this.#client.multi().del(k).hset(k, fields).pexpire(k, ttlMs).exec();
    } catch {
      // Best-effort: this instance's LRU still holds the answer.
    }
  }

  async lock(key: string, ttlMs: number): Promise<boolean> {
    if (!this.#up) return true;
    try {
      return (await this.#client.set(`${this.#prefix}lock:${key}`, '1', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
    } catch {
      return true;
    }
  }

  async locked(key: string): Promise<boolean> {
    if (!this.#up) return false;
    try {
      return (await this.#client.exists(`${this.#prefix}lock:${key}`)) === 1;
    } catch {
      return false;
    }
  }

  async unlock(key: string): Promise<void> {
    if (!this.#up) return;
    try {
      await this.#client.del(`${this.#prefix}lock:${key}`);
    } catch {
      // The lock expires by itself.
    }
  }
}
