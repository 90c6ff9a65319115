/**
 * The one script of a page sent with its first view (server/plugins/start-after-paint.ts writes it
 * in place of the app's script and preloads): it asks for the app's code once that view has painted.
 *
 * Why: the view (its frame, headline and text; a search's cards and lead photo where the server
 * holds its answer) paints from the HTML and the stylesheet alone. Named in the HTML, the app's code
 * (175-230 KB gzip, in up to 30 files) shared a slow link with them, and the first paint came after
 * it: on Lighthouse's throttled phone at 2.0-2.8 s, and at about 1.0 s with the code asked for after
 * the paint (docs/page-speed.md). A search or listing whose first answer is still to come keeps its
 * script: there the code is what draws the answer.
 *
 * `<meta name="dar-start" content="entry chunk chunk …">` names the app's entry, then every chunk
 * the page needs before it draws. Free of imports, so that it is all that loads before the paint:
 * the name is written here as START_META (src/shared/first-view.ts) says, and boot.dom.test.tsx
 * holds the two together.
 */
const START = 'meta[name="dar-start"]';

/**
 * How many chunks are named to the browser per task. Each preload costs the main thread about 3 ms
 * on a slow phone (4x): the 23 of a market page were one task of 120 ms, which blocked input.
 */
const PRELOADS_PER_TASK = 8;

/** Preload the chunks and run the entry named in the page (the loader is a test's to replace). */
export function start(
  doc: Document = document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
  later: (next: () => void) => void = (next) => setTimeout(next, 0),
): void {
  const named = doc.querySelector<HTMLMetaElement>(START)?.content ?? '';
  const [entry, ...chunks] = named.split(/\s+/).filter(Boolean);
  const preload = (from: number) => {
    for (const href of chunks.slice(from, from + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      // The mode of the entry's own imports: a preload made in another would be fetched again.
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    if (from + PRELOADS_PER_TASK < chunks.length) later(() => preload(from + PRELOADS_PER_TASK));
  };
  // The entry's own imports lead the list: the first slice has them before the entry asks.
  preload(0);
  // The page stays as the server drew it, readable, if the code cannot load; say why.
  if (entry) load(entry).catch((err: unknown) => console.error("The app's code did not load", err));
}

// A frame's animation callbacks run before it paints, and a task queued from one runs after the
// paint. A hidden page paints nothing and runs no frame callbacks: it starts at once, naming every
// chunk in one task (nobody waits on its input, and a hidden page's timers wait up to a second).
// A page naming no start list (a test's) is left alone.
if (document.querySelector(START)) {
  if (document.visibilityState === 'hidden') start(document, undefined, (next) => next());
  else requestAnimationFrame(() => setTimeout(start, 0));
}
