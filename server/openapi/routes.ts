/**
 * The API's own documentation, served from our origin (the app works offline; nothing comes from
 * a CDN):
 *   GET /api/openapi.json       the OpenAPI 3.1 document (document.ts), built once at start-up
 *   GET /api/docs               a reference page: Scalar's standalone renderer over that document
 *   GET /api/docs/scalar.js     the renderer's bundle, from the installed @scalar/api-reference
 *   GET /api/docs/init.js       starts the renderer (a file, not an inline script: the page works
 *                               under a Content-Security-Policy without 'unsafe-inline' scripts)
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './document.ts';

const gzipAsync = promisify(gzip);
const require = createRequire(import.meta.url);

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Dar API reference</title>
  </head>
  <body>
    <noscript>The reference page needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    <div id="api-reference"></div>
    <script src="${DOCS_PATH}/scalar.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// Offline: no web fonts from Scalar's CDN, no telemetry, no developer toolbar.
const DOCS_INIT = `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: OPENAPI_PATH,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  hideClientButton: false,
})});
`;

/** The renderer bundle, read and gzipped once on first use (4 MB, 1 MB gzipped). */
function rendererBundle(): () => Promise<{ raw: Buffer; gzipped: Buffer }> {
  let loading: Promise<{ raw: Buffer; gzipped: Buffer }> | undefined;
  return () => {
    loading ??= (async () => {
      // The package exports no path to its browser bundle: find it beside its entry (dist/).
      const raw = await readFile(join(dirname(require.resolve('@scalar/api-reference')), 'browser', 'standalone.js'));
      return { raw, gzipped: await gzipAsync(raw) };
    })();
    loading.catch(() => (loading = undefined)); // a failed read is retried on the next request
    return loading;
  };
}

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(openApiDocument());
  const bundle = rendererBundle();

  app.get(OPENAPI_PATH, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document));

  app.get(DOCS_PATH, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_HTML));

  app.get(`${DOCS_PATH}/init.js`, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_INIT));

  app.get(`${DOCS_PATH}/scalar.js`, async (req, reply) => {
    const { raw, gzipped } = await bundle();
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding').type('text/javascript; charset=utf-8');
    // Sent already compressed when the client takes gzip (compressing 4 MB per request is waste).
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(raw);
  });
}
