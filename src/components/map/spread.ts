/**
 * Points that stand for a place rather than a position of their own (new projects placed at their
 * community) would all sit on one point: one cluster at every zoom, pins on top of each other at
 * the last. Here each such group is laid out on a sunflower spiral around the place (Vogel's
 * spiral: even spacing, no rings, no overlap), in the order given, and the area it covers is
 * returned so the map can mark it as approximate. Points with coordinates of their own are left
 * where they are, even when several share a building: those are really at one place.
 */
import type { MapPoint } from './points.ts';

/** Metres per degree of latitude (and of longitude at the equator). */
const METRES_PER_DEGREE = 111_320;
/** The golden angle: each next point turns by it, so no two line up. */
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/** A place whose points were spread: centre, radius that holds them, and how many. */
export interface SpreadArea {
  place: string;
  lat: number;
  lon: number;
  radiusMetres: number;
  count: number;
}

export interface Spread {
  points: MapPoint[];
  areas: SpreadArea[];
}

/**
 * Spread the approximate points of each place. `spacing` is roughly the distance between
 * neighbours in metres: 320 m is about 75 px at zoom 15, the width of a
 * price pin, so the pins of a community stand apart once the map shows the community.
 * The first point of a group sits nearest the place and the next ones wind outwards in the order
 * given (the results' order): "load more" appends, so the pins already shown never move.
 */
export function spreadColocated(points: readonly MapPoint[], spacing = 320): Spread {
  const groups = new Map<string, MapPoint[]>();
  for (const p of points) {
    if (!p.approximateAt) continue;
    const key = `${p.lat},${p.lon}`;
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  if (!groups.size) return { points: [...points], areas: [] };

  // Vogel: the i-th point at radius c·√(i + ½); neighbours are then about c·√π apart.
  const c = spacing / Math.sqrt(Math.PI);
  const moved = new Map<string, { lat: number; lon: number }>();
  const areas: SpreadArea[] = [];
  for (const group of groups.values()) {
    const { lat, lon, approximateAt } = group[0]!;
    if (group.length < 2) continue;
    const metresPerLonDegree = METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
    group.forEach((p, i) => {
      const r = c * Math.sqrt(i + 0.5);
      const angle = i * GOLDEN_ANGLE;
      moved.set(p.id, {
        lat: lat + (r * Math.sin(angle)) / METRES_PER_DEGREE,
        lon: lon + (r * Math.cos(angle)) / metresPerLonDegree,
      });
    });
    areas.push({
      place: approximateAt!,
      lat,
      lon,
      // The outermost point, and room for its pin.
      radiusMetres: Math.round(c * Math.sqrt(group.length - 0.5) + spacing / 2),
      count: group.length,
    });
  }
  return {
    points: points.map((p) => {
      const to = moved.get(p.id);
      return to ? { ...p, ...to } : p;
    }),
    areas,
  };
}
