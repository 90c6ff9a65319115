/**
 * Whether a URL path is one of the app's pages, from the route list the router's own generator
 * emits (app-routes.gen.ts, see scripts/app-routes-plugin.ts). DOM-free: the server uses it to
 * answer an unknown path with status 404 (the SPA still renders its not-found view).
 *
 * A dynamic segment (`$agentId`) matches one non-empty segment; a record's id must also have the
 * form of that record's ids (contract/record-ids.ts), so `/property/abc` is no page (404) while
 * `/property/99999999` is one: whether an id of the right form names a record is the page's
 * business (it shows its own not-found state).
 */
import { isRecordId, type RecordKind } from '../contract/index.ts';
import { APP_ROUTE_PATHS } from './app-routes.gen.ts';

/** The path parameters that are a record's id, and whose. */
const RECORD_PARAMS: Record<string, RecordKind> = {
  propertyId: 'listing',
  agentId: 'agent',
  brokerId: 'broker',
  developerId: 'developer',
  projectId: 'project',
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One route path (TanStack syntax) as an anchored pattern; a trailing slash is optional. With
 * `capture`, each whole dynamic segment (`$agentId`) is a capture group, in the path's order.
 */
export function routePattern(routePath: string, capture = false): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '$') return '(?:/.*)?'; // splat: the rest of the path
      if (/^\{-\$[^}]*\}$/.test(seg)) return '(?:/[^/]+)?'; // optional segment (`{-$lang}`)
      if (seg.startsWith('$')) return capture ? '/([^/]+)' : '/[^/]+';
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

/** Each route as its pattern, and the record kind of each dynamic segment (undefined: not a record's id). */
const ROUTES = APP_ROUTE_PATHS.map((routePath) => ({
  routePath,
  pattern: routePattern(routePath, true),
  kinds: routePath
    .split('/')
    .filter((seg) => seg.startsWith('$') && seg !== '$')
    .map((seg) => RECORD_PARAMS[seg.slice(1)]),
}));

export type AppRoutePath = (typeof APP_ROUTE_PATHS)[number];

/** A segment as the router reads it (percent-decoded), or null when it cannot be decoded. */
function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route (its path in TanStack syntax) that `pathname` (no query; percent-encoded as it arrives) opens, if it is an app page. */
export function appRouteOf(pathname: string): AppRoutePath | undefined {
  return ROUTES.find(({ pattern, kinds }) => {
    const segments = pattern.exec(pathname);
    if (!segments) return false;
    return kinds.every((kind, i) => {
      if (!kind) return true;
      const id = decoded(segments[i + 1] ?? '');
      return id !== null && isRecordId(kind, id);
    });
  })?.routePath;
}

/**
 * The route whose shape `pathname` has, its ids valid or not: the page that draws it, if only to
 * say the link is not a valid one (an agent page for `/agents/not-an-id`).
 */
export function routeShapeOf(pathname: string): AppRoutePath | undefined {
  return ROUTES.find(({ pattern }) => pattern.test(pathname))?.routePath;
}

/** Whether `pathname` (no query; percent-encoded as it arrives) is an app page. */
export function isAppPath(pathname: string): boolean {
  return appRouteOf(pathname) !== undefined;
}
