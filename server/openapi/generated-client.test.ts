/**
 * A client generated from `/api/openapi.json` by a stock generator (openapi-typescript, with
 * openapi-fetch) types every answer and field an analyst uses, with no cast: the generated types
 * and a client program that reads those fields are compiled with TypeScript in strict mode, and
 * must compile with no error. Fields typed `unknown` (an empty schema, `anyOf [number, {}]`), an
 * answer typed as a bare object, or a required parameter documented as optional all fail it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { harness, type Harness } from '../upstream/testing.ts';

/** What an analyst's program reads: every insights answer, the names and the search by area. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api.ts';

const api = createClient<paths>({ baseUrl: 'http://localhost:8080' });
const n = (x: number | null): number => x ?? 0;

export async function analyse(): Promise<number[]> {
  const figures: number[] = [];
  const tx = (await api.GET('/api/insights/transactions', { params: { query: { location_id: '50', period: '1y' } } })).data;
  if (tx) {
    figures.push(tx.summary.count, n(tx.summary.median), n(tx.summary.q1), n(tx.summary.q3));
    for (const row of tx.byBedrooms) figures.push(row.beds, row.count, n(row.median));
    for (const y of tx.yields) figures.push(n(y.yield), y.saleCount, y.rentCount);
    for (const m of tx.monthly) figures.push(n(m.median), m.count);
    const held: boolean = tx.period.held && tx.period.complete && tx.coverage.sold.complete;
    const from: string | null = tx.coverage.sold.from ?? tx.period.heldFrom;
    figures.push(held ? 1 : 0, from ? 1 : 0, tx.coverage.rented.records, n(tx.coverage.sold.estimatedTotal));
  }
  const records = (await api.GET('/api/insights/transaction-records', { params: { query: { location_id: '50' } } })).data;
  if (records) for (const r of records.data) figures.push(r.price ?? 0);
  const context = (
    await api.GET('/api/insights/price-context', { params: { query: { location_id: '50', transaction_type: 'sold', price: 2_500_000 } } })
  ).data;
  if (context) figures.push(context.count, n(context.percentile), n(context.median));
  // @ts-expect-error: a price context needs the price it places.
  await api.GET('/api/insights/price-context', { params: { query: { location_id: '50', transaction_type: 'sold' } } });
  const trend = (await api.GET('/api/insights/price-trend', { params: { query: { location_id: '50' } } })).data;
  if (trend) for (const p of trend.data) figures.push(p.bedroom_id, n(p.community_price), n(p.tower_price));
  const areas = (await api.GET('/api/insights/areas', { params: { query: { emirate: 'dubai', bedrooms: 1 } } })).data;
  if (areas) {
    figures.push(areas.coverage.places, areas.coverage.listings);
    for (const p of areas.places) {
      figures.push(n(p.lat), n(p.lon), p.grossYield?.pct ?? 0, p.priceLevel?.psf ?? 0, n(p.priceLevel?.change12m ?? null));
      figures.push(n(p.asking?.psf ?? null), p.asking?.sample ?? 0, p.sales?.count ?? 0, p.supply?.total ?? 0);
    }
  }
  const changes = (await api.GET('/api/insights/listing-changes', { params: { query: { location_id: '50' } } })).data;
  if (changes) for (const c of changes.listings) figures.push(c.price?.value ?? 0, c.change?.percent ?? 0, n(c.sizeSqft));
  const asking = (await api.GET('/api/insights/asking-prices', { params: { query: { location_id: '50' } } })).data;
  if (asking) for (const w of asking.weeks) figures.push(w.listings, n(w.medianPerSqft));
  const collection = (await api.GET('/api/insights/collection', { params: { query: { location_id: '50' } } })).data;
  if (collection) figures.push(collection.coverage.sold.records, collection.coverage.sold.pagesSpent);
  const names = (await api.GET('/api/names', { params: { query: { location_id: '50' } } })).data;
  if (names) figures.push(names.location?.coordinates?.lat ?? 0);
  const search = (await api.GET('/api/merged/search-buy', { params: { query: { location_id: '50,51' } } })).data;
  if (search) for (const l of search.data) figures.push(n(l.price.value), l.address.coordinates?.lat ?? 0);
  const listing = (await api.GET('/api/property-details', { params: { query: { property_id: '1' } } })).data;
  if (listing) figures.push(n(listing.data.price.value));
  return figures;
}
`;

let h: Harness | undefined;
// Inside the project, so the client's `openapi-fetch` resolves from its node_modules.
mkdirSync('.tmp', { recursive: true });
const dir = mkdtempSync(join('.tmp', 'generated-client-'));
afterAll(async () => {
  await h?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Errors of compiling `files` in strict mode (the libraries' own declarations taken as they are). */
function compile(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    allowImportingTsExtensions: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? `${d.file.fileName.replace(dir, '')}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
    );
}

describe('a client generated from the served document', () => {
  it('types every answer and field an analyst reads: the generated client compiles in strict mode with no cast', async () => {
    h = await harness();
    const doc: unknown = (await h.app.inject('/api/openapi.json')).json();
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(doc as Parameters<typeof openapiTS>[0])));
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    expect(compile([join(dir, 'client.ts')])).toEqual([]);
  });

  it('the check can fail: a field the document does not type is an error', () => {
    writeFileSync(
      join(dir, 'wrong.ts'),
      `import type { components } from './api.ts';\nexport const x = (a: components['schemas']['InsightsAreasResponse']): number => a.places[0]?.noSuchFigure;\n`,
    );
    expect(compile([join(dir, 'wrong.ts')]).join('\n')).toMatch(/noSuchFigure/);
  });
});
