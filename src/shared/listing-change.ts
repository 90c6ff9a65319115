/**
 * What a listing's price did, from the prices Dar saw it at (oldest first): the last change
 * between two prices of the same period. A change of period (a rent asked monthly, then yearly)
 * is not called a reduction or a rise: the two prices do not compare.
 *
 * The server computes it for its answers and feeds; the browser only words it.
 */

export interface SeenPrice {
  /** When Dar first saw this price (ISO time). */
  at: string;
  value: number;
  /** sell, yearly, monthly, weekly, daily (the listing's own period). */
  period: string;
  currency: string;
}

export interface PriceChange {
  direction: 'reduced' | 'raised';
  from: number;
  to: number;
  /** The size of the change, percent of `from`, one decimal (always positive). */
  percent: number;
  /** When Dar first saw the new price (ISO time). */
  at: string;
  period: string;
  currency: string;
}

/**
 * The change from one price to the next, or null when the two do not compare (another period
 * or currency, or no price before) or are equal. The store keeps the last step's two prices on
 * the listing's row (listing-changes.ts reads them there); this words them the same way.
 */
export function priceStep(before: Omit<SeenPrice, 'at'>, now: SeenPrice): PriceChange | null {
  if (before.period !== now.period || before.currency !== now.currency) return null;
  if (before.value === now.value || before.value <= 0) return null;
  return {
    direction: now.value < before.value ? 'reduced' : 'raised',
    from: before.value,
    to: now.value,
    percent: Math.round((Math.abs(now.value - before.value) / before.value) * 1000) / 10,
    at: now.at,
    period: now.period,
    currency: now.currency,
  };
}

/** The last change between consecutive prices of the same period, or null when there is none. */
export function lastPriceChange(prices: readonly SeenPrice[]): PriceChange | null {
  for (let i = prices.length - 1; i > 0; i--) {
    const before = prices[i - 1]!;
    const now = prices[i]!;
    if (before.period !== now.period || before.currency !== now.currency) return null;
    const step = priceStep(before, now);
    if (step) return step;
  }
  return null;
}

/** How long a listing first seen after Dar began reading its place is called new. */
export const NEW_FOR_DAYS = 7;
