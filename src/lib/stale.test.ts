/** The stale marker: read from our server's headers, kept on the answer, found on paged answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, freshnessOf, staleMarkerOf } from './api.ts';

const AS_OF = '2026-11-23T10:05:00.000Z';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stale answers', () => {
  it('only an answer marked STALE with a valid x-data-as-of carries a marker', () => {
    expect(freshnessOf(new Headers({ 'x-cache': 'STALE', 'x-data-as-of': AS_OF, 'x-stale-reason': 'upstream_unavailable' }))).toEqual({
      asOf: AS_OF,
      reason: 'upstream_unavailable',
    });
    expect(freshnessOf(new Headers({ 'x-cache': 'STALE', 'x-data-as-of': AS_OF }))).toEqual({ asOf: AS_OF, reason: 'revalidating' });
    expect(freshnessOf(new Headers({ 'x-cache': 'HIT', 'x-data-as-of': AS_OF }))).toBeNull();
    expect(freshnessOf(new Headers({ 'x-cache': 'STALE', 'x-data-as-of': 'yesterday-ish' }))).toBeNull();
  });

  it('apiGet keeps the answer as before and adds the marker beside the data when stale', async () => {
    const body = { success: true, data: { property_id: '1' } };
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          headers: { 'x-cache': 'STALE', 'x-data-as-of': AS_OF, 'x-stale-reason': 'upstream_timeout' },
        }),
      ),
    );
    const stale = await apiGet('property-details', { property_id: '1' });
    expect(stale.data).toEqual(body.data);
    expect(staleMarkerOf(stale)).toEqual({ asOf: AS_OF, reason: 'upstream_timeout' });
    // An ordinary key survives a structured copy (as a query cache keeps it).
    expect(staleMarkerOf(structuredClone(stale))).toEqual({ asOf: AS_OF, reason: 'upstream_timeout' });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'x-cache': 'HIT' } })));
    const fresh = await apiGet('property-details', { property_id: '1' });
    expect(fresh).toEqual(body);
    expect(staleMarkerOf(fresh)).toBeNull();
  });

  it('a paged answer is as old as its oldest stale page', () => {
    const older = { asOf: '2026-11-23T08:00:00.000Z', reason: 'upstream_unavailable' };
    const pages = [{ data: [] }, { data: [], dataFreshness: { asOf: AS_OF, reason: 'revalidating' } }, { data: [], dataFreshness: older }];
    expect(staleMarkerOf({ pages })).toEqual(older);
    expect(staleMarkerOf({ pages: [{ data: [] }] })).toBeNull();
  });
});
