/**
 * The market map's circles announce the page's words for each place once it gives them, taking
 * them in place: the circles are not drawn again (the page writes them after its first render).
 */
import { describe, expect, it } from 'vitest';
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
});
