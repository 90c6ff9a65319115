/** What the UI does to saved items: each one change to the stored record, stamped with the time. */
import * as M from './model.ts';
import { change, getState, whenReady } from './store.ts';

const now = () => new Date().toISOString();

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

/** The file to download: everything saved in this browser. */
export async function exportSaved(): Promise<string> {
  await whenReady();
  const { exportFile } = await import('./file.ts');
  return exportFile(getState().data, now());
}

/** Import a file's text, merged into what is saved here; nothing changes when it is refused. */
export async function importSaved(text: string): Promise<{ ok: true; added: M.SavedData } | { ok: false; message: string }> {
  const { readFile } = await import('./file.ts');
  const read = readFile(text);
  if (!read.ok) return read;
  await change((d) => M.mergeSaved(d, read.data));
  return { ok: true, added: read.data };
}
export const replaceCompare = (listings: readonly M.ListingSnapshot[]) => change((d) => M.replaceCompare(d, listings));
