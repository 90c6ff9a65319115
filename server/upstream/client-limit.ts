/**
 * The per-client limit: one client (a socket address, or the X-Forwarded-For client when
 * TRUST_PROXY is set) may cause at most `perMinute` upstream-bound requests a minute. Only
 * requests that miss the cache count: answers we already hold cost the operator nothing.
 *
 * A fixed one-minute window counted in `SharedState` (so instances behind one balancer count
 * together). Hand-written rather than @fastify/rate-limit because that plugin counts in an
 * onRequest hook, before anyone knows whether the cache will answer.
 */
import type { SharedState } from '../shared/state.ts';
import { UpstreamError } from './errors.ts';

const WINDOW_MS = 60_000;

export class ClientLimit {
  constructor(
    private readonly state: SharedState,
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Count one upstream-bound request; throws `too_many_requests` (with the seconds left) past the limit. */
  async take(client: string): Promise<void> {
    if (this.perMinute <= 0) return; // 0 turns the limit off
    const now = this.now();
    const window = Math.floor(now / WINDOW_MS);
    let count: number;
    try {
      count = await this.state.incr(`client-limit:${window}:${client}`, WINDOW_MS);
    } catch {
      return; // shared state down: serve rather than refuse
    }
    if (count > this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
      throw new UpstreamError(
        'too_many_requests',
        429,
        `client ${client} over ${this.perMinute} upstream-bound requests a minute`,
        retryAfter,
      );
    }
  }
}
