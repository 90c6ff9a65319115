/**
 * One log line per request, written by this onResponse hook instead of Fastify's two (the app
 * turns Fastify's own request logging off). Cache hits are logged at debug, everything else at
 * info: a hit costs no upstream call or quota, /healthz counts them, and at info their lines
 * would double a hit's cost. A streamed response that does not complete is logged by
 * `watchStream`, with `aborted: true` and its cause.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { describeThrown } from '../store/faults.ts';

/**
 * Watch a streamed body (a CSV export). When it fails after the head was sent, the response is
 * destroyed, so the client sees an aborted chunked response (no terminating chunk) rather than a
 * clean end it would take for a complete file; before the head, Fastify answers with the route's
 * error handler. A response that closes unfinished is logged here, as an error with its cause (or
 * at info when the client went away): Fastify runs no onResponse hook for it.
 */
export function watchStream<S extends Readable>(reply: FastifyReply, stream: S): S {
  const res = reply.raw;
  let cause: unknown;
  stream.once('error', (err) => {
    cause = err;
    if (res.headersSent && !res.destroyed) res.destroy();
  });
  res.once('close', () => {
    if (res.writableFinished) return;
    const line = {
      method: reply.request.method,
      url: reply.request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      aborted: true,
      ...(cause === undefined ? { cause: 'the client went away' } : { cause: describeThrown(cause) }),
    };
    if (cause === undefined) reply.log.info(line, 'request');
    else reply.log.error(line, 'request');
  });
  return stream;
}

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
