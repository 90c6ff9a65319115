/**
 * `GET /api/<endpoint>` for all 17 endpoints, registered by ONE loop over the contract's table.
 *
 * Per request: refuse repeated parameters, validate and canonicalise the query (before any
 * upstream call), answer from the cache or from ONE upstream call shared by identical concurrent
 * misses, and map failures to the contract's error codes.
 *
 * Decision, repeated parameters: `?bedrooms=1&bedrooms=2` is a 400 naming the parameter. Lists
 * have exactly one spelling (`bedrooms=1,2`); joining repeats would make single-valued parameters
 * (`sort=newest&sort=featured`) ambiguous and give one search two URLs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CACHE_FAMILIES, ENDPOINTS, ENDPOINT_NAMES, canonicalQuery, type EndpointName, type QueryIssue,
} from '../../src/contract/index.ts';
import type { CacheResult, FreshnessPolicy, ResponseCache } from '../upstream/cache.ts';
import { pickEncoding } from '../upstream/encoding.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { UpstreamError, errorBody } from '../upstream/errors.ts';

export interface ApiRoutesOptions {
  client: UpstreamClient;
  cache: ResponseCache;
  /** Sees every answer fetched from the service (not cache hits): the market store learns names from them. */
  onUpstreamAnswer?: (endpoint: EndpointName, body: Buffer, wire: Record<string, string>) => void;
  /** CACHE_TTL_SECONDS / CACHE_STALE_SECONDS: override every family's figures when not null. */
  ttlSeconds?: number | null;
  staleSeconds?: number | null;
  /** The clock for `Age` and `Cache-Control` (the cache's own clock). Default Date.now. */
  now?: () => number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OTHER_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

/** "Query parameter "location_id" is required: a positive whole number." */
export function issuesMessage(issues: readonly QueryIssue[]): string {
  const first = issues[0];
  if (!first) return 'The query is not valid.';
  const verb = /^(is|must|are) /.test(first.message) ? ' ' : ': ';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `Query parameter "${first.param}"${verb}${first.message}.${more}`;
}

function badRequest(reply: FastifyReply, issues: readonly QueryIssue[]) {
  const copy = issues.map(({ param, message, allowed }) => (allowed ? { param, message, allowed: [...allowed] } : { param, message }));
  return reply.code(400).header('cache-control', 'no-store').type(JSON_TYPE).send(errorBody('bad_request', issuesMessage(issues), { issues: copy }));
}

export function sendUpstreamError(reply: FastifyReply, err: UpstreamError) {
  if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
  return reply.code(err.status).header('cache-control', 'no-store').type(JSON_TYPE).send(err.toBody());
}

/** The freshness policy of an endpoint: the contract's family figures unless configured over. */
export function freshnessOf(name: EndpointName, ttlSeconds: number | null = null, staleSeconds: number | null = null): FreshnessPolicy {
  const family = CACHE_FAMILIES[ENDPOINTS[name].cache];
  return { ttlMs: (ttlSeconds ?? family.ttlSeconds) * 1000, staleMs: (staleSeconds ?? family.staleSeconds) * 1000 };
}

/**
 * Send a cached answer: the stored bytes the request accepts (never re-compressed: the route opts
 * out of @fastify/compress), with its freshness. Fresh: `max-age` is the seconds left, and the
 * stale window is offered to HTTP caches too. Stale: not to be kept (`no-cache`), with the fetch
 * time (`x-data-as-of`, also on fresh answers) and why (`x-stale-reason`).
 */
function sendCached(req: FastifyRequest, reply: FastifyReply, result: CacheResult, now: number) {
  const { answer, state } = result;
  const encoding = answer.br ? pickEncoding(req.headers['accept-encoding']) : 'identity';
  const bytes = encoding === 'br' ? answer.br! : encoding === 'gzip' ? answer.gzip! : answer.body;
  const staleWindow = Math.max(0, Math.floor((answer.staleUntil - answer.freshUntil) / 1000));
  reply
    .type(JSON_TYPE)
    .header('vary', 'accept-encoding')
    .header('x-cache', state)
    .header('age', String(Math.max(0, Math.floor((now - answer.storedAt) / 1000))))
    .header('x-data-as-of', answer.asOf);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (state === 'STALE') {
    reply.header('cache-control', 'no-cache').header('x-stale-reason', result.staleReason ?? 'revalidating');
  } else {
    const maxAge = Math.max(0, Math.floor((answer.freshUntil - now) / 1000));
    reply.header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=${staleWindow}, stale-if-error=${staleWindow}`);
  }
  return reply.send(bytes);
}

type Outcome = { ok: true; key: string; wire: Record<string, string> } | { ok: false; issues: QueryIssue[] };

/** Validation is a pure function of the raw query string: remember the last few thousand. */
const MEMO_MAX = 2000;

function validate(name: EndpointName, raw: Record<string, unknown>): Outcome {
  const repeated = Object.keys(raw).filter((k) => Array.isArray(raw[k]));
  if (repeated.length) {
    return {
      ok: false,
      issues: repeated.map((param) => ({
        param,
        message: `is given more than once; give it once (a list is comma-separated, e.g. ${param}=a,b)`,
      })),
    };
  }
  const canonical = canonicalQuery(name, raw);
  return canonical.ok ? { ok: true, key: canonical.key, wire: canonical.wire } : { ok: false, issues: canonical.issues };
}

/** Register under the `/api` prefix: `app.register(apiRoutes, { prefix: '/api', client, cache })`. */
export async function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions): Promise<void> {
  const { client, cache } = opts;
  const now = opts.now ?? Date.now;

  for (const name of ENDPOINT_NAMES) {
    const policy = freshnessOf(name, opts.ttlSeconds, opts.staleSeconds);
    const seen = opts.onUpstreamAnswer;
    const load = (wire: Record<string, string>) => async () => {
      const body = await client.fetchJson(name, wire);
      seen?.(name, body, wire);
      return body;
    };
    const memo = new Map<string, Outcome>();

    // compress: false — cached answers carry their own stored encodings (see sendCached).
    app.get(`/${name}`, { compress: false }, async (req: FastifyRequest, reply: FastifyReply) => {
      const q = req.url.indexOf('?');
      const rawQs = q < 0 ? '' : req.url.slice(q + 1);
      let outcome = memo.get(rawQs);
      if (!outcome) {
        outcome = validate(name, req.query as Record<string, unknown>);
        if (memo.size >= MEMO_MAX) memo.clear();
        memo.set(rawQs, outcome);
      }
      if (!outcome.ok) return badRequest(reply, outcome.issues);

      const fresh = cache.peek(outcome.key);
      if (fresh) return sendCached(req, reply, { answer: fresh, state: 'HIT' }, now());
      try {
        return sendCached(req, reply, await cache.get(outcome.key, policy, load(outcome.wire)), now());
      } catch (err) {
        if (err instanceof UpstreamError) return sendUpstreamError(reply.header('x-cache', 'MISS'), err);
        throw err;
      }
    });

    // Non-GET on a known endpoint: 405, answered before any body is read.
    app.route({
      method: [...OTHER_METHODS],
      url: `/${name}`,
      onRequest: async (_req, reply) => {
        await reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .type(JSON_TYPE)
          .send(errorBody('method_not_allowed', `Only GET is allowed on /api/${name}.`));
      },
      handler: async () => undefined,
    });
  }

  // Anything else under /api: a JSON 404 for GET/HEAD, a 405 for other methods (the API is GET-only).
  app.route({
    method: ['GET', 'HEAD', ...OTHER_METHODS],
    url: '/*',
    onRequest: async (req, reply) => {
      const pathname = req.url.split('?')[0];
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        await reply.code(405).header('allow', 'GET, HEAD').type(JSON_TYPE).send(errorBody('method_not_allowed', 'The API only answers GET requests.'));
        return;
      }
      await reply
        .code(404)
        .type(JSON_TYPE)
        .send(errorBody('not_found', `No API endpoint at ${pathname}. See the contract for the 17 endpoints.`));
    },
    handler: async () => undefined,
  });
}
