/**
 * The asking-price index (`/api/insights/asking-prices`) as a chart spec: the weekly median asking
 * price per sqft of the listings Dar saw (line) and how many it saw each week (bars), and the
 * sample the figure names.
 */
import type { InsightAnswerOf } from '../../../contract/index.ts';
import { CHART_COLORS, type ChartSpec } from '../../../components/charts/spec.ts';
import { seriesLabel } from '../series.ts';

type AskingAnswer = InsightAnswerOf<'insights/asking-prices'>;

/** The weeks from the first Dar saw any listing of the kind, oldest first; a thin week has no median (a gap). */
export function askingSpec(answer: AskingAnswer): ChartSpec {
  const first = answer.weeks.findIndex((w) => w.listings > 0);
  const weeks = first < 0 ? [] : answer.weeks.slice(first);
  return {
    data: weeks.map((w) => ({ week: Date.parse(`${w.week}T00:00:00Z`), median: w.medianPerSqft, listings: w.listings })),
    x: { key: 'week', label: seriesLabel('week'), format: 'date', scale: 'category' },
    series: [
      { key: 'listings', label: seriesLabel('listingsSeen'), kind: 'bar', color: CHART_COLORS.muted, format: 'count', axis: 'right' },
      {
        key: 'median',
        label: seriesLabel(answer.listing === 'sale' ? 'askingPrice' : 'askingRent'),
        kind: 'line',
        color: CHART_COLORS.primary,
        format: 'aedPerSqft',
      },
    ],
  };
}

/** What the figure stands on: the listings behind its medians, and the weeks that have one. */
export function askingSample(answer: AskingAnswer): { listings: number; weeks: number } {
  return { listings: answer.listings, weeks: answer.weeks.filter((w) => w.medianPerSqft !== null).length };
}
