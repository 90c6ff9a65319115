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

export function pageTitle(title: string | undefined, search: Record<string, unknown>): string {
  if (!title) return HOME_TITLE;
  const place = typeof search.location_name === 'string' ? search.location_name : undefined;
  const who = typeof search.name === 'string' ? search.name : undefined;
  const subject = who ? `${who} · ${title}` : place ? `${title} in ${place}` : title;
  return `${subject} · ${SITE_NAME}`;
}
