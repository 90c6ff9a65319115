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
import { CACHE_FAMILIES, ENDPOINTS, ENDPOINT_NAMES, canonicalQuery, type EndpointName, type QueryIssue } from '../../src/contract/index.ts';
import { bytesFor, pickEncoding, type CachedAnswer, type Freshness, type ResponseCache } from '../upstream/cache.ts';
import { CallCancelledError, type UpstreamClient } from '../upstream/client.ts';
import type { ClientLimit } from '../upstream/client-limit.ts';
import { UpstreamError, errorBody } from '../upstream/errors.ts';

export interface ApiRoutesOptions {
  client: UpstreamClient;
  cache: ResponseCache;
  /** Sees every answer fetched from the service (not cache hits): the market store learns names from them. */
  onUpstreamAnswer?: (endpoint: EndpointName, body: Buffer, wire: Record<string, string>) => void;
  /** Told when the service says a record does not exist (a 404): the store marks a listing gone. */
  onUpstreamNotFound?: (endpoint: EndpointName, wire: Record<string, string>) => void;
  /** Overrides of every family's fresh TTL and stale window (CACHE_TTL_SECONDS, CACHE_STALE_SECONDS). */
  ttlSeconds?: number | null;
  staleSeconds?: number | null;
  /** The app's clock (ages and freshness). */
  now?: () => number;
  /** Counts each client's upstream-bound requests (cache misses); refuses past the limit. */
  clientLimit?: ClientLimit;
  /** Told of each refusal by the client limit (metrics). */
  onClientRejected?: () => void;
  /**
   * The spending pace (UPSTREAM_DAILY_BUDGET, the gateway's quota nearly used up): while it says
   * save, a stale answer is sent without a background refresh, and every answer carries
   * `x-upstream-budget: low` so the browser can say why data may be older.
   */
  preferStale?: () => boolean;
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
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .type(JSON_TYPE)
    .send(errorBody('bad_request', issuesMessage(issues), { issues: copy }));
}

export function sendUpstreamError(reply: FastifyReply, err: UpstreamError) {
  if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
  return reply.code(err.status).header('cache-control', 'no-store').type(JSON_TYPE).send(err.toBody());
}

type CacheState = 'HIT' | 'MISS' | 'STALE';

/**
 * A stored answer in the encoding the client accepts, with what the client needs to judge it:
 * `x-cache`, `age` and `x-data-as-of` (when the service gave it), `x-stale-reason` on a stale one
 * (`revalidating` while a refresh runs, or the error code of the refresh that failed), and a
 * Cache-Control that reflects freshness (a stale answer must be asked for again).
 */
function sendAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  state: CacheState,
  freshness: Freshness,
  now: number,
  staleReason?: string,
) {
  const { bytes, encoding } = bytesFor(answer, pickEncoding(req.headers['accept-encoding']));
  reply
    .type(JSON_TYPE)
    .header('x-cache', state)
    .header('vary', 'accept-encoding')
    .header('age', String(Math.max(0, Math.floor((now - answer.storedAt) / 1000))))
    .header('x-data-as-of', new Date(answer.storedAt).toISOString());
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (state === 'STALE') {
    reply.header('x-stale-reason', staleReason ?? answer.refreshFailed ?? 'revalidating').header('cache-control', 'no-cache');
  } else {
    // max-age is the whole fresh time: browsers subtract the Age header themselves.
    reply.header(
      'cache-control',
      `public, max-age=${Math.floor(freshness.freshMs / 1000)}, stale-while-revalidate=${Math.floor(freshness.staleMs / 1000)}`,
    );
  }
  return reply.send(bytes);
}

const codeOf = (err: unknown) => (err instanceof UpstreamError ? err.code : 'internal_error');

/**
 * The clients waiting for each foreground miss, coalesced ones included. When the last of them
 * hangs up before the answer, the upstream call is cancelled: nobody would see what it costs.
 * Background refreshes belong to no client and are never cancelled this way.
 */
class Waiters {
  readonly #byKey = new Map<string, { controller: AbortController; count: number }>();

  /** Join the wait for `key`; the signal aborts when every waiter has gone. Call `done` when answered. */
  join(key: string, reply: FastifyReply): { signal: AbortSignal; done: () => void } {
    let entry = this.#byKey.get(key);
    if (!entry) {
      entry = { controller: new AbortController(), count: 0 };
      this.#byKey.set(key, entry);
    }
    const joined = entry;
    joined.count++;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      joined.count--;
      if (joined.count === 0 && this.#byKey.get(key) === joined) this.#byKey.delete(key);
    };
    // The response closing before it was written: this client has gone.
    const onClose = () => {
      if (reply.raw.writableFinished) return;
      leave();
      if (joined.count === 0) joined.controller.abort();
    };
    reply.raw.once('close', onClose);
    return {
      signal: joined.controller.signal,
      done: () => {
        reply.raw.off('close', onClose);
        leave();
      },
    };
  }
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
// Registers synchronously; Fastify takes a plugin that returns a Promise.
export function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions): Promise<void> {
  const { client, cache } = opts;
  const now = opts.now ?? Date.now;
  const saving = opts.preferStale ?? (() => false);
  const waiters = new Waiters();

  for (const name of ENDPOINT_NAMES) {
    const family = CACHE_FAMILIES[ENDPOINTS[name].cache];
    const freshness: Freshness = {
      freshMs: (opts.ttlSeconds ?? family.ttlSeconds) * 1000,
      staleMs: (opts.staleSeconds ?? family.staleSeconds) * 1000,
    };
    const seen = opts.onUpstreamAnswer;
    const load = (wire: Record<string, string>, cancel?: AbortSignal) => async () => {
      const body = await client.fetchJson(name, wire, cancel).catch((err: unknown) => {
        if (err instanceof UpstreamError && err.code === 'not_found') opts.onUpstreamNotFound?.(name, wire);
        throw err;
      });
      seen?.(name, body, wire);
      return body;
    };
    const memo = new Map<string, Outcome>();

    // Answers leave as the cache stored them (compressed once): @fastify/compress keeps off.
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

      const save = saving();
      if (save) reply.header('x-upstream-budget', 'low');
      const found = cache.lookup(outcome.key);
      if (found?.state === 'fresh') return sendAnswer(req, reply, found.answer, 'HIT', freshness, now());
      if (found) {
        // Stale-while-revalidate: answer at once; one background refresh (coalesced per key). When
        // the service fails, the entry stays and later answers say why they are stale. While the
        // budget is nearly spent, the stale answer is kept without a refresh.
        if (!save) cache.refresh(outcome.key, freshness, load(outcome.wire), codeOf);
        return sendAnswer(req, reply, found.answer, 'STALE', freshness, now(), save ? 'upstream_budget' : undefined);
      }
      const { key, wire } = outcome;
      try {
        await opts.clientLimit?.take(req.ip);
        // A load cancelled by clients that left just as this one came is tried once more.
        for (let attempt = 1; ; attempt++) {
          const waiting = waiters.join(key, reply);
          try {
            const { answer, shared } = await cache.load(key, freshness, load(wire, waiting.signal));
            // Another instance's answer from the shared tier: a hit (no upstream call), said where from.
            if (shared) reply.header('x-cache-source', 'shared');
            return await sendAnswer(req, reply, answer, shared ? 'HIT' : 'MISS', freshness, now());
          } catch (err) {
            if (!(err instanceof CallCancelledError) || attempt > 1 || reply.raw.destroyed) throw err;
          } finally {
            waiting.done();
          }
        }
      } catch (err) {
        if (err instanceof CallCancelledError) return reply.code(499).send(); // nobody is listening
        if (err instanceof UpstreamError) {
          if (err.code === 'too_many_requests') opts.onClientRejected?.();
          return sendUpstreamError(reply.header('x-cache', 'MISS'), err);
        }
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
      handler: () => Promise.resolve(undefined),
    });
  }

  // Anything else under /api: a JSON 404 for GET/HEAD, a 405 for other methods (the API is GET-only).
  app.route({
    method: ['GET', 'HEAD', ...OTHER_METHODS],
    url: '/*',
    onRequest: async (req, reply) => {
      const pathname = req.url.split('?')[0];
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        await reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .type(JSON_TYPE)
          .send(errorBody('method_not_allowed', 'The API only answers GET requests.'));
        return;
      }
      await reply
        .code(404)
        .type(JSON_TYPE)
        .send(errorBody('not_found', `No API endpoint at ${pathname}. See the contract for the 17 endpoints.`));
    },
    handler: () => Promise.resolve(undefined),
  });
  return Promise.resolve();
}
