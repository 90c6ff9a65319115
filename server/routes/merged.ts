/**
 * `GET /api/merged/<search>`: search by area, one listing search over up to five places
 * (docs/search-by-area.md). The service takes one location a call and gives no totals, so page N
 * is page N of each place's search, merged in the order the places were given, each listing once.
 *
 * Every place's page goes the proxy's way (answers.forClient): the one cache, a stale answer
 * served while it refreshes, and each page not held counted against the client's limit before it
 * is fetched, so a five-place page costs at most five calls, and nothing when held. A place whose
 * previous page is held and was empty has ended: it is not asked again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  INSIGHT_ENDPOINTS,
  parseAreaIds,
  type Listing,
  type MergedPlace,
  type MergedSearchEndpoint,
  type MergedSearchPage,
  type QueryOf,
} from '../../src/contract/index.ts';
import type { UpstreamAnswers } from '../upstream/answers.ts';
import type { ClientLimit } from '../upstream/client-limit.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { JSON_TYPE, queryReader, sendBadRequest, sendUpstreamError } from './request.ts';

export interface MergedRoutesOptions {
  answers: Pick<UpstreamAnswers, 'forClient' | 'held' | 'knownMissing'>;
  /** The per-client limit: each place's page not held counts as one upstream-bound request. */
  clientLimit?: Pick<ClientLimit, 'take'>;
  /** Told of each refusal by the client limit (metrics). */
  onClientRejected?: () => void;
  /** The spending pace: while it says save, a stale page is served without a refresh. */
  preferStale?: () => boolean;
}

const SEARCHES = [
  'search-buy',
  'search-rent',
  'search-commercial-buy',
  'search-commercial-rent',
] as const satisfies readonly MergedSearchEndpoint[];

const codeOf = (err: unknown) => (err instanceof UpstreamError ? err.code : 'internal_error');

interface PlacePage {
  data: readonly Listing[];
  asOf: string | null;
  stale: string | null;
  /** The service said it knows no such place. */
  missing: boolean;
}

/** One place's page of a search: held, fetched (paid), or not asked because its results ended. */
async function placePage<E extends MergedSearchEndpoint>(
  endpoint: E,
  query: QueryOf<E>,
  opts: MergedRoutesOptions,
  req: FastifyRequest,
): Promise<PlacePage> {
  const page = (query as { page: number }).page;
  // The service answers a page past the last with no results: one held empty page ends the place.
  const before = page > 1 ? opts.answers.held(endpoint, { ...query, page: page - 1 }) : null;
  if (before && before.data.length === 0) return { data: [], asOf: null, stale: null, missing: false };
  // A place the service said it does not know is not asked for again on the next pages.
  if (page > 1 && opts.answers.knownMissing(endpoint, { ...query, page: 1 })) return { data: [], asOf: null, stale: null, missing: true };
  try {
    const got = await opts.answers.forClient(endpoint, query, {
      pay: () => opts.clientLimit?.take(req.ip) ?? Promise.resolve(),
      saving: opts.preferStale?.() ?? false,
      codeOf,
    });
    return { data: got.body.data, asOf: new Date(got.storedAt).toISOString(), stale: got.stale, missing: false };
  } catch (err) {
    // A place the service does not know (an old or mistyped link): the other places still apply.
    if (err instanceof UpstreamError && err.code === 'not_found') return { data: [], asOf: null, stale: null, missing: true };
    throw err;
  }
}

/** The places' pages one after the other, each listing once (the first place to list it keeps it). */
function mergePages(pages: readonly (PlacePage & { id: string })[]) {
  const seen = new Set<string>();
  const data: Listing[] = [];
  const places: MergedPlace[] = pages.map((p) => {
    let added = 0;
    for (const listing of p.data) {
      if (seen.has(listing.property_id)) continue;
      seen.add(listing.property_id);
      data.push(listing);
      added++;
    }
    return {
      location_id: p.id,
      results: p.data.length,
      added,
      ended: p.data.length === 0,
      missing: p.missing,
      asOf: p.asOf,
      stale: p.stale,
    };
  });
  return { data, places };
}

/** Register under the `/api` prefix, beside the proxy's routes (plugins/api.ts). */
export function mergedRoutes(app: FastifyInstance, opts: MergedRoutesOptions, done: () => void): void {
  for (const endpoint of SEARCHES) {
    const def = INSIGHT_ENDPOINTS[`merged/${endpoint}`];
    const reader = queryReader(def);
    app.get(def.path, async (req, reply) => {
      const q = reader.read(req, reply);
      if (!q) return reply;
      const ids = parseAreaIds(q.location_id);
      if ('error' in ids) return sendBadRequest(reply, [{ param: 'location_id', message: ids.error }]);
      if (opts.preferStale?.()) reply.header('x-upstream-budget', 'low');
      try {
        // Asked together: each counts against the limit as it misses; a refusal fails the page.
        const pages = await Promise.all(
          ids.ids.map(async (id) => ({ id, ...(await placePage(endpoint, { ...q, location_id: id }, opts, req)) })),
        );
        const body: MergedSearchPage = { success: true, page: q.page, ...mergePages(pages) };
        // A page is as fresh as its places' pages: the browser asks again rather than keep it.
        return await reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(body);
      } catch (err) {
        if (!(err instanceof UpstreamError)) throw err;
        if (err.code === 'too_many_requests') opts.onClientRejected?.();
        return sendUpstreamError(reply, err);
      }
    });
  }
  done();
}
