/**
 * Retry with jittered exponential backoff, inside one overall deadline.
 *
 * Only failures that a second try can fix are retried: connection failures (refused, reset, DNS,
 * connect timeout) and 502/503/504 answers. Never a 4xx (a 429 will not clear in our deadline, a
 * 401 never), never a 500 (the API's own error), never a header/body timeout (the deadline is
 * spent), and never a sleep that would end past the deadline.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionError } from './errors.ts';

export interface RetryPolicy {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** Backoff before the first retry; doubles after each. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 2000 };

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** An upstream answer with a retryable status, thrown so the retry loop sees it. */
export class RetryableStatus extends Error {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string | string[] | undefined>,
    readonly bodyText: string,
  ) {
    super(`upstream answered ${status}`);
    this.name = 'RetryableStatus';
  }
}

function isRetryable(err: unknown): boolean {
  return err instanceof RetryableStatus || isConnectionError(err);
}

/**
 * "Equal jitter": half the exponential step fixed, half random, so a retry never comes
 * immediately and concurrent clients spread out. `retry` is 1 for the first retry.
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

export interface RetryOptions {
  policy: RetryPolicy;
  random: () => number;
  /** Milliseconds left before the overall deadline. */
  remainingMs: () => number;
  signal?: AbortSignal;
  /** Asked before each retry: false (the retry budget is spent) gives up with the last error. */
  allowRetry?: () => boolean;
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

/** Run `attempt` until it succeeds, fails for good, or the next try would not fit the deadline. */
export async function withRetry<T>(attempt: (n: number) => Promise<T>, opts: RetryOptions): Promise<{ value: T; attempts: number }> {
  for (let n = 1; ; n++) {
    try {
      return { value: await attempt(n), attempts: n };
    } catch (error) {
      if (!isRetryable(error) || n >= opts.policy.maxAttempts || opts.signal?.aborted) throw error;
      const delayMs = backoffDelay(n, opts.policy, opts.random);
      // A retry needs its backoff plus some time to answer: don't start one that cannot finish.
      if (delayMs + 50 >= opts.remainingMs()) throw error;
      if (opts.allowRetry && !opts.allowRetry()) throw error;
      opts.onRetry?.({ attempt: n, delayMs, error });
      try {
        await sleep(delayMs, undefined, { signal: opts.signal });
      } catch {
        throw error; // deadline fired while waiting: report what actually failed
      }
    }
  }
}
