/**
 * When the collected-pages hook stops asking: at the end of the list (a short or empty page), at
 * the cap (and on from there when the cap is raised), and on an error. jsdom: a hook with no
 * layout; the network is faked at `fetch`, the query client and the hook are real.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { QueryOf } from '../../contract/index.ts';
import { fail, installFakeApi, ok, pageOf, type FakeApi } from '../../testing/fake-api.ts';
import { many, transaction } from '../../testing/fixtures.ts';
import { testQueryClient } from '../../testing/query-client.ts';
import { useCollectedPages } from './use-collected-pages.ts';

const QUERY: QueryOf<'get-get-transactions'> = { location_id: '50', transaction_type: 'sold' };
const PAGE = 10;

/** Transactions whose page `n` has `sizes[n - 1]` records; pages past the list fail the test. */
function transactionsOfSizes(api: FakeApi, sizes: number[]) {
  api.on('get-get-transactions', (q) => {
    const page = pageOf('get-get-transactions', q);
    const size = sizes[page - 1];
    if (size === undefined) throw new Error(`page ${page} asked for, past the list's end`);
    return ok('get-get-transactions', many(size, (page - 1) * PAGE + 1, transaction));
  });
}

const pagesAsked = (api: FakeApi) => api.callsTo('get-get-transactions').map((q) => Number(q.get('page')));

function renderCollect(maxPages: number, enabled = true) {
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(({ cap, on }) => useCollectedPages('get-get-transactions', QUERY, cap, on), {
    wrapper,
    initialProps: { cap: maxPages, on: enabled },
  });
}

async function settled(result: { current: { settled: boolean; fetching: boolean } }) {
  await waitFor(() => expect(result.current.settled && !result.current.fetching).toBe(true));
}

describe('useCollectedPages: paging termination', () => {
  it.each([
    { end: 'a page shorter than the first', last: 4 },
    { end: 'an empty page', last: 0 },
  ])('stops at $end: the sample is complete', async ({ last }) => {
    const api = installFakeApi();
    transactionsOfSizes(api, [PAGE, PAGE, last]);
    const { result } = renderCollect(10);
    await settled(result);
    expect(pagesAsked(api)).toEqual([1, 2, 3]);
    expect(result.current).toMatchObject({ pages: 3, complete: true, error: null });
    expect(result.current.records).toHaveLength(2 * PAGE + last);
    expect(result.current.records.at(-1)?.id).toBe(String(2 * PAGE + last));
  });

  it('stops at the cap, says the sample is capped, and goes on when the cap is raised', async () => {
    const api = installFakeApi();
    transactionsOfSizes(
      api,
      Array.from({ length: 8 }, () => PAGE),
    );
    const { result, rerender } = renderCollect(3);
    await settled(result);
    expect(pagesAsked(api)).toEqual([1, 2, 3]);
    expect(result.current).toMatchObject({ pages: 3, complete: false, settled: true });
    expect(result.current.records).toHaveLength(30);

    rerender({ cap: 5, on: true });
    await waitFor(() => expect(result.current.pages).toBe(5));
    await settled(result);
    expect(pagesAsked(api)).toEqual([1, 2, 3, 4, 5]);
    expect(result.current.records).toHaveLength(50);
  });

  it('stops on an error and keeps the pages it has', async () => {
    const api = installFakeApi();
    api.on('get-get-transactions', (q) =>
      pageOf('get-get-transactions', q) === 2 ? fail('upstream_unavailable') : ok('get-get-transactions', many(PAGE, 1, transaction)),
    );
    const { result } = renderCollect(10);
    await waitFor(() => expect(result.current.error).not.toBeNull());
    await settled(result);
    expect(pagesAsked(api)).toEqual([1, 2]);
    expect(result.current).toMatchObject({ pages: 1, complete: false, settled: true });
    expect(result.current.records).toHaveLength(PAGE);
  });

  it('asks nothing while disabled, and is not pending', async () => {
    const api = installFakeApi();
    transactionsOfSizes(api, [PAGE, 2]);
    const { result, rerender } = renderCollect(10, false);
    expect(result.current).toMatchObject({ isPending: false, pages: 0, settled: false });
    // Enabling it is the positive signal: only then do requests start, from page 1.
    rerender({ cap: 10, on: true });
    await settled(result);
    expect(pagesAsked(api)).toEqual([1, 2]);
  });
});
