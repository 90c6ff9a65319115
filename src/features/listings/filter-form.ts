/**
 * The filter form of a listing search, derived from the endpoint's parameters in the contract:
 * which controls exist, their values, and the mapping URL search <-> form values <-> query.
 * Pure functions, so the mapping is unit-tested without a browser.
 */
import { placeIdsOf } from '../../lib/place-list.ts';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  ENDPOINTS,
  MAX_AMOUNT,
  defaultOf,
  labelOf,
  parseQuery,
  textOf,
  type EndpointName,
  type ParamDef,
  type QueryOf,
} from '../../contract/index.ts';
import { bedroomLabel, formatAmount, formatNumber } from '../../lib/format.ts';
import { readingFormatters, readingI18n } from '../../lib/i18n/reading.ts';
import { parseTypedNumber, typedNumberMessage, understood } from '../../lib/typed-number.ts';
import { VALUE_SETS, type valueKey, type ValueSet } from '../../lib/i18n/value-sets.ts';
import { NATIVE_DISPLAY, fromAed, fromSqft, toAed, toSqft, type Display } from '../../shared/units.ts';

/**
 * Ranges a person types in their own terms: prices in the display currency, areas in its unit.
 * The URL and the service keep AED and sqft; these convert whole numbers both ways.
 */
const RANGE_UNITS: Record<string, { shown: (native: number, d: Display) => number; native: (shown: number, d: Display) => number }> = {
  price: { shown: (aed, d) => fromAed(aed, d.currency, d.rates), native: (amount, d) => toAed(amount, d.currency, d.rates) },
  area: { shown: (sqft, d) => fromSqft(sqft, d.unit), native: (area, d) => toSqft(area, d.unit) },
};

/** The listing searches this feature serves. */
export type SearchEndpoint = 'search-buy' | 'search-rent' | 'search-commercial-buy' | 'search-commercial-rent' | 'search-new-projects';

/** Form state: every control holds text, or a list of texts for multi-selects. */
export type FilterValues = Record<string, string | string[]>;

export type FilterField =
  | { kind: 'select'; key: string; values: readonly string[]; default?: string }
  | { kind: 'chips'; key: string; values: readonly string[]; label: (value: string) => string }
  | { kind: 'range'; key: string; min: string; max: string };

/**
 * Counts offered by the bedroom and bathroom pickers. The contract accepts 0..50 (`counts()`),
 * but a picker offers the realistic ones; the top one reads "7+" as the portal shows it.
 */
const COUNT_CHOICES: Record<string, readonly string[]> = {
  bedrooms: BEDROOM_CHOICES.map(String),
  bathrooms: BATHROOM_CHOICES.map(String),
};
const countLabel = (key: string) => (v: string) =>
  key === 'bedrooms' ? bedroomLabel(Number(v)) : Number(v) >= 7 ? `${formatNumber(7)}+` : formatNumber(Number(v));

/** The value set that translates each enum parameter's values (`values.<set>.<value>`). */
const VALUE_SET_OF: Record<string, ValueSet> = {
  property_type: 'propertyType',
  furnishing: 'furnishing',
  completion_status: 'completionStatus',
  rent_frequency: 'rentFrequency',
  sort: 'sort',
  amenities: 'amenity',
};

/** A parameter value's label in the language being read; a value no set translates keeps the contract's label. */
export function valueLabel(key: string, value: string): string {
  const set = VALUE_SET_OF[key];
  if (!set || !(VALUE_SETS[set] as readonly string[]).includes(value)) return labelOf(value);
  // Checked above: the value is one of the set's, so its key exists (the union of every set's keys is too wide for `t`).
  return readingI18n().t(`values.${set}.${value}` as ReturnType<typeof valueKey<'sort'>>);
}

/** Display order of the controls; parameters not named here follow in the contract's order. */
const ORDER = [
  'property_type',
  'bedrooms',
  'bathrooms',
  'price',
  'rent_frequency',
  'area',
  'completion_status',
  'furnishing',
  'sort',
  'amenities',
];
/** Parameters that are not filters: the location has its own combobox, the page its pager. */
const NOT_FILTERS = new Set(['location_id', 'page']);

const paramsOf = (endpoint: EndpointName) => ENDPOINTS[endpoint].params as Record<string, ParamDef>;

/** The controls of an endpoint's filter form, generated from its parameters. */
export function filterFieldsOf(endpoint: SearchEndpoint): FilterField[] {
  const fields: FilterField[] = [];
  for (const [key, def] of Object.entries(paramsOf(endpoint))) {
    if (NOT_FILTERS.has(key)) continue;
    const range = /^(.*)_(min|max)$/.exec(key);
    if (range && def.kind === 'int') {
      if (range[2] === 'min') fields.push({ kind: 'range', key: range[1]!, min: key, max: `${range[1]}_max` });
    } else if (def.kind === 'enum') {
      fields.push({ kind: 'select', key, values: def.values, default: def.default });
    } else if (def.kind === 'enumList') {
      fields.push({ kind: 'chips', key, values: def.values, label: (v) => valueLabel(key, v) });
    } else if (def.kind === 'intList') {
      fields.push({ kind: 'chips', key, values: COUNT_CHOICES[key] ?? [], label: countLabel(key) });
    }
  }
  const rank = (f: FilterField) => (ORDER.includes(f.key) ? ORDER.indexOf(f.key) : ORDER.length);
  return fields.sort((a, b) => rank(a) - rank(b));
}

/** Parameter keys of the fields (a range has two). */
const fieldKeys = (f: FilterField) => (f.kind === 'range' ? [f.min, f.max] : [f.key]);

/** URL search -> form values. Absent selects show their default (or "any"), absent lists none; amounts in the display's terms. */
export function toFormValues(endpoint: SearchEndpoint, search: Record<string, unknown>, display: Display = NATIVE_DISPLAY): FilterValues {
  const values: FilterValues = {};
  for (const field of filterFieldsOf(endpoint)) {
    for (const key of fieldKeys(field)) {
      const v = search[key];
      const unit = field.kind === 'range' ? RANGE_UNITS[field.key] : undefined;
      if (field.kind === 'chips') values[key] = Array.isArray(v) ? v.map(textOf) : [];
      else if (unit && typeof v === 'number') values[key] = String(Math.round(unit.shown(v, display)));
      else values[key] = v === undefined || v === null ? (field.kind === 'select' ? (field.default ?? '') : '') : textOf(v);
    }
  }
  return values;
}

const message = (key: 'tooLarge' | 'minAboveMax' | 'notAnOption') => readingI18n().t(`listings.filters.errors.${key}`);

/**
 * A typed amount or area (src/lib/typed-number.ts: "3.5M", "2,500,000", "٦٠٠٠٠٠٠") as the
 * service's whole AED or sqft, or what is wrong with it; undefined when the field is empty.
 */
function readRange(fieldKey: string, text: string, display: Display): { native: number } | { problem: string } | undefined {
  const read = parseTypedNumber(text);
  if (read.kind === 'empty') return undefined;
  if (read.kind === 'invalid') return { problem: typedNumberMessage(read.problem) };
  const unit = RANGE_UNITS[fieldKey];
  const native = Math.round(unit ? unit.native(read.value, display) : read.value);
  return native > MAX_AMOUNT ? { problem: message('tooLarge') } : { native };
}

/**
 * What a range field understood of its text, shown beside it as the person types: "= AED
 * 3,500,000" in the display's currency or unit, in the reader's language and digits. Undefined
 * while the text is empty or cannot be read (half typed, or wrong: "Apply" says what is wrong).
 */
export function rangeNote(fieldKey: string, text: string, display: Display = NATIVE_DISPLAY): string | undefined {
  const read = parseTypedNumber(text);
  if (read.kind !== 'number') return undefined;
  const figure =
    fieldKey === 'price'
      ? formatAmount(read.value, display.currency)
      : fieldKey === 'area'
        ? readingFormatters().area(read.value, display.unit)
        : formatNumber(read.value);
  return understood(figure);
}

/**
 * The form values to show when the URL changes: the URL's, except where a field's text (as
 * typed: "3.5M", "٦٠٠٠٠٠٠") already means the URL's value, which is kept as the person wrote it.
 */
export function keepTypedDrafts(endpoint: SearchEndpoint, next: FilterValues, draft: FilterValues, display: Display): FilterValues {
  const out = { ...next };
  for (const field of filterFieldsOf(endpoint)) {
    if (field.kind !== 'range') continue;
    for (const key of fieldKeys(field)) {
      const typed = draft[key];
      const wanted = next[key];
      if (typeof typed !== 'string' || typeof wanted !== 'string' || wanted === '') continue;
      const a = readRange(field.key, typed, display);
      const b = readRange(field.key, wanted, display);
      if (a && b && 'native' in a && 'native' in b && a.native === b.native) out[key] = typed;
    }
  }
  return out;
}

export type FormResult<E extends SearchEndpoint> = { ok: true; query: QueryOf<E> } | { ok: false; errors: Record<string, string> };

/**
 * Form values -> the endpoint's query, validated by the contract (`parseQuery`, strict) after
 * friendlier checks of the typed amounts. The page is left out: a changed filter starts at page 1.
 * `base` carries what the form does not edit (the location).
 */
export function fromFormValues<E extends SearchEndpoint>(
  endpoint: E,
  values: FilterValues,
  base: { location_id?: string } = {},
  display: Display = NATIVE_DISPLAY,
): FormResult<E> {
  const errors: Record<string, string> = {};
  // The location is not the form's to judge: a search by area's places (`50,51`) were read by the
  // route (route-search.ts); the contract's parse, which reads one place, sees the first.
  const [first] = placeIdsOf(base.location_id ?? '');
  const raw: Record<string, unknown> = { ...base, ...(first ? { location_id: first } : {}) };
  for (const field of filterFieldsOf(endpoint)) {
    for (const key of fieldKeys(field)) {
      const v = values[key];
      if (field.kind === 'range') {
        // Typed in the display's currency or unit, as people type figures; the service reads whole AED or sqft.
        const read = readRange(field.key, typeof v === 'string' ? v : '', display);
        if (read && 'problem' in read) errors[key] = read.problem;
        else raw[key] = read ? String(read.native) : '';
      } else {
        raw[key] = v;
      }
    }
  }
  // Check the rest (ranges among them) even when an amount is malformed, so every problem shows
  // at once; a field's own message comes first.
  const parsed = parseQuery(endpoint, raw, 'strict');
  if (!parsed.ok) {
    for (const issue of parsed.issues) {
      if ((issue.param === 'location_id' && !base.location_id) || issue.param in errors) continue;
      errors[issue.param] = /greater than/.test(issue.message)
        ? message('minAboveMax')
        : issue.allowed
          ? message('notAnOption')
          : readingI18n().t('listings.filters.errors.rule', { rule: issue.message.replace(/^must be /, '') });
    }
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  const { page: _page, ...query } = parsed.query as QueryOf<E> & { page?: number };
  return { ok: true, query: (first ? { ...query, location_id: base.location_id } : query) as QueryOf<E> };
}

/** A react-hook-form resolver: the same validation, with each message under its own field. */
export function filterResolver(
  endpoint: SearchEndpoint,
  base: { location_id?: string },
  display: Display = NATIVE_DISPLAY,
): Resolver<FilterValues> {
  // Synchronous work; react-hook-form takes the answer as a promise.
  return (values) => {
    const result = fromFormValues(endpoint, values, base, display);
    if (result.ok) return Promise.resolve({ values, errors: {} });
    const errors: FieldErrors<FilterValues> = {};
    for (const [key, message] of Object.entries(result.errors)) errors[key] = { type: 'validate', message };
    return Promise.resolve({ values: {}, errors });
  };
}

/** The defaults of the endpoint's filters, for "clear filters". */
export function clearedSearch(endpoint: SearchEndpoint): Record<string, undefined> {
  const out: Record<string, undefined> = {};
  for (const field of filterFieldsOf(endpoint)) for (const key of fieldKeys(field)) out[key] = undefined;
  return out;
}

/**
 * How many filters differ from their defaults (a price range counts once; the sort is not a
 * filter): the "Filters (3)" of the phone's filter button.
 */
export function activeFilterCount(endpoint: SearchEndpoint, search: Record<string, unknown>): number {
  return filterFieldsOf(endpoint).filter((field) =>
    fieldKeys(field).some((key) => {
      const v = search[key];
      if (v === undefined || (Array.isArray(v) && v.length === 0)) return false;
      const dflt = defaultOf(paramsOf(endpoint)[key]!);
      return key !== 'sort' && textOf(v) !== textOf(dflt);
    }),
  ).length;
}

/** Whether any filter differs from its default (so "clear filters" has something to clear). */
export function hasFilters(endpoint: SearchEndpoint, search: Record<string, unknown>): boolean {
  return activeFilterCount(endpoint, search) > 0;
}
