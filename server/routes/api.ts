/**
 * `GET /api/<endpoint>` for all 17 endpoints, registered by ONE loop over the contract's table.
 *
 * Per request: read the query through the one request pipeline (request.ts: the contract's
 * strict parse, defaults filled, the one 400), then answer from the cache or from ONE upstream
 * call shared by identical concurrent misses (answers.ts, the path every upstream answer takes,
 * the market store's included), and map failures to the contract's error codes.
 *
 * Lists may be comma-joined or repeated (`bedrooms=1,2` or `bedrooms=1&bedrooms=2`, what
 * openapi-fetch and Python requests send): both are one search, one cache key. A single-valued
 * parameter given twice (`sort=newest&sort=featured`) is a 400 naming it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, ENDPOINT_NAMES, toQueryString, toWireParams, type ParamDef, type Parsed } from '../../src/contract/index.ts';
import type { UpstreamAnswers } from '../upstream/answers.ts';
import { bytesFor, pickEncoding, type CachedAnswer, type Freshness } from '../upstream/cache.ts';
import { CallCancelledError } from '../upstream/client.ts';
import type { ClientLimit } from '../upstream/client-limit.ts';
import { UpstreamError, errorBody } from '../upstream/errors.ts';
import { JSON_TYPE, queryReader, sendBadRequest, sendUpstreamError } from './request.ts';

export interface ApiRoutesOptions {
  /** The service's answers through the one cache (plugins/upstream.ts builds it). */
  answers: UpstreamAnswers;
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

const OTHER_METHODS = ['DELETE', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

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

/** Register under the `/api` prefix: `app.register(apiRoutes, { prefix: '/api', answers })`. */
// Registers synchronously; Fastify takes a plugin that returns a Promise.
export function apiRoutes(app: FastifyInstance, opts: ApiRoutesOptions): Promise<void> {
  const { answers } = opts;
  const now = opts.now ?? Date.now;
  const saving = opts.preferStale ?? (() => false);
  const waiters = new Waiters();

  for (const name of ENDPOINT_NAMES) {
    const freshness: Freshness = answers.freshness(name);
    // The proxy passes the query on as it is, so it reads it untyped (any one of the 17 tables).
    const params: Record<string, ParamDef> = ENDPOINTS[name].params;
    const query = queryReader({ params });
    // The canonical wire form and cache key of each parsed query (a pure function of it, so kept with it).
    const keys = new WeakMap<object, { wire: Record<string, string>; key: string }>();
    const keyOf = (q: Parsed<Record<string, ParamDef>>) => {
      let known = keys.get(q);
      if (!known) {
        const wire = toWireParams(params, q, 'fill');
        known = { wire, key: `${name}?${toQueryString(wire)}` };
        keys.set(q, known);
      }
      return known;
    };

    // Answers leave as the cache stored them (compressed once): @fastify/compress keeps off.
    app.get(`/${name}`, { compress: false }, async (req: FastifyRequest, reply: FastifyReply) => {
      const parsed = query.parse(req);
      if (!parsed.ok) return sendBadRequest(reply, parsed.issues);
      const { key, wire } = keyOf(parsed.query);

      const save = saving();
      if (save) reply.header('x-upstream-budget', 'low');
      const found = answers.lookup(key);
      if (found?.state === 'fresh') return sendAnswer(req, reply, found.answer, 'HIT', freshness, now());
      if (found) {
        // Stale-while-revalidate: answer at once; one background refresh (coalesced per key). When
        // the service fails, the entry stays and later answers say why they are stale. While the
        // budget is nearly spent, the stale answer is kept without a refresh.
        if (!save) answers.refresh(name, key, wire, codeOf);
        return sendAnswer(req, reply, found.answer, 'STALE', freshness, now(), save ? 'upstream_budget' : undefined);
      }
      // A "not found" the service gave for this query within its fresh time, or the plan's refusal
      // of this endpoint: said again, unpaid.
      const refused = answers.knownRefusal(name, key);
      if (refused) return sendUpstreamError(reply.header('x-cache', 'HIT'), refused);
      try {
        await opts.clientLimit?.take(req.ip);
        // A load cancelled by clients that left just as this one came is tried once more.
        for (let attempt = 1; ; attempt++) {
          const waiting = waiters.join(key, reply);
          try {
            const { answer, shared } = await answers.load(name, key, wire, waiting.signal);
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
