/**
 * Keeps generated coordinates (invented towers and sub-communities, listings) on land, using the
 * land polygons of the map's own basemap (`public/geo/uae-basemap.json`), so a pin never sits in
 * the sea the map draws. Known coordinates from the reference file are never moved.
 *
 * Deterministic and draws no randomness: a point at sea is retried with its offset turned and
 * shrunk toward its anchor (the parent's position), then around the nearest land to the anchor
 * (for an anchor that is itself at sea, such as a community centroid on the water).
 */
import { readFileSync } from 'node:fs';
import type { FeatureCollection } from 'geojson';
import { buildLandIndex, landRings, type LandIndex } from '../../../src/shared/land.ts';
import { projectFile } from '../../project-root.ts';

// From the project root, not this file: the compiled server is one bundle (server/project-root.ts).
const BASEMAP = projectFile('public/geo/uae-basemap.json');
/** Where the dataset's places are (the UAE and a margin); anything outside counts as sea. */
const BOX = { west: 51.4, south: 22.5, east: 56.5, north: 26.2 };

let index: LandIndex | undefined;

/** The land index, built once per process (a few tens of milliseconds). */
export function landIndex(): LandIndex {
  if (!index) {
    const geo = JSON.parse(readFileSync(BASEMAP, 'utf8')) as FeatureCollection;
    index = buildLandIndex(landRings(geo), BOX, 0.02);
  }
  return index;
}

export const onLand = (lat: number, lon: number): boolean => landIndex().contains(lon, lat);

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
/** Offsets tried after the original one: turned a quarter at a time, then shrunk. */
const TURNS: ReadonlyArray<readonly [number, number, number, number]> = [
  [0, -1, 1, 0],
  [-1, 0, 0, -1],
  [0, 1, -1, 0],
];
const SCALES = [1, 0.6, 0.3];

const nearest = new Map<string, readonly [number, number]>();

/** The anchor if it is on land, else the nearest land found on rings around it (up to ~11 km). */
function landAnchor(lat: number, lon: number): readonly [number, number] {
  if (onLand(lat, lon)) return [lat, lon];
  const key = `${lat},${lon}`;
  let found = nearest.get(key);
  if (!found) {
    found = [lat, lon];
    search: for (let ring = 1; ring <= 100; ring++) {
      const r = ring * 0.001;
      const steps = 8 + ring * 2;
      for (let k = 0; k < steps; k++) {
        const a = (2 * Math.PI * k) / steps;
        const p = [round6(lat + r * Math.sin(a)), round6(lon + r * Math.cos(a))] as const;
        if (onLand(p[0], p[1])) {
          found = p;
          break search;
        }
      }
    }
    nearest.set(key, found);
  }
  return found;
}

/**
 * A point `(dLat, dLon)` away from `(lat, lon)`, rounded to 6 decimals and on land: the point
 * itself when it is on land; else the same offset turned and shrunk, around the anchor and then
 * around the land nearest the anchor; else that land point.
 */
export function placeOnLand(lat: number, lon: number, dLat: number, dLon: number): [number, number] {
  const first: [number, number] = [round6(lat + dLat), round6(lon + dLon)];
  if (onLand(first[0], first[1])) return first;
  const anchors = [[lat, lon], landAnchor(lat, lon)] as const;
  for (const [aLat, aLon] of anchors) {
    for (const scale of SCALES) {
      for (const [a, b, c, d] of [[1, 0, 0, 1] as const, ...TURNS]) {
        const p: [number, number] = [round6(aLat + scale * (a * dLat + b * dLon)), round6(aLon + scale * (c * dLat + d * dLon))];
        if (onLand(p[0], p[1])) return p;
      }
    }
  }
  const [aLat, aLon] = anchors[1];
  return [round6(aLat), round6(aLon)];
}
