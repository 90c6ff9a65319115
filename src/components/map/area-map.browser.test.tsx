/**
 * The market map's circles announce the page's words for each place once it gives them, taking
 * them in place: the circles are not drawn again (the page writes them after its first render).
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import AreaMap, { type AreaMapPlace } from './AreaMap.tsx';

const places: AreaMapPlace[] = [
  { id: '1', lat: 24.98, lon: 55.05, name: 'Place 1', value: '5%', colour: '#0f766e' },
  { id: '2', lat: 25.28, lon: 55.42, name: 'Place 2', value: '—', colour: '#cbd5e1' },
];
const props = { places, onOpen: () => undefined, label: 'Map', fitKey: 'dubai' };

describe('what the market map’s circles announce', () => {
  it('says each place’s name and figure, then the words the page gives, on the same circles', async () => {
    const screen = await render(
      <div style={{ width: 800, height: 500 }}>
        <AreaMap {...props} descriptions={null} />
      </div>,
    );
    const circle = screen.getByRole('button', { name: 'Place 1: 5%' });
    await expect.element(circle).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Place 2: —' })).toBeVisible();
    const drawn = circle.element();

    const words = new Map([
      ['1', 'Place 1: Gross yield 5% (3 sale and 4 rent listings)'],
      ['2', 'Place 2: Gross yield not collected yet'],
    ]);
    await screen.rerender(
      <div style={{ width: 800, height: 500 }}>
        <AreaMap {...props} descriptions={words} />
      </div>,
    );
    const described = screen.getByRole('button', { name: words.get('1') });
    await expect.element(described).toBeVisible();
    await expect.element(described).toHaveAttribute('title', words.get('1'));
    await expect.element(screen.getByRole('button', { name: words.get('2') })).toBeVisible();
    // The same element: taken in place, not drawn again.
    expect(described.element()).toBe(drawn);
  });

  it('takes a new name (a recolour) while it fits its places, on the same map, with no error', async () => {
    const errors: unknown[] = [];
    const record = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', record);
    try {
      const screen = await render(
        <div style={{ width: 800, height: 500 }}>
          <AreaMap {...props} descriptions={null} />
        </div>,
      );
      await vi.waitFor(() => expect(document.querySelector('.leaflet-zoom-anim')).not.toBeNull(), { interval: 5, timeout: 2_000 });
      const drawn = screen.getByRole('region', { name: 'Map' }).element();
      await screen.rerender(
        <div style={{ width: 800, height: 500 }}>
          <AreaMap {...props} label="Map by yield" descriptions={null} />
        </div>,
      );
      await expect.element(screen.getByRole('region', { name: 'Map by yield' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'Map by yield' }).element()).toBe(drawn);
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', record);
    }
  });
});
