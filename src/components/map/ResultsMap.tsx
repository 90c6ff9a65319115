/**
 * The results map (lazy chunk): one pin per result, clustered when pins crowd (so thousands of
 * results keep only a few dozen DOM nodes), fitted to each new search. Pins and clusters are
 * focusable buttons: Tab reaches them, Enter opens a pin's popup or zooms into a cluster.
 * Hover or focus on a pin reports it (`onActive`); `activeId` marks the pin of a hovered card.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
// Leaflet first: the cluster plugin is a script that extends the global `L` as it loads, so it
// must be evaluated after Leaflet has set that global. Imported the other way round it throws
// "L is not defined" wherever modules are not bundled into one chunk (Vite's dev server, tests).
import { L, createBaseMap, pinIcon, popupCard } from './leaflet-base.ts';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import type { MapPoint } from './points.ts';

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
  label: string;
  className?: string;
}

function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: 'map-cluster',
    html: `<span aria-hidden="true">${count}</span><span class="sr-only">Group of ${count} results; press Enter to zoom in</span>`,
    iconSize: [size, size],
  });
}

export default function ResultsMap({ points, activeId, onActive, onReveal, onOpen, fitKey, label, className = '' }: ResultsMapProps) {
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const cluster = useRef<L.MarkerClusterGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const fitted = useRef<string | null>(null);
  // Latest callbacks without re-creating the map.
  const callbacks = useRef({ onActive, onReveal, onOpen });
  useLayoutEffect(() => {
    callbacks.current = { onActive, onReveal, onOpen };
  });

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
      maxClusterRadius: 48,
      iconCreateFunction: clusterIcon,
    });
    m.addLayer(group);
    // Keyboard: focus moves into an opened popup, Escape closes it and returns to the pin.
    m.on('popupopen', (e: L.PopupEvent) => {
      const id = (e.popup as L.Popup & { _source?: L.Marker })._source?.getElement()?.dataset.id;
      if (id) callbacks.current.onReveal?.(id);
      const root = e.popup.getElement();
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
    // For bench/map.ts: the redraw bench drives this map directly (no UI to click 200 times).
    (el.current as HTMLDivElement & { leafletMap?: L.Map }).leafletMap = m;
    const owned = markers.current;
    return () => {
      owned.clear();
      m.remove();
      map.current = null;
      cluster.current = null;
    };
  }, [label]);

  // Sync pins with the points: add the new ones, drop the gone ones (load more only adds).
  useEffect(() => {
    const group = cluster.current;
    const m = map.current;
    if (!group || !m) return;
    const wanted = new Set(points.map((p) => p.id));
    const gone: L.Marker[] = [];
    for (const [id, marker] of markers.current) {
      if (!wanted.has(id)) {
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
    if (fitKey !== null && fitted.current !== fitKey && points.length) {
      fitted.current = fitKey;
      m.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number])), { padding: [32, 32], maxZoom: 15 });
    }
  }, [points, fitKey]);

  // Mark the active pin, or the cluster that holds it.
  useEffect(() => {
    const marker = activeId ? markers.current.get(activeId) : undefined;
    const shown = marker && cluster.current?.getVisibleParent(marker);
    const icon = shown?.getElement();
    icon?.classList.add('is-active');
    return () => icon?.classList.remove('is-active');
  }, [activeId, points]);

  return <div ref={el} className={`h-full w-full ${className}`} data-testid="results-map" />;
}
