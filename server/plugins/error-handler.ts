/**
 * The app's error handler. Client input never becomes a 500: framework 4xx (bad URL encoding, a
 * body too large...) keep their status with our error body; anything else is a generic 500 with
 * the detail only in the log. Routes with a better answer for their own faults (insights: a
 * failing store is a 503) set their own in their scope.
 */
import type { FastifyPluginCallback } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, frameworkClientError } from '../upstream/errors.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

const errorHandler: FastifyPluginCallback = (app, _opts, done) => {
  app.setErrorHandler(async (err: Error & { statusCode?: number }, req, reply) => {
    const client = frameworkClientError(err);
    if (client) return reply.code(client.status).type(JSON_TYPE).send(client.body);
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).type(JSON_TYPE).send(errorBody('internal_error'));
  });
  done();
};

/** Set on the app itself (fastify-plugin), so every route below inherits it. */
export default fp(errorHandler, { name: 'error-handler' });
