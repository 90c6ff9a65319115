/**
 * `SharedState` on Redis (REDIS_URL): the hold-off, breaker, quota figures, counters and locks
 * that several instances must agree on. ioredis reconnects by itself; while Redis is not answering,
 * every call falls back to an in-process `MemoryState`, so an outage degrades to one instance's
 * view instead of failing requests. The outage is logged once when it starts and once when Redis is
 * back, never per request.
 */
import { Redis } from 'ioredis';
import { MemoryState, type SharedState } from './state.ts';

export interface RedisStateOptions {
  url: string;
  /** Key prefix, so one Redis can serve several deployments. Default `dar:`. */
  prefix?: string;
  now?: () => number;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** INCRBY that sets the expiry only when it creates the counter (atomic). */
const INCR_WITH_TTL = `local v = redis.call('INCRBY', KEYS[1], ARGV[1])
if v == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return v`;

export class RedisState implements SharedState {
  readonly kind = 'redis';
  /** The connected client, for other users of the same Redis (e.g. @fastify/rate-limit's store). */
  readonly client: Redis;
  readonly #fallback: MemoryState;
  readonly #prefix: string;
  readonly #log: RedisStateOptions['log'];
  #down = false;

  constructor(opts: RedisStateOptions) {
    this.#prefix = opts.prefix ?? 'dar:';
    this.#fallback = new MemoryState(opts.now);
    this.#log = opts.log;
    this.client = new Redis(opts.url, {
      // Fail calls at once while disconnected (the fallback answers) instead of queueing them.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    });
    this.client.on('error', () => this.#markDown('error'));
    this.client.on('close', () => this.#markDown('connection closed'));
    this.client.on('ready', () => {
      if (this.#down) this.#log?.info({ component: 'redis' }, 'Redis is answering again: shared state resumed');
      this.#down = false;
    });
  }

  /** Whether the last call reached Redis (for /healthz). */
  get connected(): boolean {
    return !this.#down && this.client.status === 'ready';
  }

  #markDown(why: string): void {
    if (this.#down) return;
    this.#down = true;
    this.#log?.warn({ component: 'redis', why }, 'Redis is not answering: using in-process state until it is back');
  }

  async #or<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    if (this.client.status !== 'ready') return viaMemory();
    try {
      return await viaRedis();
    } catch {
      this.#markDown('command failed');
      return viaMemory();
    }
  }

  get(key: string): Promise<string | null> {
    const k = this.#prefix + key;
    return this.#or(
      () => this.client.get(k),
      () => this.#fallback.get(key),
    );
  }

  set(key: string, value: string, ttlMs: number): Promise<void> {
    const k = this.#prefix + key;
    return this.#or(
      async () => {
        await this.client.set(k, value, 'PX', Math.max(1, Math.round(ttlMs)));
      },
      () => this.#fallback.set(key, value, ttlMs),
    );
  }

  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean> {
    const k = this.#prefix + key;
    return this.#or(
      async () => (await this.client.set(k, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK',
      () => this.#fallback.setIfAbsent(key, value, ttlMs),
    );
  }

  incr(key: string, ttlMs: number, by = 1): Promise<number> {
    const k = this.#prefix + key;
    return this.#or(
      async () => Number(await this.client.eval(INCR_WITH_TTL, 1, k, String(by), String(Math.max(1, Math.round(ttlMs))))),
      () => this.#fallback.incr(key, ttlMs, by),
    );
  }

  del(key: string): Promise<void> {
    const k = this.#prefix + key;
    return this.#or(
      async () => {
        await this.client.del(k);
      },
      () => this.#fallback.del(key),
    );
  }

  /**
   * Wait (at most `ms`) for the first connection, so an instance that has just started asks Redis
   * for answers other instances paid for instead of paying again. A Redis that is not there by then
   * is an outage like any other: the instance starts on in-process state.
   */
  async waitForConnection(ms = 2000): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.client.once('ready', done);
    });
  }

  async close(): Promise<void> {
    this.client.removeAllListeners('error');
    this.client.removeAllListeners('close');
    this.client.on('error', () => undefined);
    this.client.disconnect();
    await this.#fallback.close();
  }
}
