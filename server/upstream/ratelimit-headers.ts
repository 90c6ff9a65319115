/**
 * The gateway's x-ratelimit-* figures (upstream-facts "Rate-limit headers"): read on every answer,
 * kept for the operator (/healthz, /metrics) and the spending pace, never sent to the browser.
 * With shared state (Redis) every instance also publishes what it saw, newest first, so an
 * instance that has made no call yet knows the quota too.
 */
import type { SharedState } from '../shared/state.ts';

export type HeaderBag = Record<string, string | string[] | undefined>;

/** The figures we keep, by header name without the `x-ratelimit-` prefix. */
const FIGURES = ['requests-limit', 'requests-remaining', 'requests-reset', 'limit', 'remaining', 'reset'] as const;

export interface RateLimitSnapshot {
  /** e.g. `{ "requests-limit": 240000, "requests-remaining": 205676, "requests-reset": 2163603 }` */
  figures: Partial<Record<(typeof FIGURES)[number], number>>;
  /** When they were seen (ms since epoch, from the app clock). */
  seenAt: number;
}

export function headerValue(headers: HeaderBag, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** A non-negative number from a header, or undefined. */
export function headerNumber(headers: HeaderBag, name: string): number | undefined {
  const v = headerValue(headers, name);
  if (v === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(v)) return undefined;
  return Number(v);
}

const SHARED_KEY = 'quota:figures';
/** Figures older than a day say little about today's quota. */
const SHARED_TTL_MS = 86_400_000;

export class RateLimitTracker {
  #last: RateLimitSnapshot | null = null;

  constructor(
    private readonly now: () => number,
    private readonly state?: SharedState,
  ) {}

  /** Record the figures of one upstream response, if it carries any. */
  observe(headers: HeaderBag): void {
    const figures: RateLimitSnapshot['figures'] = {};
    let any = false;
    for (const f of FIGURES) {
      const n = headerNumber(headers, `x-ratelimit-${f}`);
      if (n !== undefined) {
        figures[f] = n;
        any = true;
      }
    }
    if (!any) return;
    this.#last = { figures, seenAt: this.now() };
    this.state?.set(SHARED_KEY, JSON.stringify(this.#last), SHARED_TTL_MS).catch(() => undefined);
  }

  /** Take another instance's figures when they are newer than this one's (before /healthz and /metrics read them). */
  async refresh(): Promise<void> {
    const text = await this.state?.get(SHARED_KEY).catch(() => null);
    if (!text) return;
    try {
      const v = JSON.parse(text) as RateLimitSnapshot;
      if (typeof v.seenAt === 'number' && typeof v.figures === 'object' && v.seenAt > (this.#last?.seenAt ?? -1)) this.#last = v;
    } catch {
      /* a value we did not write */
    }
  }

  snapshot(): RateLimitSnapshot | null {
    return this.#last;
  }
}
