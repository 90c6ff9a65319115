/**
 * The results map (lazy chunk): one price-labelled pin per result loaded so far, clustered when
 * pins crowd (so thousands of results keep only a few dozen DOM nodes), fitted to each new search.
 * Results placed at a place rather than their own position are spread around it, in a dashed ring
 * named for the place (spread.ts). Pins and clusters are focusable buttons: Tab reaches them,
 * Enter opens a pin's popup or zooms into a cluster. Hover or focus on a pin reports it
 * (`onActive`); `activeId` marks the pin of a hovered card. With `onViewChange`, the map reports
 * which results are in view after every move ("only show what is on the map").
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
// Leaflet first: the cluster plugin is a script that extends the global `L` as it loads, so it
// must be evaluated after Leaflet has set that global. Imported the other way round it throws
// "L is not defined" wherever modules are not bundled into one chunk (Vite's dev server, tests).
import { L, createBaseMap, markAsData, pinIcon, popupCard, removeMap } from './leaflet-base.ts';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { MapPlaceLabel, MapPoint, MapView } from './points.ts';
import { formatNumber } from '../../lib/format.ts';
import { spreadColocated, type SpreadArea } from './spread.ts';
import { readingI18n, readingLanguage } from '../../lib/i18n/reading.ts';
import { useTranslation } from '../../lib/i18n/react.ts';
import { declutterMoved, declutterSoon, placeIcon, type DrawnPlace } from './place-labels.ts';

export interface ResultsMapProps {
  points: MapPoint[];
  activeId: string | null;
  onActive: (id: string | null) => void;
  /** A pin's popup opened (click or Enter): the page can bring the pin's card into view. */
  onReveal?: (id: string) => void;
  /** Navigate to a pin's details page. */
  onOpen: (href: string) => void;
  /**
   * Changes when the search changes: the map refits then (not when "load more" adds pins). Null
   * while more pins are on their way (a link's pages loading): the fit waits for them.
   */
  fitKey: string | null;
  /** Given, the map reports the ids of the results in its view now and after every move. */
  onViewChange?: (ids: ReadonlySet<string>) => void;
  /** Places whose names are drawn under the pins (the catalogue's communities), so a pin's whereabouts read at a glance. */
  placeLabels?: readonly MapPlaceLabel[];
  /** Given, a "Search this area" button over the map hands the page its view. */
  onSearchArea?: (view: MapView) => void;
  label: string;
  className?: string;
}

const LABEL_PANE = 'place-labels';

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: 'map-cluster',
    html: `<span aria-hidden="true">${formatNumber(count)}</span><span class="sr-only">${readingI18n().t('widgets.map.cluster', { count })}</span>`,
    iconSize: [size, size],
  });
}

const AREA_PANE = 'approximate-areas';

/** The ring and name of a place whose results were spread around it. */
function areaLayers(area: SpreadArea): L.Layer[] {
  const ring = L.circle([area.lat, area.lon], {
    radius: area.radiusMetres,
    interactive: false,
    // Its own pane above the basemap: on the shared canvas, land drawn later would cover it.
    pane: AREA_PANE,
    renderer: L.svg({ pane: AREA_PANE }),
    color: '#475569',
    weight: 1,
    dashArray: '4 4',
    fillOpacity: 0.04,
  });
  // The place's name as the data has it, then how many pins stand for it, in the language being read.
  const name = document.createElement('span');
  const place = document.createElement('bdi');
  markAsData(place);
  place.textContent = area.place;
  name.append(place, ` · ${readingI18n().t('widgets.map.approximate', { count: area.count })}`);
  // Above the ring's top edge.
  const top = area.lat + area.radiusMetres / 111_320;
  const label = L.tooltip({ permanent: true, direction: 'top', className: 'map-area-label', interactive: false })
    .setLatLng([top, area.lon])
    .setContent(name);
  return [ring, label];
}

export default function ResultsMap({
  points,
  activeId,
  onActive,
  onReveal,
  onOpen,
  fitKey,
  onViewChange,
  placeLabels,
  onSearchArea,
  label,
  className = '',
}: ResultsMapProps) {
  const { t } = useTranslation();
  const named = useRef<L.LayerGroup | null>(null);
  const namedDrawn = useRef<DrawnPlace[]>([]);
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  // The names drawn on this map, for a declutter that runs later: none once it is gone or replaced.
  const namedOn = (m: L.Map) => () => (map.current === m ? namedDrawn.current : null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const areas = useRef<L.LayerGroup | null>(null);
  /** The areas drawn on `areas` (as JSON), so a render that does not change them leaves them. */
  const areasDrawn = useRef('');
  const markers = useRef(new Map<string, L.Marker>());
  const fitted = useRef<string | null>(null);
  // Latest callbacks without re-creating the map.
  const callbacks = useRef({ onActive, onReveal, onOpen, onViewChange });
  useLayoutEffect(() => {
    callbacks.current = { onActive, onReveal, onOpen, onViewChange };
  });
  // Never two results on one point: those placed at a place are spread around it.
  const spread = useMemo(() => spreadColocated(points), [points]);

  useEffect(() => {
    const m = createBaseMap(el.current!, label);
    m.getContainer().classList.add('results-map');
    const group = L.markerClusterGroup({
      // Thousands of pins join in slices of ~50 ms, so the page keeps answering while they do.
      chunkedLoading: true,
      chunkInterval: 50,
      chunkDelay: 16,
      // Only the pins and clusters in view are in the DOM.
      removeOutsideVisibleBounds: true,
      // No split/merge animation: it forces a synchronous layout per zoom (then ~40% of the
      // redraw) and animates every pin in view. The map's own zoom stays animated.
      animate: false,
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      // Pins stand alone only with room for their label: Arabic labels are about twice as wide
      // ("1.6 مليون" against "1.6M"), so they cluster over a wider radius, or pins would cover
      // their neighbours (and be too small a target to tap).
      maxClusterRadius: readingLanguage() === 'en' ? 48 : 80,
      iconCreateFunction: clusterIcon,
    });
    m.addLayer(group);
    // Above the basemap (overlayPane, 400), below the pins (markerPane, 600).
    m.createPane(AREA_PANE).style.zIndex = '450';
    // Place names above the rings, below the pins (markerPane, 600): a name never hides a pin's target.
    m.createPane(LABEL_PANE).style.zIndex = '500';
    named.current = L.layerGroup().addTo(m);
    // Not once the map is going (see AreaMap.tsx).
    m.on('moveend', () => declutterMoved(m, namedOn(m)));
    const rings = L.layerGroup().addTo(m);
    // Keyboard: focus moves into an opened popup, Escape closes it and returns to the pin.
    m.on('popupopen', (e: L.PopupEvent) => {
      const id = (e.popup as L.Popup & { _source?: L.Marker })._source?.getElement()?.dataset.id;
      if (id) callbacks.current.onReveal?.(id);
      const root = e.popup.getElement();
      root?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', readingI18n().t('widgets.map.closePopup'));
      root?.querySelector<HTMLElement>('a.map-popup__link, a.leaflet-popup-close-button')?.focus({ preventScroll: true });
      root?.addEventListener('keydown', (ev) => {
        if (ev.key === 'Escape') m.closePopup();
      });
    });
    m.on('popupclose', (e: L.PopupEvent) => {
      const source = (e.popup as L.Popup & { _source?: L.Marker })._source;
      const icon = source?.getElement();
      if (icon && e.popup.getElement()?.contains(document.activeElement)) icon.focus({ preventScroll: true });
    });
    map.current = m;
    cluster.current = group;
    areas.current = rings;
    // For bench/map.ts: the redraw bench drives this map directly (no UI to click 200 times).
    (el.current as HTMLDivElement & { leafletMap?: L.Map }).leafletMap = m;
    const owned = markers.current;
    return () => {
      owned.clear();
      map.current = null;
      // The next map (the same one mounted again) fits its places anew.
      fitted.current = null;
      removeMap(m);
      cluster.current = null;
      areas.current = null;
      areasDrawn.current = '';
      named.current = null;
    };
  }, [label]);

  // The places' names: drawn once per set of places, laid out (decluttered) after every move.
  useEffect(() => {
    const group = named.current;
    const m = map.current;
    if (!group || !m) return;
    group.clearLayers();
    namedDrawn.current = (placeLabels ?? []).map((place) => {
      const marker = L.marker([place.lat, place.lon], {
        icon: placeIcon({ name: place.name, colour: '#fff', quiet: true }),
        interactive: false,
        keyboard: false,
        pane: LABEL_PANE,
      });
      group.addLayer(marker);
      return { marker };
    });
    declutterSoon(m, namedOn(m));
  }, [placeLabels, label]);

  // Sync pins with the points: add the new ones, drop the gone ones (load more only adds), and
  // move any whose spread position changed.
  useEffect(() => {
    const group = cluster.current;
    const m = map.current;
    if (!group || !m) return;
    const { points } = spread;
    const wanted = new Map(points.map((p) => [p.id, p]));
    const gone: L.Marker[] = [];
    for (const [id, marker] of markers.current) {
      const want = wanted.get(id);
      const at = marker.getLatLng();
      if (!want || at.lat !== want.lat || at.lng !== want.lon) {
        gone.push(marker);
        markers.current.delete(id);
      }
    }
    if (gone.length) group.removeLayers(gone);
    const added: L.Marker[] = [];
    for (const point of points) {
      if (markers.current.has(point.id)) continue;
      const marker = L.marker([point.lat, point.lon], {
        icon: pinIcon(point),
        keyboard: true,
        title: `${point.price}, ${point.title}`,
        riseOnHover: true,
      });
      marker.bindPopup(() => popupCard(point, (href) => callbacks.current.onOpen(href)), {
        closeOnEscapeKey: true,
        autoPanPadding: [24, 24],
      });
      marker.on('mouseover', () => callbacks.current.onActive(point.id));
      marker.on('mouseout', () => callbacks.current.onActive(null));
      // The icon element is re-created each time the pin leaves and rejoins a cluster.
      marker.on('add', () => {
        const icon = marker.getElement();
        icon?.setAttribute('data-id', point.id);
        icon?.addEventListener('focus', () => callbacks.current.onActive(point.id));
        icon?.addEventListener('blur', () => callbacks.current.onActive(null));
      });
      markers.current.set(point.id, marker);
      added.push(marker);
    }
    if (added.length) group.addLayers(added);
    // Drawn again only when they change: a tooltip taken off fades out for 200 ms, and a redraw on
    // every render (a name arriving) left two labels of one place on the map meanwhile.
    const areasKey = JSON.stringify(spread.areas);
    if (areasDrawn.current !== areasKey) {
      areasDrawn.current = areasKey;
      areas.current?.clearLayers();
      for (const area of spread.areas) for (const layer of areaLayers(area)) areas.current?.addLayer(layer);
    }
    if (fitKey !== null && fitted.current !== fitKey && points.length) {
      fitted.current = fitKey;
      m.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])), { padding: [32, 32], maxZoom: 15 });
    }
  }, [spread, fitKey]);

  // "Only show what is on the map": the results in view, now and after every move. Only while
  // asked for, so plain pans and zooms do no more work than drawing.
  const reportView = onViewChange !== undefined;
  useEffect(() => {
    const m = map.current;
    if (!reportView || !m) return;
    const report = () => {
      const bounds = m.getBounds();
      const ids = new Set<string>();
      for (const [id, marker] of markers.current) if (bounds.contains(marker.getLatLng())) ids.add(id);
      callbacks.current.onViewChange?.(ids);
    };
    report();
    m.on('moveend', report);
    return () => void m.off('moveend', report);
  }, [reportView, spread]);

  // Mark the active pin, or the cluster that holds it.
  useEffect(() => {
    const marker = activeId ? markers.current.get(activeId) : undefined;
    const shown = marker && cluster.current?.getVisibleParent(marker);
    const icon = shown?.getElement();
    icon?.classList.add('is-active');
    return () => icon?.classList.remove('is-active');
  }, [activeId, spread]);

  const searchArea = () => {
    const m = map.current;
    if (!m || !onSearchArea) return;
    const b = m.getBounds();
    const c = m.getCenter();
    onSearchArea({ centre: { lat: c.lat, lon: c.lng }, south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
  };
  return (
    <>
      <div ref={el} className={`h-full w-full ${className}`} data-testid="results-map" />
      {onSearchArea && (
        <button
          type="button"
          onClick={searchArea}
          data-map-overlay
          className="absolute top-3 left-1/2 z-[1000] -translate-x-1/2 rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-brand-800 shadow hover:bg-brand-50"
        >
          {t('widgets.map.searchArea')}
        </button>
      )}
    </>
  );
}
