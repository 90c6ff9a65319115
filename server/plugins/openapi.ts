/**
 * The API's own documentation, served from our origin (the app works offline; nothing comes from
 * a CDN):
 *   GET /api/openapi.json                 the OpenAPI 3.1 document (openapi/document.ts), built at start-up
 *   GET /api/docs                         a reference page: Swagger UI over that document
 *   GET /api/docs/swagger-ui-bundle.js    Swagger UI's standalone bundle and stylesheet, from the
 *   GET /api/docs/swagger-ui.css          installed swagger-ui-dist
 *   GET /api/docs/init.js                 starts it (a file, not an inline script: the page works
 *                                         under a Content-Security-Policy without 'unsafe-inline'
 *                                         scripts)
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyPluginCallback } from 'fastify';
import { openApiDocument } from '../openapi/document.ts';

const gzipAsync = promisify(gzip);
const require = createRequire(import.meta.url);

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/** Files of swagger-ui-dist we serve, and their types. */
const ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;
type AssetName = keyof typeof ASSETS;

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Dar API reference</title>
    <link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
  </head>
  <body>
    <noscript>The reference page needs JavaScript. The document itself is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    <div id="api-reference"></div>
    <script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const DOCS_INIT = `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: OPENAPI_PATH,
  dom_id: '#api-reference',
  deepLinking: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
})});
`;

/** swagger-ui-dist's files, read and gzipped once each, on first use (the bundle is 1.7 MB). */
function assetLoader(): (name: AssetName) => Promise<{ raw: Buffer; gzipped: Buffer }> {
  const dir = (require('swagger-ui-dist') as { getAbsoluteFSPath(): string }).getAbsoluteFSPath();
  const loading = new Map<AssetName, Promise<{ raw: Buffer; gzipped: Buffer }>>();
  return (name) => {
    let p = loading.get(name);
    if (!p) {
      p = (async () => {
        const raw = await readFile(join(dir, name));
        return { raw, gzipped: await gzipAsync(raw) };
      })();
      p.catch(() => loading.delete(name)); // a failed read is retried on the next request
      loading.set(name, p);
    }
    return p;
  };
}

const openApi: FastifyPluginCallback = (app, _opts, done) => {
  const document = JSON.stringify(openApiDocument());
  const asset = assetLoader();

  app.get(OPENAPI_PATH, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(document),
  );

  app.get(DOCS_PATH, async (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_HTML));

  app.get(`${DOCS_PATH}/init.js`, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(DOCS_INIT),
  );

  for (const name of Object.keys(ASSETS) as AssetName[]) {
    app.get(`${DOCS_PATH}/${name}`, async (req, reply) => {
      const { raw, gzipped } = await asset(name);
      reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-encoding').type(ASSETS[name]);
      // Sent already compressed when the client takes gzip: no per-request compression of 1.7 MB.
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(gzipped);
      return reply.send(raw);
    });
  }
  done();
};

export default openApi;
