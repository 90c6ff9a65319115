/**
 * Names on a map are not drawn where something covers the map: under its zoom buttons (a narrow
 * phone map put community names there), or under a button laid over it. Laid out after the
 * browser's next paint (`declutterSoon`), they are hidden until then.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { L, createBaseMap, removeMap } from './leaflet-base.ts';
import { declutter, declutterMoved, declutterSoon, placeIcon } from './place-labels.ts';

let map: L.Map | undefined;
afterEach(() => {
  if (map) removeMap(map);
  map = undefined;
  document.body.replaceChildren();
});

/** A 360×300 map with one named place whose name starts at container point (x, y)'s right, not laid out. */
function mapWithMarkerAt(x: number, y: number, overlay?: HTMLElement) {
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
  return marker;
}

/** The same, its name laid out at once. */
function mapWithPlaceAt(x: number, y: number, overlay?: HTMLElement) {
  const marker = mapWithMarkerAt(x, y, overlay);
  declutter(map!, [{ marker }]);
  return marker.getElement()!;
}

const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

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

describe('names laid out after the next paint', () => {
  it('hidden until then, then drawn where there is room; calls before it run once', async () => {
    const marker = mapWithMarkerAt(120, 150);
    const icon = marker.getElement()!;
    let reads = 0;
    const markers = () => {
      reads++;
      return [{ marker }];
    };
    declutterSoon(map!, markers);
    declutterSoon(map!, markers);
    expect(icon.classList.contains('is-crowded')).toBe(true);
    await nextPaint();
    await nextPaint();
    expect(icon.classList.contains('is-crowded')).toBe(false);
    expect(reads).toBe(1);
  });

  it('does nothing for a map gone before it runs', async () => {
    const marker = mapWithMarkerAt(120, 150);
    declutterSoon(map!, () => null);
    await nextPaint();
    await nextPaint();
    expect(marker.getElement()!.classList.contains('is-crowded')).toBe(true);
  });

  it('after a move, at once; while one after the paint is coming, left to it', async () => {
    const marker = mapWithMarkerAt(120, 150);
    const icon = marker.getElement()!;
    declutterSoon(map!, () => [{ marker }]);
    declutterMoved(map!, () => {
      throw new Error('read while a declutter after the paint was coming');
    });
    expect(icon.classList.contains('is-crowded')).toBe(true);
    await nextPaint();
    await nextPaint();
    expect(icon.classList.contains('is-crowded')).toBe(false);
    icon.classList.add('is-crowded');
    declutterMoved(map!, () => [{ marker }]);
    expect(icon.classList.contains('is-crowded')).toBe(false);
  });
});
