/** Shared helpers for the embedded gateway's tests (not used at run time). */
import type { z } from 'zod';
import { RESPONSES } from '../../src/contract/responses.ts';
import type { EndpointName } from '../../src/contract/index.ts';
import type { Dataset } from './dataset/index.ts';
import type { Engine, WireQuery } from './engine.ts';

/**
 * A 200 body as the gateway sends it: the contract's schema on its input side (ids as the wire
 * has them, string or number; fields the contract defaults may be absent), which the caller checks.
 */
export type WireBody<E extends EndpointName> = AsSent<z.input<(typeof RESPONSES)[E]>>;
/**
 * The contract tolerates numeric strings where the spec says number (`"1"`); the embedded gateway
 * sends numbers, so its tests read those fields as numbers.
 */
type AsSent<T> = T extends `${number}` ? never : T extends object ? { [K in keyof T]: AsSent<T[K]> } : T;
/** The endpoints whose `data` is a list of records (every one but property-details). */
type ListEndpoint = { [E in EndpointName]: WireBody<E> extends { data?: readonly unknown[] } ? E : never }[EndpointName];
/** One record of a list endpoint, as the gateway sends it. */
export type WireRecord<E extends ListEndpoint> = NonNullable<WireBody<E>['data']>[number];

/** The gateway's refusal body (its own shape, not our proxy's): status and message. */
interface GatewayErrorBody {
  message?: string;
  [key: string]: unknown;
}

export type Answered<E extends EndpointName> = { status: 200; body: WireBody<E> } | { status: number; body: GatewayErrorBody };

export interface Caller {
  /** Answer; a 200 body must validate against the contract's response schema. */
  call<E extends EndpointName>(endpoint: E, query: WireQuery): Answered<E>;
  data<E extends ListEndpoint>(endpoint: E, query: WireQuery): WireRecord<E>[];
  /**
   * Records over all pages (1-based `page`), stopping at the first empty page, or after `maxPages`
   * pages when given.
   */
  all<E extends ListEndpoint>(endpoint: E, query: WireQuery, maxPages?: number): WireRecord<E>[];
}

/** The body of a 200 answer; any other status fails the test with the gateway's message. */
export function okBody<E extends EndpointName>(a: Answered<E>): WireBody<E> {
  if (a.status !== 200) throw new Error(`expected 200, got ${a.status} ${JSON.stringify(a.body)}`);
  return a.body as WireBody<E>;
}

export function caller(engine: Engine): Caller {
  const call = <E extends EndpointName>(endpoint: E, query: WireQuery): Answered<E> => {
    const a = engine.answer(endpoint, query);
    if (a.status !== 200) return { status: a.status, body: (a.body ?? {}) as GatewayErrorBody };
    const parsed = RESPONSES[endpoint].safeParse(a.body);
    if (!parsed.success) throw new Error(`${endpoint} body does not match the contract: ${parsed.error.message}`);
    // Checked just above against the schema whose input side this type is.
    return { status: 200, body: a.body as WireBody<E> };
  };
  const data = <E extends ListEndpoint>(endpoint: E, query: WireQuery): WireRecord<E>[] => {
    const a = call(endpoint, query);
    if (a.status !== 200) throw new Error(`${endpoint} ${JSON.stringify(query)} -> ${a.status} ${JSON.stringify(a.body)}`);
    return okBody(a).data ?? [];
  };
  const all = <E extends ListEndpoint>(endpoint: E, query: WireQuery, maxPages?: number): WireRecord<E>[] => {
    const out: WireRecord<E>[] = [];
    for (let page = 1; page <= (maxPages ?? 2000); page++) {
      const rows = data(endpoint, { ...query, page: String(page) });
      if (!rows.length) return out;
      out.push(...rows);
    }
    if (maxPages !== undefined) return out;
    throw new Error('more than 2000 pages');
  };
  return { call, data, all };
}

/** Dataset row of a listing record. */
export function rowOf(d: Dataset, rec: { property_id: string | number }): number {
  const row = d.listings.rowById.get(Number(rec.property_id));
  if (row === undefined) throw new Error(`unknown listing ${rec.property_id}`);
  return row;
}

/** Location node index of a location id. */
export function nodeOf(d: Dataset, id: number): number {
  const n = d.locations.byId.get(id);
  if (n === undefined) throw new Error(`unknown location ${id}`);
  return n;
}
