/**
 * Whether a URL path is one of the app's pages, from the route list the router's own generator
 * emits (app-routes.gen.ts, see scripts/app-routes-plugin.ts). DOM-free: the server uses it to
 * answer an unknown path with status 404 (the SPA still renders its not-found view).
 *
 * A dynamic segment (`$agentId`) matches any one non-empty segment: whether the id names a record
 * is the page's business (it shows its own not-found state), not the path's.
 */
import { APP_ROUTE_PATHS } from './app-routes.gen.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One route path (TanStack syntax) as an anchored pattern; a trailing slash is optional. */
export function routePattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '$') return '(?:/.*)?'; // splat: the rest of the path
      if (/^\{-\$[^}]*\}$/.test(seg)) return '(?:/[^/]+)?'; // optional segment (`{-$lang}`)
      if (seg.startsWith('$')) return '/[^/]+';
      // Params inside a segment (`file{$id}.txt`, `{-$x}` part of one).
      return (
        '/' +
        seg
          .split(/(\{-?\$[^}]*\})/)
          .map((part) => (part.startsWith('{-$') ? '[^/]*' : part.startsWith('{$') ? '[^/]+' : escape(part)))
          .join('')
      );
    });
  return new RegExp(`^${segments.join('')}/?$`);
}

const PATTERNS = APP_ROUTE_PATHS.map(routePattern);

/** Whether `pathname` (no query; percent-encoded as it arrives) is an app page. */
export function isAppPath(pathname: string): boolean {
  return PATTERNS.some((p) => p.test(pathname));
}
