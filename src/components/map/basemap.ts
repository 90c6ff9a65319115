/**
 * The offline basemap: the region's land (OpenStreetMap coast) and the emirate and national
 * borders as small GeoJSON assets (built by `scripts/build-basemap.ts`), in detail
 * (`public/geo/uae-basemap.json`) and as an overview for views of the whole country
 * (`uae-overview.json`: a fifth of the points), each fetched once, when a map first shows its
 * zoom, and drawn on a canvas. The optional raster tile layer comes from the server's
 * `/config.json` (`tileUrl`, null unless TILE_URL is set), so tests never touch the internet.
 */
import type { FeatureCollection } from 'geojson';

export type BasemapLevel = 'detail' | 'overview';

const BASEMAP_PATHS: Record<BasemapLevel, string> = { detail: '/geo/uae-basemap.json', overview: '/geo/uae-overview.json' };
const basemaps = new Map<BasemapLevel, Promise<FeatureCollection | null>>();
let tileUrl: Promise<string | null> | undefined;

/** A basemap, fetched once; null when it cannot be (the map is drawn without it, asked again on the next map). */
export function loadBasemap(level: BasemapLevel = 'detail'): Promise<FeatureCollection | null> {
  let basemap = basemaps.get(level);
  if (!basemap) {
    basemap = fetch(BASEMAP_PATHS[level])
      .then((res) => (res.ok ? (res.json() as Promise<FeatureCollection>) : null))
      .catch(() => null)
      .then((geo) => {
        if (!geo) basemaps.delete(level);
        return geo;
      });
    basemaps.set(level, basemap);
  }
  return basemap;
}

export function loadTileUrl(): Promise<string | null> {
  tileUrl ??= fetch('/config.json')
    .then((res) => (res.ok ? (res.json() as Promise<{ tileUrl?: unknown }>) : {}))
    .then((config: { tileUrl?: unknown }) => (typeof config.tileUrl === 'string' && config.tileUrl ? config.tileUrl : null))
    .catch(() => null);
  return tileUrl;
}
