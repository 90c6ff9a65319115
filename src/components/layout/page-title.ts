/**
 * The document title of a page: what the route is, and where or whom it is about, so browser tabs,
 * history and screen readers tell pages apart ("Properties for sale in Dubai Marina · Dar").
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the document title; '' for the home page. */
    title?: string;
  }
}

const SITE_NAME = 'Dar';
export const HOME_TITLE = `${SITE_NAME}: UAE property search and market data`;

/** What a page is about, by the data's names (never a link's). */
export interface PageSubject {
  /** The location's name (searches, directories, market views). */
  place?: string | null;
  /** The agent's or brokerage's name (profile pages). */
  who?: string | null;
}

export function pageTitle(title: string | undefined, about: PageSubject = {}): string {
  if (!title) return HOME_TITLE;
  const subject = about.who ? `${about.who} · ${title}` : about.place ? `${title} in ${about.place}` : title;
  return `${subject} · ${SITE_NAME}`;
}
