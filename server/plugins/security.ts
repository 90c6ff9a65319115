/**
 * Security headers on every answer (helmet): a Content-Security-Policy that the built app
 * passes in Chromium with no violations (e2e/csp.spec.ts visits every page under it), framing
 * refused, and a Referrer-Policy.
 *
 * The policy, directive by directive:
 * - scripts, styles, fonts, fetches: our own origin only. The build has no inline script (Vite
 *   emits `<script type="module" src>` and modulepreload links), and the API reference page at
 *   /api/docs must load its renderer as a same-origin script too.
 * - `style-src-attr 'none'`: no style attribute is needed. Leaflet (marker positions, zoom
 *   animations, popups), leaflet.markercluster and the charts (their tooltip's place) set styles through the CSSOM
 *   (`element.style`, React's `style` prop), which CSP does not govern; only styles parsed from
 *   markup are. e2e/csp.spec.ts drives the map and the charts to prove it, so a library update that
 *   starts writing `style="..."` fails there; the fix would be `'unsafe-inline'` for attributes
 *   only (a style attribute cannot run script), never for `<style>` or scripts.
 * - images: our origin (`/media`, the favicon, Leaflet's icons), `data:` (Leaflet's CSS inlines its
 *   small layer icons; Vite inlines assets under 4 KB as data: URIs), and TILE_URL's origin only
 *   when a tile server is configured. No `blob:` is needed here: the transactions CSV is a link to
 *   /api, and the registry page's CSV a `blob:` link followed as a download, which is a navigation
 *   (CSP governs what a page loads, not where a link goes).
 * - `frame-ancestors 'none'` (clickjacking), `object-src 'none'`, `base-uri 'self'`,
 *   `form-action 'self'`.
 * - No `upgrade-insecure-requests`: TLS is terminated in front of the server, and on a plain-http
 *   deployment (or the loopback e2e server) it would send the browser to an https port that
 *   does not exist.
 * Referrer-Policy is `strict-origin-when-cross-origin`, not helmet's `no-referrer`: public tile
 *   servers (OpenStreetMap's usage policy) refuse tile requests that carry no Referer, and this
 *   still sends other sites only our origin, never a path or a query.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/**
 * The CSP source for a TILE_URL template (`https://{s}.tile.example.org/{z}/{x}/{y}.png`): its
 * scheme and host, a placeholder label (`{s}`, the subdomain the map rotates) as `*.`.
 */
export function tileSource(tileUrl: string): string {
  const m = /^(https?):\/\/([^/?#]+)/i.exec(tileUrl);
  const scheme = m?.[1];
  const authority = m?.[2];
  if (!scheme || !authority) throw new Error(`TILE_URL has no origin: ${tileUrl}`);
  const labels = authority.split('.');
  // CSP allows a wildcard only as the leftmost label: everything up to the last placeholder is `*`.
  const last = labels.findLastIndex((l) => l.includes('{'));
  const host = last < 0 ? authority : ['*', ...labels.slice(last + 1)].join('.');
  return `${scheme.toLowerCase()}://${host}`;
}

function contentSecurityPolicy(opts: { tileUrl: string | null }): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:', ...(opts.tileUrl ? [tileSource(opts.tileUrl)] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * helmet's headers for this configuration, worked out once. They depend on the configuration
 * only, never on the request, and @fastify/helmet rebuilt the whole policy on every request (the
 * largest share of a cache hit's cost); so helmet runs once against a detached response and its
 * headers are copied onto each answer.
 */
function securityHeaders(opts: { tileUrl: string | null }): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  let failed: unknown;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(opts) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Same-origin pages only; a third-party tile server's images are theirs to label.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  })(req, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed instanceof Error ? failed : new Error('helmet refused the security configuration', { cause: failed });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined) headers[name] = String(value);
  return headers;
}

interface SecurityOptions {
  /** TILE_URL: its origin is allowed in img-src when set. */
  tileUrl: string | null;
}

function security(app: FastifyInstance, opts: SecurityOptions, done: () => void): void {
  const headers = securityHeaders(opts);
  // A callback hook: cheaper than an async one on the hot path.
  app.addHook('onRequest', (_req, reply, next) => {
    reply.headers(headers);
    next();
  });
  done();
}

/** On every answer of the app (fastify-plugin: not encapsulated). */
export default fp(security, { name: 'security-headers' });
