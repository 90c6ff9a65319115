import { readFileSync } from 'node:fs';
import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import { landRings, type LonLat } from '../../src/shared/land.ts';
import { buildDataset } from './dataset/index.ts';
import { landIndex, onLand, placeOnLand } from './dataset/land.ts';
import { COMMUNITY_REFS, type SubRef } from './dataset/reference.ts';
import { Rng } from './random.ts';

const geo = JSON.parse(readFileSync(new URL('../../public/geo/uae-basemap.json', import.meta.url), 'utf8')) as FeatureCollection;
const rings = landRings(geo);

/** Plain even-odd ray casting over every land ring: slow, obviously right. */
function naiveOnLand(lat: number, lon: number): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as LonLat;
      const [xj, yj] = ring[j] as LonLat;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/** Names of the sub-communities and towers whose coordinates the reference file gives. */
const knownSubs = new Set<string>();
const collect = (subs: readonly SubRef[] | undefined) => {
  for (const s of subs ?? []) {
    if (s.lat !== undefined) knownSubs.add(s.name);
    collect(s.children);
  }
};
for (const c of COMMUNITY_REFS) collect(c.children);

const options = { seed: 7, listings: 20_000, asOf: '2026-06-22' };

describe('land', () => {
  it('the grid index agrees with plain ray casting (coast around Dubai and Abu Dhabi, and across the UAE)', () => {
    const rng = new Rng(99);
    const boxes = [
      [55.05, 25.0, 55.35, 25.3], // Dubai: the Palm, the Marina, the Creek
      [54.3, 24.4, 54.7, 24.6], // Abu Dhabi's islands
      [51.5, 22.6, 56.4, 26.1], // the whole country
    ] as const;
    let land = 0;
    for (const [w, s, e, n] of boxes) {
      for (let i = 0; i < 1500; i++) {
        const lon = rng.range(w, e);
        const lat = rng.range(s, n);
        const expected = naiveOnLand(lat, lon);
        if (expected) land++;
        expect(onLand(lat, lon), `${lat},${lon}`).toBe(expected);
      }
    }
    expect(land).toBeGreaterThan(1000); // the sample has both land and sea
    expect(landIndex().contains(0, 0)).toBe(false); // outside the box: not land
  });

  it('has the coast in the right places', () => {
    expect(onLand(25.2048, 55.2708)).toBe(true); // Dubai
    expect(onLand(25.1125, 55.1385)).toBe(true); // the Palm's trunk
    expect(onLand(24.4539, 54.3773)).toBe(true); // Abu Dhabi island
    expect(onLand(25.09, 55.12)).toBe(false); // the Gulf off JBR
    expect(onLand(25.3, 55.0)).toBe(false); // open water
  });

  it('places at-sea offsets back on land, deterministically', () => {
    // Dubai Marina's centroid is on the water: an offset into the sea comes back to land.
    const a = placeOnLand(25.078367, 55.14041, 0.004, -0.006);
    expect(naiveOnLand(...a)).toBe(true);
    expect(placeOnLand(25.078367, 55.14041, 0.004, -0.006)).toEqual(a);
    expect(Math.hypot(a[0] - 25.078367, a[1] - 55.14041)).toBeLessThan(0.02);
    // A point already on land stays where it is.
    expect(placeOnLand(25.2, 55.27, 0.001, 0.001)).toEqual([25.201, 55.271]);
  });

  it('every generated tower, sub-community and listing coordinate is on land; known coordinates stay', () => {
    const d = buildDataset(options);
    const { nodes } = d.locations;
    for (const n of nodes) {
      if (n.kind === 'emirate' || n.kind === 'community') continue;
      if (knownSubs.has(n.name)) continue;
      expect(naiveOnLand(n.lat, n.lon), `${n.fullName} ${n.lat},${n.lon}`).toBe(true);
    }
    const vida = nodes[d.locations.byId.get(8995)!]!;
    expect([vida.lat, vida.lon]).toEqual([25.072375, 55.136286]);
    const t = d.listings;
    let maxDistance = 0;
    for (let i = 0; i < t.count; i += 7) {
      const [lat, lon] = t.coordinates(i);
      expect(naiveOnLand(lat, lon), `listing ${t.id[i]} ${lat},${lon}`).toBe(true);
      const node = nodes[t.loc[i]!]!;
      maxDistance = Math.max(maxDistance, Math.hypot(lat - node.lat, lon - node.lon));
    }
    // Pulled toward their place, not thrown across the map.
    expect(maxDistance).toBeLessThan(0.03);
  });

  it('is deterministic: the same options give the same coordinates', () => {
    const a = buildDataset(options);
    const b = buildDataset(options);
    const all = (d: typeof a) => Array.from({ length: d.listings.count }, (_, i) => d.listings.coordinates(i));
    expect(all(a)).toEqual(all(b));
    expect(a.locations.nodes.map((n) => [n.lat, n.lon])).toEqual(b.locations.nodes.map((n) => [n.lat, n.lon]));
  });
});
