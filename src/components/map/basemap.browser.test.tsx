/**
 * The basemap at the level the zoom needs: a view of the whole country draws the land's overview
 * (a fifth of the points to project at every move) and fetches nothing more; from zoom 8 the
 * detail takes its place, and back out the overview returns. The borders come with either. A map
 * closed just after its basemap changed level raises nothing afterwards (Leaflet's canvas redrew
 * from an animation frame once removed: "reading 'clearRect'", Leaflet#6030).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { L, createBaseMap, removeMap } from './leaflet-base.ts';

const isFeature = (p: unknown): p is { kind: string; name: string } =>
  typeof p === 'object' && p !== null && 'kind' in p && 'name' in p && typeof p.kind === 'string' && typeof p.name === 'string';

/** The names of the basemap's features on the map, land first (build-basemap.ts names them). */
function drawn(map: L.Map): string[] {
  const names: string[] = [];
  map.eachLayer((layer) => {
    const properties: unknown = layer instanceof L.Polyline ? layer.feature?.properties : undefined;
    if (isFeature(properties) && (properties.kind === 'land' || properties.kind === 'border'))
      names.push(`${properties.kind}: ${properties.name}`);
  });
  return names.sort();
}

const fetched = (file: string) => performance.getEntriesByType('resource').filter((e) => e.name.endsWith(`/geo/${file}`)).length;

let cleanup = () => undefined as unknown;
afterEach(() => cleanup());

/** A map of 800 x 500 px on the page, taken off it by `cleanup` (once), after the test at the latest. */
function newMap(): L.Map {
  const el = document.createElement('div');
  el.style.cssText = 'width: 800px; height: 500px';
  document.body.append(el);
  const map = createBaseMap(el, 'Map');
  cleanup = () => {
    cleanup = () => undefined;
    removeMap(map);
    el.remove();
  };
  return map;
}

const OVERVIEW = ['border: UAE', 'land: Land at a glance'];
const DETAIL = ['border: UAE', 'land: Land'];

describe('the basemap', () => {
  it('draws the overview for the whole country and the detail from zoom 8', async () => {
    const map = newMap();
    expect(map.getZoom()).toBe(7);
    await expect.poll(() => drawn(map), { timeout: 10_000 }).toEqual(OVERVIEW);
    expect(fetched('uae-overview.json')).toBe(1);
    expect(fetched('uae-basemap.json')).toBe(0);

    map.setZoom(9, { animate: false });
    await expect.poll(() => drawn(map), { timeout: 10_000 }).toEqual(DETAIL);
    expect(fetched('uae-basemap.json')).toBe(1);

    map.setZoom(6, { animate: false });
    await expect.poll(() => drawn(map), { timeout: 10_000 }).toEqual(OVERVIEW);
    // Each level is fetched once.
    expect(fetched('uae-overview.json')).toBe(1);
  });

  it('raises nothing once a map closed just after a change of level is gone', async () => {
    const errors: unknown[] = [];
    const record = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', record);
    try {
      for (let i = 0; i < 4; i++) {
        const map = newMap();
        await expect.poll(() => drawn(map), { timeout: 10_000 }).toEqual(OVERVIEW);
        map.setZoom(9, { animate: false });
        await expect.poll(() => drawn(map), { timeout: 10_000 }).toEqual(DETAIL);
        map.setZoom(6, { animate: false });
        await expect.poll(() => drawn(map), { timeout: 10_000 }).toEqual(OVERVIEW);
        cleanup();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      window.removeEventListener('error', record);
    }
    expect(errors).toEqual([]);
  });
});
