/**
 * The HTML of an app page: the build's `index.html` in the reader's language and direction
 * (`<html lang dir>`: a right-to-left page is laid out so from its first paint), with a
 * `<link rel="modulepreload">` for each chunk the opened route needs before it renders (its split
 * chunks, what they import, and the words of the parts it shows in that language), read from
 * Vite's manifest. Without them the browser learns of a route's chunks only once the entry has run
 * and the router asks for them; with them it fetches them beside the entry.
 *
 * A search or listing page's HTML also names its first answer (`<link rel="preload" as="fetch">`,
 * src/shared/first-answer.ts): the browser asks for it beside the code, and the page's own request
 * for it is answered by that fetch. Where the server holds that answer fresh, it is drawn in the
 * first view and handed to the app in the page instead (a JSON `<script>`, which the CSP lets be:
 * it is never run), and the HTML names its lead photo (`<link rel="preload" as="image">`), the
 * page's largest paint. An agent's or a brokerage's page the same with their listings. A developer's
 * or a project's page is drawn, and handed, the same way with the record found in the lists the
 * proxy holds, and a market page with the store's figures and its place's name where the store
 * holds them whole (no page bought for them: app.ts).
 *
 * Its `#root` holds the page's first view, drawn on the server (first-view.ts), so the frame and
 * headline paint before the JavaScript has run, and the app's code is asked for once that view has
 * painted (start-after-paint.ts), except on a page whose first answer is still to come.
 *
 * Read again whenever `index.html` changes (a new build under a running server); a build without
 * a manifest gets the page as it is, in its language.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppRoutePath } from '../../src/shared/app-routes.ts';
import { heldAnswerFiles, pageFiles, type Manifest } from '../../src/shared/build-manifest.ts';
import { DEFAULT_LANGUAGE, directionOf, type Language } from '../../src/shared/languages.ts';
import {
  HELD_ANSWER_ID,
  answerPath,
  firstAnswer,
  firstInsights,
  firstLookup,
  firstNames,
  heldAnswerJson,
  isInsight,
  leadPhoto,
  type HeldAnswer,
  type PageAnswer,
} from '../../src/shared/first-answer.ts';
import { firstViews, type FirstViewLog } from './first-view.ts';
import { bootScript, startAfterPaint } from './start-after-paint.ts';
import { FIRST_VIEW_ATTRIBUTE, type ViewScreen } from '../../src/shared/first-view.ts';

interface Build {
  mtimeMs: number;
  html: string;
  manifest: Manifest | null;
  /** Per language and route (`ar /buy`); `ar` alone for a page with no route. */
  pages: Map<string, string>;
  /** The preloads of the code that hands a page its held answers ('' without a manifest). */
  heldLinks: string;
}

/** `<link>`s for the files, in the form Vite writes its own (same-origin module scripts are CORS requests). */
const preloadLinks = (files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');

/** `<html lang="en">` as the build writes it, in another language and its direction. */
function inLanguage(html: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return html;
  return html.replace(/<html\b[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`);
}

/** A value written into a double-quoted attribute. */
const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * A fetch preload, in the form the page's own `fetch` matches (same-origin, credentials kept: the
 * `crossorigin` attribute's anonymous mode is that for our own origin).
 */
const fetchPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${attribute(href)}">`;

/** The page's largest paint, a photo, fetched first among images, as its `<img>` (`Img`, priority) asks it. */
const photoPreload = (href: string) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(href)}">`;

/**
 * A page's first answer where the server holds it, asking no one (app.ts): the proxy's cache,
 * fresh (a record found in the lists it holds), or the store's figures, whole; null otherwise.
 */
export type HeldAnswerOf = (answer: PageAnswer) => Promise<HeldAnswer | null>;

/**
 * How long a page waits for its held answers (the store's figures take a few ms): past it, it is
 * sent without them, as a page whose answers are not held.
 */
const HELD_WAIT_MS = 250;

const CHARSET = /<meta charset=[^>]*>/i;
const HEAD = /<head>/i;
/** The app's mount point, empty as the build writes it. */
const ROOT = '<div id="root"></div>';

export function pageHtml(
  root: string,
  log: FirstViewLog = { warn: () => undefined },
  heldAnswerOf: HeldAnswerOf = () => Promise.resolve(null),
): (
  route: AppRoutePath | undefined,
  language?: Language,
  url?: { pathname: string; search: string; screen?: ViewScreen },
) => Promise<string> {
  const indexPath = path.join(root, 'index.html');
  let build: Build | undefined;
  const firstView = firstViews(root, log);

  // A held answer is a bonus, never a wait or a fault: one the server cannot give within
  // HELD_WAIT_MS (a store busy with a long query), or fails to read, is left for the page to ask.
  let warnedAt = -Infinity;
  const heldOrNone = async (answer: PageAnswer): Promise<HeldAnswer | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HELD_WAIT_MS)));
    try {
      return await Promise.race([heldAnswerOf(answer), late]);
    } catch (err) {
      // Once a minute at most: a store that is down says so in its own log, on every request.
      if (Date.now() - warnedAt > 60_000) log.warn({ err }, "A page's held answer could not be read: the page asks for it.");
      warnedAt = Date.now();
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  async function current(): Promise<Build> {
    const { mtimeMs } = await stat(indexPath);
    if (build?.mtimeMs === mtimeMs) return build;
    const html = await readFile(indexPath, 'utf8');
    const manifest = await readFile(path.join(root, '.vite/manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => null,
    );
    const heldFiles = manifest ? heldAnswerFiles(manifest) : [];
    build = { mtimeMs, html, manifest, pages: new Map(), heldLinks: heldFiles.length ? preloadLinks(heldFiles) : '' };
    return build;
  }

  return async (route, language = DEFAULT_LANGUAGE, url) => {
    const b = await current();
    const key = route ? `${language} ${route}` : language;
    let page = b.pages.get(key);
    if (page === undefined) {
      const files = route && b.manifest && b.html.includes('</head>') ? pageFiles(b.manifest, route, language) : [];
      page = inLanguage(files.length ? b.html.replace('</head>', `  ${preloadLinks(files)}\n  </head>`) : b.html, language);
      b.pages.set(key, page);
    }
    const hasRoot = page.includes(ROOT);
    // One answer of the service's (a search, a listing, an owner's listings), a record found in its
    // lists (a developer, a project), or a market page's from the store.
    const answer = route && url ? firstAnswer(route, url.pathname, url.search) : null;
    const lookup = route && url ? firstLookup(route, url.pathname, url.search) : null;
    // A search's or an owner's page with the name it is titled with, where the store has it.
    const names = route && url ? firstNames(route, url.pathname, url.search) : [];
    const answers: PageAnswer[] = answer ? [answer, ...names] : lookup ? [lookup] : route && url ? firstInsights(route, url.search) : [];
    // Held, an answer is drawn in the first view and handed to the app in the page (which then
    // asks for it no more), and its lead photo is named: the browser finds it in the HTML. Else
    // one answer of the service's is named, to be fetched beside the code. First in the head after
    // the charset: both are small, and a slow link fetches in order.
    const held = hasRoot ? (await Promise.all(answers.map(heldOrNone))).filter((h): h is HeldAnswer => h !== null) : [];
    // The service's answer or the record found in its lists (a name beside it is the store's).
    const first = held.find((h) => !isInsight(h.answer));
    const waiting = answer !== null && !first;
    if (answer || lookup) {
      const photo = first && leadPhoto(first.body);
      const links = answer && waiting ? [fetchPreload(answerPath(answer))] : photo ? [photoPreload(photo)] : [];
      if (links.length) page = page.replace(CHARSET.test(page) ? CHARSET : HEAD, (at) => `${at}\n    ${links.join('\n    ')}`);
    }
    const view = url && hasRoot ? await firstView({ ...url, language, screen: url.screen ?? 'phone', held }) : null;
    if (view === null && !held.length) return page;
    // The code that hands the answers to the app, which a page without them never loads.
    if (held.length && b.heldLinks) page = page.replace('</head>', () => `  ${b.heldLinks}\n  </head>`);
    // The view is the page's first screen, and the code is asked for once it has painted; unless the
    // page's first answer from the service is still to come (named above), which the code draws: asked for at once.
    const boot = view !== null && !waiting ? bootScript(b.manifest) : null;
    if (boot) page = startAfterPaint(page, boot);
    const drawn = view === null ? ROOT : `<div id="root" ${FIRST_VIEW_ATTRIBUTE}>${view}</div>`;
    const data = held.length ? `<script type="application/json" id="${HELD_ANSWER_ID}">${heldAnswerJson(held)}</script>` : '';
    // A function, so no `$&` or `$1` in the view is read as a replacement pattern.
    return page.replace(ROOT, () => drawn + data);
  };
}
