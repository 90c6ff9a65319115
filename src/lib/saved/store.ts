/**
 * The saved items of this browser, kept in IndexedDB (idb-keyval: one record, updated in one
 * transaction, so two tabs never lose each other's changes) and mirrored in memory for React
 * (`useSyncExternalStore` in hooks.ts). A change shows at once, is then written, and other tabs
 * are told over a BroadcastChannel to read the record again.
 *
 * Where IndexedDB is unavailable (some private modes), everything still works for the visit and
 * `persistent` is false, so the Saved page can say it will not be kept.
 */
import { createStore, get, update, type UseStore } from 'idb-keyval';
import { SAVED_VERSION, emptySaved, type SavedData } from './model.ts';

const DB_NAME = 'dar';
const STORE_NAME = 'saved';
const KEY = 'data';
const CHANNEL = 'dar-saved';

export interface SavedState {
  data: SavedData;
  /** The stored record has been read (before that, `data` is empty and saved marks are unknown). */
  ready: boolean;
  /** False when this browser refuses IndexedDB: changes last only for this visit. */
  persistent: boolean;
}

let state: SavedState = { data: emptySaved(), ready: false, persistent: true };
const listeners = new Set<() => void>();
let idb: UseStore | null | undefined;
let channel: BroadcastChannel | null = null;
let loading: Promise<void> | null = null;
/** Writes under way: the memory mirror takes a written record only when it is the last of them. */
let writing = 0;

function db(): UseStore | null {
  if (idb === undefined) {
    try {
      idb = typeof indexedDB === 'undefined' ? null : createStore(DB_NAME, STORE_NAME);
    } catch {
      idb = null;
    }
  }
  return idb;
}

function setState(next: SavedState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The stored record as saved data. It is only ever written by this module, so a light check is
 * enough (an imported file is read through zod instead, file.ts); a record from another version
 * is set aside rather than misread.
 */
function readStored(value: unknown): SavedData {
  if (typeof value !== 'object' || value === null) return emptySaved();
  const v = value as Partial<SavedData>;
  if (v.version !== SAVED_VERSION) return emptySaved();
  const list = <T>(x: T[] | undefined): T[] => (Array.isArray(x) ? x : []);
  return {
    version: SAVED_VERSION,
    favourites: list(v.favourites),
    searches: list(v.searches),
    recent: list(v.recent),
    compare: list(v.compare),
  };
}

async function reload(): Promise<void> {
  const store = db();
  if (!store) {
    setState({ ...state, ready: true, persistent: false });
    return;
  }
  try {
    const stored = await get<unknown>(KEY, store);
    setState({ data: readStored(stored), ready: true, persistent: true });
  } catch {
    setState({ ...state, ready: true, persistent: false });
  }
}

/** Read the stored record once (the first subscriber starts it) and follow other tabs' changes. */
function start(): Promise<void> {
  if (!loading) {
    loading = reload();
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = () => void reload();
    }
  }
  return loading;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void start();
  return () => listeners.delete(listener);
}

export const getState = (): SavedState => state;

/** Resolves once the stored record has been read. */
export const whenReady = (): Promise<void> => start();

/**
 * Apply a change: at once in memory, then to the stored record inside one IndexedDB transaction
 * (applied to what is stored, which another tab may have changed meanwhile).
 */
export async function change(apply: (data: SavedData) => SavedData): Promise<void> {
  await start();
  setState({ ...state, data: apply(state.data) });
  const store = db();
  if (!store || !state.persistent) return;
  let written: SavedData | undefined;
  writing++;
  try {
    await update<unknown>(
      KEY,
      (old) => {
        written = apply(readStored(old));
        return written;
      },
      store,
    );
  } catch {
    setState({ ...state, persistent: false });
    return;
  } finally {
    writing--;
  }
  // What is stored now (another tab's changes included); an earlier write's record would undo
  // the changes made in memory since, so only the last write's is taken.
  if (written && writing === 0) setState({ ...state, data: written });
  channel?.postMessage('changed');
}

/** For tests: forget the memory mirror, so the next subscriber reads the stored record again. */
export function resetForTests(): void {
  channel?.close();
  channel = null;
  loading = null;
  writing = 0;
  idb = undefined;
  state = { data: emptySaved(), ready: false, persistent: true };
}
