/**
 * The market map (lazy chunk): places as labelled circles on the offline basemap, each coloured
 * by a figure the page chose. Circles are focusable buttons (Leaflet markers): Tab reaches each,
 * its accessible name announces the place and its figures, and a click or Enter opens it. Names
 * are drawn beside the circles where they do not cover one another (place-labels.ts).
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
  /** What a screen reader announces: the place, its figures and their samples. */
  description: string;
}

function icon(place: AreaMapPlace): L.DivIcon {
  return placeIcon({ name: place.name, value: place.value, colour: place.colour, description: place.description });
}

/** A drawn place, in the order its name has the right of way. */
interface Drawn extends DrawnPlace {
  place: AreaMapPlace;
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
  // The places drawn on this map, for a declutter that runs later: none once it is gone or replaced.
  const placedOn = (m: L.Map) => () => (map.current === m ? drawn.current : null);

  useEffect(() => {
    const m = createBaseMap(el.current!, label);
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
    declutterSoon(m, placedOn(m));
  }, [places]);

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
