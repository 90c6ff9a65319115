/**
 * One log line per request, written by this onResponse hook instead of Fastify's two (the app
 * turns Fastify's own request logging off). Cache hits are logged at debug, everything else at
 * info: a hit costs no upstream call or quota, /healthz counts them, and at info their lines
 * would double a hit's cost.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';

interface RequestLogOptions {
  /** The app's pino logger (Fastify's logger type has no `isLevelEnabled`). */
  logger: Logger;
}

function requestLog(app: FastifyInstance, { logger }: RequestLogOptions, done: () => void): void {
  const logRequests = logger.isLevelEnabled('info');
  const logHits = logger.isLevelEnabled('debug');
  // A callback hook: cheaper than an async one on the hot path.
  app.addHook('onResponse', (req, reply, next) => {
    if (logRequests) {
      const cacheState = reply.getHeader('x-cache');
      const hit = cacheState === 'HIT';
      if (!hit || logHits) {
        (hit ? logger.debug : logger.info).call(
          logger,
          {
            reqId: req.id,
            method: req.method,
            url: req.url,
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime * 10) / 10,
            ...(cacheState ? { cache: cacheState } : {}),
          },
          'request',
        );
      }
    }
    next();
  });
  done();
}

/** Hooks every route of the app (fastify-plugin: not encapsulated). */
export default fp(requestLog, { name: 'request-log' });
