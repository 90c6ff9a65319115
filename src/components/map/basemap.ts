/**
 * The offline basemap: the region's land (OpenStreetMap coast) and the emirate and national
 * borders as one small GeoJSON asset
 * (`public/geo/uae-basemap.json`, built by `scripts/build-basemap.ts`), fetched once, on the
 * first map, and drawn on a canvas. The optional raster tile layer comes from the server's
 * `/config.json` (`tileUrl`, null unless TILE_URL is set), so tests never touch the internet.
 */
import type { FeatureCollection } from 'geojson';

let basemap: Promise<FeatureCollection | null> | undefined;
let tileUrl: Promise<string | null> | undefined;

export function loadBasemap(): Promise<FeatureCollection | null> {
  basemap ??= fetch('/geo/uae-basemap.json')
    .then((res) => (res.ok ? (res.json() as Promise<FeatureCollection>) : null))
    .catch(() => null);
  return basemap;
}

export function loadTileUrl(): Promise<string | null> {
  tileUrl ??= fetch('/config.json')
    .then((res) => (res.ok ? (res.json() as Promise<{ tileUrl?: unknown }>) : {}))
    .then((config: { tileUrl?: unknown }) => (typeof config.tileUrl === 'string' && config.tileUrl ? config.tileUrl : null))
    .catch(() => null);
  return tileUrl;
}
