/** What the UI does to saved items: each one change to the stored record, stamped with the time. */
import * as M from './model.ts';
import { change } from './store.ts';

export const now = () => new Date().toISOString();

export const toggleFavourite = (listing: M.ListingSnapshot) => change((d) => M.toggleFavourite(d, listing, now()));
export const markChecked = (results: readonly { id: string; gone: boolean }[]) => change((d) => M.markChecked(d, results, now()));
export const saveSearch = (search: Omit<M.SavedSearch, 'savedAt' | 'openedAt'>) => {
  const at = now();
  return change((d) => M.addSearch(d, { ...search, savedAt: at, openedAt: at }));
};
export const removeSearch = (id: string) => change((d) => M.removeSearch(d, id));
export const markSearchOpened = (id: string, seen: readonly string[]) => change((d) => M.markSearchOpened(d, id, seen, now()));
export const recordView = (listing: M.ListingSnapshot) => change((d) => M.recordView(d, listing, now()));
export const clearRecent = () => change(M.clearRecent);
export const toggleCompare = (listing: M.ListingSnapshot) => change((d) => M.toggleCompare(d, listing));
export const clearCompare = () => change(M.clearCompare);

export const replaceCompare = (listings: readonly M.ListingSnapshot[]) => change((d) => M.replaceCompare(d, listings));
