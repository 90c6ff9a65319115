import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { validate, compileErrors } from '@readme/openapi-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BEDROOMS_RULE,
  ENDPOINTS,
  ENDPOINT_NAMES,
  ERROR_CODES,
  INSIGHT_RECORDS_PAGE_SIZE,
  allowedOf,
  defaultOf,
  isRequired,
  type ParamDef,
} from '../../src/contract/index.ts';
import { RESPONSES } from '../../src/contract/responses.ts';
import { INSIGHT_ENDPOINTS, INSIGHT_ENDPOINT_NAMES, type InsightEndpointName } from '../../src/contract/insights.ts';
import { INSIGHT_RESPONSES } from '../../src/contract/insight-responses.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openEmbedded, type Db } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from '../store/testing.ts';
import { createUpstreamAgent } from '../upstream/client.ts';
import { buildDataset } from '../embedded/dataset/index.ts';
import { createEngine, type Engine } from '../embedded/engine.ts';
import { harness, type Harness } from '../upstream/testing.ts';
import { QUERY_RULES, openApiDocument, type JsonSchema, type OpenApiDocument } from './document.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The document as a client fetches it. */
async function served(): Promise<{ status: number; type: string; doc: OpenApiDocument }> {
  h = await harness();
  const res = await h.app.inject('/api/openapi.json');
  return { status: res.statusCode, type: String(res.headers['content-type']), doc: res.json() };
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (checked by @readme/openapi-parser)', async () => {
    const { status, type, doc } = await served();
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(doc);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const { doc } = await served();
    const config = await createConfig({
      extends: ['recommended'],
      // Dar's API is its own, under no public license: none has an SPDX id or a public text to link.
      rules: { 'info-license-strict': 'off' },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`)).toEqual([]);
  });

  it('documents every endpoint of the contract under /api, with every parameter as the server takes it', async () => {
    const { doc } = await served();
    const own = INSIGHT_ENDPOINT_NAMES.map((n) => `/api${INSIGHT_ENDPOINTS[n].path}`);
    expect(Object.keys(doc.paths).sort()).toEqual([...ENDPOINT_NAMES.map((n) => `/api${ENDPOINTS[n].path}`), ...own].sort());
    for (const name of ENDPOINT_NAMES) {
      const op = doc.paths[`/api${ENDPOINTS[name].path}`]!.get;
      const defs = ENDPOINTS[name].params as Record<string, ParamDef>;
      expect(op.parameters.map((p) => p.name).sort(), name).toEqual(Object.keys(defs).sort());
      for (const p of op.parameters) {
        const def = defs[p.name]!;
        expect(p.in).toBe('query');
        expect(p.required, `${name} ${p.name} required`).toBe(isRequired(def));
        expect(p.schema.default, `${name} ${p.name} default`).toBe(defaultOf(def));
        const allowed = allowedOf(def);
        const values = p.schema.type === 'array' ? (p.schema.items as JsonSchema).enum : p.schema.enum;
        expect(values, `${name} ${p.name} allowed values`).toEqual(allowed === undefined ? undefined : [...allowed]);
        // Lists as generated clients send them: repeated keys (the comma form is accepted too: api.test.ts).
        if (p.schema.type === 'array') expect([p.style, p.explode]).toEqual(['form', true]);
      }
      expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '404', '429', '500', '502', '503', '504']);
    }
  });

  it('documents the error body and every stable error code', async () => {
    const { doc } = await served();
    const error = doc.components.schemas.Error!;
    const code = (error.properties as Record<string, JsonSchema>).error!;
    expect(code.enum).toEqual(Object.keys(ERROR_CODES));
    const op = doc.paths['/api/search-buy']!.get;
    const described = Object.values(op.responses)
      .map((r) => r.description)
      .join(' ');
    for (const c of Object.keys(ERROR_CODES)) {
      expect(doc.info.description).toContain(`\`${c}\``);
      // Not answers of an endpoint: a method other than GET, a path that reaches outside the app.
      if (c !== 'method_not_allowed' && c !== 'forbidden_path') expect(described, c).toContain(`\`${c}\``);
    }
  });

  it('adding an endpoint to the table documents it', () => {
    const extra = openApiDocument([
      {
        path: '/insights',
        summary: 'Insights',
        tag: 'Market',
        params: { location_id: ENDPOINTS['search-buy'].params.location_id },
        response: RESPONSES['price-trend-of-location'],
      },
    ]);
    expect(Object.keys(extra.paths)).toEqual(['/api/insights']);
    expect(extra.paths['/api/insights']!.get.parameters[0]).toMatchObject({ name: 'location_id', required: true });
  });
});

describe('response schemas', () => {
  let engine: Engine;
  beforeAll(() => {
    engine = createEngine(buildDataset({ seed: 3, listings: 3000, asOf: '2026-06-22' }));
  });

  it('accept what the proxy sends: a real answer of every endpoint, after the contract has read it', () => {
    const doc = openApiDocument();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    const samples: Record<string, Record<string, string>> = {
      'broker-properties': { broker_id: brokerId(engine) },
      'agent-properties': { agent_id: agentId(engine) },
      'property-details': { property_id: propertyId(engine) },
      'get-get-transactions': { location_id: '1', transaction_type: 'sold' },
      'autocomplete-location': { query: 'mar' },
    };
    for (const name of ENDPOINT_NAMES) {
      const query = samples[name] ?? ('location_id' in ENDPOINTS[name].params ? { location_id: '1' } : {});
      const answer = engine.answer(name, query);
      expect(answer.status, `${name} ${JSON.stringify(answer.body)}`).toBe(200);
      const sent = RESPONSES[name].parse(answer.body); // what the proxy relays
      const ref = doc.paths[`/api${ENDPOINTS[name].path}`]!.get.responses['200']!.content['application/json']!.schema.$ref as string;
      const check = ajv.getSchema(`doc${ref}`)!;
      expect(check(sent), `${name}: ${JSON.stringify(check.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it('reject a body that breaks them (the check can fail)', () => {
    const doc = openApiDocument();
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    const check = ajv.getSchema('doc#/components/schemas/SearchBuyResponse')!;
    expect(check({ success: true, data: [{ property_id: 12, price: 'cheap' }] })).toBe(false);
  });
});

/** The schema a response's body is documented with, resolved from `components`. */
function documented(doc: OpenApiDocument, path: string, status = '200'): { type: string; schema: JsonSchema } {
  const content = doc.paths[path]!.get.responses[status]!.content;
  const [type, { schema }] = Object.entries(content)[0]!;
  const ref = schema.$ref as string;
  return { type, schema: doc.components.schemas[ref.replace('#/components/schemas/', '')]! };
}

describe('our own endpoints in the document', () => {
  it('document every answer with a schema naming its fields, and the headers they really carry', () => {
    const doc = openApiDocument();
    for (const name of INSIGHT_ENDPOINT_NAMES) {
      const path = `/api${INSIGHT_ENDPOINTS[name].path}`;
      const op = doc.paths[path]!.get;
      const { type, schema } = documented(doc, path);
      const ok = op.responses['200']!;
      expect(Object.keys(ok.headers ?? {}), name).not.toContain('x-cache');
      if (name === 'insights/transactions.csv') {
        expect(type).toBe('text/csv');
        expect(schema.type).toBe('string');
        expect(Object.keys(ok.headers!).sort()).toEqual(
          ['cache-control', 'content-disposition', 'x-coverage-complete', 'x-coverage-from', 'x-coverage-state', 'x-coverage-to'].sort(),
        );
      } else if (INSIGHT_ENDPOINTS[name].path.endsWith('.atom')) {
        expect(type).toBe('application/atom+xml');
        expect(Object.keys(ok.headers!)).toEqual(['cache-control']);
      } else if (name === 'insights/listing-changes.csv') {
        expect(type).toBe('text/csv');
        expect(schema.type).toBe('string');
        expect(Object.keys(ok.headers!).sort()).toEqual(['cache-control', 'content-disposition', 'x-listings-seen']);
      } else {
        expect(type, name).toBe('application/json');
        expect(Object.keys((schema.properties as object | undefined) ?? {}).length, name).toBeGreaterThan(1);
        expect(schema.required, name).toContain('success');
        expect(ok.headers?.['cache-control']?.schema, name).toEqual({ type: 'string', const: 'no-cache' });
      }
      expect(Object.keys(op.responses).sort(), name).toEqual(['200', '400', '404', '429', '500', '502', '503', '504']);
      expect(documented(doc, path, '400').schema, name).toBe(doc.components.schemas.Error);
      // Parameters as the server takes them: required flags, defaults, allowed values.
      const defs = INSIGHT_ENDPOINTS[name].params as Record<string, ParamDef>;
      expect(op.parameters.map((p) => p.name).sort(), name).toEqual(Object.keys(defs).sort());
      for (const p of op.parameters) expect(p.required, `${name} ${p.name} required`).toBe(isRequired(defs[p.name]!));
    }
    const priceContext = doc.paths['/api/insights/price-context']!.get.parameters;
    expect(priceContext.filter((p) => p.required).map((p) => p.name)).toEqual(['location_id', 'transaction_type', 'price']);
    const names = doc.paths['/api/names']!.get;
    for (const id of ['location_id', 'agent_id', 'broker_id']) expect(names.description).toContain(`\`${id}\``);
    // The API takes no key, and says so.
    expect(doc.security).toEqual([]);
  });

  it('type numbers as numbers: no schema is `anyOf` with an any-value branch', () => {
    const text = JSON.stringify(openApiDocument());
    expect(text.match(/"anyOf":\[[^\]]*\{\}/g) ?? []).toEqual([]);
    const price = (documented(openApiDocument(), '/api/search-buy').schema.properties as Record<string, JsonSchema>).data!;
    expect(JSON.stringify(price)).toContain('"value":{"type":["number","null"]}');
  });
});

describe('live answers of our own endpoints', () => {
  // The real app over the embedded gateway (loopback HTTP) and an embedded store, as in routes/insights.test.ts.
  const key = randomBytes(24).toString('base64url');
  const gatewayHost = 'uae-real-estate.embedded.gateway';
  let gateway: { url: string; close(): Promise<void> };
  let agent: Agent;
  let db: Db;
  let dir: string;
  let app: App;

  beforeAll(async () => {
    const embedded = await import('../embedded/index.ts');
    gateway = await embedded.startEmbeddedGateway({ key, gatewayHost, ...embedded.embeddedOptionsFromEnv({}) });
    agent = createUpstreamAgent(5000);
    dir = await freshEmbeddedDir();
    db = await openEmbedded(dir);
    await migrate(db);
    const config = {
      ...loadConfig({ STATIC_DIR: '/nonexistent-static-dir', UPSTREAM_TIMEOUT_MS: '5000', COLLECT_VIEW_PAGES: '2' }),
      host: '127.0.0.1',
      port: 0,
    };
    app = await buildApp({
      config,
      upstream: { url: gateway.url, gatewayHost, key },
      dispatcher: agent,
      logDestination: { write: () => {} },
      store: db,
      ledger: { autostart: false },
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await db.close();
    await gateway.close();
    await agent.close();
    rmSync(dir, { recursive: true, force: true });
    removeEmbeddedTemplate();
  });

  const QUERIES: Record<InsightEndpointName, string> = {
    'insights/transactions': 'location_id=50&bedrooms=1',
    'insights/transaction-records': 'location_id=50&sort=high_price',
    'insights/transactions.csv': 'location_id=50',
    'insights/price-context': 'location_id=50&transaction_type=sold&price=2000000',
    'insights/price-trend': 'location_id=50',
    'insights/registry': 'district=Yas%20Island',
    'insights/collection': 'location_id=50',
    names: 'location_id=50',
    // A place the catalogue names, and one it does not (absent from the answer).
    'names/batch': 'kind=location&ids=50,51,987654321',
    // Ids of the search below: recorded as the answer passed through.
    'insights/listing-history': 'ids=',
    // Over the same search (the store has just begun reading the place: a sample, no changes yet).
    'insights/listing-changes': 'location_id=50',
    'insights/listing-changes.csv': 'location_id=50&change=reduced',
    'insights/asking-prices': 'location_id=50&listing=sale&weeks=8',
    'feeds/search-buy.atom': 'location_id=50',
    'feeds/search-rent.atom': 'location_id=50&bedrooms=2',
    'feeds/search-commercial-buy.atom': 'location_id=50',
    'feeds/search-commercial-rent.atom': 'location_id=50',
    'names/search': 'kind=agent&q=a%20a',
    'merged/search-buy': 'location_id=50,51',
    'merged/search-rent': 'location_id=51,50&bedrooms=1',
    'merged/search-commercial-buy': 'location_id=50',
    'merged/search-commercial-rent': 'location_id=50,51&page=2',
    places: 'emirate=dubai',
    'insights/areas': 'emirate=dubai&bedrooms=1',
  };

  it('follow the query rules the document states, through the same parser and 400 as the 17', async () => {
    const doc = openApiDocument();
    for (const rule of QUERY_RULES) expect(doc.info.description).toContain(rule);
    const get = async (url: string) => {
      const res = await app.inject(url);
      return { status: res.statusCode, body: res.json<{ message?: string; issues?: { param: string }[] }>() };
    };
    // Lists: repeated keys or commas, one query.
    const commas = await get('/api/insights/registry?district=Yas%20Island,Al%20Reem%20Island');
    const repeated = await get('/api/insights/registry?district=Al%20Reem%20Island&district=Yas%20Island');
    expect([commas.status, repeated.status]).toEqual([200, 200]);
    expect(repeated.body).toEqual(commas.body);
    // Whitespace around a value is ignored; an empty value is the parameter absent.
    expect((await get('/api/insights/collection?location_id=%2050%20')).body).toMatchObject({ locationId: '50' });
    expect((await get('/api/insights/transaction-records?location_id=50&sort=&page=')).status).toBe(200);
    // The 400s the document names, with the messages it gives.
    const refusals: [string, string][] = [
      ['/api/insights/transactions?location_id=50&period=1y&period=2y', 'Query parameter "period" is given more than once'],
      ['/api/insights/registry?district=Yas%00Island', 'Query parameter "district" must not contain control characters'],
      ['/api/insights/registry?fromDate=02/01/2026&toDate=01/01/2026', 'Query parameter "fromDate" must not be greater than toDate.'],
      ['/api/insights/price-context?location_id=50&transaction_type=sold&price=', 'Query parameter "price" is required'],
      ['/api/names', 'Query parameter "location_id" or agent_id or broker_id is required'],
    ];
    for (const [url, message] of refusals) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toContain(message);
    }
    // And the document says each of them where a client reads the parameter.
    const params = (path: string) => doc.paths[path]!.get.parameters;
    expect(params('/api/insights/registry').find((p) => p.name === 'district')?.description).toContain('`district=a&district=b`');
    expect(params('/api/insights/registry').find((p) => p.name === 'fromDate')?.description).toContain('Must not be greater than `toDate`');
    expect(params('/api/search-buy').find((p) => p.name === 'price_min')?.description).toContain('Must not be greater than `price_max`');
    expect(params('/api/search-buy').find((p) => p.name === 'bedrooms')?.description).toContain(BEDROOMS_RULE);
    expect(doc.paths['/api/names']!.get.description).toContain('Give at least one of `location_id`, `agent_id`, `broker_id`');
    expect(doc.paths['/api/insights/transaction-records']!.get.description).toContain(`${INSIGHT_RECORDS_PAGE_SIZE} records a page`);
    expect(doc.paths['/api/search-buy']!.get.description).toContain('The data service sets the page size and documents none');
  });

  it('match their documented schemas (ajv) and zod schemas, and carry the documented headers', async () => {
    // Answers passing through teach the names (so `names` has a name to send, with its details).
    await app.inject('/api/autocomplete-location?query=dubai%20marina');
    const listed = (await app.inject('/api/search-buy?location_id=50')).json<{ data: { property_id: string }[] }>().data;
    QUERIES['insights/listing-history'] += listed.map((l) => l.property_id).join(',');
    await app.inject('/api/search-agents-detailed?location_id=50');
    await app.learned!();
    const doc = openApiDocument();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    for (const name of INSIGHT_ENDPOINT_NAMES) {
      const path = `/api${INSIGHT_ENDPOINTS[name].path}`;
      const res = await app.inject(`${path}?${QUERIES[name]}`);
      expect(res.statusCode, `${name} ${res.body.slice(0, 300)}`).toBe(200);
      const op = doc.paths[path]!.get;
      const [type, { schema }] = Object.entries(op.responses['200']!.content)[0]!;
      expect(String(res.headers['content-type']), name).toContain(type);
      for (const header of Object.keys(op.responses['200']!.headers ?? {})) expect(res.headers[header], `${name} ${header}`).toBeDefined();
      expect(res.headers['x-cache'], name).toBeUndefined();
      const body: unknown = type === 'text/csv' || type === 'application/atom+xml' ? res.body : res.json();
      const check = ajv.getSchema(`doc${String(schema.$ref)}`)!;
      expect(check(body), `${name}: ${JSON.stringify(check.errors?.slice(0, 3))}`).toBe(true);
      const parsed = INSIGHT_RESPONSES[name].safeParse(body);
      expect(parsed.success, `${name}: ${parsed.error?.message.slice(0, 600)}`).toBe(true);
    }
    // The history answer held the listings searched: checked on real entries, not an empty list.
    expect((await app.inject(`/api/insights/listing-history?${QUERIES['insights/listing-history']}`)).json()).toHaveProperty(
      'listings.0.prices.0',
    );
    // The names answer named the location: its schema was checked on a real name, not only `{ success }`.
    expect((await app.inject('/api/names?location_id=50')).json()).toHaveProperty('location.name');
    // And the name search found agents the directory named, with their details.
    const found = (await app.inject('/api/names/search?kind=agent&q=a%20a')).json<{ data: { details: { phone?: string } | null }[] }>()
      .data;
    expect(found.some((agent) => agent.details?.phone)).toBe(true);
  }, 120_000);

  it('the check can fail: an answer missing a field, or with one the schema does not name, is refused', () => {
    const doc = openApiDocument();
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'doc', components: doc.components }, 'doc');
    const check = ajv.getSchema('doc#/components/schemas/InsightsCollectionResponse')!;
    expect(check({ success: true, locationId: '50' })).toBe(false);
    expect(check({ success: true, locationId: '50', coverage: {}, budget: {}, extra: 1 })).toBe(false);
  });
});

describe('GET /api/docs', () => {
  it('is a page that loads the renderer and its start-up from our origin, with no inline script', async () => {
    h = await harness();
    const page = await h.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attrs, body] of scripts) {
      expect(body!.trim()).toBe('');
      expect(attrs).toMatch(/src="\/api\/docs\/[\w.-]+\.js"/);
    }
    for (const link of page.body.matchAll(/<link[^>]*href="([^"]+)"/g)) expect(link[1]).toMatch(/^\/api\/docs\//);
    const init = await h.app.inject('/api/docs/init.js');
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toMatch(/javascript/);
    expect(init.body).toContain('"url":"/api/openapi.json"');
    expect(init.body).toContain('"validatorUrl":null'); // never sends the document to swagger.io
    for (const [file, type] of [
      ['swagger-ui-bundle.js', /javascript/],
      ['swagger-ui.css', /css/],
    ] as const) {
      const gz = await h.app.inject({ url: `/api/docs/${file}`, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.statusCode).toBe(200);
      expect(gz.headers['content-type']).toMatch(type);
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await h.app.inject(`/api/docs/${file}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(gz.rawPayload.length);
    }
    expect((await h.app.inject('/api/docs/swagger-ui-bundle.js')).body).toContain('SwaggerUIBundle');
  });
});

function brokerId(engine: Engine): string {
  return String((engine.answer('search-brokers', {}).body as { data: Array<{ id: number }> }).data[0]!.id);
}
function agentId(engine: Engine): string {
  return String((engine.answer('search-agents', {}).body as { data: Array<{ id: number }> }).data[0]!.id);
}
function propertyId(engine: Engine): string {
  return (engine.answer('search-buy', { location_id: '1' }).body as { data: Array<{ property_id: string }> }).data[0]!.property_id;
}
