import { describe, expect, it } from 'vitest';
import type { AreaRow } from '../../../contract/index.ts';
import { chosenFigure, areasSearch } from './areas-search.ts';
import { areasCsv, rankBy, underPrice } from './figures.ts';

const row = (id: string, askingPsf: number | null, median: number | null, yieldPct: number | null): AreaRow => ({
  id,
  name: `Place ${id}`,
  nameAr: null,
  emirate: 'dubai',
  lat: 25,
  lon: 55,
  priceLevel: null,
  asking:
    askingPsf === null && median === null ? null : { psf: askingPsf, median, sample: 10, pages: 2, syncedAt: '2026-11-25T10:00:00.000Z' },
  rent: null,
  grossYield: yieldPct === null ? null : { pct: yieldPct, saleSample: 10, rentSample: 8 },
  sales: null,
  supply: null,
});

describe('area rankings', () => {
  const rows = [row('1', 1000, 1_200_000, 6), row('2', 2000, 2_000_000, 7.5), row('3', null, null, null), row('4', 1500, 900_000, 5)];

  it('ranks by a figure, highest first or lowest, places without it last', () => {
    expect(rankBy(rows, 'grossYield').map((r) => r.id)).toEqual(['2', '1', '4', '3']);
    expect(rankBy(rows, 'grossYield', true).map((r) => r.id)).toEqual(['4', '1', '2', '3']);
    expect(rankBy(rows, 'askingPsf').map((r) => r.id)).toEqual(['2', '4', '1', '3']);
  });

  it('caps the median asking price, counting apart the places it cannot say', () => {
    const capped = underPrice(rows, 1_500_000);
    expect(capped.rows.map((r) => r.id)).toEqual(['1', '4']);
    expect(capped.unknown).toBe(1);
    expect(underPrice(rows, undefined)).toEqual({ rows, unknown: 0 });
  });

  it('writes the ranking as CSV with each figure and its sample; empty cells where not collected', () => {
    const lines = areasCsv(rankBy(rows, 'grossYield')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(/^2,Place 2,dubai,2000,2000000,10,,,,2026-11-25T10:00:00.000Z,7.5,/);
    expect(lines[4]).toBe('3,Place 3,dubai' + ','.repeat(19));
  });

  it('keeps an unknown figure from the link so the page can name it', () => {
    expect(chosenFigure(areasSearch({ figure: 'cheapness' }), 'grossYield')).toEqual({ figure: 'grossYield', unknown: 'cheapness' });
    expect(chosenFigure(areasSearch({ figure: 'supply' }), 'grossYield')).toEqual({ figure: 'supply', unknown: null });
    expect(areasSearch({ emirate: 'atlantis', bedrooms: '12', price_max: '-5', dir: 'up' })).toEqual({});
    expect(areasSearch({ emirate: 'dubai', bedrooms: '1', price_max: '1500000', dir: 'asc' })).toEqual({
      emirate: 'dubai',
      bedrooms: 1,
      price_max: 1_500_000,
      dir: 'asc',
    });
  });
});
