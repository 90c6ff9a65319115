/** EMBEDDED_PAGE_SIZE: the transactions page size of the embedded service. */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, type Dataset } from './dataset/index.ts';
import { createEngine } from './engine.ts';
import { embeddedOptionsFromEnv } from './options.ts';
import { PAGE_SIZE } from './paging.ts';
import { caller, okBody } from './test-support.ts';

let d: Dataset;
beforeAll(() => {
  d = buildDataset({ seed: 8, listings: 20_000, asOf: '2026-06-22' });
});

/** The sizes of a query's pages, up to and with the first empty one. */
function pageSizes(transactionsPageSize: number | undefined, query: Record<string, string>): number[] {
  const api = caller(createEngine(d, { transactionsPageSize }));
  const sizes: number[] = [];
  for (let page = 1; page < 1000; page++) {
    const { data } = okBody(api.call('get-get-transactions', { ...query, page: String(page) }));
    sizes.push(data.length);
    if (data.length === 0) return sizes;
  }
  throw new Error('no empty page');
}

describe('EMBEDDED_PAGE_SIZE', () => {
  it('page size 15: full pages of 15, then a short last page, then an empty one; the same records as the default pages', () => {
    // A place whose sales do not fill whole pages of 15, so the last page is short.
    const query = ['50', '51', '8995']
      .map((location_id) => ({ location_id, transaction_type: 'sold' }))
      .find((q) => caller(createEngine(d)).all('get-get-transactions', q).length % 15 !== 0)!;
    const total = caller(createEngine(d)).all('get-get-transactions', query).length;
    expect(total).toBeGreaterThan(30);

    const sizes = pageSizes(15, query);
    const full = Math.floor(total / 15);
    expect(sizes).toEqual([...Array<number>(full).fill(15), total % 15, 0]);
    const by15 = caller(createEngine(d, { transactionsPageSize: 15 })).all('get-get-transactions', query);
    expect(by15).toEqual(caller(createEngine(d)).all('get-get-transactions', query));

    // Filters page the same way (sizes count the matches, not the rows walked).
    const twoBeds = { ...query, bedrooms: '2', sort: 'low_price' };
    const matches = caller(createEngine(d)).all('get-get-transactions', twoBeds).length;
    expect(
      pageSizes(25, twoBeds)
        .slice(0, -2)
        .every((n) => n === 25),
    ).toBe(true);
    expect(pageSizes(25, twoBeds).reduce((s, n) => s + n, 0)).toBe(matches);
  });

  it('unset: pages of 50 as before; other endpoints keep their own sizes', () => {
    expect(PAGE_SIZE.transactions).toBe(50);
    expect(pageSizes(undefined, { location_id: '1', transaction_type: 'sold' })[0]).toBe(50);
    const api = caller(createEngine(d, { transactionsPageSize: 15 }));
    expect(api.data('search-buy', { location_id: '1' })).toHaveLength(PAGE_SIZE.listings);
  });

  it('takes a whole number from 1 to 1000, naming the variable otherwise', () => {
    expect(embeddedOptionsFromEnv({ EMBEDDED_PAGE_SIZE: '15' })).toEqual({ transactionsPageSize: 15 });
    expect(embeddedOptionsFromEnv({ EMBEDDED_PAGE_SIZE: '' })).toEqual({});
    for (const bad of ['0', '-5', '15.5', 'abc', '1001', '1e2']) {
      expect(() => embeddedOptionsFromEnv({ EMBEDDED_PAGE_SIZE: bad }), bad).toThrow(
        /^Invalid configuration:\n {2}- EMBEDDED_PAGE_SIZE must be a whole number from 1 to 1000 \(got ".*"\)$/,
      );
    }
    // Set in code rather than the environment, the engine refuses it in the operator's terms too.
    for (const bad of [0, 2.5, 5000]) expect(() => createEngine(d, { transactionsPageSize: bad })).toThrow(/EMBEDDED_PAGE_SIZE/);
  });
});
