/**
 * Price-trend records (`/price-trend-of-location`) as chart specs: one bedroom category at a time,
 * community against tower, and the tower's premium (or discount) over the community.
 */
import type { PriceTrendPoint } from '../../../contract/index.ts';
import { CHART_COLORS, CHART_PALETTE, type ChartSpec } from '../../../components/charts/spec.ts';
import { formatBedroomCategory } from '../../../lib/format.ts';
import { seriesLabel } from '../series.ts';
import { monthKey, relativeChange } from '../../../shared/stats.ts';

/** The bedroom categories present, ascending. */
export function bedroomCategories(points: readonly PriceTrendPoint[]): number[] {
  return [...new Set(points.map((p) => p.bedroom_id))].sort((a, b) => a - b);
}

/** One category's points, oldest first, one per month (a repeated month keeps its last point). */
function monthly(points: readonly PriceTrendPoint[], beds: number) {
  const byMonth = new Map<string, PriceTrendPoint>();
  for (const p of [...points].filter((p) => p.bedroom_id === beds).sort((a, b) => a.date.localeCompare(b.date))) {
    const key = monthKey(p.date);
    if (key) byMonth.set(key, p);
  }
  return [...byMonth.entries()];
}

/**
 * Community and tower levels of one category. Where they are the same every month (the location
 * is a community, reported as a whole) one line says so, rather than two lines drawn on top of
 * each other.
 */
export function trendSpec(points: readonly PriceTrendPoint[], beds: number): ChartSpec {
  const rows = monthly(points, beds);
  const x = { key: 'month', label: seriesLabel('month'), format: 'month', scale: 'category' } as const;
  if (sameLevels(rows.map(([, p]) => p))) {
    return {
      data: rows.map(([month, p]) => ({ month, community: p.community_price })),
      x,
      series: [{ key: 'community', label: seriesLabel('sameLevel'), kind: 'line', color: CHART_COLORS.primary, format: 'aedPerSqft' }],
    };
  }
  return {
    data: rows.map(([month, p]) => ({ month, community: p.community_price, tower: p.tower_price })),
    x,
    series: [
      { key: 'community', label: seriesLabel('community'), kind: 'line', color: CHART_COLORS.primary, format: 'aedPerSqft' },
      { key: 'tower', label: seriesLabel('tower'), kind: 'line', color: CHART_COLORS.secondary, format: 'aedPerSqft' },
    ],
  };
}

/**
 * Every bedroom category's community level in one chart, one line each: how the sizes moved
 * against each other. A month a category has no point for is left empty, not drawn as zero.
 */
export function allBedroomsSpec(points: readonly PriceTrendPoint[]): ChartSpec {
  const categories = bedroomCategories(points);
  const rows = new Map<string, Record<string, number | string | null>>();
  for (const beds of categories) {
    for (const [month, p] of monthly(points, beds)) {
      const row = rows.get(month) ?? { month };
      row[`beds${beds}`] = p.community_price;
      rows.set(month, row);
    }
  }
  return {
    data: [...rows.values()].sort((a, b) => String(a.month).localeCompare(String(b.month))),
    x: { key: 'month', label: seriesLabel('month'), format: 'month', scale: 'category' },
    series: categories.map((beds, i) => ({
      key: `beds${beds}`,
      label: formatBedroomCategory(beds),
      kind: 'line' as const,
      color: CHART_PALETTE[i % CHART_PALETTE.length]!,
      format: 'aedPerSqft' as const,
    })),
  };
}

/** The tower's price over the community's, minus one: +0.05 is a 5% premium, -0.05 a discount. */
export function premiumSpec(points: readonly PriceTrendPoint[], beds: number): ChartSpec {
  return {
    data: monthly(points, beds).map(([month, p]) => ({ month, premium: relativeChange(p.community_price, p.tower_price) })),
    x: { key: 'month', label: seriesLabel('month'), format: 'month', scale: 'category' },
    series: [{ key: 'premium', label: seriesLabel('towerPremium'), kind: 'line', color: CHART_COLORS.tertiary, format: 'signedPercent' }],
  };
}

/** Whether tower and community levels are the same every month (the location is a community). */
export function sameLevels(points: readonly PriceTrendPoint[]): boolean {
  return points.every((p) => p.tower_price === p.community_price);
}

/** Change over the months shown, first to last point, for a one-line summary. */
export function changeOverYear(spec: ChartSpec, key: string): number | null {
  const values = spec.data.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
  return values.length > 1 ? relativeChange(values[0], values[values.length - 1]) : null;
}
