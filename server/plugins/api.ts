/**
 * The 17 endpoints of the data service under `/api` (routes/api.ts), answered through the
 * upstream stack the app carries (plugins/upstream.ts) and, when the app has a market store, told
 * of every answer fetched so the store learns from it (plugins/insights.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { apiRoutes } from '../routes/api.ts';

export interface ApiOptions {
  config: Pick<ServerConfig, 'cacheTtlSeconds' | 'cacheStaleSeconds'>;
  now: () => number;
  /** Told of each refusal by the per-client limit (metrics). */
  onClientRejected: () => void;
}

export default async function api(app: FastifyInstance, { config, now, onClientRejected }: ApiOptions): Promise<void> {
  const { client, cache, clientLimit, pacer } = app.upstream;
  await app.register(apiRoutes, {
    prefix: '/api',
    client,
    cache,
    onUpstreamAnswer: app.learnFromAnswer,
    onUpstreamNotFound: app.learnFromNotFound,
    ttlSeconds: config.cacheTtlSeconds,
    staleSeconds: config.cacheStaleSeconds,
    now,
    clientLimit,
    onClientRejected,
    preferStale: () => pacer.preferStale(),
  });
}
