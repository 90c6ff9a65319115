/**
 * The upstream guard: every paid request goes through it, and it says no before the request costs
 * anything when the answer is already known.
 *
 * - Hold-off after a 429. A burst 429 stops every call until its Retry-After (or a short default)
 *   has passed. A quota 429 (MONTHLY/DAILY) stops every call until the quota resets, but for one
 *   probe a minute that finds out early if the operator raised the plan. Users are told a short
 *   Retry-After, never the gateway's multi-day figure; the operator sees it once in the log, in
 *   /healthz and in /metrics.
 * - A circuit breaker (cockatiel): consecutive service faults (5xx, timeouts, connection failures;
 *   not 4xx) open it; while open, calls fail fast with `upstream_circuit_open`, half-open probes
 *   close it again.
 *
 * The hold-off and "breaker open" live in `SharedState`, so with Redis every instance holds off
 * together. A local mirror answers the common case (nothing held) without a round trip only when
 * the mirror itself says something is held; otherwise the shared state is read, which costs one
 * lookup per upstream-bound request (cache hits never come here).
 */
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhen, type CircuitBreakerPolicy } from 'cockatiel';
import type { Logger } from 'pino';
import type { SharedState } from '../shared/state.ts';
import { UpstreamError } from './errors.ts';

/** What the browser is told to wait at most: a person retries a page, not a month. */
const USER_RETRY_AFTER_S = 60;
/** A burst 429 without Retry-After holds off this long. */
const DEFAULT_BURST_HOLD_S = 2;
/** Longest burst hold-off we honour (a bigger figure is a quota in disguise, or a mistake). */
const MAX_BURST_HOLD_S = 120;
/** A quota 429 with no reset figure holds off this long, then probes. */
const DEFAULT_QUOTA_HOLD_S = 3600;
const MAX_QUOTA_HOLD_S = 32 * 86_400;

/** A hold-off is remembered this long after its end, until a probe call is answered. */
const HOLD_GRACE_MS = 60_000;
/** How long the lone call after a hold-off has to be answered before another may try. */
const PROBE_WAIT_MS = 10_000;

const HOLD_KEY = 'guard:hold-off';
const PROBE_KEY = 'guard:quota-probe';
const BREAKER_KEY = 'guard:breaker-open';

/** Service faults open the breaker; a refusal of ours (4xx) or a 429 (the hold-off's) does not. */
const SERVICE_FAULTS = new Set(['upstream_unavailable', 'upstream_timeout', 'upstream_bad_response']);

export interface HoldOff {
  kind: 'burst' | 'quota';
  /** ms since epoch, app clock. */
  until: number;
}

export interface GuardOptions {
  state: SharedState;
  now: () => number;
  log: Logger;
  /** Consecutive service faults that open the breaker (default 5). */
  breakerFailures?: number;
  /** How long the breaker stays open before a half-open probe (default 10 s). */
  halfOpenAfterMs?: number;
  /** At most one probe of a used-up quota this often (default 60 s). */
  quotaProbeEveryMs?: number;
}

type BreakerState = 'closed' | 'open' | 'half_open';

export interface GuardStatus {
  holdOff: (HoldOff & { remainingS: number }) | null;
  breaker: BreakerState;
}

export class UpstreamGuard {
  readonly #o: Required<GuardOptions>;
  readonly #breaker: CircuitBreakerPolicy;
  #hold: HoldOff | null = null;
  #breakerOpenUntil = 0;
  #loggedQuotaUntil = 0;

  constructor(opts: GuardOptions) {
    this.#o = { breakerFailures: 5, halfOpenAfterMs: 10_000, quotaProbeEveryMs: 60_000, ...opts };
    this.#breaker = circuitBreaker(
      handleWhen((err) => err instanceof UpstreamError && SERVICE_FAULTS.has(err.code)),
      { halfOpenAfter: this.#o.halfOpenAfterMs, breaker: new ConsecutiveBreaker(this.#o.breakerFailures) },
    );
    this.#breaker.onBreak(() => {
      this.#o.log.warn(
        { halfOpenAfterMs: this.#o.halfOpenAfterMs },
        'upstream breaker open: the data service keeps failing; calls fail fast',
      );
      this.#breakerOpenUntil = this.#o.now() + this.#o.halfOpenAfterMs;
      void this.#share(() => this.#o.state.set(BREAKER_KEY, String(this.#breakerOpenUntil), this.#o.halfOpenAfterMs));
    });
    this.#breaker.onReset(() => {
      this.#o.log.info('upstream breaker closed: the data service answers again');
      this.#breakerOpenUntil = 0;
      void this.#share(() => this.#o.state.del(BREAKER_KEY));
    });
  }

  /**
   * Run one upstream call (its retries included) if nothing holds it back. Throws `UpstreamError`
   * without calling when held off, when the quota is used up (but for a rare probe), or when the
   * breaker is open here or on another instance.
   */
  async run<T>(call: () => Promise<T>): Promise<T> {
    await this.#admit();
    try {
      const value = await this.#breaker.execute(call);
      if (this.#hold) this.#clearHold(); // a call went through: the gateway answers again
      return value;
    } catch (err) {
      if (err instanceof BrokenCircuitError) throw this.#circuitOpen();
      if (err instanceof UpstreamError) throw this.#observe(err);
      throw err;
    }
  }

  status(): GuardStatus {
    const now = this.#o.now();
    const hold = this.#hold && this.#hold.until > now ? { ...this.#hold, remainingS: Math.ceil((this.#hold.until - now) / 1000) } : null;
    const state = this.#breaker.state;
    const breaker: BreakerState = state === CircuitState.Closed ? 'closed' : state === CircuitState.HalfOpen ? 'half_open' : 'open';
    return { holdOff: hold, breaker };
  }

  async #admit(): Promise<void> {
    const now = this.#o.now();
    if (!this.#hold || this.#hold.until <= now) {
      const shared = await this.#read(HOLD_KEY);
      this.#hold = shared ? parseHold(shared) : null;
    }
    const hold = this.#hold;
    if (hold && hold.until <= now) {
      // The hold-off has run out but no call has been answered since: one call finds out whether
      // the gateway answers again, the rest wait for it (instead of all firing at once into
      // another 429).
      const probe = await this.#share(() => this.#o.state.setIfAbsent(PROBE_KEY, String(now), PROBE_WAIT_MS));
      if (probe === false) {
        throw new UpstreamError(
          hold.kind === 'quota' ? 'upstream_quota_exceeded' : 'upstream_rate_limited',
          429,
          'a call after the hold-off is finding out whether the gateway answers again',
          1,
        );
      }
    }
    if (hold && hold.until > now) {
      const remainingS = Math.ceil((hold.until - now) / 1000);
      if (hold.kind === 'burst') {
        throw new UpstreamError(
          'upstream_rate_limited',
          429,
          `holding off after a 429 for ${remainingS} s more`,
          Math.min(remainingS, USER_RETRY_AFTER_S),
        );
      }
      // The quota is used up: one probe a minute across every instance, the rest wait.
      const probe = await this.#share(() => this.#o.state.setIfAbsent(PROBE_KEY, String(now), this.#o.quotaProbeEveryMs));
      if (!probe) {
        throw new UpstreamError(
          'upstream_quota_exceeded',
          429,
          `quota used up; no calls for ${remainingS} s but a probe a minute`,
          Math.min(remainingS, USER_RETRY_AFTER_S),
        );
      }
    }
    // Another instance's breaker opened: fail fast here too until it half-opens.
    if (this.#breakerOpenUntil <= now) this.#breakerOpenUntil = Number((await this.#read(BREAKER_KEY)) ?? 0);
    if (this.#breakerOpenUntil > now && this.#breaker.state === CircuitState.Closed) throw this.#circuitOpen();
  }

  /** Record what a failure says about the service; the error the caller passes on. */
  #observe(err: UpstreamError): UpstreamError {
    if (err.code !== 'upstream_rate_limited' && err.code !== 'upstream_quota_exceeded') return err;
    const now = this.#o.now();
    const quota = err.code === 'upstream_quota_exceeded';
    const seconds = quota
      ? clamp(err.retryAfter ?? DEFAULT_QUOTA_HOLD_S, 1, MAX_QUOTA_HOLD_S)
      : clamp(err.retryAfter ?? DEFAULT_BURST_HOLD_S, 1, MAX_BURST_HOLD_S);
    const hold: HoldOff = { kind: quota ? 'quota' : 'burst', until: now + seconds * 1000 };
    this.#hold = hold;
    // Kept past its end, so the first call after it is a lone probe (see #admit).
    void this.#share(() => this.#o.state.set(HOLD_KEY, JSON.stringify(hold), seconds * 1000 + HOLD_GRACE_MS));
    // The first probe of a used-up quota comes a probe interval later, not with the next request.
    // After a burst hold-off, the next probe may go as soon as it ends.
    void this.#share(() => (quota ? this.#o.state.set(PROBE_KEY, String(now), this.#o.quotaProbeEveryMs) : this.#o.state.del(PROBE_KEY)));
    if (quota && hold.until - this.#loggedQuotaUntil > 60_000) {
      // Once per quota period, not per request: the operator's cue to raise the plan.
      this.#loggedQuotaUntil = hold.until;
      this.#o.log.error(
        { resetsAt: new Date(hold.until).toISOString() },
        'upstream quota used up: no calls until it resets, but a probe a minute',
      );
    }
    // The user's wait is short; the gateway's quota reset is the operator's figure.
    return new UpstreamError(err.code, err.status, err.detail, Math.min(seconds, USER_RETRY_AFTER_S));
  }

  #clearHold(): void {
    const kind = this.#hold?.kind;
    this.#hold = null;
    if (kind === 'quota') this.#o.log.info('upstream quota answers again: hold-off lifted');
    void this.#share(async () => {
      await this.#o.state.del(HOLD_KEY);
      await this.#o.state.del(PROBE_KEY);
    });
  }

  #circuitOpen(): UpstreamError {
    const wait = Math.max(1, Math.ceil((this.#breakerOpenUntil - this.#o.now()) / 1000));
    return new UpstreamError(
      'upstream_circuit_open',
      503,
      'breaker open after consecutive upstream failures',
      Math.min(wait, USER_RETRY_AFTER_S),
    );
  }

  async #read(key: string): Promise<string | null> {
    return (await this.#share(() => this.#o.state.get(key))) ?? null;
  }

  /** Shared state failing must never fail a request: the local view stands in. */
  async #share<T>(op: () => Promise<T>): Promise<T | undefined> {
    try {
      return await op();
    } catch (err) {
      this.#o.log.warn({ err: String(err) }, "shared state unavailable; using this instance's view");
      return undefined;
    }
  }
}

function parseHold(text: string): HoldOff | null {
  try {
    const v: unknown = JSON.parse(text);
    if (
      typeof v === 'object' &&
      v !== null &&
      'kind' in v &&
      'until' in v &&
      (v.kind === 'burst' || v.kind === 'quota') &&
      typeof v.until === 'number'
    ) {
      return { kind: v.kind, until: v.until };
    }
  } catch {
    /* a value we did not write */
  }
  return null;
}

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * Envoy-style retry budget: retries may be at most `ratio` of the requests seen in a sliding
 * window (with a small floor so a quiet server can still retry), so a failing service never gets
 * 3x the traffic. Per instance, like Envoy's.
 */
export class RetryBudget {
  readonly #requests: number[] = [];
  readonly #retries: number[] = [];

  constructor(
    private readonly now: () => number,
    private readonly ratio = 0.2,
    private readonly minRetries = 3,
    private readonly windowMs = 10_000,
  ) {}

  request(): void {
    this.#requests.push(this.now());
  }

  /** True (and counted) when a retry fits the budget. */
  tryRetry(): boolean {
    const from = this.now() - this.windowMs;
    prune(this.#requests, from);
    prune(this.#retries, from);
    if (this.#retries.length >= Math.max(this.minRetries, this.ratio * this.#requests.length)) return false;
    this.#retries.push(this.now());
    return true;
  }
}

function prune(times: number[], from: number): void {
  let i = 0;
  while (i < times.length && (times[i] ?? 0) < from) i++;
  if (i) times.splice(0, i);
}
