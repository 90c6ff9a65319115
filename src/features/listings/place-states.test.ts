import { describe, expect, it } from 'vitest';
import type { MergedPlace } from '../../contract/index.ts';
import { placeStates } from './use-listing-pages.ts';

const place = (id: string, results: number): MergedPlace => ({
  location_id: id,
  results,
  added: results,
  ended: results === 0,
  missing: false,
  asOf: null,
  stale: null,
});
const page = (...places: MergedPlace[]) => ({ data: [], places });

describe('per place of a search by area: more, all shown, none, or still asking', () => {
  it('reads the page ahead: results there are more; none there, all shown', () => {
    const shown = [page(place('50', 25), place('51', 25), place('52', 0))];
    expect(placeStates(shown, page(place('50', 25), place('51', 0), place('52', 0)), false)).toEqual([
      { id: '50', state: 'more' },
      { id: '51', state: 'all' },
      { id: '52', state: 'none' },
    ]);
  });

  it('without the page ahead yet: still asking, unless the place already ended or the list did', () => {
    const shown = [page(place('50', 25), place('51', 3)), page(place('50', 25), place('51', 0))];
    expect(placeStates(shown, undefined, false)).toEqual([
      { id: '50', state: 'checking' },
      { id: '51', state: 'all' },
    ]);
    expect(placeStates(shown, undefined, true)?.map((p) => p.state)).toEqual(['all', 'all']);
  });

  it('one place (no `places` in the answer): nothing to say per place', () => {
    expect(placeStates([{ data: [] }], undefined, false)).toBeUndefined();
  });
});
