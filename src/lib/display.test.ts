/**
 * Which pages wait for the server's rate table before they draw: only those whose currency
 * converts through it. AED is the data's own and USD its fixed peg, so the usual page draws
 * without the table (and without the Zod that checks it).
 */
import { describe, expect, it } from 'vitest';
import { convertsByTable } from './display.ts';

describe('convertsByTable', () => {
  it("the URL's currency decides: AED and USD never wait, a table currency does", () => {
    // Nothing chosen and nothing remembered (no storage here): the service's own AED.
    expect(convertsByTable({})).toBe(false);
    expect(convertsByTable({ cur: 'USD' })).toBe(false);
    expect(convertsByTable({ cur: 'EUR' })).toBe(true);
    expect(convertsByTable({ cur: 'INR', unit: 'sqm' })).toBe(true);
  });
});
