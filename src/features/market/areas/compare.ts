/**
 * Comparing places: their price trends as one chart, a line each (the ids a link names are read
 * by areas-search.ts). Pure, so the page and its tests agree.
 */
import type { PriceTrendPoint } from '../../../contract/index.ts';
import { CHART_COLORS, type ChartSpec } from '../../../components/charts/spec.ts';
import { monthKey } from '../../../shared/stats.ts';

const LINE_COLOURS = [CHART_COLORS.primary, CHART_COLORS.secondary, CHART_COLORS.tertiary, CHART_COLORS.positive];

/**
 * One line per place: its monthly price level (community), for one bedroom category, or the mean of
 * the categories of a month when none is chosen (as the server's price level is).
 */
export function compareTrendSpec(
  places: readonly { id: string; name: string; points: readonly PriceTrendPoint[] }[],
  bedrooms: number | undefined,
  monthLabel: string,
): ChartSpec {
  const rows = new Map<string, Record<string, number | string | null>>();
  for (const place of places) {
    const byMonth = new Map<string, number[]>();
    for (const p of place.points) {
      const month = monthKey(p.date);
      if (!month || (bedrooms !== undefined && p.bedroom_id !== bedrooms) || typeof p.community_price !== 'number') continue;
      byMonth.set(month, [...(byMonth.get(month) ?? []), p.community_price]);
    }
    for (const [month, levels] of byMonth) {
      const row = rows.get(month) ?? { month };
      row[`p${place.id}`] = Math.round(levels.reduce((a, b) => a + b, 0) / levels.length);
      rows.set(month, row);
    }
  }
  const data = [...rows.values()].sort((a, b) => String(a.month).localeCompare(String(b.month)));
  // Every place has a value (or null) in every row: a missing month is a gap, not a zero.
  for (const row of data) for (const place of places) row[`p${place.id}`] ??= null;
  return {
    data,
    x: { key: 'month', label: monthLabel, format: 'month', scale: 'category' },
    series: places.map((place, i) => ({
      key: `p${place.id}`,
      label: place.name,
      kind: 'line',
      color: LINE_COLOURS[i % LINE_COLOURS.length]!,
      format: 'aedPerSqft',
    })),
  };
}
