import { describe, expect, it } from 'vitest';
import { pinPrice } from './points.ts';
import { AED_PER_USD, NATIVE_DISPLAY } from '../../shared/units.ts';

describe('pinPrice', () => {
  const price = (value: number | null, period = 'sell', is_hidden = false) => ({ value, period, is_hidden });

  it('writes a sale price compactly', () => {
    expect(pinPrice(price(1_550_000), NATIVE_DISPLAY)).toBe('1.6M');
    expect(pinPrice(price(950_000), NATIVE_DISPLAY)).toBe('950K');
    expect(pinPrice(price(12_000_000), NATIVE_DISPLAY)).toBe('12M');
    expect(pinPrice(price(182_675_000), NATIVE_DISPLAY)).toBe('182.7M');
  });

  it('adds the rent period the price carries', () => {
    expect(pinPrice(price(95_000, 'yearly'), NATIVE_DISPLAY)).toBe('95K/yr');
    expect(pinPrice(price(8_500, 'monthly'), NATIVE_DISPLAY)).toBe('8.5K/mo');
    expect(pinPrice(price(2_100, 'weekly'), NATIVE_DISPLAY)).toBe('2.1K/wk');
    expect(pinPrice(price(450, 'daily'), NATIVE_DISPLAY)).toBe('450/day');
    // A period the contract does not know adds nothing rather than guessing.
    expect(pinPrice(price(60_000, 'quarterly'), NATIVE_DISPLAY)).toBe('60K');
  });

  it('writes it in the display currency', () => {
    expect(pinPrice(price(1_000_000 * AED_PER_USD), { ...NATIVE_DISPLAY, currency: 'USD' })).toBe('1M');
  });

  it('says "Ask" for a hidden, missing or nonsensical price', () => {
    expect(pinPrice(price(1_000_000, 'sell', true), NATIVE_DISPLAY)).toBe('Ask');
    expect(pinPrice(price(null), NATIVE_DISPLAY)).toBe('Ask');
    expect(pinPrice(price(0), NATIVE_DISPLAY)).toBe('Ask');
    expect(pinPrice(price(Number.NaN), NATIVE_DISPLAY)).toBe('Ask');
    expect(pinPrice(null, NATIVE_DISPLAY)).toBe('Ask');
  });
});
