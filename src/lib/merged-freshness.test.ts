import { describe, expect, it } from 'vitest';
import type { MergedPlace } from '../contract/index.ts';
import { staleMarkerOf, withFreshness } from './api.ts';
import { mergedFreshness } from './insights.ts';

const place = (id: string, asOf: string | null, stale: string | null): MergedPlace => ({
  location_id: id,
  results: 1,
  added: 1,
  ended: false,
  missing: false,
  asOf,
  stale,
});

describe('a merged page is as fresh as its places’ pages', () => {
  it('is marked by its oldest stale place, so the results say the data is older', () => {
    const page = {
      success: true as const,
      page: 1,
      data: [],
      places: [
        place('50', '2026-11-26T10:00:00Z', null),
        place('51', '2026-11-26T08:00:00Z', 'upstream_unavailable'),
        place('52', '2026-11-26T09:00:00Z', 'revalidating'),
      ],
    };
    const mark = mergedFreshness(page);
    expect(mark).toEqual({ asOf: '2026-11-26T08:00:00Z', reason: 'upstream_unavailable' });
    expect(staleMarkerOf({ pages: [withFreshness(page, mark)] })).toEqual(mark);
  });

  it('carries no mark when every place’s page is fresh (or was not asked)', () => {
    const page = {
      success: true as const,
      page: 2,
      data: [],
      places: [place('50', '2026-11-26T10:00:00Z', null), place('51', null, null)],
    };
    expect(mergedFreshness(page)).toBeNull();
  });
});
