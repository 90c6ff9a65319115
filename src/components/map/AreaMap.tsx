/**
 * The market map (lazy chunk): places as labelled circles on the offline basemap, each coloured
 * by a figure the page chose. Circles are focusable buttons (Leaflet markers): Tab reaches each,
 * its accessible name announces the place and its figures, and a click or Enter opens it. Names
 * are drawn beside the circles where they do not cover one another (`declutter`).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { L, createBaseMap, markAsData } from './leaflet-base.ts';
import './area-map.css';

export interface AreaMapPlace {
  id: string;
  lat: number;
  lon: number;
  /** The place's name as shown (a name from the data). */
  name: string;
  /** The figure as drawn beside the name ("6.3%"), or a dash. */
  value: string;
  colour: string;
  /** What a screen reader announces: the place, its figures and their samples. */
  description: string;
}

/** The circle's target: 24 px (WCAG 2.5.8), the drawn circle 18 px inside it. */
const DOT = 24;
/** Room a name takes beside its circle, in px: its height and the gap before it. */
const LABEL_HEIGHT = 16;
const LABEL_GAP = 4;

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Names that would cover one another are not drawn: places in the order given (the page passes
 * them highest figure first) each keep their name unless it would overlap one already kept. The
 * hidden names stay in the circles' accessible names and show on hover or focus.
 */
/** A drawn circle, and its name's width once measured (measured once: a read of layout per move would cost frames). */
interface Drawn {
  marker: L.Marker;
  place: AreaMapPlace;
  labelWidth?: number;
}

function declutter(m: L.Map, markers: readonly Drawn[]): void {
  const rtl = m.getContainer().closest('[dir="rtl"]') !== null;
  const size = m.getSize();
  const at = markers.map(({ marker }) => m.latLngToContainerPoint(marker.getLatLng()));
  // Every circle is taken first: a name never covers another place's circle.
  const kept: Box[] = at.map((p) => [p.x - DOT / 2, p.y - DOT / 2, p.x + DOT / 2, p.y + DOT / 2]);
  markers.forEach((drawn, i) => {
    const icon = drawn.marker.getElement();
    if (!icon) return;
    drawn.labelWidth ||= icon.querySelector<HTMLElement>('.area-marker__label')?.offsetWidth;
    const p = at[i]!;
    const width = drawn.labelWidth || 80;
    const start = rtl ? p.x - DOT / 2 - LABEL_GAP - width : p.x + DOT / 2 + LABEL_GAP;
    const box: Box = [start, p.y - LABEL_HEIGHT / 2, start + width, p.y + LABEL_HEIGHT / 2];
    const inside = box[0] >= 0 && box[2] <= size.x && box[1] >= 0 && box[3] <= size.y;
    const free = inside && !kept.some((k) => overlaps(k, box));
    if (icon.classList.contains('is-crowded') === free) icon.classList.toggle('is-crowded', !free);
    if (free) kept.push(box);
  });
}

function icon(place: AreaMapPlace): L.DivIcon {
  const el = document.createElement('span');
  el.className = 'area-marker';
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
  label.append(name, ` ${place.value}`);
  const sr = document.createElement('span');
  sr.className = 'sr-only';
  sr.textContent = place.description;
  el.append(dot, label, sr);
  return L.divIcon({ className: 'area-marker-icon', html: el, iconSize: [DOT, DOT], iconAnchor: [DOT / 2, DOT / 2] });
}

export default function AreaMap({
  places,
  onOpen,
  label,
  fitKey,
  className = '',
}: {
  /** In the order their names have the right of way (the page gives the highest figure first). */
  places: AreaMapPlace[];
  onOpen: (id: string) => void;
  label: string;
  /** Changes when the set of places does (a new emirate): the map fits them then, not on a recolour. */
  fitKey: string;
  className?: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const drawn = useRef<Drawn[]>([]);
  const open = useRef(onOpen);
  const latest = useRef(places);
  useLayoutEffect(() => {
    open.current = onOpen;
    latest.current = places;
  });

  useEffect(() => {
    const m = createBaseMap(el.current!, label);
    // `moveend` follows every zoom too: the names are placed once per move.
    m.on('moveend', () => declutter(m, drawn.current));
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // For the bench: the redraw measurement drives this map directly.
    (el.current as HTMLDivElement & { leafletMap?: L.Map }).leafletMap = m;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
    };
  }, [label]);

  useEffect(() => {
    const group = layer.current;
    const m = map.current;
    if (!group || !m) return;
    group.clearLayers();
    drawn.current = places.map((place) => {
      const marker = L.marker([place.lat, place.lon], { icon: icon(place), keyboard: true, title: place.description, riseOnHover: true });
      marker.on('click', () => open.current(place.id));
      marker.on('add', () => {
        const el = marker.getElement();
        el?.setAttribute('data-place', place.id);
        // Leaflet makes the circle a focusable button but leaves its keys to us: Enter or Space opens it.
        el?.addEventListener('keydown', (e) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          open.current(place.id);
        });
      });
      group.addLayer(marker);
      return { marker, place };
    });
    declutter(m, drawn.current);
  }, [places]);

  // Only when the set of places changes (`fitKey`): a recolour keeps the reader's view.
  useEffect(() => {
    const m = map.current;
    const shown = latest.current;
    if (!m || !shown.length) return;
    m.fitBounds(L.latLngBounds(shown.map((p) => [p.lat, p.lon] as [number, number])), { padding: [40, 40], maxZoom: 13 });
    declutter(m, drawn.current);
  }, [fitKey]);

  return <div ref={el} className={`h-full w-full ${className}`} data-testid="area-map" />;
}
