/**
 * The HTML of an app page: the build's `index.html` with a `<link rel="modulepreload">` for each
 * chunk the opened route needs before it renders (its split chunks, what they import, and the
 * English words of the parts it shows; Arabic's language is the browser's to know), read from
 * Vite's manifest. Without them the browser learns of a route's chunks only once the entry
 * has run and the router asks for them; with them it fetches them beside the entry.
 *
 * Read again whenever `index.html` changes (a new build under a running server); a build without
 * a manifest gets the page as it is.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppRoutePath } from '../../src/shared/app-routes.ts';
import { pageFiles, type Manifest } from '../../src/shared/build-manifest.ts';

interface Build {
  mtimeMs: number;
  html: string;
  manifest: Manifest | null;
  pages: Map<AppRoutePath, string>;
}

/** `<link>`s for the files, in the form Vite writes its own (same-origin module scripts are CORS requests). */
const preloadLinks = (files: string[]) => files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');

export function pageHtml(root: string): (route: AppRoutePath | undefined) => Promise<string> {
  const indexPath = path.join(root, 'index.html');
  let build: Build | undefined;

  async function current(): Promise<Build> {
    const { mtimeMs } = await stat(indexPath);
    if (build?.mtimeMs === mtimeMs) return build;
    const html = await readFile(indexPath, 'utf8');
    const manifest = await readFile(path.join(root, '.vite/manifest.json'), 'utf8').then(
      (text) => JSON.parse(text) as Manifest,
      () => null,
    );
    build = { mtimeMs, html, manifest, pages: new Map() };
    return build;
  }

  return async (route) => {
    const b = await current();
    if (!route || !b.manifest || !b.html.includes('</head>')) return b.html;
    let page = b.pages.get(route);
    if (page === undefined) {
      const files = pageFiles(b.manifest, route);
      page = files.length ? b.html.replace('</head>', `  ${preloadLinks(files)}\n  </head>`) : b.html;
      b.pages.set(route, page);
    }
    return page;
  };
}
