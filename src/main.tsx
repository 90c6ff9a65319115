import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter, settleArrival } from './router.tsx';
import { initI18n } from './lib/i18n/app.ts';
import { ReadingRoot } from './lib/i18n/react.ts';
import { readingFormatters, readingI18n } from './lib/i18n/reading.ts';
import { FIRST_VIEW_ATTRIBUTE } from './shared/first-view.ts';
import { carryReaderInput } from './lib/first-view-input.ts';
import { HELD_ANSWER_ID } from './shared/first-answer.ts';
import './styles.css';

const root = document.getElementById('root')!;

/**
 * The pages, drawn again from scratch when the language or the digits change: every text and
 * figure follows, including those formatted outside components (chart ticks, CSV headers). The
 * router's state (address, data) is kept; a switch is rare, and a portal reloads on it anyway.
 */
function Pages({ router, takeOver }: { router: ReturnType<typeof createAppRouter>; takeOver: () => void }) {
  // The server's first view has been replaced by the app's own (createRoot drew over it): what the
  // reader typed there, and where they were, go to the same controls here.
  useLayoutEffect(() => {
    root.removeAttribute(FIRST_VIEW_ATTRIBUTE);
    takeOver();
  }, [takeOver]);
  return (
    <ReadingRoot>
      <RouterProvider router={router} />
    </ReadingRoot>
  );
}

/** A task of its own: the browser paints and answers input between two. */
const nextTask = () => new Promise((next) => setTimeout(next, 0));

/**
 * The engine's `Intl` set-up, made while the words and the route's code load: a page's first
 * number format costs 32-96 ms on a slow phone (4x), its first date format 7-13, whatever
 * the locale; made in the first render, or in the task that starts it, they made it one task over
 * 50 ms, which blocks input. Each is made in a task of its own; the page's own formatters, made
 * after them, cost a millisecond or two. The engine's own set-up, which the first of them paid
 * for, comes in two steps before them, measured on a blank page at 4x: a first string comparison
 * (28-41 ms) and a first locale (15-34 ms) leave the first number format 14-15 ms, where alone it
 * was 62-94.
 */
async function setUpIntl(): Promise<void> {
  for (const make of [
    () => 'a'.localeCompare('b'),
    () => new Intl.Locale('en').maximize(),
    () => new Intl.NumberFormat().format(1),
    () => new Intl.DateTimeFormat().format(0),
    () => new Intl.PluralRules().select(1),
  ]) {
    await nextTask();
    make();
  }
}

/**
 * The app starts in steps, each a task of its own: the code's evaluation, the site's storage, the
 * language, the router, its arrival, its first load, the `Intl` set-up, the renderer's evaluation
 * and the first words, then the first render (itself in slices). On a slow phone (4x) the first
 * three took 80-130 ms as one task, input blocked throughout; apart, each is 20-65 ms
 * (docs/page-speed.md).
 */
async function start(): Promise<void> {
  // The site's storage is first touched in tasks of its own: the first read of each loads it, up to
  // 60 ms on a slow phone (4x) for local storage (the language's and digits' choices read next)
  // and 20 for the tab's (the router's scroll positions).
  for (const touch of [() => localStorage.length, () => sessionStorage.length]) {
    await nextTask();
    try {
      touch();
    } catch {
      // Storage refused (a privacy setting): each reader copes on its own.
    }
  }
  await nextTask();
  // The language is chosen now (a link's ?lang=, else the one remembered, else English); its words
  // (Arabic's come from their own chunk) load while the router starts.
  const words = initI18n();
  await nextTask();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false } },
  });
  // The page's first answers, where the server drew the first view with them: the page's queries
  // have them now. Their code is loaded by such pages only (the server names it in their HTML); if
  // it cannot load, the queries ask for the answers as on any other page.
  if (document.getElementById(HELD_ANSWER_ID)) {
    await import('./lib/held-answer.ts').then(
      ({ readHeldAnswers, seedHeldAnswers }) => seedHeldAnswers(queryClient, readHeldAnswers()),
      (err: unknown) => console.error("The page's first answers could not be read", err),
    );
  }
  const router = createAppRouter(queryClient, undefined, { settle: false });
  await nextTask();
  settleArrival(router);
  // The router's making and its first load were one task of 58-69 ms on a slow phone (4x).
  await nextTask();
  // The opened route starts loading now, beside the words: its chunks (already fetching,
  // preloaded from the page's HTML) and its loaders' data. RouterProvider joins this load rather
  // than starting one.
  const opened = router.load().catch((err: unknown) => console.error(err));

  // Drawn once the words are in (no page shows keys, or English before Arabic, or flips direction)
  // and the opened route's code has loaded: the page's first view, drawn by the server
  // (src/prerender.tsx), stays on screen until the app draws the same view in its place, never a
  // blank page in between. React's renderer is a chunk of its own (a third of the code, named in
  // the page with the rest), evaluated in a task of its own: evaluated with the entry, it made that
  // one task of 80-120 ms on a slow phone (4x).
  const [{ createRoot }] = await Promise.all([nextTask().then(() => import('react-dom/client')), words, opened, setUpIntl()]);
  // The locale's own first amount, date and plural, in a task of their own, not the first render's.
  await nextTask();
  const format = readingFormatters();
  format.money(1, 'AED');
  format.date('2026-01-01');
  new Intl.PluralRules(format.locale).select(1);
  await nextTask();
  // The first words looked up cost 30-40 ms on a slow phone (4x), the engine compiling the lookup:
  // in the first render, that was the frame's slice (the page's title), one task over 50 ms.
  readingI18n().t('shell.titles.home');
  await nextTask();
  const takeOver = carryReaderInput(root);
  const app = createRoot(root);
  // In a transition, React draws the page in slices of a few milliseconds, yielding to the browser
  // between them (a first render of a search is 100 ms of work on a laptop, 400 on a slow phone, as
  // one task it blocked every key for that long). The server's first view stays on screen, and
  // answers the reader, until the whole page is drawn and put in its place at once.
  startTransition(() => {
    app.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <Pages router={router} takeOver={takeOver} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// The page stays as the server drew it, readable, if the code cannot start; say why.
start().catch((err: unknown) => console.error("The app's code did not start", err));
