/**
 * The gateway's x-ratelimit-* figures (upstream-facts "Rate-limit headers"): kept in memory for the
 * operator (/healthz), never sent to the browser.
 */

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

export class RateLimitTracker {
  #last: RateLimitSnapshot | null = null;

  constructor(private readonly now: () => number) {}

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
    if (any) this.#last = { figures, seenAt: this.now() };
  }

  snapshot(): RateLimitSnapshot | null {
    return this.#last;
  }
}
