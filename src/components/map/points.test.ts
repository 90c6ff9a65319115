import { describe, expect, it } from 'vitest';
import { pinPrice } from './points.ts';

describe('pinPrice', () => {
  const price = (value: number | null, period = 'sell', is_hidden = false) => ({ value, period, is_hidden });

  it('writes a sale price compactly', () => {
    expect(pinPrice(price(1_550_000))).toBe('1.6M');
    expect(pinPrice(price(950_000))).toBe('950K');
    expect(pinPrice(price(12_000_000))).toBe('12M');
    expect(pinPrice(price(182_675_000))).toBe('182.7M');
  });

  it('adds the rent period the price carries', () => {
    expect(pinPrice(price(95_000, 'yearly'))).toBe('95K/yr');
    expect(pinPrice(price(8_500, 'monthly'))).toBe('8.5K/mo');
    expect(pinPrice(price(2_100, 'weekly'))).toBe('2.1K/wk');
    expect(pinPrice(price(450, 'daily'))).toBe('450/day');
    // A period the contract does not know adds nothing rather than guessing.
    expect(pinPrice(price(60_000, 'quarterly'))).toBe('60K');
  });

  it('says "Ask" for a hidden, missing or nonsensical price', () => {
    expect(pinPrice(price(1_000_000, 'sell', true))).toBe('Ask');
    expect(pinPrice(price(null))).toBe('Ask');
    expect(pinPrice(price(0))).toBe('Ask');
    expect(pinPrice(price(Number.NaN))).toBe('Ask');
    expect(pinPrice(null)).toBe('Ask');
  });
});
