/**
 * The market map (lazy chunk): places as labelled circles on the offline basemap, each coloured
 * by a figure the page chose. Circles are focusable buttons (Leaflet markers): Tab reaches each,
 * its accessible name announces the place and its figures (its name and figure until the page
 * has put them in words), and a click or Enter opens it. Names are drawn beside the circles where
 * they do not cover one another (place-labels.ts).
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { L, createBaseMap, removeMap } from './leaflet-base.ts';
import { declutterMoved, declutterSoon, placeIcon, type DrawnPlace } from './place-labels.ts';

export interface AreaMapPlace {
  id: string;
  lat: number;
  lon: number;
  /** The place's name as shown (a name from the data). */
  name: string;
  /** The figure as drawn beside the name ("6.3%"), or a dash. */
  value: string;
  colour: string;
}

/** What a place's circle announces: the page's words for it, or its name and figure until then. */
const saidOf = (place: AreaMapPlace, descriptions: ReadonlyMap<string, string> | null) =>
  descriptions?.get(place.id) ?? `${place.name}: ${place.value}`;

/** A drawn place, in the order its name has the right of way. */
interface Drawn extends DrawnPlace {
  place: AreaMapPlace;
}

export default function AreaMap({
  places,
  onOpen,
  label,
  fitKey,
  descriptions,
  className = '',
}: {
  /** In the order their names have the right of way (the page gives the highest figure first). */
  places: AreaMapPlace[];
  /**
   * What a screen reader announces for each place (by id): its figures and their samples. The page
   * may give them after the places (they take a long task to write); the circles take them then,
   * without being drawn again.
   */
  descriptions: ReadonlyMap<string, string> | null;
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
  const described = useRef(descriptions);
  const named = useRef(label);
  useLayoutEffect(() => {
    open.current = onOpen;
    latest.current = places;
    described.current = descriptions;
    named.current = label;
  });
  // The places drawn on this map, for a declutter that runs later: none once it is gone or replaced.
  const placedOn = (m: L.Map) => () => (map.current === m ? drawn.current : null);

  useEffect(() => {
    const m = createBaseMap(el.current!, named.current);
    // `moveend` follows every zoom too: the names are placed once per move.
    // Not once the map is going: a move ending as it is removed (a circle opened mid-pan) would
    // measure panes that are gone.
    m.on('moveend', () => declutterMoved(m, placedOn(m)));
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // For the bench: the redraw measurement drives this map directly.
    (el.current as HTMLDivElement & { leafletMap?: L.Map }).leafletMap = m;
    return () => {
      map.current = null;
      layer.current = null;
      removeMap(m);
    };
  }, []);

  // A recolour renames the map (its figure): said on the same map, never built again. Built again
  // while it still fitted its places (a figure chosen at once), Leaflet kept the old map until its
  // zoom ended and refused the container to the new one ("Map container is already initialized").
  useEffect(() => {
    map.current?.getContainer().setAttribute('aria-label', label);
  }, [label]);

  useEffect(() => {
    const group = layer.current;
    const m = map.current;
    if (!group || !m) return;
    group.clearLayers();
    drawn.current = places.map((place) => {
      const description = saidOf(place, described.current);
      const icon = placeIcon({ name: place.name, value: place.value, colour: place.colour, description });
      const marker = L.marker([place.lat, place.lon], { icon, keyboard: true, title: description, riseOnHover: true });
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
    declutterSoon(m, placedOn(m));
  }, [places]);

  // Words that came after the circles: each circle's title and spoken text take them in place.
  useEffect(() => {
    for (const { marker, place } of drawn.current) {
      const description = saidOf(place, descriptions);
      const el = marker.getElement();
      if (!el || el.title === description) continue;
      el.title = description;
      const spoken = el.querySelector('.sr-only');
      if (spoken) spoken.textContent = description;
    }
  }, [descriptions]);

  // Only when the set of places changes (`fitKey`): a recolour keeps the reader's view.
  useEffect(() => {
    const m = map.current;
    const shown = latest.current;
    if (!m || !shown.length) return;
    m.fitBounds(L.latLngBounds(shown.map((p) => [p.lat, p.lon] as [number, number])), { padding: [40, 40], maxZoom: 13 });
    declutterSoon(m, placedOn(m));
  }, [fitKey]);

  return <div ref={el} className={`h-full w-full ${className}`} data-testid="area-map" />;
}
