import { describe, expect, it } from 'vitest';
import type { PriceTrendPoint } from '../../../contract/index.ts';
import { compareTrendSpec, comparedIds } from './compare.ts';

const point = (bedroom_id: number, month: string, level: number): PriceTrendPoint => ({
  bedroom_id,
  community_price: level,
  tower_price: level,
  date: `${month}-01T00:00:00Z`,
  period: month,
});

describe('comparing places', () => {
  it('reads 2 to 4 ids from a link, and says what is wrong otherwise', () => {
    expect(comparedIds('50,51')).toEqual({ kind: 'ok', ids: ['50', '51'] });
    expect(comparedIds('50, 51 ,50,200')).toEqual({ kind: 'ok', ids: ['50', '51', '200'] });
    expect(comparedIds('50')).toEqual({ kind: 'few', ids: ['50'] });
    expect(comparedIds(undefined)).toEqual({ kind: 'few', ids: [] });
    expect(comparedIds('1,2,3,4,5')).toEqual({ kind: 'bad', reason: 'many', count: 5 });
    expect(comparedIds('50,marina')).toEqual({ kind: 'bad', reason: 'malformed', text: 'marina' });
  });

  it('draws a line per place, one bedroom category or the mean of them, gaps where a month is missing', () => {
    const spec = compareTrendSpec(
      [
        { id: '50', name: 'Dubai Marina', points: [point(1, '2026-01', 2000), point(2, '2026-01', 2200), point(1, '2026-02', 2100)] },
        { id: '51', name: 'Downtown', points: [point(1, '2026-02', 3000)] },
      ],
      undefined,
      'Month',
    );
    expect(spec.series.map((s) => s.label)).toEqual(['Dubai Marina', 'Downtown']);
    expect(spec.data).toEqual([
      { month: '2026-01', p50: 2100, p51: null },
      { month: '2026-02', p50: 2100, p51: 3000 },
    ]);
    const one = compareTrendSpec([{ id: '50', name: 'M', points: [point(1, '2026-01', 2000), point(2, '2026-01', 2200)] }], 2, 'Month');
    expect(one.data).toEqual([{ month: '2026-01', p50: 2200 }]);
  });
});
