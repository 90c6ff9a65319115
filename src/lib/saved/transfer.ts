/**
 * Saved items to and from a file (the saved page's export and import). Its own module, reached
 * only from that page: the file's checks (Zod) and their words load there, not on every page.
 */
import { mergeSaved, type SavedData } from './model.ts';
import { now } from './actions.ts';
import { change, getState, whenReady } from './store.ts';

/** The file to download: everything saved in this browser. */
export async function exportSaved(): Promise<string> {
  await whenReady();
  const { exportFile } = await import('./file.ts');
  return exportFile(getState().data, now());
}

/** Import a file's text, merged into what is saved here; nothing changes when it is refused. */
export async function importSaved(text: string): Promise<{ ok: true; added: SavedData } | { ok: false; message: string }> {
  const { readFile } = await import('./file.ts');
  const read = readFile(text);
  if (!read.ok) return read;
  await change((d) => mergeSaved(d, read.data));
  return { ok: true, added: read.data };
}
