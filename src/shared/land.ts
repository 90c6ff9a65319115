/**
 * Point-in-land tests against the basemap's land polygons, fast enough for 100k points at
 * start-up. Pure geometry (no I/O, no DOM): `build-basemap.ts` uses it to cut borders at the
 * coast, and the embedded dataset (`server/embedded/dataset/land.ts`) to keep generated
 * coordinates off the sea.
 *
 * A grid of cells over a box; every cell knows the edges that touch it and whether its centre is
 * on land (found once per row by a scanline). A point is on land when its cell's centre is and the
 * segment from the point to that centre crosses an even number of edges (even-odd rule, so holes
 * such as lagoons count as water).
 */
import type { FeatureCollection } from 'geojson';

/** [lon, lat] */
export type LonLat = [number, number];
export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface LandIndex {
  box: Box;
  /** Whether (lon, lat) is on land; false outside the box. */
  contains(lon: number, lat: number): boolean;
}

/** The rings (outer and holes alike) of every Polygon/MultiPolygon feature whose kind is `land`. */
export function landRings(geo: FeatureCollection): LonLat[][] {
  const rings: LonLat[][] = [];
  for (const f of geo.features) {
    if (f.properties?.kind !== 'land') continue;
    const g = f.geometry;
    if (g.type === 'Polygon') rings.push(...(g.coordinates as LonLat[][]));
    else if (g.type === 'MultiPolygon') for (const p of g.coordinates) rings.push(...(p as LonLat[][]));
  }
  return rings;
}

export function buildLandIndex(rings: readonly (readonly LonLat[])[], box: Box, cell = 0.01): LandIndex {
  const cols = Math.max(1, Math.ceil((box.east - box.west) / cell));
  const rows = Math.max(1, Math.ceil((box.north - box.south) / cell));
  const colOf = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - box.west) / cell)));
  const rowOf = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - box.south) / cell)));

  // Edges that reach into the box, as flat coordinates.
  const coords: number[] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i]!;
      const b = ring[(i + 1) % ring.length]!;
      if (a[0] === b[0] && a[1] === b[1]) continue;
      // West of the box: never crossed (the scanlines run east). East of it: no cell holds the
      // edge, but the scanlines still cross it.
      if (Math.max(a[0], b[0]) < box.west) continue;
      if (Math.max(a[1], b[1]) < box.south || Math.min(a[1], b[1]) > box.north) continue;
      coords.push(a[0], a[1], b[0], b[1]);
    }
  }
  const e = Float64Array.from(coords);
  const edgeCount = e.length / 4;

  // Cell -> edges (CSR): per row the edge passes through, the columns of its stretch in that row.
  const counts = new Int32Array(cols * rows + 1);
  const eachCell = (k: number, visit: (c: number) => void) => {
    const [ax, ay, bx, by] = [e[k]!, e[k + 1]!, e[k + 2]!, e[k + 3]!];
    if (Math.max(ax, bx) < box.west || Math.min(ax, bx) > box.east) return;
    const y0 = Math.min(ay, by),
      y1 = Math.max(ay, by);
    const xAt = (y: number) => (ay === by ? ax : ax + ((y - ay) / (by - ay)) * (bx - ax));
    for (let r = rowOf(y0); r <= rowOf(y1); r++) {
      const lo = Math.max(y0, box.south + r * cell),
        hi = Math.min(y1, box.south + (r + 1) * cell);
      const xa = ay === by ? Math.min(ax, bx) : xAt(lo),
        xb = ay === by ? Math.max(ax, bx) : xAt(hi);
      for (let c = colOf(Math.min(xa, xb)), end = colOf(Math.max(xa, xb)); c <= end; c++) visit(r * cols + c);
    }
  };
  for (let i = 0; i < edgeCount; i++) eachCell(i * 4, (c) => counts[c + 1]!++);
  for (let c = 0; c < cols * rows; c++) counts[c + 1]! += counts[c]!;
  const cellEdges = new Int32Array(counts[cols * rows]!);
  const fill = counts.slice(0, cols * rows);
  for (let i = 0; i < edgeCount; i++) eachCell(i * 4, (c) => (cellEdges[fill[c]!++] = i * 4));

  // Cell centres: a scanline per row, crossings sorted, parity from the east.
  const rowEdges: number[][] = Array.from({ length: rows }, () => []);
  for (let i = 0; i < edgeCount; i++) {
    const k = i * 4;
    const y0 = Math.min(e[k + 1]!, e[k + 3]!),
      y1 = Math.max(e[k + 1]!, e[k + 3]!);
    for (let r = rowOf(y0); r <= rowOf(y1); r++) rowEdges[r]!.push(k);
  }
  const centreIn = new Uint8Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    const y = box.south + (r + 0.5) * cell;
    const xs: number[] = [];
    for (const k of rowEdges[r]!) {
      const [ax, ay, bx, by] = [e[k]!, e[k + 1]!, e[k + 2]!, e[k + 3]!];
      if (ay > y !== by > y) xs.push(ax + ((y - ay) / (by - ay)) * (bx - ax));
    }
    xs.sort((a, b) => a - b);
    let j = 0;
    for (let c = 0; c < cols; c++) {
      const x = box.west + (c + 0.5) * cell;
      while (j < xs.length && xs[j]! < x) j++;
      centreIn[r * cols + c] = (xs.length - j) & 1;
    }
  }

  const contains = (x: number, y: number): boolean => {
    if (!(x >= box.west && x <= box.east && y >= box.south && y <= box.north)) return false;
    const r = rowOf(y),
      c = colOf(x);
    const cellIndex = r * cols + c;
    const cx = box.west + (c + 0.5) * cell;
    const cy = box.south + (r + 0.5) * cell;
    let inside = centreIn[cellIndex] === 1;
    for (let i = counts[cellIndex]!, end = counts[cellIndex + 1]!; i < end; i++) {
      const k = cellEdges[i]!;
      if (crosses(x, y, cx, cy, e[k]!, e[k + 1]!, e[k + 2]!, e[k + 3]!)) inside = !inside;
    }
    return inside;
  };
  return { box, contains };
}

/**
 * Whether segment p-q crosses segment a-b. Half-open in y on a-b (as the scanline is), so a
 * path through a shared vertex counts once.
 */
function crosses(px: number, py: number, qx: number, qy: number, ax: number, ay: number, bx: number, by: number): boolean {
  const d1 = (qx - px) * (ay - py) - (qy - py) * (ax - px);
  const d2 = (qx - px) * (by - py) - (qy - py) * (bx - px);
  if ((d1 > 0 && d2 > 0) || (d1 < 0 && d2 < 0)) return false;
  if (d1 === 0 && d2 === 0) return false; // collinear: no crossing counted
  // Half-open: a vertex exactly on p-q counts only for the edge whose other end lies on one side.
  if (d1 === 0 && d2 < 0) return false;
  if (d2 === 0 && d1 < 0) return false;
  const d3 = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  const d4 = (bx - ax) * (qy - ay) - (by - ay) * (qx - ax);
  return (d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0);
}
