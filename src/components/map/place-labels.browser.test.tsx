/**
 * Names on a map are not drawn where something covers the map: under its zoom buttons (a narrow
 * phone map put community names there), or under a button laid over it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { L, createBaseMap, removeMap } from './leaflet-base.ts';
import { declutter, placeIcon } from './place-labels.ts';

let map: L.Map | undefined;
afterEach(() => {
  if (map) removeMap(map);
  map = undefined;
  document.body.replaceChildren();
});

/** A 360×300 map with one named place whose name starts at container point (x, y)'s right. */
function mapWithPlaceAt(x: number, y: number, overlay?: HTMLElement) {
  const frame = document.createElement('div');
  frame.style.cssText = 'position: relative; width: 360px; height: 300px';
  const el = document.createElement('div');
  el.style.cssText = 'width: 100%; height: 100%';
  frame.append(el);
  if (overlay) frame.append(overlay);
  document.body.append(frame);
  map = createBaseMap(el, 'Map');
  map.setView([25.1, 55.2], 11, { animate: false });
  const marker = L.marker(map.containerPointToLatLng([x, y]), {
    icon: placeIcon({ name: 'Jumeirah Village Circle', colour: '#888' }),
  }).addTo(map);
  declutter(map, [{ marker }]);
  return marker.getElement()!;
}

describe('names and what covers the map', () => {
  it('a name that would sit under the zoom buttons is not drawn; one in the open is', () => {
    expect(mapWithPlaceAt(24, 40).classList.contains('is-crowded')).toBe(true);
    removeMap(map!);
    document.body.replaceChildren();
    expect(mapWithPlaceAt(120, 150).classList.contains('is-crowded')).toBe(false);
  });

  it('a name whose place is just off the map is not drawn', () => {
    expect(mapWithPlaceAt(-6, 150).classList.contains('is-crowded')).toBe(true);
  });

  it('a name under a button laid over the map is not drawn', () => {
    const button = document.createElement('button');
    button.dataset.mapOverlay = '';
    button.textContent = 'Search this area';
    button.style.cssText = 'position: absolute; top: 140px; left: 100px; width: 200px; height: 24px';
    expect(mapWithPlaceAt(120, 150, button).classList.contains('is-crowded')).toBe(true);
  });
});
