/**
 * Area figures as the views use them: each figure's value of a row, ranking (the figure's
 * highest first, places without it last), the price cap, and the CSV of a ranking. Pure, so the
 * table, the map and their tests agree.
 */
import type { AreaFigure, AreaRow } from '../../../contract/index.ts';
import { toCsv } from '../../../shared/csv.ts';

export const FIGURE_OF: Record<AreaFigure, (r: AreaRow) => number | null> = {
  askingPsf: (r) => r.asking?.psf ?? null,
  rentPsf: (r) => r.rent?.psf ?? null,
  grossYield: (r) => r.grossYield?.pct ?? null,
  priceLevel: (r) => r.priceLevel?.psf ?? null,
  change12m: (r) => r.priceLevel?.change12m ?? null,
  salesCount: (r) => r.sales?.count ?? null,
  supply: (r) => r.supply?.total ?? null,
};

/** Places by a figure, the highest first (or the lowest with `ascending`); places without it last, by name. */
export function rankBy(rows: readonly AreaRow[], figure: AreaFigure, ascending = false): AreaRow[] {
  const value = FIGURE_OF[figure];
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? a.name.localeCompare(b.name) : x === null ? 1 : -1;
    return ascending ? x - y : y - x;
  });
}

/**
 * Places whose median asking price is at most `cap`; those without an asking sample cannot be
 * said to be under it and are counted apart, so the page can say how many it left out.
 */
export function underPrice(rows: readonly AreaRow[], cap: number | undefined): { rows: AreaRow[]; unknown: number } {
  if (cap === undefined) return { rows: [...rows], unknown: 0 };
  const known = rows.filter((r) => r.asking?.median !== null && r.asking?.median !== undefined);
  return { rows: known.filter((r) => r.asking!.median! <= cap), unknown: rows.length - known.length };
}

/** The ranking as CSV: every figure with its sample and when it was read, in AED per sqft. */
export function areasCsv(rows: readonly AreaRow[]): string {
  const header = [
    'id',
    'name',
    'emirate',
    'asking_aed_per_sqft',
    'asking_median_aed',
    'asking_sample',
    'rent_aed_per_sqft_year',
    'rent_median_aed_year',
    'rent_sample',
    'listings_read_at',
    'gross_yield_pct',
    'price_level_aed_per_sqft',
    'change_12m_pct',
    'trend_from',
    'trend_to',
    'sales_12m',
    'sales_median_aed',
    'sales_from',
    'sales_to',
    'sales_complete',
    'new_projects',
    'projects_read_at',
  ];
  const round = (n: number | null | undefined, digits = 0) => (typeof n === 'number' ? Number(n.toFixed(digits)) : null);
  return toCsv(
    header,
    rows.map((r) => [
      r.id,
      r.name,
      r.emirate,
      round(r.asking?.psf),
      round(r.asking?.median),
      r.asking?.sample,
      round(r.rent?.psf),
      round(r.rent?.median),
      r.rent?.sample,
      r.asking?.syncedAt,
      round(r.grossYield?.pct, 2),
      r.priceLevel?.psf,
      round(r.priceLevel?.change12m === null || r.priceLevel === null ? null : r.priceLevel.change12m * 100, 2),
      r.priceLevel?.from,
      r.priceLevel?.to,
      r.sales?.count,
      round(r.sales?.median),
      r.sales?.from,
      r.sales?.to,
      r.sales?.complete,
      r.supply?.total,
      r.supply?.syncedAt,
    ]),
  );
}
