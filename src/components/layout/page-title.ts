/**
 * The document title of a page: what the route is, and where or whom it is about, so browser tabs,
 * history and screen readers tell pages apart ("Properties for sale in Dubai Marina · Dar"), in
 * the language being read; the data's names stay as the service wrote them.
 */
import { readingI18n } from '../../lib/i18n/reading.ts';
import type { shell } from '../../lib/i18n/resources/en/shell.ts';

/** A page's name: its key under `shell.titles.pages`. */
type PageTitleKey = keyof typeof shell.titles.pages;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the document title (a key of `shell.titles.pages`); '' for the home page. */
    title?: PageTitleKey | '';
  }
}

/** What a page is about, by the data's names (never a link's). */
export interface PageSubject {
  /** The location's name (searches, directories, market views). */
  place?: string | null;
  /** The agent's or brokerage's name (profile pages). */
  who?: string | null;
}

/** The home page's title (and any page's without a name). */
export const homeTitle = () => readingI18n().t('shell.titles.home');

export function pageTitle(title: PageTitleKey | '' | undefined, about: PageSubject = {}): string {
  const { t } = readingI18n();
  if (!title) return homeTitle();
  const name = t(`shell.titles.pages.${title}`);
  const subject = about.who
    ? t('shell.titles.ofWho', { who: about.who, title: name })
    : about.place
      ? t('shell.titles.inPlace', { title: name, place: about.place })
      : name;
  return t('shell.titles.withSite', { subject, site: t('shell.titles.site') });
}
