/**
 * A page's first view, drawn by the build's server bundle (`<build>/.ssr/prerender.js`, made from
 * src/prerender.tsx by `npm run build`): the route's frame, headline, form and loading states in
 * the reader's language, sent inside `#root` so the page paints before its JavaScript has run.
 *
 * The view depends only on the address, the language, the screen and the page's first answer
 * where the server holds it (nothing of the reader's), so each is drawn once and kept. A build
 * without the bundle, or a view that fails to draw, gets the page as before (the app draws it),
 * said once in the log.
 */
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import { LANGUAGE_PARAM, type Language } from '../../src/shared/languages.ts';
import { VIEW_WIDTHS, type ViewScreen } from '../../src/shared/first-view.ts';
import type { HeldAnswer } from '../../src/shared/first-answer.ts';

type Prerender = (url: string, language: Language, screen: ViewScreen, held: readonly HeldAnswer[]) => Promise<string>;

/** What a view is drawn for: the address, the reader's language and the kind of screen. */
export interface ViewRequest {
  pathname: string;
  search: string;
  language: Language;
  screen: ViewScreen;
  /** The page's first answers, held fresh: the view is drawn with them. */
  held?: readonly HeldAnswer[];
}

/**
 * Views kept: every route in both languages many times over. Each is 5-25 KB, or about 85 KB drawn
 * with a search's 25 results, so they are bounded by size too.
 */
const KEPT_VIEWS = 1000;
const KEPT_VIEW_BYTES = 32 * 1024 * 1024;

/**
 * New views drawn per second at most (each takes the server's thread 3-20 ms): past it, as under
 * a flood of made-up addresses, pages are sent without one and the browser draws them.
 */
const NEW_VIEWS_PER_SECOND = 50;

/**
 * The screen a request comes from. Chromium says its viewport's width once a page has asked for it
 * (`Accept-CH: Sec-CH-Viewport-Width`, on every page: static.ts), so from the second page on its
 * views are laid out for the window as it is. Before that, and in other browsers, a phone's browser
 * says it is one (Chromium in `Sec-CH-UA-Mobile`, the others with "Mobi" in their user agent, as
 * MDN advises); anything else is drawn for a wide screen.
 */
export function screenOf(headers: Record<string, string | string[] | undefined>): ViewScreen {
  const width = Number(headers['sec-ch-viewport-width']);
  if (Number.isFinite(width) && width > 0) {
    const fits = (Object.keys(VIEW_WIDTHS) as ViewScreen[]).filter((screen) => VIEW_WIDTHS[screen] <= width);
    return fits.at(-1) ?? 'phone';
  }
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'wide';
  const agent = headers['user-agent'];
  return typeof agent === 'string' && /Mobi|Android/i.test(agent) ? 'phone' : 'wide';
}

/** What a view drawn with `held` depends on: the answers' bodies (a search's 25 results: about 0.1 ms). */
const heldDigest = (held: readonly HeldAnswer[]) =>
  createHash('sha1')
    .update(JSON.stringify(held.map((h) => h.body)))
    .digest('base64url');

export interface FirstViewLog {
  warn: (obj: object, msg: string) => void;
}

/** The address as the app reads it: without `?lang=`, which the browser drops before the router starts. */
function appUrl(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

export function firstViews(root: string, log: FirstViewLog): (view: ViewRequest) => Promise<string | null> {
  const bundle = path.join(root, '.ssr', 'prerender.js');
  let loaded: { mtimeMs: number; prerender: Prerender | null } | undefined;
  const views = new LRUCache<string, string>({
    max: KEPT_VIEWS,
    maxSize: KEPT_VIEW_BYTES,
    sizeCalculation: (view) => Math.max(1, view.length),
  });
  let warned = false;
  let second = 0;
  let drawnThisSecond = 0;
  const mayDraw = () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) [second, drawnThisSecond] = [now, 0];
    return drawnThisSecond++ < NEW_VIEWS_PER_SECOND;
  };

  const warnOnce = (err: unknown, msg: string) => {
    if (warned) return;
    warned = true;
    log.warn({ err }, msg);
  };

  /** The bundle of the build being served, loaded again when a new build replaces it. */
  async function current(): Promise<Prerender | null> {
    const mtimeMs = await stat(bundle).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    if (loaded?.mtimeMs === mtimeMs) return loaded.prerender;
    views.clear();
    let prerender: Prerender | null = null;
    try {
      const mod = (await import(`${pathToFileURL(bundle).href}?v=${mtimeMs}`)) as { prerender?: unknown };
      if (typeof mod.prerender === 'function') prerender = mod.prerender as Prerender;
    } catch (err) {
      warnOnce(err, 'The first views cannot be drawn on the server: pages are drawn by the browser alone.');
    }
    loaded = { mtimeMs, prerender };
    return prerender;
  }

  // Loaded now, not by the first reader's page (a few hundred milliseconds to read and compile).
  void current();

  return async ({ pathname, search, language, screen, held = [] }) => {
    const prerender = await current();
    if (!prerender) return null;
    const url = appUrl(pathname, search);
    // Drawn with answers, the view is theirs: kept while they are what the server holds (the
    // store's figures are read afresh for each page, so their content, not their time, says so).
    const key = `${language} ${screen} ${url}${held.length ? ` held ${heldDigest(held)}` : ''}`;
    const kept = views.get(key);
    if (kept !== undefined) return kept;
    if (!mayDraw()) return null;
    try {
      const view = await prerender(url, language, screen, held);
      views.set(key, view);
      return view;
    } catch (err) {
      warnOnce(err, 'A first view could not be drawn on the server: that page is drawn by the browser alone.');
      return null;
    }
  };
}
