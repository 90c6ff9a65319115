import { describe, expect, it } from 'vitest';
import { allBedroomsSpec, bedroomCategories, changeOverYear, premiumSpec, sameLevels, trendSpec } from './trend.ts';

const point = (bedroom_id: number, month: string, community: number, tower: number) => ({
  bedroom_id,
  community_price: community,
  tower_price: tower,
  date: `${month}-01T00:00:00Z`,
  period: month,
  time_frame: '1Y',
});

describe('price trend', () => {
  const points = [point(2, '2026-02', 2000, 2200), point(1, '2026-01', 1500, 1500), point(2, '2026-01', 1900, 1900)];

  it('lists bedroom categories and orders a category by month', () => {
    expect(bedroomCategories(points)).toEqual([1, 2]);
    expect(trendSpec(points, 2).data).toEqual([
      { month: '2026-01', community: 1900, tower: 1900 },
      { month: '2026-02', community: 2000, tower: 2200 },
    ]);
  });

  it('gives the premium as tower over community minus one', () => {
    // 1900 / 1900 - 1 = 0; 2200 / 2000 - 1 = 0.1
    expect(premiumSpec(points, 2).data.map((r) => r.premium)).toEqual([0, expect.closeTo(0.1, 10)]);
  });

  it('draws one line when tower and community are the same level', () => {
    expect(sameLevels(points.filter((p) => p.bedroom_id === 1))).toBe(true);
    expect(trendSpec(points, 1).series.map((s) => s.key)).toEqual(['community']);
    expect(trendSpec(points, 2).series.map((s) => s.key)).toEqual(['community', 'tower']);
  });

  it('measures the change from the first month to the last', () => {
    // 1900 -> 2000: +5.26%
    expect(changeOverYear(trendSpec(points, 2), 'community')).toBeCloseTo(0.05263, 4);
  });

  it("draws every category's community level side by side, a month a category lacks left empty", () => {
    const spec = allBedroomsSpec(points);
    expect(spec.series.map((s) => [s.key, s.label])).toEqual([
      ['beds1', '1 bed'],
      ['beds2', '2 beds'],
    ]);
    expect(new Set(spec.series.map((s) => s.color)).size).toBe(2);
    expect(spec.data).toEqual([
      { month: '2026-01', beds1: 1500, beds2: 1900 },
      { month: '2026-02', beds2: 2000 },
    ]);
    expect(changeOverYear(spec, 'beds2')).toBeCloseTo(2000 / 1900 - 1);
  });
});
