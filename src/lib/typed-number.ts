/**
 * Numbers as people type them, in one place: every field that takes a figure (the search filters'
 * amounts and areas, the mortgage form) reads its text here.
 *
 * - Digits of any script people type in the UAE: Latin (0-9), Arabic-Indic (٠-٩) and Eastern
 *   Arabic-Indic or Persian (۰-۹), and full-width ones.
 * - Thousands separators: `,`, `٬`, `،`, `'`, `’`, `_` and spaces (any kind), in groups of three
 *   ("2,500,000") or the Indian grouping ("25,00,000"); `2.500.000` (two or more dots, all in
 *   groups of three) is read as thousands too.
 * - The decimal point `.` or the Arabic decimal separator `٫` ("3.5", "٣٫٥").
 * - Shorthands after the number, with or without a space: k, thousand, ألف (× 1,000); m, mn, mln,
 *   million, مليون (× 1,000,000); bn, billion, مليار (× 1,000,000,000); lakh and crore.
 * - Where a field allows it (rates, shares), a trailing `%` or `٪`.
 * - Direction marks pasted with Arabic text are ignored.
 *
 * Anything else is refused with the reason (a negative number, a comma used as the decimal
 * separator, anything else), and never guessed at: the text is the person's to correct. The
 * reading is pure; `typedNumberMessage` words a problem, and `understood` what was read, in the
 * language being read.
 */
import { readingI18n } from './i18n/reading.ts';

export type TypedNumberProblem = 'negative' | 'decimalComma' | 'malformed';

export type TypedNumber =
  | { kind: 'empty' }
  | {
      kind: 'number';
      value: number;
      /** The text was not plain Latin digits: it was read (other digits, separators, a shorthand). */
      interpreted: boolean;
    }
  | { kind: 'invalid'; problem: TypedNumberProblem };

export interface TypedNumberOptions {
  /** Accept a trailing percent sign (a rate, a share of the price). Default: no. */
  percent?: boolean;
}

/** Longer than any figure a person means: refused before any work. */
const MAX_LENGTH = 64;

/** Shorthands after a number, longest first so "mn" is not read as "m". Compared in lower case. */
const SHORTHANDS: readonly (readonly [string, number])[] = [
  ['thousands', 1e3],
  ['thousand', 1e3],
  ['آلاف', 1e3],
  ['الاف', 1e3],
  ['ألف', 1e3],
  ['الف', 1e3],
  ['إلف', 1e3],
  ['k', 1e3],
  ['millions', 1e6],
  ['million', 1e6],
  ['ملايين', 1e6],
  ['مليون', 1e6],
  ['mln', 1e6],
  ['mio', 1e6],
  ['mn', 1e6],
  ['m', 1e6],
  ['billions', 1e9],
  ['billion', 1e9],
  ['مليار', 1e9],
  ['bn', 1e9],
  ['lakhs', 1e5],
  ['lakh', 1e5],
  ['lacs', 1e5],
  ['lac', 1e5],
  ['crores', 1e7],
  ['crore', 1e7],
  ['cr', 1e7],
];

/** Bidi controls and the Arabic tatweel, which carry no meaning in a number. */
const INVISIBLE = /[\u200b-\u200f\u061c\u202a-\u202e\u2066-\u2069\u0640\ufeff]/g;
const MINUS = /[-\u2010-\u2015\u2212\ufe63\uff0d]/;
/** Thousands separators, read as `,` (spaces as any kind of space). */
const GROUP = /[\s,\u066c\u060c'\u2019\u02bc_]/g;

/** Digits of every script above as Latin digits; the Arabic decimal separator as a point. */
export function latinDigits(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066a/g, '%');
}

/** "2,500,000", "25,00,000": groups of three after the first, or the Indian grouping. */
const WELL_GROUPED = /^(\d{1,3}(,\d{3})*|\d{1,2}(,\d{2})*,\d{3})$/;

/**
 * The body of a number (no sign, shorthand or percent), with every thousands separator as `,`.
 * `commaTyped`: a comma (not a space or apostrophe) separated the digits.
 */
function readBody(body: string, commaTyped: boolean): number | TypedNumberProblem {
  if (/^\d{1,3}(\.\d{3}){2,}$/.test(body)) return Number(body.replace(/\./g, ''));
  const match = /^(\d[\d,]*)?(\.\d*)?$/.exec(body);
  if (!match || !/\d/.test(body)) return 'malformed';
  const [, whole = '', fraction = ''] = match;
  if (whole.includes(',') && !WELL_GROUPED.test(whole)) {
    // "3,5" or "1,25": a comma where a decimal point belongs.
    return commaTyped && /^\d+,\d{1,2}$/.test(whole) && fraction === '' ? 'decimalComma' : 'malformed';
  }
  return Number(`${whole.replace(/,/g, '') || '0'}${fraction === '.' ? '' : fraction}`);
}

/** Read a typed figure. */
export function parseTypedNumber(text: string, options: TypedNumberOptions = {}): TypedNumber {
  const raw = text.trim();
  if (raw === '') return { kind: 'empty' };
  if (raw.length > MAX_LENGTH) return { kind: 'invalid', problem: 'malformed' };
  let t = latinDigits(raw).replace(INVISIBLE, '').toLowerCase().trim();

  let negative = false;
  if (MINUS.test(t[0] ?? '')) {
    negative = true;
    t = t.slice(1).trim();
  } else if (MINUS.test(t.at(-1) ?? '')) {
    // Right-to-left text sometimes puts the minus sign after the number.
    negative = true;
    t = t.slice(0, -1).trim();
  } else if (t.startsWith('+')) {
    t = t.slice(1).trim();
  }

  if (options.percent && t.endsWith('%')) t = t.slice(0, -1).trim();

  let multiplier = 1;
  for (const [word, times] of SHORTHANDS) {
    if (t.endsWith(word)) {
      const before = t.slice(0, -word.length);
      // A Latin word must not be the tail of a longer one ("3 am" is not "3 m").
      if (/[a-z]$/.test(before) && /^[a-z]/.test(word)) continue;
      t = before.trim();
      multiplier = times;
      break;
    }
  }

  const body = readBody(t.replace(GROUP, ','), /[,\u066c\u060c]/.test(t));
  if (typeof body === 'string') return { kind: 'invalid', problem: body };
  if (!Number.isFinite(body)) return { kind: 'invalid', problem: 'malformed' };
  // Fifteen significant digits: 1.1 × 1,000,000 is 1,100,000, not 1,100,000.0000000002.
  const value = Number.parseFloat((body * multiplier).toPrecision(15));
  if (negative && value !== 0) return { kind: 'invalid', problem: 'negative' };
  return { kind: 'number', value, interpreted: !/^\d+(\.\d+)?$/.test(raw) };
}

/** The value of a typed figure, or undefined when it is empty or not a number. */
export function typedValue(text: string, options?: TypedNumberOptions): number | undefined {
  const read = parseTypedNumber(text, options);
  return read.kind === 'number' ? read.value : undefined;
}

/** What is wrong with a typed figure, in the language being read. */
export function typedNumberMessage(problem: TypedNumberProblem): string {
  return readingI18n().t(`shell.form.typed.${problem}`);
}

/** What a field understood, shown beside it: "= AED 3,500,000" (a figure formatted by the caller). */
export function understood(figure: string): string {
  return readingI18n().t('shell.form.typed.understood', { value: figure });
}
