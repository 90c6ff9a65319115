/**
 * The built single-page app from STATIC_DIR: files as they are (hashed `/assets/*` cached for a
 * year, `index.html` never without revalidation), and `index.html`, in the reader's language with
 * the opened route's chunks preloaded (page-html.ts), for any other GET that accepts HTML
 * (client-side routes; status 404 for a path that is no app route), except under /api, /media and
 * /healthz. Without a build, app routes get a plain 503 page saying how to make one instead of a
 * crash.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appRouteOf } from '../../src/shared/app-routes.ts';
import { errorBody } from '../upstream/errors.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, cookieLanguage, languageCookie, toLanguage, type Language } from '../../src/shared/languages.ts';
import { pageHtml, type HeldAnswerOf } from './page-html.ts';
import { screenOf } from './first-view.ts';

interface StaticOptions {
  staticDir: string;
  heldAnswer?: HeldAnswerOf;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths that never get the SPA's index.html. */
const NOT_APP = /^\/(api|media|healthz|assets)(\/|$|\?)/;

const NO_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The web app has not been built yet</h1>
<p>The server is running, but the directory it serves the app from has no <code>index.html</code>.</p>
<p>Run <code>npm run build</code>, then reload this page (or use <code>npm start</code>, which builds first).</p>
<p>The API is available at <code>/api/&lt;endpoint&gt;</code> and health at <code>/healthz</code>.</p>
</body></html>
`;

/**
 * A request for an app page: it accepts HTML (browsers), or any type or sends no Accept header at
 * all (link previews, scripts), and its path names no file, so a missing `/assets/x.js` stays a 404.
 */
function wantsPage(req: FastifyRequest, pathname: string): boolean {
  const accept = req.headers.accept;
  const acceptsHtml = accept === undefined || accept.includes('text/html') || accept.includes('*/*');
  return acceptsHtml && !/\.[a-z0-9]{1,8}$/i.test(pathname);
}

/**
 * The reader's language as the app will choose it (src/lib/i18n/app.ts): a link's `?lang=`, else
 * the language chosen before (its cookie), else English.
 */
function readerLanguage(req: FastifyRequest): Language {
  return linkedLanguage(req) ?? cookieLanguage(req.headers.cookie) ?? DEFAULT_LANGUAGE;
}

/** The language a link chose (`?lang=`), if it names one we have. */
function linkedLanguage(req: FastifyRequest): Language | undefined {
  const asked = (req.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return toLanguage(typeof asked === 'string' ? asked : undefined);
}

async function staticFiles(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  const root = path.resolve(opts.staticDir);
  const indexPath = path.join(root, 'index.html');
  const page = pageHtml(root, app.log, opts.heldAnswer);

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    // `vite build` writes .br and .gz beside each asset (vite.config.ts): send those as they are.
    preCompressed: true,
    // We set Cache-Control ourselves below.
    cacheControl: false,
    // The build's own files (`.vite/manifest.json`, the server's `.ssr/` bundle) are not the site's.
    dotfiles: 'ignore',
    etag: true,
    lastModified: true,
    setHeaders: (res, filePath) => {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      if (rel.startsWith('assets/')) res.header('cache-control', IMMUTABLE);
      else if (rel === 'index.html' || rel.endsWith('.html')) res.header('cache-control', REVALIDATE);
      else res.header('cache-control', 'public, max-age=3600');
    },
  });

  /** An app page: index.html in the reader's language with the route's chunks preloaded; 503 without a build. */
  async function sendPage(req: FastifyRequest, pathname: string, reply: FastifyReply): Promise<FastifyReply> {
    try {
      await access(indexPath);
    } catch {
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NO_BUILD_PAGE);
    }
    // The page differs by the language cookie (a `?lang=` differs by its URL already), and its
    // first view by the screen (first-view.ts), whose width Chromium says once asked.
    reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'Cookie, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, User-Agent')
      .header('accept-ch', 'Sec-CH-Viewport-Width');
    // An unknown path still gets the app (it renders its not-found view), but with status 404, so
    // crawlers, link checkers and monitors see the truth. The route list is the router's own
    // (src/shared/app-routes.ts).
    const route = appRouteOf(pathname);
    if (!route) reply.code(404);
    // The cookie the app keeps a chosen language in, set with the page a link chose it for: the app
    // runs after the page has painted (src/boot.ts), and a link followed before then still opens
    // in the reader's language.
    const linked = linkedLanguage(req);
    if (linked) reply.header('set-cookie', languageCookie(linked));
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply
      .type('text/html; charset=utf-8')
      .send(await page(route, readerLanguage(req), { pathname, search, screen: screenOf(req.headers) }));
  }

  // The home page is an app page too (before the static files, which would send index.html as it is).
  app.get('/', (req, reply) => sendPage(req, '/', reply));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (NOT_APP.test(pathname)) {
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .code(404)
          .type('application/json; charset=utf-8')
          .send(errorBody('not_found', `No API endpoint at ${pathname}.`));
      }
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    }
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && wantsPage(req, pathname);
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return sendPage(req, pathname, reply);
  });
}

/** Its not-found handler is the app's own (fastify-plugin: not encapsulated). */
export default fp(staticFiles, { name: 'static' });
