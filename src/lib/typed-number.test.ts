import { describe, expect, it } from 'vitest';
import { latinDigits, parseTypedNumber, typedValue } from './typed-number.ts';

const value = (text: string, percent = false) => typedValue(text, { percent });
const problem = (text: string, percent = false) => {
  const read = parseTypedNumber(text, { percent });
  return read.kind === 'invalid' ? read.problem : read.kind;
};

describe('typed numbers: digits', () => {
  it('reads plain Latin digits, and says they needed no reading', () => {
    expect(parseTypedNumber('2500000')).toEqual({ kind: 'number', value: 2_500_000, interpreted: false });
    expect(parseTypedNumber(' 4.5 ')).toEqual({ kind: 'number', value: 4.5, interpreted: false });
    expect(parseTypedNumber('0')).toEqual({ kind: 'number', value: 0, interpreted: false });
  });

  it('reads Arabic-Indic, Eastern Arabic-Indic (Persian) and full-width digits', () => {
    expect(parseTypedNumber('٦٠٠٠٠٠٠')).toEqual({ kind: 'number', value: 6_000_000, interpreted: true });
    expect(value('۶۰۰۰۰۰۰')).toBe(6_000_000);
    expect(value('۱۲۳۴۵۶۷۸۹۰')).toBe(1_234_567_890);
    expect(value('٠١٢٣٤٥٦٧٨٩')).toBe(123_456_789);
    expect(value('２５００')).toBe(2500);
    // Scripts mixed in one number, as a phone's keyboard switch can leave them.
    expect(value('٢500۰00')).toBe(2_500_000);
  });

  it('maps every digit to its Latin twin', () => {
    expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigits('٤٫٥٪')).toBe('4.5%');
  });

  it('is empty when nothing but spaces is typed', () => {
    expect(parseTypedNumber('')).toEqual({ kind: 'empty' });
    expect(parseTypedNumber('   ')).toEqual({ kind: 'empty' });
  });
});

describe('typed numbers: separators', () => {
  it.each([
    ['2,500,000', 2_500_000],
    ['2٬500٬000', 2_500_000],
    ['٢٬٥٠٠٬٠٠٠', 2_500_000],
    ['2،500،000', 2_500_000],
    ["2'500'000", 2_500_000],
    ['2’500’000', 2_500_000],
    ['2 500 000', 2_500_000],
    ['2\u00a0500\u00a0000', 2_500_000],
    ['2\u202f500\u202f000', 2_500_000],
    ['2_500_000', 2_500_000],
    ['25,00,000', 2_500_000],
    ['1,00,00,000', 10_000_000],
    ['2.500.000', 2_500_000],
    ['1,234.5', 1234.5],
    ['٤٫٥', 4.5],
    ['١٬٢٣٤٫٥', 1234.5],
    ['.5', 0.5],
    ['3.', 3],
  ])('reads %s as %d', (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  it('refuses separators in the wrong places', () => {
    expect(problem('2,50,0000')).toBe('malformed');
    expect(problem('2,5000')).toBe('malformed');
    expect(problem(',500')).toBe('malformed');
    expect(problem('500,')).toBe('malformed');
    expect(problem('1.2.3')).toBe('malformed');
    expect(problem('1..5')).toBe('malformed');
    expect(problem('3 5')).toBe('malformed');
  });

  it('says when a comma stands where a decimal point belongs', () => {
    expect(problem('3,5')).toBe('decimalComma');
    expect(problem('3,5M')).toBe('decimalComma');
    expect(problem('4,25')).toBe('decimalComma');
    expect(problem('٣٬٥ مليون')).toBe('decimalComma');
  });
});

describe('typed numbers: shorthands', () => {
  it.each([
    ['3.5M', 3_500_000],
    ['3.5m', 3_500_000],
    ['3.5 M', 3_500_000],
    ['3.5mn', 3_500_000],
    ['3.5 Mn', 3_500_000],
    ['3.5 mln', 3_500_000],
    ['3.5 million', 3_500_000],
    ['2 Million', 2_000_000],
    ['750k', 750_000],
    ['750K', 750_000],
    ['750 thousand', 750_000],
    ['1,250k', 1_250_000],
    ['1.1M', 1_100_000],
    ['0.3M', 300_000],
    ['.5m', 500_000],
    ['1.2bn', 1_200_000_000],
    ['50 lakh', 5_000_000],
    ['2 crore', 20_000_000],
    ['٣٫٥ مليون', 3_500_000],
    ['3.5 مليون', 3_500_000],
    ['٣٫٥مليون', 3_500_000],
    ['٢ ملايين', 2_000_000],
    ['٧٥٠ ألف', 750_000],
    ['750 الف', 750_000],
    ['٥ آلاف', 5000],
    ['۳٫۵M', 3_500_000],
  ])('reads %s as %d', (text, expected) => {
    expect(parseTypedNumber(text)).toEqual({ kind: 'number', value: expected, interpreted: true });
  });

  it('keeps whole results whole (no floating-point tails)', () => {
    for (let tenths = 1; tenths < 100; tenths++) {
      const v = value(`${tenths / 10}M`)!;
      expect(v).toBe(tenths * 100_000);
      expect(Number.isInteger(v)).toBe(true);
    }
    expect(value('2.345678M')).toBe(2_345_678);
  });

  it('refuses a shorthand alone, twice, before the number, or a word it does not know', () => {
    expect(problem('M')).toBe('malformed');
    expect(problem('k')).toBe('malformed');
    expect(problem('مليون')).toBe('malformed');
    expect(problem('3MM')).toBe('malformed');
    expect(problem('3 k m')).toBe('malformed');
    expect(problem('M3')).toBe('malformed');
    expect(problem('3am')).toBe('malformed');
    expect(problem('3 gazillion')).toBe('malformed');
    expect(problem('two million')).toBe('malformed');
    expect(problem('1e6')).toBe('malformed');
    expect(problem('0x10')).toBe('malformed');
    expect(problem('Infinity')).toBe('malformed');
    expect(problem('NaN')).toBe('malformed');
  });
});

describe('typed numbers: signs, percent and the rest', () => {
  it('says a negative number is negative, whichever side its minus sign is on', () => {
    expect(problem('-5')).toBe('negative');
    expect(problem('−5')).toBe('negative');
    expect(problem('- 3.5M')).toBe('negative');
    expect(problem('٥-')).toBe('negative');
    expect(problem('-abc')).toBe('malformed');
    expect(value('-0')).toBe(0);
    expect(value('+5')).toBe(5);
  });

  it('takes a percent sign only where the field allows one', () => {
    expect(value('4.5%', true)).toBe(4.5);
    expect(value('٤٫٥٪', true)).toBe(4.5);
    expect(value('25 %', true)).toBe(25);
    expect(value('4.5', true)).toBe(4.5);
    expect(problem('4.5%')).toBe('malformed');
    expect(problem('%', true)).toBe('malformed');
  });

  it('ignores direction marks and tatweel pasted with Arabic text', () => {
    expect(value('\u200f٦٠٠٠٠٠٠\u200f')).toBe(6_000_000);
    expect(value('\u061c٣٫٥\u061c مليون')).toBe(3_500_000);
    expect(value('\u2067750k\u2069')).toBe(750_000);
  });

  it('refuses letters, symbols and text too long to be a figure', () => {
    for (const text of ['abc', '12abc', '1/2', '$', '5$', '(5)', '1-2', '٥ د.إ']) expect(parseTypedNumber(text).kind, text).toBe('invalid');
    expect(problem('1'.repeat(65))).toBe('malformed');
  });
});
