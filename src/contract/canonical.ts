/**
 * Parsing and canonicalising endpoint queries. `canonicalQuery()` is the ONE function behind the
 * proxy's cache keys, the client's query keys and the upstream query strings: same search, same
 * string, whatever order or spelling the caller used.
 */
import { ENDPOINTS, type EndpointName } from './endpoints.ts';
import {
  CONTROL_CHARS_MESSAGE,
  allowedOf,
  defaultOf,
  describeParam,
  hasControlChars,
  isRequired,
  type ParamDef,
  type ParamValue,
} from './params.ts';

type ParamsOf<E extends EndpointName> = (typeof ENDPOINTS)[E]['params'];

/** The typed query of a parameter table: every parameter optional, lists as arrays, numbers as numbers. */
export type QueryOfParams<P> = {
  -readonly [K in keyof P]?: ParamValue<P[K]>;
};

/** The typed query of an endpoint (spelled out, not via QueryOfParams: that one distributes over a union of endpoints). */
export type QueryOf<E extends EndpointName> = {
  -readonly [K in keyof ParamsOf<E>]?: ParamValue<ParamsOf<E>[K]>;
};

/**
 * The keys of a parameter table that a parsed, defaulted query always holds: the required ones
 * and the ones with a default (`param.*` keeps both facts in the types).
 */
type PresentKeys<P> = {
  [K in keyof P]: P[K] extends { required: true } ? K : P[K] extends { default: string | number } ? K : never;
}[keyof P];

/** A strictly parsed query of a parameter table, defaults filled: required and defaulted parameters are present. */
export type Parsed<P> = QueryOfParams<P> & { -readonly [K in PresentKeys<P>]-?: ParamValue<P[K]> };

/** A typed query once the contract's defaults are filled in: defaulted parameters are present. */
export type Filled<E extends EndpointName> = QueryOf<E> & {
  -readonly [K in PresentKeys<ParamsOf<E>> & keyof ParamsOf<E>]-?: ParamValue<ParamsOf<E>[K]>;
};

/** Fill in a parameter table's defaults (the values `toWire(..., 'fill')` sends). */
function fillDefaults(params: Record<string, ParamDef>, query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...query };
  for (const [key, def] of Object.entries(params)) {
    const d = defaultOf(def);
    if (out[key] === undefined && d !== undefined) out[key] = d;
  }
  return out;
}

/** Fill in the contract's defaults (the values `toWire(..., 'fill')` sends). */
export function withDefaults<E extends EndpointName>(endpoint: E, query: QueryOf<E>): Filled<E> {
  // The endpoint's own required parameters were checked by the strict parse that made `query`.
  return fillDefaults(ENDPOINTS[endpoint].params, query) as Filled<E>;
}

export interface QueryIssue {
  param: string;
  message: string;
  /** The allowed values, where the set is finite. */
  allowed?: readonly string[];
}

export type ParseResult<E extends EndpointName> = { ok: true; query: QueryOf<E> } | { ok: false; issues: QueryIssue[]; query: QueryOf<E> };

/** A raw query as it arrives: from a URL, a router's parsed search, or a form. */
export type RawQuery = Record<string, unknown>;

/** Pairs whose minimum must not exceed their maximum (equal ends are a range of one value). */
export const RANGES = [
  ['price_min', 'price_max'],
  ['area_min', 'area_max'],
  ['fromDate', 'toDate'],
] as const;

/**
 * One raw value as text: strings as they are, numbers and booleans printed, anything else (an
 * object from a hand-made query) as its JSON, so validation names what was sent.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return '';
  return JSON.stringify(value);
}

/** The parameter kinds that hold a list: given as `a=1,2`, as repeated keys `a=1&a=2`, or both. */
const isList = (def: ParamDef) => def.kind === 'enumList' || def.kind === 'intList' || def.kind === 'textList';

/**
 * A raw value as the wire text the service would see, or why it cannot be one. The rules every
 * parameter of every endpoint (the service's 17 and ours) follows, documented in the OpenAPI
 * document (`QUERY_RULES` in server/openapi/document.ts) and docs/api-documentation.md:
 * - a list parameter may be comma-joined, repeated (`a=1&a=2`, what openapi-fetch and Python
 *   requests send), or both: the items are joined; any other parameter given twice is refused;
 * - whitespace around a value or a list item (spaces, a pasted tab or line break) is ignored, so
 *   `page=%202` is page 2; whitespace inside a number is not (`1 000` is refused);
 * - a control character inside a value is refused (it is never part of a name or a number);
 * - a value that is empty (after trimming) counts as absent: `sort=` is the default sort.
 */
function wireText(def: ParamDef, value: unknown): { text?: string } | { error: string } {
  if (value === undefined || value === null) return {};
  const items = Array.isArray(value) ? value.map(textOf) : [textOf(value)];
  if (items.length > 1 && !isList(def)) return { error: REPEATED_MESSAGE };
  const text = items.join(',').trim();
  const pieces = isList(def) ? splitList(text) : [text];
  if (pieces.some(hasControlChars)) return { error: CONTROL_CHARS_MESSAGE };
  return text === '' ? {} : { text };
}

/** The message of a single-valued parameter given more than once. */
const REPEATED_MESSAGE = 'is given more than once; give it once (only list parameters may be repeated)';

/** "a, b,,c " -> ["a", "b", "c"]: the service's comma lists (query values, addresses). */
export const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** `DD/MM/YYYY` to a sortable number (YYYYMMDD), or null when it is not a real date. */
export function registryDateKey(text: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return year * 10000 + month * 100 + day;
}

/** Parse one parameter's wire text into its typed value, or an error message. */
function parseParam(def: ParamDef, text: string): { value: unknown } | { error: string } {
  const bad = { error: `must be ${describeParam(def)}` };
  switch (def.kind) {
    case 'id':
      return def.pattern.test(text) ? { value: text } : bad;
    case 'text':
      return text.length <= def.maxLength ? { value: text } : bad;
    case 'enum':
      return def.values.includes(text) ? { value: text } : bad;
    case 'enumList': {
      const items = splitList(text);
      if (!items.length || items.some((v) => !def.values.includes(v))) return bad;
      // Canonical order is the value set's own order.
      return { value: def.values.filter((v) => items.includes(v)) };
    }
    case 'intList': {
      const items = splitList(text);
      if (!items.length || items.length > def.maxItems || items.some((v) => !/^\d{1,3}$/.test(v) || Number(v) > def.max)) {
        return bad;
      }
      return { value: [...new Set(items.map(Number))].sort((a, b) => a - b) };
    }
    case 'int': {
      if (!/^\d{1,15}$/.test(text)) return bad;
      const n = Number(text);
      return n >= def.min && n <= def.max ? { value: n } : bad;
    }
    case 'textList': {
      const items = splitList(text);
      if (
        !items.length ||
        items.length > def.maxItems ||
        items.some((v) => v.length > def.maxLength || (def.pattern && !def.pattern.test(v)))
      ) {
        return bad;
      }
      return { value: [...new Set(items)].sort() };
    }
    case 'date':
      return registryDateKey(text) === null ? bad : { value: text };
  }
}

/** An issue naming the parameter, and its allowed values where the set is finite. */
function issue(param: string, message: string, def?: ParamDef): QueryIssue {
  const allowed = def && allowedOf(def);
  return allowed ? { param, message, allowed } : { param, message };
}

function rangeKey(value: unknown): number {
  return typeof value === 'number' ? value : (registryDateKey(textOf(value)) ?? 0);
}

/**
 * Parse a raw query against an endpoint's parameters.
 * - `strict` (server): unknown parameters, bad values and missing required ones are issues.
 * - `lenient` (URL search): bad or unknown parameters are dropped, never an error.
 * Either way, `query` holds the parameters that parsed.
 */
export function parseQuery<E extends EndpointName>(endpoint: E, raw: RawQuery, mode: 'strict' | 'lenient' = 'strict'): ParseResult<E> {
  const parsed = parseParams(ENDPOINTS[endpoint].params as Record<string, ParamDef>, raw, mode);
  return parsed as ParseResult<E>;
}

/** `parseQuery` over any parameter table (our own endpoints beside the service's, insights.ts). */
export function parseParams<P extends Record<string, ParamDef>>(
  params: P,
  raw: RawQuery,
  mode: 'strict' | 'lenient' = 'strict',
): { ok: true; query: QueryOfParams<P> } | { ok: false; issues: QueryIssue[]; query: QueryOfParams<P> } {
  const defs = params as Record<string, ParamDef>;
  const issues: QueryIssue[] = [];
  const query: Record<string, unknown> = {};

  for (const key of Object.keys(raw)) {
    if (!Object.hasOwn(defs, key) && mode === 'strict') {
      issues.push({
        param: key,
        message: `unknown parameter; this endpoint takes ${Object.keys(defs).join(', ')}`,
        allowed: Object.keys(defs),
      });
    }
  }
  for (const [key, def] of Object.entries(defs)) {
    const wire = wireText(def, raw[key]);
    if ('error' in wire) {
      issues.push(issue(key, wire.error, def));
      continue;
    }
    const { text } = wire;
    if (text === undefined) {
      if (isRequired(def)) issues.push(issue(key, `is required: ${describeParam(def)}`, def));
      continue;
    }
    const parsed = parseParam(def, text);
    if ('error' in parsed) issues.push(issue(key, parsed.error, def));
    else query[key] = parsed.value;
  }
  // An inverted range is an issue. Lenient parsing swaps its ends: a link asking for 5M to 1M
  // means 1M to 5M far more often than it means "no minimum" (the page says it swapped them).
  for (const [lo, hi] of RANGES) {
    if (query[lo] !== undefined && query[hi] !== undefined && rangeKey(query[lo]) > rangeKey(query[hi])) {
      issues.push(issue(lo, `must not be greater than ${hi}`));
      if (mode === 'lenient') [query[lo], query[hi]] = [query[hi], query[lo]];
    }
  }
  const typed = query as QueryOfParams<P>;
  return mode === 'strict' && issues.length ? { ok: false, issues, query: typed } : { ok: true, query: typed };
}

/** What the server makes of a request's query: its typed, defaulted parameters, or the issues of a 400. */
export type RequestQuery<P> = { ok: true; query: Parsed<P> } | { ok: false; issues: QueryIssue[] };

/**
 * The server's parse of one request, for every endpoint (the service's 17 and ours): strict,
 * defaults filled, and `atLeastOne` (ids of which one must be given, `/api/names`) checked.
 */
export function parseRequest<P extends Record<string, ParamDef>>(
  params: P,
  raw: RawQuery,
  atLeastOne?: readonly string[],
): RequestQuery<P> {
  const parsed = parseParams(params, raw, 'strict');
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const query = parsed.query as Record<string, unknown>;
  if (atLeastOne?.length && atLeastOne.every((key) => query[key] === undefined)) {
    const [first = '', ...rest] = atLeastOne;
    const def = params[first];
    return {
      ok: false,
      issues: [{ param: first, message: `or ${rest.join(' or ')} is required${def ? `: ${describeParam(def)}` : ''}` }],
    };
  }
  return { ok: true, query: fillDefaults(params, query) as Parsed<P> };
}

/** A typed value as wire text. */
function toText(value: unknown): string {
  return Array.isArray(value) ? value.join(',') : String(value);
}

/**
 * The wire form of a typed query, keys sorted.
 * `defaults: 'fill'` gives what the service receives (cache keys, upstream URLs);
 * `defaults: 'strip'` gives the shortest equivalent form (browser URLs).
 */
export function toWire<E extends EndpointName>(
  endpoint: E,
  query: QueryOf<E>,
  defaults: 'fill' | 'strip' = 'fill',
): Record<string, string> {
  return toWireParams<Record<string, ParamDef>>(ENDPOINTS[endpoint].params, query as QueryOfParams<Record<string, ParamDef>>, defaults);
}

/** `toWire` over any parameter table (our own endpoints, insights.ts). */
export function toWireParams<P extends Record<string, ParamDef>>(
  params: P,
  query: QueryOfParams<P>,
  defaults: 'fill' | 'strip' = 'fill',
): Record<string, string> {
  const defs = params as Record<string, ParamDef>;
  const values = query as Record<string, unknown>;
  const wire: Record<string, string> = {};
  for (const key of Object.keys(defs).sort()) {
    const def = defs[key]!;
    const dflt = defaultOf(def);
    let value = values[key];
    if (Array.isArray(value) && value.length === 0) value = undefined;
    if (value === undefined || value === '') {
      if (defaults === 'fill' && dflt !== undefined) wire[key] = String(dflt);
      continue;
    }
    const text = toText(value);
    if (defaults === 'strip' && dflt !== undefined && text === String(dflt)) continue;
    wire[key] = text;
  }
  return wire;
}

/**
 * A URL's query as plain `key=value` pairs, every value a string (no JSON guessing), the first of
 * a repeated key kept: how the app's router reads a page's search (src/router.tsx), and so how our
 * server reads it to know what the page will ask (src/shared/first-answer.ts).
 */
export function searchRecord(search: string): Record<string, string> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/** Our server's path for an endpoint call, its query in the canonical wire form: the one URL each call has. */
export function apiPath<E extends EndpointName>(endpoint: E, query: QueryOf<E>): string {
  const qs = toQueryString(toWire(endpoint, query));
  return `/api/${endpoint}${qs ? `?${qs}` : ''}`;
}

/** A query string from wire pairs, keeping commas readable. */
export function toQueryString(wire: Record<string, string>): string {
  return Object.entries(wire)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%2C/g, ',')}`)
    .join('&');
}

export type CanonicalResult<E extends EndpointName> =
  { ok: true; query: QueryOf<E>; wire: Record<string, string>; key: string } | { ok: false; issues: QueryIssue[] };

/**
 * Strictly parse a raw query and give its canonical wire form (defaults filled, keys sorted,
 * order-free lists sorted and de-duplicated) and `key`, `endpoint?querystring`.
 */
export function canonicalQuery<E extends EndpointName>(endpoint: E, raw: RawQuery): CanonicalResult<E> {
  const parsed = parseQuery(endpoint, raw, 'strict');
  if (!parsed.ok) return { ok: false, issues: parsed.issues };
  const wire = toWire(endpoint, parsed.query, 'fill');
  return { ok: true, query: parsed.query, wire, key: `${endpoint}?${toQueryString(wire)}` };
}
