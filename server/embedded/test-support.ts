/** Shared helpers for the embedded gateway's tests (not used at run time). */
import { RESPONSES } from '../../src/contract/responses.ts';
import type { EndpointName } from '../../src/contract/index.ts';
import type { Dataset } from './dataset/index.ts';
import type { Engine, WireQuery } from './engine.ts';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Rec = any;

export interface Caller {
  /** Answer; a 200 body must validate against the contract's response schema. */
  call(endpoint: EndpointName, query: WireQuery): { status: number; body: Rec };
  data(endpoint: EndpointName, query: WireQuery): Rec[];
  /**
   * Records over all pages (1-based `page`), stopping at the first empty page, or after `maxPages`
   * pages when given.
   */
  all(endpoint: EndpointName, query: WireQuery, maxPages?: number): Rec[];
}

export function caller(engine: Engine): Caller {
  const call = (endpoint: EndpointName, query: WireQuery) => {
    const a = engine.answer(endpoint, query);
    if (a.status === 200) {
      const parsed = RESPONSES[endpoint].safeParse(a.body);
      if (!parsed.success) throw new Error(`${endpoint} body does not match the contract: ${parsed.error.message}`);
    }
    return a as { status: number; body: Rec };
  };
  const data = (endpoint: EndpointName, query: WireQuery) => {
    const a = call(endpoint, query);
    if (a.status !== 200) throw new Error(`${endpoint} ${JSON.stringify(query)} -> ${a.status} ${JSON.stringify(a.body)}`);
    return a.body.data as Rec[];
  };
  const all = (endpoint: EndpointName, query: WireQuery, maxPages?: number) => {
    const out: Rec[] = [];
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
export function rowOf(d: Dataset, rec: Rec): number {
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
