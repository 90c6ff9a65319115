/**
 * Which parts of the app's words each page shows, beyond the common ones every page has (the
 * frame, counts, errors, value labels). Each part is its own chunk per language
 * (src/lib/i18n/resources/parts.ts): the root route loads the opened page's parts before it draws
 * (src/lib/i18n/route-words.ts), and the server preloads the English ones from the page's HTML
 * (server/plugins/page-html.ts). scripts/route-words.test.ts follows each route's imports
 * and fails when a page's code uses a part not named here.
 */
import type { AppRoutePath } from './app-routes.ts';

export const WORD_PARTS = ['listings', 'market', 'areas', 'directory', 'saved'] as const;
export type WordPart = (typeof WORD_PARTS)[number];

export const ROUTE_WORDS: Record<AppRoutePath, readonly WordPart[]> = {
  '/': [],
  '/agents/': ['directory', 'listings'],
  '/agents/$agentId': ['directory', 'listings'],
  '/brokers/': ['directory', 'listings'],
  '/brokers/$brokerId': ['directory', 'listings'],
  '/buy': ['listings'],
  '/commercial/buy': ['listings'],
  '/commercial/rent': ['listings'],
  '/compare': ['market', 'saved'],
  '/developers': ['directory', 'listings'],
  '/developers/$developerId': ['directory', 'listings'],
  '/market/': ['market', 'areas'],
  '/market/areas': ['market', 'areas'],
  '/market/changes': ['market'],
  '/market/compare': ['market', 'areas'],
  '/market/map': ['market', 'areas'],
  '/market/registry': ['market', 'listings'],
  '/market/transactions': ['market', 'listings'],
  '/market/trends': ['market'],
  '/mortgage': ['market', 'saved'],
  '/new-projects': ['listings'],
  '/new-projects/$projectId': ['listings'],
  '/property/$propertyId': ['listings', 'market', 'saved'],
  '/rent': ['listings'],
  '/saved': ['saved', 'listings'],
};
