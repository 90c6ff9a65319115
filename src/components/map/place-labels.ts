/**
 * Places drawn on a map with their names (lazy map chunks only): a circle at the place and its name
 * beside it, names that would cover one another left undrawn (`declutter`). The market map draws
 * its coloured, focusable places this way (AreaMap.tsx), and the search map the communities'
 * names under its pins (ResultsMap.tsx), so a person can tell where a pin is.
 */
import { L, markAsData } from './leaflet-base.ts';
import './area-map.css';

/** The circle's target: 24 px (WCAG 2.5.8), the drawn circle 18 px inside it. */
const DOT = 24;
/** Room a name takes beside its circle, in px: its height and the gap before it. */
const LABEL_HEIGHT = 16;
const LABEL_GAP = 4;

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** A drawn circle, and its name's width once measured (measured once: a read of layout per move would cost frames). */
export interface DrawnPlace {
  marker: L.Marker;
  labelWidth?: number;
}

/**
 * Names that would cover one another are not drawn: places in the order given each keep their
 * name unless it would overlap one already kept (or a circle, the map's edge, or what sits over the
 * map: its zoom buttons and credit, a button laid over it). The hidden names
 * stay in the circles' accessible names and show on hover or focus.
 */
export function declutter(m: L.Map, markers: readonly DrawnPlace[]): void {
  const rtl = m.getContainer().closest('[dir="rtl"]') !== null;
  const size = m.getSize();
  const at = markers.map(({ marker }) => m.latLngToContainerPoint(marker.getLatLng()));
  // Every circle is taken first: a name never covers another place's circle.
  const kept: Box[] = at.map((p) => [p.x - DOT / 2, p.y - DOT / 2, p.x + DOT / 2, p.y + DOT / 2]);
  kept.push(...overlays(m));
  markers.forEach((drawn, i) => {
    const icon = drawn.marker.getElement();
    if (!icon) return;
    drawn.labelWidth ||= icon.querySelector<HTMLElement>('.area-marker__label')?.offsetWidth;
    const p = at[i]!;
    const width = drawn.labelWidth || 80;
    const start = rtl ? p.x - DOT / 2 - LABEL_GAP - width : p.x + DOT / 2 + LABEL_GAP;
    const box: Box = [start, p.y - LABEL_HEIGHT / 2, start + width, p.y + LABEL_HEIGHT / 2];
    // The place itself on the map too: a name beside a circle out of view would point at nothing.
    const onMap = p.x >= 0 && p.x <= size.x && p.y >= 0 && p.y <= size.y;
    const inside = onMap && box[0] >= 0 && box[2] <= size.x && box[1] >= 0 && box[3] <= size.y;
    const free = inside && !kept.some((k) => overlaps(k, box));
    if (icon.classList.contains('is-crowded') === free) icon.classList.toggle('is-crowded', !free);
    if (free) kept.push(box);
  });
}

/** Maps with a `declutterSoon` to come. */
const pending = new WeakSet<L.Map>();

/**
 * `declutter` in a task after the browser's next paint, once for any number of calls before it.
 * Called in the task that adds the circles, its reads of layout (the names' widths, what covers
 * the map) made the browser lay out every new circle there and then: on the market map at a 4x
 * slower CPU, one task of about 130 ms. After the paint the frame has laid them out and the reads
 * are cheap. Names start hidden (`is-crowded`, `placeIcon`), so none is seen
 * covering another meanwhile. `markers` is read when it runs; null (the map gone or replaced) does
 * nothing.
 */
export function declutterSoon(m: L.Map, markers: () => readonly DrawnPlace[] | null): void {
  if (pending.has(m)) return;
  pending.add(m);
  requestAnimationFrame(() =>
    setTimeout(() => {
      pending.delete(m);
      const now = markers();
      if (now) declutter(m, now);
    }, 0),
  );
}

/**
 * `declutter` at once after the map has moved: the names' widths and what covers the map are known
 * by then, so it reads no layout, and the names follow the move in its own frame. Unless a
 * `declutterSoon` is coming (the circles were just added, and the move is the map fitting them):
 * that one does it, after their layout.
 */
export function declutterMoved(m: L.Map, markers: () => readonly DrawnPlace[] | null): void {
  if (pending.has(m)) return;
  const now = markers();
  if (now) declutter(m, now);
}

/** What covers each map, as last measured, and at which size. */
const measured = new WeakMap<L.Map, { size: string; boxes: Box[] }>();

/**
 * What covers part of the map, in its container's pixels: Leaflet's controls, and elements laid
 * over it beside its container (`data-map-overlay`, e.g. "Search this area").
 */
function overlays(m: L.Map): Box[] {
  // Read once per map size: they do not move as the map pans or zooms, and a read of layout after
  // Leaflet has moved the markers would force one on every move.
  const { x, y } = m.getSize();
  const held = measured.get(m);
  if (held?.size === `${x}x${y}`) return held.boxes;
  const container = m.getContainer();
  const origin = container.getBoundingClientRect();
  const over = [
    ...container.querySelectorAll('.leaflet-control'),
    ...(container.parentElement?.querySelectorAll(':scope > [data-map-overlay]') ?? []),
  ];
  const boxes = over.map((el): Box => {
    const r = el.getBoundingClientRect();
    return [r.left - origin.left, r.top - origin.top, r.right - origin.left, r.bottom - origin.top];
  });
  measured.set(m, { size: `${x}x${y}`, boxes });
  return boxes;
}

export interface PlaceIconOptions {
  /** The place's name as the data has it. */
  name: string;
  /** Drawn after the name (a figure, "6.3%"); none on the search map. */
  value?: string;
  colour: string;
  /** What a screen reader announces (a focusable place); none for a name drawn for the eye only. */
  description?: string;
  /** A smaller, quieter circle: a landmark under the search map's pins. */
  quiet?: boolean;
}

/** A place's circle and name, as a Leaflet icon. */
export function placeIcon(place: PlaceIconOptions): L.DivIcon {
  const el = document.createElement('span');
  el.className = place.quiet ? 'area-marker area-marker--quiet' : 'area-marker';
  const dot = document.createElement('span');
  dot.className = 'area-marker__dot';
  dot.style.background = place.colour;
  dot.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  label.className = 'area-marker__label';
  label.setAttribute('aria-hidden', 'true');
  const name = document.createElement('bdi');
  markAsData(name);
  name.textContent = place.name;
  label.append(name, place.value ? ` ${place.value}` : '');
  el.append(dot, label);
  if (place.description) {
    const sr = document.createElement('span');
    sr.className = 'sr-only';
    sr.textContent = place.description;
    el.append(sr);
  }
  return L.divIcon({
    // Its name hidden until `declutter` has found it room.
    className: place.quiet ? 'area-marker-icon area-marker-icon--quiet is-crowded' : 'area-marker-icon is-crowded',
    html: el,
    iconSize: [DOT, DOT],
    iconAnchor: [DOT / 2, DOT / 2],
  });
}
