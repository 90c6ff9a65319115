/**
 * Answers of our own endpoints (`/api/insights/*`) for the fake network, in the contract's shapes
 * (src/contract/insight-responses.ts; `insightOk` checks them): a store that holds a place whole
 * unless a test says what it holds so far.
 */
import type { AreaRow, InsightAnswerOf, InsightCoverage, PeriodCoverage, TransactionInsights } from '../contract/index.ts';

/** What the store holds of one place and type: every sale of the 12 months, read on 25 Nov 2026. */
export function coverage(over: Partial<InsightCoverage> = {}): InsightCoverage {
  return {
    state: 'complete',
    estimatedTotal: null,
    estimatedCompleteAt: null,
    parked: null,
    queuePosition: null,
    resumesAt: null,
    from: '2025-11-25',
    syncedAt: '2026-11-25T10:00:00Z',
    complete: true,
    records: 148,
    oldest: '2025-11-26',
    newest: '2026-11-24',
    pagesSpent: 6,
    ...over,
  };
}

/** The same place still being collected: `records` held so far, from `oldest` to `newest`. */
export function collecting(records: number, oldest: string, newest: string): InsightCoverage {
  return coverage({
    state: 'collecting',
    complete: false,
    from: null,
    records,
    oldest,
    newest,
    estimatedTotal: records * 3,
    queuePosition: 0,
  });
}

const YEAR: PeriodCoverage = {
  period: '1y',
  start: '2025-11-25',
  heldFrom: '2025-11-25',
  heldTo: '2026-11-25',
  complete: true,
  held: true,
};

/** The figures of location 50's sales over a year: 148 sales, median AED 2.1M. */
export function transactionInsights(over: Partial<TransactionInsights> = {}): TransactionInsights {
  return {
    success: true,
    locationId: '50',
    type: 'sold',
    asOf: '2026-11-25',
    period: YEAR,
    summary: { count: 148, median: 2_100_000, q1: 1_600_000, q3: 2_900_000, iqr: 1_300_000 },
    momentum: [
      { period: '3m', count: 40, median: 2_205_000, vsYear: 0.05, complete: true },
      { period: '1y', count: 148, median: 2_100_000, vsYear: null, complete: true },
    ],
    monthly: [
      { month: '2026-09', count: 11, median: 2_000_000 },
      { month: '2026-10', count: 14, median: 2_150_000 },
    ],
    byBedrooms: [{ beds: 2, count: 60, median: 2_100_000, q1: 1_800_000, q3: 2_400_000 }],
    yields: [],
    grossYield: { yield: null, medianYearlyRent: null, medianPrice: 2_100_000, rentCount: 0, saleCount: 148 },
    yieldsComplete: true,
    periods: [YEAR],
    coverage: { sold: coverage(), rented: coverage() },
    stale: null,
    ...over,
  };
}

/** A page of stored records: none unless given. */
export function recordsPage(over: Partial<InsightAnswerOf<'insights/transaction-records'>> = {}) {
  return { success: true as const, data: [], page: 1, pageSize: 25, total: 0, coverage: coverage(), ...over };
}

/** Where a price sits among a place's sales: the 62nd percentile of 148. */
export function priceContext(over: Partial<InsightAnswerOf<'insights/price-context'>> = {}): InsightAnswerOf<'insights/price-context'> {
  return {
    success: true,
    percentile: 62,
    count: 148,
    median: 1_900_000,
    q1: 1_500_000,
    q3: 2_600_000,
    coverage: coverage(),
    stale: null,
    ...over,
  };
}

/** A place with no price trend held: the listing page's small chart says so. */
export const noTrend = (): InsightAnswerOf<'insights/price-trend'> => ({ success: true, data: [], syncedAt: null, stale: null });

/** The area figures of one place (location 50) with only `supply` given: null (not collected yet) unless a test says. */
export function placeSupply(supply: AreaRow['supply'] = null): InsightAnswerOf<'insights/areas'> {
  const place: AreaRow = {
    id: '50',
    name: 'Dubai Marina',
    nameAr: 'دبي مارينا',
    emirate: 'dubai',
    lat: 25.08,
    lon: 55.14,
    priceLevel: null,
    asking: null,
    rent: null,
    grossYield: null,
    sales: null,
    supply,
  };
  return {
    success: true,
    asOf: '2026-11-25T10:00:00Z',
    emirate: null,
    propertyType: 'apartment',
    bedrooms: null,
    places: [place],
    coverage: { places: 1, priceLevel: 0, listings: 0, sales: 0, supply: supply ? 1 : 0 },
  };
}
