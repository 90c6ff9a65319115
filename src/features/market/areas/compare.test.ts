import { describe, expect, it } from 'vitest';
import type { PriceTrendPoint } from '../../../contract/index.ts';
import { ignoredFromLink } from '../../../lib/link-notes.ts';
import { compareSearch } from './areas-search.ts';
import { compareTrendSpec } from './compare.ts';

const point = (bedroom_id: number, month: string, level: number): PriceTrendPoint => ({
  bedroom_id,
  community_price: level,
  tower_price: level,
  date: `${month}-01T00:00:00Z`,
  period: month,
});

describe('comparing places', () => {
  it('reads 2 to 4 place ids from a link, in order, each once', () => {
    expect(compareSearch({ ids: '50,51' })).toEqual({ ids: '50,51' });
    expect(compareSearch({ ids: '50, 51 ,50,200' })).toEqual({ ids: '50,51,200' });
    expect(compareSearch({ ids: '50' })).toEqual({ ids: '50' });
    expect(compareSearch({})).toEqual({});
  });

  it('keeps the places a link can name, and the link notes name the rest', () => {
    const raw = { ids: '50,x,<s>,51,50,52,53,54' };
    expect(compareSearch(raw)).toEqual({ ids: '50,51,52,53' });
    expect(ignoredFromLink(raw, { ...compareSearch(raw) })).toEqual([
      // Named, not quoted: `<s>` is not text the page repeats.
      { kind: 'ignored', key: 'ids', value: '', reason: 'notId' },
      { kind: 'ignored', key: 'ids', value: '54', reason: 'tooMany' },
    ]);
    // One place left: kept (the page asks for another), the rest named.
    expect(compareSearch({ ids: '50,x' })).toEqual({ ids: '50' });
    expect(ignoredFromLink({ ids: '50,x' }, { ...compareSearch({ ids: '50,x' }) })).toEqual([
      { kind: 'ignored', key: 'ids', value: 'x', reason: 'notId' },
    ]);
    expect(compareSearch({ ids: 'marina' })).toEqual({});
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
