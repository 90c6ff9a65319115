import { describe, expect, it } from 'vitest';
import { buildLocations } from './dataset/locations.ts';
import { transactionId } from './dataset/market.ts';
import { createTransactionBook, type TransactionBook } from './dataset/transaction-book.ts';
import type { TransactionSort } from './indexes.ts';

const locations = buildLocations();
const asOf = Date.parse('2026-06-22T00:00:00Z');
const node = (id: number) => locations.byId.get(id)!;
const book = () => createTransactionBook(3, locations, true, asOf, (community) => 30 + (community % 7));

/** What an answer shows of each row, in the book's order. */
function read(b: TransactionBook, at: number, sort: TransactionSort): string[] {
  const { rows, table } = b.under(at, sort);
  return Array.from(rows, (r) => `${transactionId(table, r)} ${table.price[r]} ${table.daysBack[r]}`);
}

describe('transaction book', () => {
  it('generates a place when first asked for, and a row never depends on what was asked first', () => {
    const primed = book();
    primed.prime();
    const lazy = book();
    const [dubai, marina, vida] = [node(1), node(50), node(8995)];
    expect(lazy.ready(marina)).toBe(false);

    // A tower first: its community alone is generated, not the emirate.
    const towerFirst = read(lazy, vida, 'newest');
    expect(lazy.ready(marina)).toBe(true);
    expect(lazy.ready(dubai)).toBe(false);
    expect(lazy.ready(node(2))).toBe(false);

    // Then the emirate (the rest of it), then the tower and its community again.
    for (const sort of ['newest', 'oldest', 'high_price', 'low_price'] as const) {
      expect(read(lazy, dubai, sort)).toEqual(read(primed, dubai, sort));
      expect(read(lazy, marina, sort)).toEqual(read(primed, marina, sort));
    }
    expect(towerFirst).toEqual(read(primed, vida, 'newest'));
    expect(read(lazy, vida, 'newest')).toEqual(towerFirst);
    expect(lazy.ready(node(2))).toBe(false);
  });

  it('holds each community at its volume; an emirate is the sum of its communities', () => {
    const b = book();
    const dubai = node(1);
    const communities = locations.nodes[dubai]!.children;
    expect(b.under(node(50), 'newest').rows).toHaveLength(b.volumeOf(node(50)));
    expect(b.under(dubai, 'newest').rows).toHaveLength(communities.reduce((s, c) => s + b.volumeOf(c), 0));
    expect(b.count).toBe(locations.communities.reduce((s, c) => s + b.volumeOf(c), 0));
    expect(b.volumeOf(dubai)).toBe(0);
  });
});
