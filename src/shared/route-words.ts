/**
 * Which parts of the app's words each page shows, beyond the common ones every page has (the
 * frame, counts, errors, value labels). Each part is its own chunk per language
 * (src/lib/i18n/resources/parts.ts): the root route loads the opened page's parts before it draws
 * (src/lib/i18n/route-words.ts), and the server preloads the English ones from the page's HTML
 * (server/plugins/page-html.ts). scripts/route-words.test.ts follows each route's imports
 * and fails when a page's code uses a part not named here.
 */
import type { AppRoutePath } from './app-routes.ts';

export const WORD_PARTS = ['listings', 'market', 'areas', 'directory', 'saved', 'widgets'] as const;
export type WordPart = (typeof WORD_PARTS)[number];

export const ROUTE_WORDS: Record<AppRoutePath, readonly WordPart[]> = {
  '/': [],
  '/agents/': ['directory', 'listings', 'widgets'],
  '/agents/$agentId': ['directory', 'listings', 'widgets'],
  '/brokers/': ['directory', 'listings', 'widgets'],
  '/brokers/$brokerId': ['directory', 'listings', 'widgets'],
  '/buy': ['listings', 'widgets'],
  '/commercial/buy': ['listings', 'widgets'],
  '/commercial/rent': ['listings', 'widgets'],
  '/compare': ['market', 'saved'],
  '/developers': ['directory', 'listings', 'widgets'],
  '/developers/$developerId': ['directory', 'listings'],
  '/market/': ['market', 'areas', 'widgets'],
  '/market/areas': ['market', 'areas'],
  '/market/changes': ['market'],
  '/market/compare': ['market', 'areas', 'widgets'],
  '/market/map': ['market', 'areas', 'widgets'],
  '/market/registry': ['market', 'listings', 'widgets'],
  '/market/transactions': ['market', 'listings', 'widgets'],
  '/market/trends': ['market', 'widgets'],
  '/mortgage': ['market', 'saved'],
  '/new-projects': ['listings', 'widgets'],
  '/new-projects/$projectId': ['listings', 'widgets'],
  '/property/$propertyId': ['listings', 'market', 'saved', 'widgets'],
  '/rent': ['listings', 'widgets'],
  '/saved': ['saved', 'listings'],
};
