import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isCurrentPart } from './nav.ts';

const current = (pathname: string) => NAV_ITEMS.filter((item) => isCurrentPart(item, pathname)).map((i) => i.key);

describe('header navigation', () => {
  it('marks exactly the part of the product a path belongs to', () => {
    expect(current('/buy')).toEqual(['buy']);
    expect(current('/commercial/rent')).toEqual(['commercial']);
    expect(current('/commercial/buy')).toEqual(['commercial']);
    expect(current('/market/transactions')).toEqual(['market']);
    expect(current('/agents/123')).toEqual(['agents']);
    expect(current('/property/1')).toEqual([]);
    expect(current('/buyers')).toEqual([]);
  });
});
