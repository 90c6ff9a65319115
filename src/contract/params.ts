/**
 * Query parameters as data. Each parameter of each endpoint is one `ParamDef`; from it we derive
 * the strict wire validation (server), the lenient URL parsing (browser), the typed value the UI
 * works with, and the canonical wire string. Every parameter travels as a string (spec).
 */

export type ParamDef =
  | { kind: 'id'; required: boolean; pattern: RegExp; hint: string }
  | { kind: 'text'; required: boolean; maxLength: number }
  | { kind: 'enum'; required: boolean; values: readonly string[]; default?: string }
  | { kind: 'enumList'; values: readonly string[] }
  | { kind: 'intList'; max: number; maxItems: number }
  | { kind: 'int'; min: number; max: number; default?: number; role?: 'page'; required?: boolean }
  | { kind: 'textList'; maxItems: number; maxLength: number; pattern?: RegExp; hint?: string; required?: boolean }
  | { kind: 'date' };

/** Numeric identifiers (location, agent, broker and listing ids). */
const NUMERIC_ID = /^[1-9][0-9]{0,11}$/;
/** UUID-like ids (projects, developers): letters, digits and dashes. */
export const TOKEN_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/**
 * Control characters (C0, DEL, C1) and the Unicode line/paragraph separators. No place name or
 * search text contains them; in a free-text value they are a paste accident or an attempt to split
 * a log line or a header, so free text (`text`, `textList`) refuses them with a message of its own.
 */
const isControl = (c: number) => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;
export const CONTROL_CHARS_MESSAGE = 'must not contain control characters (tabs, line breaks and the like)';
/** Whether free text holds a character the contract refuses (the forms use it to say so early). */
export function hasControlChars(text: string): boolean {
  // All of them are single UTF-16 units, so code units suffice.
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/** The largest amount we accept for a price (AED) or an area (sqft): well past any real listing. */
export const MAX_AMOUNT = 10_000_000_000;
/** A page number beyond this is a typo, not a request. */
const MAX_PAGE = 10_000;

// `required` keeps its literal type (true or false), so a parsed query's type says which
// parameters are always present (`Parsed` in canonical.ts): no non-null assertions downstream.
export const param = {
  numericId: <const R extends boolean>(required: R) =>
    ({ kind: 'id', required, pattern: NUMERIC_ID, hint: 'a positive whole number' }) as const,
  /** A listing's id: numeric on the portal (a project, UUID-like, is never a listing). */
  listingId: <const R extends boolean>(required: R) =>
    ({ kind: 'id', required, pattern: NUMERIC_ID, hint: 'a listing id (a positive whole number)' }) as const,
  text: <const R extends boolean>(required: R, maxLength = 100) => ({ kind: 'text', required, maxLength }) as const,
  // The default's own type is kept (undefined when there is none), so code can rely on a
  // defaulted parameter being present once defaults are filled (`Filled` in canonical.ts).
  oneOf: <const V extends readonly string[], const D extends V[number] | undefined = undefined, const R extends boolean = false>(
    values: V,
    opts: { default?: D; required?: R } = {},
  ) => ({ kind: 'enum', values, required: (opts.required ?? false) as R, default: opts.default as D }) as const,
  someOf: <const V extends readonly string[]>(values: V) => ({ kind: 'enumList', values }) as const,
  counts: () => ({ kind: 'intList', max: 50, maxItems: 20 }) as const,
  amount: <const R extends boolean = false>(required = false as R) => ({ kind: 'int', min: 0, max: MAX_AMOUNT, required }) as const,
  int: <const D extends number | undefined = undefined>(min: number, max: number, dflt?: D) =>
    ({ kind: 'int', min, max, default: dflt as D }) as const,
  page: (base: 0 | 1) => ({ kind: 'int', min: base, max: MAX_PAGE, default: base, role: 'page' }) as const,
  names: () => ({ kind: 'textList', maxItems: 200, maxLength: 80 }) as const,
  /** Listing ids, comma-separated (a page of cards at most). */
  listingIds: (maxItems: number) =>
    ({
      kind: 'textList',
      required: true,
      maxItems,
      maxLength: 64,
      pattern: TOKEN_ID,
      hint: `a comma-separated list of 1 to ${maxItems} listing ids`,
    }) as const,
  /** Numeric ids (agents, brokerages, places), comma-separated. */
  numericIds: (maxItems: number) =>
    ({
      kind: 'textList',
      required: true,
      maxItems,
      maxLength: 12,
      pattern: NUMERIC_ID,
      hint: `a comma-separated list of 1 to ${maxItems} ids (positive whole numbers)`,
    }) as const,
  date: () => ({ kind: 'date' }) as const,
};

/** The typed value a parameter holds once parsed. */
export type ParamValue<P> = P extends { kind: 'enum'; values: readonly (infer V)[] }
  ? V
  : P extends { kind: 'enumList'; values: readonly (infer V)[] }
    ? V[]
    : P extends { kind: 'intList' }
      ? number[]
      : P extends { kind: 'int' }
        ? number
        : P extends { kind: 'textList' }
          ? string[]
          : string;

export const isRequired = (p: ParamDef): boolean => 'required' in p && p.required === true;

export const defaultOf = (p: ParamDef): string | number | undefined => (p.kind === 'enum' || p.kind === 'int' ? p.default : undefined);

/** Allowed values to name in an error, where the set is finite. */
export const allowedOf = (p: ParamDef): readonly string[] | undefined =>
  p.kind === 'enum' || p.kind === 'enumList' ? p.values : undefined;

/** What a valid value looks like, in words, for error messages. */
export function describeParam(p: ParamDef): string {
  switch (p.kind) {
    case 'id':
      return p.hint;
    case 'text':
      return `text of 1 to ${p.maxLength} characters`;
    case 'enum':
      return `one of ${p.values.join(', ')}`;
    case 'enumList':
      return `a comma-separated list of ${p.values.join(', ')}`;
    case 'intList':
      return `a comma-separated list of whole numbers from 0 to ${p.max} (0 means studio)`;
    case 'int':
      return `a whole number from ${p.min} to ${p.max}`;
    case 'textList':
      return p.hint ?? `a comma-separated list of names`;
    case 'date':
      return 'a date as DD/MM/YYYY';
  }
}
