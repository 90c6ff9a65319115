/**
 * A map taken off the page in the middle of its zoom animation (a circle opened while the map
 * still fits its places) raises nothing afterwards. Leaflet ends the animation on a timer that
 * outlives `map.remove()` and reads the removed panes then ("_leaflet_pos" of undefined).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import AreaMap, { type AreaMapPlace } from './AreaMap.tsx';

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
beforeEach(() => {
  errors.length = 0;
  window.addEventListener('error', record);
});
afterEach(() => window.removeEventListener('error', record));

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
