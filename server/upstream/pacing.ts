/**
 * Spending pace: how much of the operator's paid allowance is left, and whether to save it.
 *
 * Two signals, either of which says "save": the day's calls against `UPSTREAM_DAILY_BUDGET` (when
 * the operator sets one), and the gateway's own quota figures (`x-ratelimit-requests-remaining`
 * against `-limit`, read on every answer). In the last 10% of either, stale answers are sent
 * without a background refresh and multi-page collections (the market store's ledger) stop after
 * their first page. Misses still go out: a user asking for data we do not hold gets it while
 * calls are possible at all (the guard's hold-off is what stops calls).
 *
 * The day's count lives in `SharedState` so every instance spends from one budget; each instance
 * keeps the last count it saw so the check on the hot path is synchronous.
 */
import type { SharedState } from '../shared/state.ts';
import type { RateLimitTracker } from './ratelimit-headers.ts';

const DAY_MS = 86_400_000;
/** The share of the budget (or of the quota) left at which stale answers are preferred. */
const LOW_SHARE = 0.1;

export interface PacingStatus {
  /** Upstream calls made today (UTC day), across instances as last seen. */
  spentToday: number;
  /** UPSTREAM_DAILY_BUDGET, or null when none is set. */
  dailyBudget: number | null;
  /** Why spending is being saved, or null: 'daily_budget' | 'quota'. */
  saving: 'daily_budget' | 'quota' | null;
}

export interface SpendPacerOptions {
  state: SharedState;
  now: () => number;
  dailyBudget: number | null;
  rateLimits: RateLimitTracker;
}

export class SpendPacer {
  readonly #o: SpendPacerOptions;
  #day = -1;
  #spent = 0;

  constructor(opts: SpendPacerOptions) {
    this.#o = opts;
  }

  /** Count one request sent to the gateway (each attempt is metered, retries included), budget or not: /healthz and /metrics show it. */
  count(): void {
    const day = this.#today();
    this.#spent++;
    this.#o.state.incr(`pacing:spent:${day}`, 2 * DAY_MS).then(
      (n) => {
        if (day === this.#day) this.#spent = Math.max(this.#spent, n);
      },
      () => undefined, // shared state down: this instance's count stands in
    );
  }

  /** True while spending should be saved (see the file comment). Synchronous: it sits on the hot path. */
  preferStale(): boolean {
    return this.#saving() !== null;
  }

  /** Read the day's count every instance has added to (for /healthz and /metrics; the hot path never waits for it). */
  async refresh(): Promise<void> {
    const day = this.#today();
    const shared = await this.#o.state.get(`pacing:spent:${day}`).catch(() => null);
    if (shared !== null && day === this.#day) this.#spent = Math.max(this.#spent, Number(shared) || 0);
  }

  status(): PacingStatus {
    this.#today();
    return { spentToday: this.#spent, dailyBudget: this.#o.dailyBudget, saving: this.#saving() };
  }

  #saving(): PacingStatus['saving'] {
    const budget = this.#o.dailyBudget;
    this.#today();
    if (budget !== null && this.#spent >= budget * (1 - LOW_SHARE)) return 'daily_budget';
    const q = this.#o.rateLimits.snapshot()?.figures;
    const remaining = q?.['requests-remaining'];
    const limit = q?.['requests-limit'];
    if (remaining !== undefined && limit !== undefined && limit > 0 && remaining <= limit * LOW_SHARE) return 'quota';
    return null;
  }

  #today(): number {
    const day = Math.floor(this.#o.now() / DAY_MS);
    if (day !== this.#day) {
      this.#day = day;
      this.#spent = 0;
    }
    return day;
  }
}
