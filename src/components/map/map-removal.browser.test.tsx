/**
 * A map taken off the page raises nothing afterwards:
 * - in the middle of its zoom animation (a circle opened while the map still fits its places):
 *   Leaflet ends the animation on a timer that outlives `map.remove()` and reads the removed panes
 *   then ("_leaflet_pos" of undefined);
 * - mounted again on the same element (React's StrictMode does so in development): the first
 *   map's basemap, arriving later, went to the removed map, whose panes are gone.
 */
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import AreaMap, { type AreaMapPlace } from './AreaMap.tsx';
import ResultsMap from './ResultsMap.tsx';
import { loadBasemap } from './basemap.ts';
import type { L } from './leaflet-base.ts';
import type { MapPoint } from './points.ts';

const place = (id: string, lat: number, lon: number): AreaMapPlace => ({
  id,
  lat,
  lon,
  name: `Place ${id}`,
  value: '5%',
  colour: '#0f766e',
});

const errors: unknown[] = [];
const record = (e: ErrorEvent) => errors.push(e.error ?? e.message);
const recordRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);
beforeEach(() => {
  errors.length = 0;
  window.addEventListener('error', record);
  window.addEventListener('unhandledrejection', recordRejection);
});
afterEach(() => {
  window.removeEventListener('error', record);
  window.removeEventListener('unhandledrejection', recordRejection);
});

const pin = (id: string, lat: number, lon: number): MapPoint => ({
  id,
  lat,
  lon,
  price: 'AED 1,000,000',
  label: '1M',
  title: `Home ${id}`,
});

describe('a map removed while it zooms', () => {
  it('raises no error once its zoom animation would have ended', async () => {
    const screen = await render(
      <div style={{ width: 800, height: 500 }}>
        <AreaMap
          places={[place('1', 24.98, 55.05), place('2', 25.28, 55.42)]}
          onOpen={() => undefined}
          label="Map"
          fitKey="dubai"
          descriptions={null}
        />
      </div>,
    );
    // Fitting two Dubai places from the country view zooms with an animation. Leaflet starts it in
    // the next animation frame, which the render may or may not have waited for: wait for it.
    await vi.waitFor(() => expect(document.querySelector('.leaflet-zoom-anim')).not.toBeNull(), { interval: 5, timeout: 2_000 });
    await screen.unmount();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(errors).toEqual([]);
  });
});

describe('a map mounted twice on one element (StrictMode)', () => {
  it('draws its basemap on the map that stays, raising nothing, and fits its places', async () => {
    await render(
      <StrictMode>
        <div style={{ width: 800, height: 500 }}>
          <ResultsMap
            points={[pin('1', 25.07, 55.13), pin('2', 25.09, 55.15)]}
            activeId={null}
            onActive={() => undefined}
            onOpen={() => undefined}
            fitKey="marina"
            label="Map"
          />
        </div>
      </StrictMode>,
    );
    expect(await loadBasemap()).not.toBeNull();
    const map = (document.querySelector('[data-testid="results-map"]') as HTMLElement & { leafletMap?: L.Map }).leafletMap!;
    // The basemap's land is drawn on the map that stays (its canvas), and nothing was raised.
    await vi.waitFor(() => expect(map.getContainer().querySelector('canvas')).not.toBeNull());
    expect(errors).toEqual([]);
    // Fitted to its two places, not left at the country's view (the first map had fitted them).
    expect(map.getZoom()).toBeGreaterThan(10);
  });
});
