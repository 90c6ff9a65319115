import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, isCurrentPart } from './nav.ts';

const current = (pathname: string) => NAV_ITEMS.filter((item) => isCurrentPart(item, pathname)).map((i) => i.label);

describe('header navigation', () => {
  it('marks exactly the part of the product a path belongs to', () => {
    expect(current('/buy')).toEqual(['Buy']);
    expect(current('/commercial/rent')).toEqual(['Commercial']);
    expect(current('/commercial/buy')).toEqual(['Commercial']);
    expect(current('/market/transactions')).toEqual(['Market']);
    expect(current('/agents/123')).toEqual(['Agents']);
    expect(current('/property/1')).toEqual([]);
    expect(current('/buyers')).toEqual([]);
  });
});
