/**
 * `GET /api/insights/listing-history?ids=…`: what the listings of a page of cards have done since
 * Dar first saw them, from the store alone (store/listing-history.ts): never an upstream call.
 */
import type { FastifyInstance } from 'fastify';
import { INSIGHT_ENDPOINTS, type InsightAnswerOf } from '../../src/contract/index.ts';
import type { ListingHistory } from '../store/listing-history.ts';
import { parse } from './insights.ts';

/** How long an answer waits for recording in progress. */
const SETTLE_WAIT_MS = 300;

export interface ListingHistoryRoutesOptions {
  history: ListingHistory;
}

// Registers synchronously; Fastify takes a plugin that returns a Promise.
export function listingHistoryRoutes(app: FastifyInstance, { history }: ListingHistoryRoutesOptions): Promise<void> {
  app.get(INSIGHT_ENDPOINTS['insights/listing-history'].path, async (req, reply) => {
    const query = parse('insights/listing-history', req, reply);
    if (!query) return reply;
    // The cards ask just after the answer they show went out: let its recording land first
    // (briefly: a slow store answers with what it holds rather than keep the page waiting).
    await Promise.race([history.settled(), new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS))]);
    const body: InsightAnswerOf<'insights/listing-history'> = { success: true, listings: await history.histories(query.ids ?? []) };
    // Computed from the store, which records as answers pass: revalidated on every use.
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(body);
  });
  return Promise.resolve();
}
