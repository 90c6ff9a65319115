/**
 * The URL is the state: every filter, sort and page is a search param in the service's own wire
 * form (`?location_id=50&bedrooms=1,2&sort=price_asc`), parsed leniently by the contract so a
 * hand-edited or stale link never breaks a page: bad values are dropped, defaults left out.
 */
import {
  ENDPOINTS,
  defaultOf,
  parseQuery,
  textOf,
  type EndpointName,
  type ParamDef,
  type QueryOf,
  type QueryOfParams,
} from '../contract/index.ts';
import { DISPLAY_SEARCH_KEYS } from './display.ts';

const APP_WIDE_KEYS = new Set<string>(DISPLAY_SEARCH_KEYS);

/** Router `parseSearch`: the contract's reading of a query string (our server reads a page's URL the same way). */
export { searchRecord as parseSearchString } from '../contract/index.ts';

/** Router `stringifySearch`: lists joined by commas, empty values left out, commas kept readable. */
export function stringifySearchObject(search: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    const text = Array.isArray(value) ? value.map(textOf).join(',') : textOf(value);
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text).replace(/%2C/g, ',')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The endpoint's parameters found in a raw search object, typed; bad values dropped. */
export function endpointSearch<E extends EndpointName>(endpoint: E, raw: Record<string, unknown>): QueryOf<E> {
  return parseQuery(endpoint, raw, 'lenient').query;
}

/** The endpoint's default values, typed as its query (e.g. `{ sort: 'newest', page: 1 }`). */
export function defaultsOf<E extends EndpointName>(endpoint: E): QueryOf<E> {
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(ENDPOINTS[endpoint].params as Record<string, ParamDef>)) {
    const value = defaultOf(def);
    if (value !== undefined) out[key] = value;
  }
  return out as QueryOf<E>;
}

/**
 * The contract's default of one parameter, for a control that shows it while the URL leaves it
 * out. Throws when the module loads if the contract has no default for it, so a contract change
 * cannot leave the UI showing a value the service no longer assumes.
 */
export function defaultParam<E extends EndpointName, K extends keyof QueryOf<E> & string>(endpoint: E, key: K): NonNullable<QueryOf<E>[K]> {
  const value = defaultsOf(endpoint)[key];
  if (value === undefined || value === null) throw new Error(`The contract gives ${endpoint} no default ${key}`);
  return value;
}

/** `defaultParam` over any parameter table (our own endpoints, contract/insights.ts). */
export function paramDefault<P extends Record<string, ParamDef>, K extends keyof P & string>(
  params: P,
  key: K,
): NonNullable<QueryOfParams<P>[K]> {
  const def = params[key];
  const value = def === undefined ? undefined : defaultOf(def);
  if (value === undefined) throw new Error(`The contract gives no default ${key}`);
  // defaultOf types the default loosely; the table types it as the parameter's value.
  return value as NonNullable<QueryOfParams<P>[K]>;
}

/**
 * Search middleware that leaves an endpoint's defaults out of the URL, so `?sort=newest&page=1`
 * and no search at all are the same link.
 */
export function stripEndpointDefaults(endpoint: EndpointName) {
  return stripParamDefaults(ENDPOINTS[endpoint].params);
}

/** `stripEndpointDefaults` over any parameter table (our own endpoints, contract/insights.ts). */
export function stripParamDefaults(params: Record<string, ParamDef>) {
  const defaults = new Map(
    Object.entries(params).flatMap(([key, def]) => {
      const value = defaultOf(def);
      return value === undefined ? [] : [[key, textOf(value)] as const];
    }),
  );
  return <T extends object>({ search, next }: { search: T; next: (search: T) => T }): T =>
    Object.fromEntries(Object.entries(next(search)).filter(([key, value]) => defaults.get(key) !== textOf(value))) as T;
}

/** The search of a route over an endpoint: its query, plus UI-only values such as labels. */
export type SearchOf<E extends EndpointName, Extra extends object = object> = QueryOf<E> & Partial<Extra>;

/**
 * Wrap a route's `validateSearch`. TanStack Router merges a route's validated search over the raw
 * one from the URL, so a value that lenient parsing drops (`?sort=cheapest`, `?junk=1`) would
 * survive the merge and reach the page. Every raw key the validated search lacks is set to
 * undefined, which also leaves it out of the next URL.
 */
export function lenientSearch<F extends (raw: Record<string, unknown>) => object>(validate: F): F {
  // Typed as the validator itself, so the router infers the route's search exactly as before.
  return ((raw: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...validate(raw) };
    // The root route's own keys (unit, currency) are its to validate, and ride along on every page.
    for (const key of Object.keys(raw)) if (!(key in out) && !APP_WIDE_KEYS.has(key)) out[key] = undefined;
    return out;
  }) as F;
}

/** Keep only the defined entries, so optional search keys stay optional (for building links). */
export function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** One of a fixed set of UI-only values (e.g. a list/map toggle), or undefined. */
export function choiceSearch<const V extends readonly string[]>(raw: unknown, values: V): V[number] | undefined {
  return typeof raw === 'string' && (values as readonly string[]).includes(raw) ? raw : undefined;
}
