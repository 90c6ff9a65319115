/**
 * `GET /api/feeds/<search>.atom?<query>`: an Atom feed (RFC 4287) of a saved search, for any feed
 * reader, without accounts. The query is the search's own, validated and canonicalised like the
 * proxy's (its first page: no `page`); reading the feed keeps the search watched and, when its
 * last read is an hour old, queues a re-read for the collector (store/watched-searches.ts). The
 * feed is answered from the store alone and cached for 15 minutes.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ENDPOINTS,
  INSIGHT_ENDPOINTS,
  LISTING_SEARCH_OF,
  canonicalQuery,
  toWireParams,
  type EndpointName,
  type ParamDef,
} from '../../src/contract/index.ts';
import type { Collector } from '../store/collector.ts';
import type { ListingHistory } from '../store/listing-history.ts';
import { searchHash, type FeedEntry, type WatchedSearches } from '../store/watched-searches.ts';
import { FEED_WORDS, type FeedWords } from './feed-words.ts';
import { queryReader, sendBadRequest } from './request.ts';

export interface FeedRoutesOptions {
  watched: WatchedSearches;
  history: ListingHistory;
  collector: Pick<Collector, 'refreshLater'>;
}

const FEED_MAX_AGE_S = 900;
/** The app's page of each search. */
const PAGE_OF: Record<keyof typeof LISTING_SEARCH_OF, string> = {
  'search-buy': '/buy',
  'search-rent': '/rent',
  'search-commercial-buy': '/commercial/buy',
  'search-commercial-rent': '/commercial/rent',
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function entryXml(e: FeedEntry, origin: string, words: FeedWords): string {
  const money = (p: NonNullable<FeedEntry['price']>) => words.money(Math.round(p.value).toLocaleString('en-US'), p.currency, p.period);
  const name = e.summary.title ?? words.listing(e.listingId);
  const percent = e.before && e.price ? Math.round((Math.abs(e.price.value - e.before.value) / e.before.value) * 100) : 0;
  const title = e.kind === 'new' ? words.isNew(name) : e.kind === 'reduced' ? words.reduced(percent, name) : words.raised(percent, name);
  const facts = [
    e.kind !== 'new' && e.before && e.price ? words.fromTo(money(e.before), money(e.price)) : e.price ? money(e.price) : null,
    e.summary.address ?? null,
    words.seenOn(e.at.slice(0, 10)),
  ].filter(Boolean);
  return [
    '<entry>',
    `<id>urn:dar:listing:${escapeXml(e.id)}</id>`,
    `<title>${escapeXml(title)}</title>`,
    `<updated>${e.at}</updated>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(`${origin}/property/${encodeURIComponent(e.listingId)}`)}"/>`,
    `<summary>${escapeXml(facts.join(' · '))}</summary>`,
    '</entry>',
  ].join('');
}

// Registers synchronously; Fastify takes a plugin that returns a Promise.
export function feedRoutes(app: FastifyInstance, { watched, history, collector }: FeedRoutesOptions): Promise<void> {
  for (const endpoint of Object.keys(LISTING_SEARCH_OF) as (keyof typeof LISTING_SEARCH_OF)[]) {
    const path = INSIGHT_ENDPOINTS[`feeds/${endpoint}.atom`].path;
    // The search's own query rules (request.ts: lists comma-joined or repeated, the one 400), and the feed's language.
    const params: Record<string, ParamDef> = ENDPOINTS[endpoint].params;
    const reader = queryReader(INSIGHT_ENDPOINTS[`feeds/${endpoint}.atom`]);
    app.get(path, async (req: FastifyRequest, reply: FastifyReply) => {
      if ('page' in (req.query as Record<string, unknown>)) {
        return sendBadRequest(reply, [{ param: 'page', message: 'is not taken: a feed follows the first page of its search' }]);
      }
      const q = reader.read(req, reply);
      if (!q) return reply;
      // The search is its own query: the language only words the feed (one search, one watch).
      const canonical = canonicalQuery(endpoint as EndpointName, toWireParams(params, q, 'fill'));
      const lang = q.lang;
      const words = FEED_WORDS[lang];
      if (!canonical.ok) return sendBadRequest(reply, canonical.issues);
      const key = canonical.key;
      const hash = searchHash(key);
      // Read: the search stays watched; an hour after its last read, the collector reads it again.
      if (await watched.watch({ key, endpoint, wire: canonical.wire })) {
        await collector.refreshLater(canonical.wire.location_id ?? '0', `search:${hash}`, { key });
      }
      await history.settled();
      const feed = await watched.feed(key);
      const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
      const query = new URLSearchParams(canonical.wire);
      query.delete('page');
      const self = `${origin}/api${path}?${query.toString()}${lang === 'en' ? '' : `&lang=${lang}`}`;
      const updated = feed.entries[0]?.at ?? feed.lastReadAt ?? new Date(0).toISOString();
      const subtitle = feed.firstReadAt
        ? words.watchedSince(feed.firstReadAt.slice(0, 10), feed.lastReadAt?.slice(0, 10) ?? '')
        : words.notReadYet;
      const xml = [
        '<?xml version="1.0" encoding="utf-8"?>',
        `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
        `<id>urn:dar:search:${hash}</id>`,
        `<title>${escapeXml(words.title(endpoint, query.toString()))}</title>`,
        `<subtitle>${escapeXml(subtitle)}</subtitle>`,
        `<updated>${updated}</updated>`,
        '<author><name>Dar</name></author>',
        `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
        `<link rel="alternate" type="text/html" href="${escapeXml(`${origin}${PAGE_OF[endpoint]}?${query.toString()}`)}"/>`,
        ...feed.entries.map((e) => entryXml(e, origin, words)),
        '</feed>',
      ].join('\n');
      return reply.header('cache-control', `public, max-age=${FEED_MAX_AGE_S}`).type('application/atom+xml; charset=utf-8').send(xml);
    });
  }
  return Promise.resolve();
}
