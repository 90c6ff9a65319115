/**
 * The words of each part of the app beyond the frame, each an i18next namespace in its own chunk
 * per language, so a page loads only the parts it shows (the home page none; which page shows
 * which: src/shared/route-words.ts). A part's keys keep their full name (`market.trends.title`):
 * i18next finds them through `fallbackNS` (instance.ts).
 */
import type { areas } from './en/areas.ts';
import type { directory } from './en/directory.ts';
import type { listings } from './en/listings.ts';
import type { market } from './en/market.ts';
import type { saved } from './en/saved.ts';
import type { widgets } from './en/widgets.ts';

import type { WordPart } from '../../../shared/route-words.ts';

/** Each part's words, as English has them (the keys Arabic must have too). */
export interface PartWords {
  listings: typeof listings;
  market: typeof market;
  areas: typeof areas;
  directory: typeof directory;
  saved: typeof saved;
  widgets: typeof widgets;
}

type PartLoader = () => Promise<object>;

/** Each language's parts, one chunk each; a namespace holds its part under the part's own key. */
export const PART_LOADERS: Record<'en' | 'ar', Record<WordPart, PartLoader>> = {
  en: {
    listings: () => import('./en/listings.ts').then(({ listings }) => ({ listings })),
    market: () => import('./en/market.ts').then(({ market }) => ({ market })),
    areas: () => import('./en/areas.ts').then(({ areas }) => ({ areas })),
    directory: () => import('./en/directory.ts').then(({ directory }) => ({ directory })),
    saved: () => import('./en/saved.ts').then(({ saved }) => ({ saved })),
    widgets: () => import('./en/widgets.ts').then(({ widgets }) => ({ widgets })),
  },
  ar: {
    listings: () => import('./ar/listings.ts').then(({ listings }) => ({ listings })),
    market: () => import('./ar/market.ts').then(({ market }) => ({ market })),
    areas: () => import('./ar/areas.ts').then(({ areas }) => ({ areas })),
    directory: () => import('./ar/directory.ts').then(({ directory }) => ({ directory })),
    saved: () => import('./ar/saved.ts').then(({ saved }) => ({ saved })),
    widgets: () => import('./ar/widgets.ts').then(({ widgets }) => ({ widgets })),
  },
};
