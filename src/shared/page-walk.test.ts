import { describe, expect, it } from 'vitest';
import { walkPages } from './page-walk.ts';

/** Pages of `size` numbered records, `total` in all. */
const pages = (total: number, size: number) => {
  const asked: number[] = [];
  const fetchPage = (page: number) => {
    asked.push(page);
    const from = (page - 1) * size;
    return Promise.resolve(Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i));
  };
  return { asked, fetchPage };
};

describe('a bounded page walk', () => {
  it('stops at the first match when finding one record', async () => {
    const p = pages(100, 10);
    const walk = await walkPages({ ...p, matches: (n) => n === 23, maxPages: 5, first: true });
    expect(walk.matches).toEqual([{ record: 23, page: 3 }]);
    expect(p.asked).toEqual([1, 2, 3]);
    expect(walk).toMatchObject({ pagesRead: 3, seen: 30, ended: false });
  });

  it('reads no more than its bound, and says the list did not end there', async () => {
    const p = pages(100, 10);
    const walk = await walkPages({ ...p, matches: (n) => n === 77, maxPages: 3, first: true });
    expect(walk.matches).toEqual([]);
    expect(p.asked).toEqual([1, 2, 3]);
    expect(walk.ended).toBe(false);
  });

  it('says the list ended at the first empty page, and collects every match when asked to', async () => {
    const p = pages(25, 10);
    const walk = await walkPages({ ...p, matches: (n) => n % 10 === 0, maxPages: 9 });
    expect(walk.matches.map((m) => m.record)).toEqual([0, 10, 20]);
    expect(p.asked).toEqual([1, 2, 3, 4]);
    expect(walk).toMatchObject({ pagesRead: 4, seen: 25, ended: true });
  });

  it('reads the page a link names first, then the others once each', async () => {
    const p = pages(100, 10);
    const found = await walkPages({ ...p, matches: (n) => n === 41, maxPages: 5, first: true, startAt: 5 });
    expect(found.matches).toEqual([{ record: 41, page: 5 }]);
    expect(p.asked).toEqual([5]);
    const q = pages(100, 10);
    const elsewhere = await walkPages({ ...q, matches: (n) => n === 12, maxPages: 5, first: true, startAt: 4 });
    expect(elsewhere.matches).toEqual([{ record: 12, page: 2 }]);
    expect(q.asked).toEqual([4, 1, 2]);
  });
});
