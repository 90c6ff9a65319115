import { describe, expect, it } from 'vitest';
import type { MapPoint } from './points.ts';
import { spreadColocated } from './spread.ts';

/** Distance in metres (equirectangular: exact enough within a city). */
function metres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const meanLat = (((a.lat + b.lat) / 2) * Math.PI) / 180;
  return Math.hypot((b.lon - a.lon) * 111_320 * Math.cos(meanLat), (b.lat - a.lat) * 111_320);
}

const MARINA = { lat: 25.0805, lon: 55.1403 };
const point = (id: string, at = MARINA, approximateAt?: string): MapPoint => ({
  id,
  ...at,
  price: 'From AED 1,000,000',
  label: 'from 1M',
  title: `Project ${id}`,
  approximateAt,
});

describe('spreadColocated', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => point(`p${String(i).padStart(2, '0')}`, MARINA, 'Dubai Marina'));

  it('parts twenty projects placed at one community: no two on one point, evenly apart', () => {
    const { points, areas } = spreadColocated(twenty, 200);
    expect(points).toHaveLength(20);
    expect(new Set(points.map((p) => `${p.lat},${p.lon}`)).size).toBe(20);
    // Every pin has a neighbour about the spacing away and none closer than half of it.
    const nearest = points.map((p) => Math.min(...points.filter((q) => q !== p).map((q) => metres(p, q))));
    expect(Math.min(...nearest)).toBeGreaterThan(100);
    expect(Math.max(...nearest)).toBeLessThan(300);
    // All stay within the area the map marks, around the community's point.
    expect(areas.map(({ radiusMetres: _r, ...rest }) => rest)).toEqual([{ place: 'Dubai Marina', ...MARINA, count: 20 }]);
    for (const p of points) expect(metres(p, MARINA)).toBeLessThanOrEqual(areas[0]!.radiusMetres);
    expect(areas[0]!.radiusMetres).toBeLessThan(1200);
  });

  it('keeps the pins already shown in place when more results load', () => {
    const at = (ps: MapPoint[]) => Object.fromEntries(ps.map((p) => [p.id, [p.lat, p.lon]]));
    const first = at(spreadColocated(twenty.slice(0, 10)).points);
    const all = at(spreadColocated(twenty).points);
    for (const id of Object.keys(first)) expect(all[id]).toEqual(first[id]);
    // The input's order is kept for the list beside the map.
    expect(spreadColocated(twenty).points.map((p) => p.id)).toEqual(twenty.map((p) => p.id));
  });

  it('leaves points with positions of their own, and lone approximate points, where they are', () => {
    const tower = { lat: 25.09, lon: 55.15 };
    const own = [point('a', tower), point('b', tower)];
    const lone = point('c', { lat: 25.2, lon: 55.3 }, 'Business Bay');
    const { points, areas } = spreadColocated([...own, lone]);
    expect(points).toEqual([...own, lone]);
    expect(areas).toEqual([]);
  });

  it('spreads each place around its own point', () => {
    const bay = { lat: 25.186, lon: 55.262 };
    const input = [
      point('m1', MARINA, 'Dubai Marina'),
      point('m2', MARINA, 'Dubai Marina'),
      point('b1', bay, 'Business Bay'),
      point('b2', bay, 'Business Bay'),
    ];
    const { points, areas } = spreadColocated(input);
    expect(areas.map((a) => a.place).sort()).toEqual(['Business Bay', 'Dubai Marina']);
    for (const p of points) expect(metres(p, p.id.startsWith('m') ? MARINA : bay)).toBeLessThan(500);
  });
});
