/**
 * The 17 endpoints of the data service under `/api` (routes/api.ts), and search by area over
 * several places (routes/merged.ts), answered through the
 * upstream stack the app carries (plugins/upstream.ts: its `answers` are the one cache every
 * upstream answer goes through, and the one place answers are passed on to what learns from them).
 */
import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../routes/api.ts';
import { mergedRoutes } from '../routes/merged.ts';

export interface ApiOptions {
  now: () => number;
  /** Told of each refusal by the per-client limit (metrics). */
  onClientRejected: () => void;
}

export default async function api(app: FastifyInstance, { now, onClientRejected }: ApiOptions): Promise<void> {
  const { answers, clientLimit, pacer } = app.upstream;
  await app.register(apiRoutes, {
    prefix: '/api',
    answers,
    now,
    clientLimit,
    onClientRejected,
    preferStale: () => pacer.preferStale(),
  });
  // Search by area: one search over several places, each place's page through the same cache and limit.
  await app.register(mergedRoutes, {
    prefix: '/api',
    answers,
    clientLimit,
    onClientRejected,
    preferStale: () => pacer.preferStale(),
  });
}
