/**
 * The OpenAPI 3.1 document of our API (`GET /api/openapi.json`), generated from the contract so it
 * cannot drift from what the server does:
 * - paths and parameters from the endpoint table (`ENDPOINTS`, and `OWN_ENDPOINTS` below for
 *   endpoints that are ours rather than the data service's): allowed values, defaults, bounds,
 *   required, ranges, page sizes, the bedrooms join rule, and the query rules every endpoint
 *   follows (`QUERY_RULES`: lists repeated or comma-joined, whitespace, empty values, control
 *   characters), as the contract's one parser applies them (src/contract/canonical.ts);
 * - 200 bodies from the contract's response schemas (`RESPONSES`, zod 4's `z.toJSONSchema`), as
 *   the proxy sends them (after validation: the output side);
 * - our error body and every stable error code (`ERROR_CODES`).
 *
 * An endpoint of our own (insights, names...) is documented by adding one entry to OWN_ENDPOINTS.
 */
import { z } from 'zod';
import {
  BEDROOMS_RULE,
  CACHE_FAMILIES,
  ENDPOINTS,
  ENDPOINT_NAMES,
  ERROR_CODES,
  ERROR_STATUS,
  RANGES,
  REGISTRY_DEFAULT_SIZE,
  REGISTRY_MAX_SIZE,
  describeParam,
  type ErrorCode,
  isRequired,
  type EndpointDef,
  type ParamDef,
} from '../../src/contract/index.ts';
import { INSIGHT_ENDPOINT_DOCS, SERVICE_ENDPOINT_DOCS } from '../../src/contract/endpoint-docs.ts';
import { RESPONSES } from '../../src/contract/responses.ts';
import { BedroomCategory, BedroomCount, BedroomsText, CountText, Id, Num } from '../../src/contract/records.ts';
import { CollectionState, INSIGHT_RESPONSES } from '../../src/contract/insight-responses.ts';
import {
  INSIGHT_ENDPOINTS,
  INSIGHT_ENDPOINT_NAMES,
  INSIGHT_RECORDS_PAGE_SIZE,
  type InsightEndpointDef,
} from '../../src/contract/insights.ts';

/** One documented GET endpoint under /api. */
export interface DocumentedEndpoint {
  /** Path under /api, e.g. `/search-buy`. */
  path: `/${string}`;
  summary: string;
  description?: string;
  params: Record<string, ParamDef>;
  /** The 200 body. */
  response: z.ZodType;
  /** Tag for grouping in the reference page. */
  tag: string;
  /**
   * How the 200 is sent: `proxied`, the data service's answer through our cache (`x-cache`);
   * `computed`, JSON our server computes (`cache-control: no-cache`); `csv`, a `text/csv` download.
   * Proxied unless said.
   */
  answer?: 'proxied' | 'computed' | 'csv' | 'atom';
}

/**
 * Endpoints that are ours, not the data service's, from the contract's own table
 * (src/contract/insights.ts), with their answers' zod schemas (src/contract/insight-responses.ts).
 */
const OWN_ENDPOINTS: readonly DocumentedEndpoint[] = INSIGHT_ENDPOINT_NAMES.map((name) => {
  const def: InsightEndpointDef = INSIGHT_ENDPOINTS[name];
  const computed =
    name === 'names'
      ? 'Answered from what our server has learned from the answers passing through it (no call to the data service).'
      : def.merged
        ? "Merged by our server from the data service's answers, through the same cache and per-client limit as the proxy."
        : 'Computed by our server from its market store (no call to the data service when the store holds the data).';
  const [first, ...others] = def.atLeastOne ?? [];
  const oneOf =
    first === undefined
      ? undefined
      : `Give at least one of ${[first, ...others].map((p) => `\`${p}\``).join(', ')} (any combination); with none, the answer is a 400 naming \`${first}\`.`;
  const paging = name === 'insights/transaction-records' ? `${INSIGHT_RECORDS_PAGE_SIZE} records a page.` : undefined;
  return {
    path: def.path,
    summary: INSIGHT_ENDPOINT_DOCS[name].summary,
    description: [oneOf, INSIGHT_ENDPOINT_DOCS[name].description, paging, computed].filter(Boolean).join(' '),
    params: def.params,
    response: INSIGHT_RESPONSES[name],
    tag: name === 'names' ? 'Names' : def.atom ? 'Feeds' : def.merged ? 'Listings' : 'Insights',
    answer: def.csv ? 'csv' : def.atom ? 'atom' : 'computed',
  };
});

const TAG_OF: Record<EndpointDef['cache'], string> = {
  listings: 'Listings',
  market: 'Market',
  directory: 'Directories',
  reference: 'Reference',
};

/** What each group of endpoints is, for a reader of the document. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Listings: 'Homes and commercial space for sale and rent, new projects, and one listing in full: the data service, through our cache.',
  Market: 'Registered transactions, price trends and the Abu Dhabi registry as the data service gives them.',
  Directories: 'Agents, brokerages and developers, and their listings.',
  Reference: 'Locations (autocomplete) and other lookups the other endpoints take ids from.',
  Insights: "Dar's own figures from its market store: each answer names its sample and the window it covers.",
  Feeds: 'Atom feeds of saved searches: their new listings and price changes as Dar saw them.',
  Names: 'What the data has called a location, agent or brokerage id, learned from the answers that passed.',
};

/** The 17 endpoints of the data service, as the proxy serves them under /api. */
function serviceEndpoints(): DocumentedEndpoint[] {
  return ENDPOINT_NAMES.map((name) => {
    const def: EndpointDef = ENDPOINTS[name];
    const ttl = CACHE_FAMILIES[def.cache].ttlSeconds;
    const notes = [
      def.pageBase === null
        ? 'Not paged.'
        : `Paged: \`page\` starts at ${def.pageBase}; a short or empty page is the last. ${
            'size' in def.params
              ? `\`size\` records a page (default ${REGISTRY_DEFAULT_SIZE}, at most ${REGISTRY_MAX_SIZE}).`
              : 'The data service sets the page size and documents none: page until a short or empty page.'
          }`,
      `Answers are cached for ${ttl >= 3600 ? `${ttl / 3600} h` : `${ttl / 60} min`} (header \`x-cache: HIT\` or \`MISS\`).`,
      ...(def.higherPlan
        ? ['Needs a higher plan of the data service: without it, the answer is 502 `upstream_plan_excludes_endpoint`.']
        : []),
    ];
    return {
      path: def.path,
      summary: SERVICE_ENDPOINT_DOCS[name].summary,
      description: notes.join(' '),
      params: def.params,
      response: RESPONSES[name],
      tag: TAG_OF[def.cache],
    };
  });
}

/** A JSON Schema (2020-12) object. */
export type JsonSchema = { [keyword: string]: unknown };

/** The parts of an OpenAPI 3.1 document we write (the validator in the tests checks the rest). */
interface Parameter {
  name: string;
  in: 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
  style?: 'form';
  explode?: boolean;
}
interface Response {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content: Record<string, { schema: JsonSchema }>;
}
interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  responses: Record<string, Response>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; identifier?: string } };
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, { get: Operation }>;
  components: { schemas: Record<string, JsonSchema> };
}

/** The JSON Schema of one parameter's value. */
function paramSchema(p: ParamDef): JsonSchema {
  switch (p.kind) {
    case 'id':
      return { type: 'string', pattern: p.pattern.source };
    case 'text':
      return { type: 'string', minLength: 1, maxLength: p.maxLength };
    case 'enum':
      return { type: 'string', enum: [...p.values], ...(p.default !== undefined ? { default: p.default } : {}) };
    case 'enumList':
      return { type: 'array', items: { type: 'string', enum: [...p.values] }, minItems: 1, uniqueItems: true };
    case 'intList':
      return { type: 'array', items: { type: 'integer', minimum: 0, maximum: p.max }, minItems: 1, maxItems: p.maxItems };
    case 'int':
      return { type: 'integer', minimum: p.min, maximum: p.max, ...(p.default !== undefined ? { default: p.default } : {}) };
    case 'textList':
      return {
        type: 'array',
        items: { type: 'string', minLength: 1, maxLength: p.maxLength, ...(p.pattern ? { pattern: p.pattern.source } : {}) },
        minItems: 1,
        maxItems: p.maxItems,
      };
    case 'date':
      return { type: 'string', pattern: '^\\d{2}/\\d{2}/\\d{4}$', examples: ['01/06/2025'] };
  }
}

/** What the description of a parameter adds to its value's: ranges, free text, lists, bedrooms. */
function parameterNotes(name: string, p: ParamDef): string[] {
  const notes: string[] = [];
  for (const [lo, hi] of RANGES) {
    if (name === lo) notes.push(`Must not be greater than \`${hi}\` (a 400 says so).`);
    if (name === hi) notes.push(`Must not be less than \`${lo}\`.`);
  }
  if (p.kind === 'enumList' || p.kind === 'intList' || p.kind === 'textList') {
    notes.push(
      `Repeat the parameter for each item (\`${name}=a&${name}=b\`) or join items with commas (\`${name}=a,b\`); both are one query.`,
    );
  }
  if (p.kind === 'text' || p.kind === 'textList') notes.push('Control characters are refused.');
  if (name === 'bedrooms') notes.push(BEDROOMS_RULE);
  return notes;
}

function parameter(name: string, p: ParamDef): Parameter {
  const list = p.kind === 'enumList' || p.kind === 'intList' || p.kind === 'textList';
  return {
    name,
    in: 'query',
    required: isRequired(p),
    description: [`${describeParam(p).replace(/^./, (c) => c.toUpperCase())}.`, ...parameterNotes(name, p)].join(' '),
    schema: paramSchema(p),
    // Lists as generated clients send them (`bedrooms=1&bedrooms=2`, the query default); the
    // comma-joined form is the same query (canonical.ts), as each list's description says.
    ...(list ? { style: 'form' as const, explode: true } : {}),
  };
}

/** The rules of every query string, every endpoint (the contract's one parser, src/contract/canonical.ts). */
export const QUERY_RULES = [
  '- A list parameter may be repeated (`bedrooms=1&bedrooms=2`, what openapi-fetch and Python requests send) or comma-joined (`bedrooms=1,2`), or both: one query, one cached answer. Any other parameter given twice is a 400.',
  '- Whitespace around a value or a list item is ignored (`page=%202` is page 2); whitespace inside a number is not (`price_min=1%20000` is a 400).',
  '- An empty value is the parameter absent: `sort=` is the default sort, and an empty required parameter is a 400 saying it is required.',
  '- A control character (a tab, a line break, NUL…) inside a value is a 400.',
  '- A range whose lower end is greater than its upper end (`price_min` over `price_max`, `area_min` over `area_max`, `fromDate` after `toDate`) is a 400 naming the lower end.',
  '- An unknown parameter is a 400 listing the parameters the endpoint takes.',
];

/** Schemas whose output is a string, or a number, whatever they accept (described copies included: `.describe()` makes a new schema). */
const STRING_OUTPUTS = new Set<unknown>([Id, CountText, BedroomsText]);
const NUMBER_OUTPUTS = new Set<unknown>([Num, BedroomCount, BedroomCategory]);

/**
 * A response schema as JSON Schema. The proxy sends what the contract's schema outputs: identifiers
 * normalised to strings, numbers sent as numeric strings read as numbers, defaults filled in.
 */
function responseSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    unrepresentable: 'any',
    override: (ctx) => {
      if (STRING_OUTPUTS.has(ctx.zodSchema)) {
        for (const key of Object.keys(ctx.jsonSchema)) Reflect.deleteProperty(ctx.jsonSchema, key);
        ctx.jsonSchema.type = 'string';
      }
      // A number or a numeric string read as the number: its output is a number (zod, unable to
      // say what a transform outputs, would write `anyOf [number, {}]`, i.e. any value).
      if (NUMBER_OUTPUTS.has(ctx.zodSchema)) {
        for (const key of Object.keys(ctx.jsonSchema)) Reflect.deleteProperty(ctx.jsonSchema, key);
        ctx.jsonSchema.type = 'number';
      }
    },
  });
  const { $schema: _dialect, ...rest } = json; // the document declares the dialect once
  return rest;
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['success', 'error', 'message'],
  properties: {
    success: { const: false },
    error: { type: 'string', enum: Object.keys(ERROR_CODES), description: 'A stable code: see the table in the API description.' },
    message: { type: 'string', description: 'A sentence for people; its wording may change.' },
    issues: {
      type: 'array',
      description: 'With `bad_request`: one entry per parameter that is wrong.',
      items: {
        type: 'object',
        required: ['param', 'message'],
        properties: {
          param: { type: 'string' },
          message: { type: 'string' },
          allowed: { type: 'array', items: { type: 'string' }, description: 'The allowed values, where the set is finite.' },
        },
      },
    },
    retryAfter: { type: 'number', description: 'Seconds until a retry may succeed (rate limits).' },
  },
};

const STATUS_MEANING: Record<number, string> = {
  400: 'A parameter is missing, unknown, repeated or not allowed.',
  404: 'No such record (an unknown location, agent, broker or listing id).',
  429: 'Too many requests: from this client, or the data service is rate-limiting us or its quota is used up.',
  500: 'Something went wrong on our side.',
  502: 'The data service failed, refused our key, plan or query, or sent an answer we could not read.',
  503: 'The data service is not answering (we stopped calling it for a short while), or our market store is unavailable.',
  504: 'The data service did not answer in time.',
};

/** The statuses an endpoint can answer with, and which error codes each carries (from the contract's ERROR_STATUS). */
const ERROR_STATUSES: Array<[status: string, description: string, codes: ErrorCode[]]> = Object.entries(STATUS_MEANING).map(
  ([status, meaning]) => [
    status,
    meaning,
    (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_STATUS[code] === Number(status) && code !== 'method_not_allowed'),
  ],
);

function errorResponse(description: string, codes: readonly string[]): Response {
  return {
    description: `${description} Codes: ${codes.map((c) => `\`${c}\``).join(', ')}.`,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}

/** `/search-buy` -> searchBuy, `/insights/transactions.csv` -> insightsTransactionsCsv. */
const operationId = (path: string) => path.slice(1).replace(/[-/.]([a-z])/g, (_, c: string) => c.toUpperCase());

/** The listing changes' CSV: every row of the JSON answer's filters. */
const changesCsvResponse = (schema: { $ref: string }): Response => ({
  description: 'Every change matching, as CSV (RFC 4180, CRLF line ends). Times are when Dar saw them, not listing dates.',
  headers: {
    'content-disposition': {
      description: '`attachment; filename="listing-changes-{location}-{search}-since-{YYYY-MM-DD}.csv"`.',
      schema: { type: 'string' },
    },
    'cache-control': { description: 'Always `no-store`.', schema: { type: 'string', const: 'no-store' } },
    'x-listings-seen': {
      description: 'Listings Dar has seen under this place in this kind of search, still listed: the sample the rows come from.',
      schema: { type: 'string' },
    },
  },
  content: { 'text/csv': { schema } },
});

/** The 200 of each way an answer is sent. */
function okResponse(e: DocumentedEndpoint, schemaName: string): Response {
  const schema = { $ref: `#/components/schemas/${schemaName}` };
  switch (e.answer ?? 'proxied') {
    case 'proxied':
      return {
        description: 'The answer, as the data service gave it and the contract validated it.',
        headers: {
          'x-cache': {
            description:
              '`HIT` when served fresh from our cache, `MISS` when fetched now, `STALE` when older data is served (see `x-stale-reason`, `x-data-as-of`).',
            schema: { type: 'string', enum: ['HIT', 'MISS', 'STALE'] },
          },
          'x-cache-source': {
            description: '`shared` on a `HIT` another instance stored in the shared cache (Redis, `REDIS_URL`); absent otherwise.',
            schema: { type: 'string', enum: ['shared'] },
          },
        },
        content: { 'application/json': { schema } },
      };
    case 'computed':
      return {
        description: 'The answer, computed by our server now (the store keeps syncing: revalidate on every use).',
        headers: { 'cache-control': { description: 'Always `no-cache`.', schema: { type: 'string', const: 'no-cache' } } },
        content: { 'application/json': { schema } },
      };
    case 'atom':
      return {
        description: 'An Atom feed (RFC 4287) of the search: its new listings and price changes as Dar saw them, newest first.',
        headers: { 'cache-control': { description: 'Cached for 15 minutes.', schema: { type: 'string', const: 'public, max-age=900' } } },
        content: { 'application/atom+xml': { schema } },
      };
    case 'csv':
      if (e.path === INSIGHT_ENDPOINTS['insights/listing-changes.csv'].path) return changesCsvResponse(schema);
      return {
        description:
          'The records as CSV (RFC 4180, CRLF line ends; an Arabic header row starts with a byte-order mark), streamed. Its name and headers say the window it really covers.',
        headers: {
          'content-disposition': {
            description:
              '`attachment; filename="transactions-{location}-{type}-{from}_to_{to}[-partial][-{property type}][-{n}br].csv"` (`none-held` for the window when nothing is held).',
            schema: { type: 'string' },
          },
          'cache-control': { description: 'Always `no-store`.', schema: { type: 'string', const: 'no-store' } },
          'x-coverage-from': {
            description: 'First day of the window held (YYYY-MM-DD); empty when nothing is held.',
            schema: { type: 'string' },
          },
          'x-coverage-to': {
            description: 'Last day of the window held (YYYY-MM-DD); empty when nothing is held.',
            schema: { type: 'string' },
          },
          'x-coverage-complete': {
            description: '`true` when the store holds the whole period asked for; `false` while collecting (the file is partial).',
            schema: { type: 'string', enum: ['true', 'false'] },
          },
          'x-coverage-state': {
            description: 'Where collecting stands for this location and type.',
            schema: { type: 'string', enum: [...CollectionState.options] },
          },
        },
        content: { 'text/csv': { schema } },
      };
  }
}

function operation(e: DocumentedEndpoint, schemaName: string): Operation {
  const responses: Record<string, Response> = { '200': okResponse(e, schemaName) };
  for (const [status, description, codes] of ERROR_STATUSES) responses[status] = errorResponse(description, codes);
  const rateLimited = responses['429'];
  if (rateLimited) {
    rateLimited.headers = { 'retry-after': { description: 'Seconds to wait, when known.', schema: { type: 'integer' } } };
  }
  return {
    operationId: operationId(e.path),
    summary: e.summary,
    ...(e.description ? { description: e.description } : {}),
    tags: [e.tag],
    parameters: Object.entries(e.params).map(([name, p]) => parameter(name, p)),
    responses,
  };
}

const schemaNameOf = (path: string) => `${operationId(path).replace(/^./, (c) => c.toUpperCase())}Response`;

export function openApiDocument(endpoints: readonly DocumentedEndpoint[] = [...serviceEndpoints(), ...OWN_ENDPOINTS]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  for (const e of endpoints) {
    const name = schemaNameOf(e.path);
    schemas[name] = responseSchema(e.response);
    paths[`/api${e.path}`] = { get: operation(e, name) };
  }
  const codeTable = Object.entries(ERROR_CODES)
    .map(([code, text]) => `| \`${code}\` | ${text} |`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'Dar API',
      version: '1',
      // Dar's own service, not an open one; the listings and market data are the data service's.
      license: { name: 'Proprietary: for Dar and its operators' },
      description: [
        "UAE property listings, market history and directories, read-only. Our server holds the data service's key:",
        'call these paths on our origin, with no key of your own. Every endpoint is a GET with query parameters.',
        '',
        '## Query rules (every endpoint)',
        '',
        ...QUERY_RULES,
        '',
        '## Bedrooms',
        '',
        BEDROOMS_RULE,
        '',
        'Every failure answers with the `Error` body and one of these stable codes:',
        '',
        '| code | meaning |',
        '|---|---|',
        codeTable,
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'This server' }],
    // No key: our server holds the data service's key, and callers send none.
    security: [],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths,
    components: { schemas },
  };
}
