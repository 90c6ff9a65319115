/**
 * The first view of a page, drawn on the server (the entry of the build's server bundle,
 * `<build>/.ssr/prerender.js`; server/plugins/prerender.ts serves it): the app's own frame,
 * headline, form and loading states for an address, in the reader's language, as the browser's
 * first render draws them before its answers arrive. The page paints that before its JavaScript
 * has run; the app then draws the same view in its place (src/main.tsx), so nothing moves.
 *
 * It asks nothing of the data service: every paid call is the reader's own, made by the page and
 * counted against their limit. So its queries stay pending and it draws what a page shows while
 * it waits, except the page's first answers where the server already holds them (`held`: the
 * proxy's cache, fresh, or the store's figures, whole), which it draws, as the app will from the
 * same answers handed over in the page (src/lib/held-answer.ts). It holds nothing of the reader's (their saved items, units or
 * digits live in their browser): where those differ from the defaults, the app's first render
 * shows them. Nor does it know the screen's width: it draws for a phone's or a wide screen, as the
 * request says.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { i18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createI18n } from './lib/i18n/instance.ts';
import { setReadingI18n } from './lib/i18n/reading.ts';
import { assumeViewportWidth } from './lib/use-media-query.ts';
import { VIEW_WIDTHS, type ViewScreen } from './shared/first-view.ts';
import { createAppRouter } from './router.tsx';
import type { HeldAnswer } from './shared/first-answer.ts';
import { seedHeldAnswers } from './lib/held-answer.ts';
import type { Language } from './shared/languages.ts';

/** A query client that fetches nothing: a page's loaders start their requests in the browser. */
class AskingNothing extends QueryClient {
  override query(): Promise<never> {
    return Promise.reject(new Error('The first view is drawn without data.'));
  }
  override fetchQuery(): Promise<never> {
    return Promise.reject(new Error('The first view is drawn without data.'));
  }
}

/** One instance per language, every part's words loaded once. */
const instances = new Map<Language, Promise<i18n>>();
function wordsOf(language: Language): Promise<i18n> {
  let made = instances.get(language);
  if (!made) instances.set(language, (made = createI18n({ language })));
  return made;
}

/**
 * One view at a time: the instance read (`setReadingI18n`) and the link notes are the module's own (as in the
 * browser, where one page is open), so each view is loaded and drawn before the next starts.
 */
let turn: Promise<unknown> = Promise.resolve();

/**
 * The HTML of the first view at `url` (a path and its query string) in `language`, on a `screen`;
 * with the page's first answers where the server holds them (`held`), drawn as the app will draw them.
 */
export function prerender(url: string, language: Language, screen: ViewScreen, held: readonly HeldAnswer[] = []): Promise<string> {
  const view = turn.then(async () => {
    setReadingI18n(await wordsOf(language));
    assumeViewportWidth(VIEW_WIDTHS[screen]);
    const queryClient = new AskingNothing();
    seedHeldAnswers(queryClient, held);
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }), { server: true });
    try {
      await router.load();
      return renderToString(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
    } finally {
      queryClient.clear();
    }
  });
  turn = view.catch(() => undefined);
  return view;
}
