import { validate, compileErrors } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, ENDPOINT_NAMES, ERROR_CODES, allowedOf, defaultOf, isRequired, type ParamDef } from '../../src/contract/index.ts';
import { RESPONSES } from '../../src/contract/responses.ts';
import { INSIGHT_ENDPOINTS, INSIGHT_ENDPOINT_NAMES } from '../../src/contract/insights.ts';
import { buildDataset } from '../embedded/dataset/index.ts';
import { createEngine, type Engine } from '../embedded/engine.ts';
import { harness, type Harness } from '../upstream/testing.ts';
import { openApiDocument, type JsonSchema, type OpenApiDocument } from './document.ts';

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
        // Lists are one comma-separated value.
        if (p.schema.type === 'array') expect([p.style, p.explode]).toEqual(['form', false]);
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
