/**
 * Saved listings no longer listed: the Saved page asks the service about a bounded number of
 * them per visit and records each answer (listed, or gone on a 404); a failure records nothing.
 * jsdom; the network is faked at `fetch`, the store runs over fake-indexeddb.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleFavourite } from '../../lib/saved/actions.ts';
import { getState, resetForTests, whenReady } from '../../lib/saved/store.ts';
import { fail, installFakeApi, ok } from '../../testing/fake-api.ts';
import { listing } from '../../testing/fixtures.ts';
import { testQueryClient } from '../../testing/query-client.ts';
import { snap } from '../../testing/saved-fixtures.ts';
import { GONE_CHECKS_PER_VISIT, dueForCheck, useGoneCheck } from './use-gone-check.ts';

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetForTests();
});

function renderCheck() {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useGoneCheck(getState().data.favourites), { wrapper });
}

describe('checking saved listings', () => {
  it('a 404 marks a listing gone, an answer marks it listed, a failure leaves it to the next visit', async () => {
    const api = installFakeApi();
    api.on('property-details', (q) => {
      const id = q.get('property_id');
      if (id === '1') return ok('property-details', listing(1));
      if (id === '2') return fail('not_found');
      return fail('upstream_unavailable');
    });
    await whenReady();
    for (const id of ['1', '2', '3']) await toggleFavourite(snap(id));
    const { result } = renderCheck();
    await waitFor(() => expect(result.current.checking).toBe(0));
    await waitFor(() => expect(getState().data.favourites.filter((f) => f.checkedAt !== null)).toHaveLength(2));
    const byId = Object.fromEntries(getState().data.favourites.map((f) => [f.listing.id, [f.gone, f.checkedAt !== null]]));
    expect(byId).toEqual({ '1': [false, true], '2': [true, true], '3': [false, false] });
    // The gone one keeps its snapshot: it stays on the Saved page, marked.
    expect(getState().data.favourites.find((f) => f.listing.id === '2')?.listing).toEqual(snap('2'));
  });

  it('asks about at most GONE_CHECKS_PER_VISIT listings a visit, never-checked first, and not again soon', async () => {
    const api = installFakeApi();
    api.on('property-details', (q) => ok('property-details', listing(Number(q.get('property_id')))));
    await whenReady();
    for (let i = 1; i <= GONE_CHECKS_PER_VISIT + 4; i++) await toggleFavourite(snap(String(i)));
    const { result, unmount } = renderCheck();
    await waitFor(() => expect(result.current.checking).toBe(0));
    await waitFor(() => expect(getState().data.favourites.filter((f) => f.checkedAt !== null)).toHaveLength(GONE_CHECKS_PER_VISIT));
    expect(api.callsTo('property-details')).toHaveLength(GONE_CHECKS_PER_VISIT);
    unmount();
    // The next visit asks about the four left, and not about those just checked.
    expect(dueForCheck(getState().data.favourites, Date.now()).sort()).toEqual(
      getState()
        .data.favourites.filter((f) => f.checkedAt === null)
        .map((f) => f.listing.id)
        .sort(),
    );
  });
});
