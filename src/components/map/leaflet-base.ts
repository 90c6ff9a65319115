/**
 * A Leaflet map on the offline basemap. Only the lazy map chunks import this file, so Leaflet
 * never lands in the first route's JavaScript.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { loadBasemap, loadTileUrl, type BasemapLevel } from './basemap.ts';
import type { Feature } from 'geojson';
import type { MapPoint } from './points.ts';
import { popupSaveButton } from './popup-save.ts';
import { readingI18n, readingLanguage } from '../../lib/i18n/reading.ts';
import { directionOf } from '../../shared/languages.ts';

/** The UAE and a margin: the map does not wander off to the rest of the world. */
const UAE_BOUNDS = L.latLngBounds([21.5, 50.5], [27.5, 57.5]);

/**
 * A map in the language being read: its controls named in it, and right to left the zoom buttons
 * in the top right corner and the credit in the bottom left (the corners a reader starts from and
 * ends at), mirroring Leaflet's defaults.
 */
export function createBaseMap(el: HTMLElement, label: string): L.Map {
  const { t } = readingI18n();
  const rtl = directionOf(readingLanguage()) === 'rtl';
  const map = L.map(el, {
    center: [24.6, 54.8],
    zoom: 7,
    minZoom: 6,
    maxZoom: 18,
    maxBounds: UAE_BOUNDS.pad(0.2),
    // Polygons on one canvas instead of hundreds of SVG paths: cheaper pans and zooms.
    preferCanvas: true,
    zoomControl: false,
    attributionControl: false,
  });
  L.control
    .zoom({ position: rtl ? 'topright' : 'topleft', zoomInTitle: t('widgets.map.zoomIn'), zoomOutTitle: t('widgets.map.zoomOut') })
    .addTo(map);
  map.attributionControl = L.control.attribution({ position: rtl ? 'bottomleft' : 'bottomright', prefix: false }).addTo(map);
  map.getContainer().setAttribute('aria-label', label);
  map.getContainer().setAttribute('role', 'region');
  drawBasemap(map, t('widgets.map.credit'));
  void loadTileUrl().then((url) => {
    if (url && isLive(map)) L.tileLayer(url, { maxZoom: 19, attribution: t('widgets.map.tiles') }).addTo(map);
  });
  return map;
}

/**
 * From this zoom the land is drawn in detail; below it from the overview (basemap.ts), whose
 * simplification stays under a pixel there.
 */
const DETAIL_ZOOM = 8;

const BASEMAP_PANE = 'basemap';

/**
 * The basemap's canvas. Leaflet 1.9's canvas can redraw from an animation frame after its map was
 * removed (Leaflet#6030, "reading 'clearRect'"), which a map closed just after a zoom swapped its
 * basemap's level met (basemap.browser.test.tsx): that redraw is skipped.
 */
class BasemapCanvas extends L.Canvas {
  override _redraw(): void {
    // Leaflet sets a removed layer's map to null, which its types do not say.
    if ((this._map as L.Map | null) !== null) super._redraw();
  }
}

declare module 'leaflet' {
  interface Canvas {
    /** Leaflet's own: clears and draws again what changed (on an animation frame). */
    _redraw(): void;
  }
}

/** Land filled, emirate and national borders dashed. */
const basemapStyle = (f: Feature | undefined) =>
  kindOf(f) === 'emirate'
    ? { color: '#94a3b8', weight: 1, dashArray: '4 3', fillColor: '#f5f1e6', fillOpacity: 1 }
    : kindOf(f) === 'border'
      ? { color: '#64748b', weight: 1.2, dashArray: '6 3' }
      : { color: '#cbd5e1', weight: 0.5, fillColor: '#ece8dc', fillOpacity: 1 };

/**
 * The basemap at the level the map's zoom needs: the overview for a view of the whole country (a
 * fifth of the points to project and simplify at every move: the market map's first draw was one
 * task of about 70 ms at 4x for the land alone), the detail from DETAIL_ZOOM. A level replaces the
 * other once it is in, so the land never blinks out; a zoom's animation asks for the level it is
 * heading to. The first level is chosen a task after the map is made, once a map that fits its
 * places at once has done so.
 */
function drawBasemap(map: L.Map, credit: string): void {
  // A pane (and so a canvas) of its own, under the overlay pane: a level added later to the shared
  // canvas would be drawn over the shapes on it.
  map.createPane(BASEMAP_PANE).style.zIndex = '350';
  const renderer = new BasemapCanvas({ pane: BASEMAP_PANE });
  const layers = new Map<BasemapLevel, L.GeoJSON>();
  let wanted: BasemapLevel | undefined;
  const show = (zoom: number) => {
    const level: BasemapLevel = zoom >= DETAIL_ZOOM ? 'detail' : 'overview';
    if (level === wanted) return;
    wanted = level;
    void loadBasemap(level).then((geo) => {
      if (!isLive(map) || wanted !== level) return;
      // Not to be had: the level shown stays, and the next zoom asks again.
      if (!geo) {
        wanted = undefined;
        return;
      }
      let layer = layers.get(level);
      if (!layer) {
        layer = L.geoJSON(geo, { interactive: false, style: (f) => ({ ...basemapStyle(f), renderer }) });
        layers.set(level, layer);
        // One short line in small type (map.css): the land's licence (ODbL) asks for the OSM credit.
        if (layers.size === 1) map.attributionControl.addAttribution(credit);
      }
      for (const [other, shown] of layers) if (other !== level) shown.remove();
      layer.addTo(map);
    });
  };
  map.on('zoomanim', (e) => show(e.zoom));
  map.on('zoomend', () => show(map.getZoom()));
  setTimeout(() => {
    if (wanted === undefined && isLive(map)) show(map.getZoom());
  }, 0);
}

/**
 * Whether a map can still take a layer: on the page, and not removed. A removed map keeps its
 * element, which stays on the page where React mounts the same component again (StrictMode's
 * second mount in development), and a layer added to it throws (its panes are gone).
 */
const isLive = (map: L.Map) => map.getContainer().isConnected && map.getPane('mapPane') !== undefined;

/**
 * Take a map off the page. Leaflet 1.9 ends a zoom animation on a 250 ms timer that outlives
 * `remove()` and then reads the removed panes ("_leaflet_pos" of undefined): a map closed as it
 * zooms (a circle opened while the map still fits its places) is removed once the zoom has ended.
 */
export function removeMap(map: L.Map): void {
  if (map.getPane('mapPane')?.classList.contains('leaflet-zoom-anim')) map.once('zoomend', () => map.remove());
  else map.remove();
}

/** A basemap feature's `kind` (land, emirate, border: see scripts/build-basemap.ts). */
function kindOf(feature: Feature | undefined): unknown {
  const properties: Record<string, unknown> | null | undefined = feature?.properties;
  return properties?.kind;
}

/** A name from the data (a listing's title, an address): kept as the service wrote it, in its own direction. */
export function markAsData(el: HTMLElement): void {
  el.setAttribute('translate', 'no');
  el.dir = 'auto';
}

const escapeText = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pin's height and the pointer under it, in px (map.css draws the same). */
const PIN_HEIGHT = 22;
const PIN_POINTER = 6;

/**
 * A price-labelled pin ("1.6M"): a pill whose pointer marks the place. Its accessible name says
 * the price in full and what it is (Leaflet makes it a focusable button).
 */
export function pinIcon(point: MapPoint): L.DivIcon {
  // Leaflet positions the icon by its size and anchor: the pill's width follows its text
  // (about 7 px per character of the 11 px bold label, plus padding).
  const width = Math.max(30, Math.round(point.label.length * 7 + 14));
  return L.divIcon({
    className: 'map-pin',
    html:
      `<span class="map-pin__price" aria-hidden="true">${escapeText(point.label)}</span>` +
      // The title is a name from the data: kept as written, in its own direction.
      `<span class="sr-only">${escapeText(point.price)}, <bdi translate="no">${escapeText(point.title)}</bdi></span>`,
    iconSize: [width, PIN_HEIGHT],
    iconAnchor: [width / 2, PIN_HEIGHT + PIN_POINTER],
    popupAnchor: [0, -(PIN_HEIGHT + PIN_POINTER)],
  });
}

/** The popup card of a pin, built as DOM (no HTML strings from data). */
export function popupCard(point: MapPoint, onOpen: (href: string) => void): HTMLElement {
  const card = document.createElement('div');
  card.className = 'map-popup';
  if (point.image) {
    const img = document.createElement('img');
    img.src = point.image;
    img.alt = '';
    img.loading = 'lazy';
    img.onerror = () => img.remove();
    card.append(img);
  }
  const price = document.createElement('p');
  price.className = 'map-popup__price';
  price.textContent = point.price;
  const title = document.createElement('p');
  title.className = 'map-popup__title';
  markAsData(title);
  title.textContent = point.title;
  card.append(price, title);
  if (point.subtitle) {
    const sub = document.createElement('p');
    sub.className = 'map-popup__sub';
    markAsData(sub);
    sub.textContent = point.subtitle;
    card.append(sub);
  }
  if (point.href) {
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = readingI18n().t('widgets.map.viewDetails');
    link.className = 'map-popup__link';
    const href = point.href;
    // An in-app navigation, not a page load: the router keeps the search in history.
    link.addEventListener('click', (e) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      onOpen(href);
    });
    card.append(link);
  }
  if (point.save) card.append(popupSaveButton(point.save));
  return card;
}

export { L };
