/**
 * Bundle budgets, read from Vite's manifest (`build.manifest`) so that no chunk is missed:
 * - first route: the entry, every chunk it imports statically, and what the opened page needs
 *   before it draws (its route's chunks, its words, what they import: the server preloads the
 *   same), for the home page and a search (goal <= 150 KB gzip each);
 * - each route: the JS a navigation to it fetches beyond the entry (its chunk and every chunk that
 *   imports, transitively), and then each lazy load inside it (a dynamic import reached from those
 *   chunks, such as the map: ResultsMap plus the shared `leaflet-base` chunk), each counted with
 *   ALL the chunks it pulls in that the route has not loaded yet (goal <= 120 KB gzip each).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AppRoutePath } from '../src/shared/app-routes.ts';
import { FIRST_LOAD_GOAL_KB, entryClosure, firstLoadFiles, jsFiles, staticClosure, type Manifest } from '../src/shared/build-manifest.ts';
import type { Report } from './report.ts';

export const BUNDLE_DIR = '.tmp/bench-dist';
const GOAL = { firstRouteKB: FIRST_LOAD_GOAL_KB, lazyKB: 120 };

export interface LazyLoad {
  /** The dynamic import's source module. */
  src: string;
  /** JS files it fetches that the route had not loaded. */
  files: string[];
  kB: number;
}

export interface RouteFigures {
  route: string;
  files: string[];
  kB: number;
  lazy: LazyLoad[];
}

export interface BundleFigures {
  /** The first load of each of FIRST_ROUTES: the entry and the route's chunks, before it renders. */
  first: { route: string; files: string[]; kB: number }[];
  routes: RouteFigures[];
}

/** Dynamic imports made by any chunk of the set. */
const dynamicOf = (m: Manifest, keys: Iterable<string>) => [...new Set([...keys].flatMap((k) => m[k]?.dynamicImports ?? []))];

/** The pages whose first load is counted against the first-route goal: the home page and a search. */
const FIRST_ROUTES: readonly AppRoutePath[] = ['/', '/buy'];

export function analyseManifest(m: Manifest, sizeKB: (file: string) => number): BundleFigures {
  const js = (keys: Iterable<string>) => jsFiles(m, keys);
  const sum = (files: string[]) => files.reduce((s, f) => s + sizeKB(f), 0);

  const entryLoad = entryClosure(m);
  const routeKeys = dynamicOf(m, entryLoad)
    .filter((k) => k.startsWith('src/routes/'))
    .sort();
  // The entry, and what the opened route needs before it renders (the server preloads the same).
  const first = FIRST_ROUTES.map((route) => {
    const files = firstLoadFiles(m, route);
    return { route, files, kB: sum(files) };
  });

  const routes = routeKeys.map((key): RouteFigures => {
    const loaded = staticClosure(m, [key], new Set(entryLoad));
    const own = [...loaded].filter((k) => !entryLoad.has(k));
    // Lazy loads inside the route, each with what it adds; a lazy chunk's own lazy imports
    // (charts inside a lazily loaded panel) count as further loads.
    const lazy: LazyLoad[] = [];
    const seen = new Set<string>();
    const queue = dynamicOf(m, loaded).filter((k) => !k.startsWith('src/routes/'));
    while (queue.length) {
      const dyn = queue.shift()!;
      if (seen.has(dyn) || loaded.has(dyn)) continue;
      seen.add(dyn);
      const adds = [...staticClosure(m, [dyn])].filter((k) => !loaded.has(k));
      lazy.push({ src: m[dyn]?.src ?? dyn, files: js(adds), kB: sum(js(adds)) });
      queue.push(...dynamicOf(m, adds).filter((k) => !k.startsWith('src/routes/')));
    }
    const ownFiles = js(own);
    return { route: key.replace(/\?.*$/, ''), files: ownFiles, kB: sum(ownFiles), lazy };
  });
  return { first, routes };
}

/** Build directories built by this run: a build left from an earlier run may predate the sources. */
const builtThisRun = new Map<string, Manifest>();

/** The app built into `outDir` by this run (built now unless a section of this run built it). */
export function buildForBench(outDir = BUNDLE_DIR): Manifest {
  const built = builtThisRun.get(outDir);
  if (built) return built;
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', ...args, '--logLevel', 'error'], { stdio: 'inherit' });
  vite('--manifest', '--outDir', outDir);
  // The server's first views, as `npm run build` makes them (src/prerender.tsx).
  vite('--ssr', 'src/prerender.tsx', '--outDir', join(outDir, '.ssr'));
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  builtThisRun.set(outDir, manifest);
  return manifest;
}

export function bench(r: Report, outDir = BUNDLE_DIR): void {
  const manifest = buildForBench(outDir);
  const sizes = new Map<string, number>();
  const gzipKB = (file: string) => {
    let kB = sizes.get(file);
    if (kB === undefined) sizes.set(file, (kB = gzipSync(readFileSync(join(outDir, file))).length / 1024));
    return kB;
  };
  const b = analyseManifest(manifest, gzipKB);
  for (const first of b.first) {
    r.figure(`first route ${first.route} (entry, route, its words: ${first.files.length} files)`, first.kB, 'KB', {
      max: GOAL.firstRouteKB,
    });
  }
  for (const route of b.routes) {
    const name = route.route.replace(/^src\/routes\//, '');
    r.figure(`${name}: on navigation (${route.files.length} files)`, route.kB, 'KB', { max: GOAL.lazyKB });
    for (const l of route.lazy) {
      // Named by its module: chunks of code are named by their hash alone (vite.config.ts).
      const name = l.src.replace(/^.*\//, '').replace(/\.\w+$/, '');
      r.figure(`  + lazy ${name} (${l.files.length} files)`, l.kB, 'KB', { max: GOAL.lazyKB });
    }
  }
  const total = [...sizes.keys()].filter((f) => f.endsWith('.js')).reduce((s, f) => s + sizes.get(f)!, 0);
  r.note(`${sizes.size} JS files counted, ${total.toFixed(1)} KB gzip in all; sizes are gzip (level 6) of the built files`);
}
