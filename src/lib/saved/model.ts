/**
 * What a person keeps in this browser (no accounts): saved listings, saved searches, recently
 * viewed listings and the compare list. Pure data and pure updates; `store.ts` keeps it in
 * IndexedDB and `file.ts` reads and writes it as a JSON file.
 *
 * A saved listing keeps a snapshot of what its card showed when it was saved, so it still reads
 * right once the service no longer lists it (it is then marked gone, never dropped).
 */
import type { Price } from '../../contract/index.ts';
import { COMPARE_MAX } from './compare-ids.ts';
import { SEARCH_PATHS } from '../search-paths.ts';

/** The version of the stored shape and of an exported file. */
export const SAVED_VERSION = 1;

/** Recently viewed keeps the last this many listing pages opened. */
export const RECENT_LIMIT = 20;
/**
 * Each saved search costs one request when the Saved page opens (its "new since" count), so their
 * number is bounded: the page stays within a few dozen requests however it is used.
 */
export const SEARCH_LIMIT = 20;

/** The five listing searches a search can be saved from. */
export type SavedSearchEndpoint = keyof typeof SEARCH_PATHS;
export const SAVED_SEARCH_ENDPOINTS = Object.keys(SEARCH_PATHS) as SavedSearchEndpoint[];

/** What a listing card shows, kept as it was when saved or viewed. */
export interface ListingSnapshot {
  id: string;
  title: string;
  propertyType: string;
  price: Pick<Price, 'value' | 'period' | 'is_hidden'>;
  bedrooms: string | null;
  bathrooms: string | null;
  sizeSqft: number | null;
  location: string;
  image: string | null;
}

export interface Favourite {
  listing: ListingSnapshot;
  savedAt: string;
  /** When the service was last asked whether it still lists it; null: not yet. */
  checkedAt: string | null;
  /** The service answered "not found" at the last check. */
  gone: boolean;
}

export interface SavedSearch {
  /** The canonical query's key (`search-buy?bedrooms=2&location_id=50&...`): one entry per search. */
  id: string;
  endpoint: SavedSearchEndpoint;
  /** The canonical wire query, without the page. */
  query: Record<string, string>;
  /** The picked location's name, as the search page showed it. */
  locationName: string | null;
  title: string;
  savedAt: string;
  /** When it was saved or last opened from the Saved page: "new since" counts from here. */
  openedAt: string;
  /**
   * The results first in "newest" order at that moment. Listings carry no date, so what is new
   * is what now sits above the newest of these (see new-since.ts).
   */
  seen: string[];
}

interface RecentView {
  listing: ListingSnapshot;
  viewedAt: string;
}

export interface SavedData {
  version: typeof SAVED_VERSION;
  favourites: Favourite[];
  searches: SavedSearch[];
  recent: RecentView[];
  compare: ListingSnapshot[];
}

export const emptySaved = (): SavedData => ({ version: SAVED_VERSION, favourites: [], searches: [], recent: [], compare: [] });

export const isFavourite = (data: SavedData, id: string) => data.favourites.some((f) => f.listing.id === id);
export const isCompared = (data: SavedData, id: string) => data.compare.some((l) => l.id === id);

/** Save the listing (newest first), or unsave it when it is saved. */
export function toggleFavourite(data: SavedData, listing: ListingSnapshot, now: string): SavedData {
  if (isFavourite(data, listing.id)) return removeFavourite(data, listing.id);
  return { ...data, favourites: [{ listing, savedAt: now, checkedAt: null, gone: false }, ...data.favourites] };
}

function removeFavourite(data: SavedData, id: string): SavedData {
  return { ...data, favourites: data.favourites.filter((f) => f.listing.id !== id) };
}

/** Record what the service said about saved listings: still listed, or gone (`not_found`). */
export function markChecked(data: SavedData, results: readonly { id: string; gone: boolean }[], now: string): SavedData {
  if (!results.length) return data;
  const byId = new Map(results.map((r) => [r.id, r.gone]));
  return {
    ...data,
    favourites: data.favourites.map((f) => (byId.has(f.listing.id) ? { ...f, gone: byId.get(f.listing.id)!, checkedAt: now } : f)),
  };
}

/**
 * Add a search (newest first). Saving the same search again refreshes it. Over the limit the
 * oldest saved search makes room.
 */
export function addSearch(data: SavedData, search: SavedSearch): SavedData {
  const others = data.searches.filter((s) => s.id !== search.id);
  return { ...data, searches: [search, ...others].slice(0, SEARCH_LIMIT) };
}

export function removeSearch(data: SavedData, id: string): SavedData {
  return { ...data, searches: data.searches.filter((s) => s.id !== id) };
}

/** The search was opened: what it shows now is no longer new. */
export function markSearchOpened(data: SavedData, id: string, seen: readonly string[], now: string): SavedData {
  return { ...data, searches: data.searches.map((s) => (s.id === id ? { ...s, openedAt: now, seen: [...seen] } : s)) };
}

/** A listing page was opened: first in recently viewed, once, at most RECENT_LIMIT kept. */
export function recordView(data: SavedData, listing: ListingSnapshot, now: string): SavedData {
  const others = data.recent.filter((r) => r.listing.id !== listing.id);
  return { ...data, recent: [{ listing, viewedAt: now }, ...others].slice(0, RECENT_LIMIT) };
}

export function clearRecent(data: SavedData): SavedData {
  return { ...data, recent: [] };
}

/** Add to or take off the compare list; a fifth listing is refused (the data is returned as it was). */
export function toggleCompare(data: SavedData, listing: ListingSnapshot): SavedData {
  if (isCompared(data, listing.id)) return { ...data, compare: data.compare.filter((l) => l.id !== listing.id) };
  if (data.compare.length >= COMPARE_MAX) return data;
  return { ...data, compare: [...data.compare, listing] };
}

export function clearCompare(data: SavedData): SavedData {
  return { ...data, compare: [] };
}

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/**
 * An imported file merged into what this browser holds: nothing here is lost; an entry in both
 * keeps the later save (and for a search, the later opening, so "new since" does not count twice).
 */
export function mergeSaved(current: SavedData, incoming: SavedData): SavedData {
  const favourites = new Map(current.favourites.map((f) => [f.listing.id, f]));
  for (const f of incoming.favourites) {
    const mine = favourites.get(f.listing.id);
    if (!mine || Date.parse(f.savedAt) > Date.parse(mine.savedAt)) favourites.set(f.listing.id, f);
  }
  const searches = new Map(current.searches.map((s) => [s.id, s]));
  for (const s of incoming.searches) {
    const mine = searches.get(s.id);
    if (!mine) searches.set(s.id, s);
    else if (Date.parse(s.openedAt) > Date.parse(mine.openedAt)) searches.set(s.id, { ...s, savedAt: later(s.savedAt, mine.savedAt) });
  }
  const recent = new Map<string, RecentView>();
  for (const r of [...current.recent, ...incoming.recent]) {
    const mine = recent.get(r.listing.id);
    if (!mine || Date.parse(r.viewedAt) > Date.parse(mine.viewedAt)) recent.set(r.listing.id, r);
  }
  const compare = [...current.compare];
  for (const l of incoming.compare) if (compare.length < COMPARE_MAX && !compare.some((c) => c.id === l.id)) compare.push(l);
  const bySaved = (a: { savedAt: string }, b: { savedAt: string }) => Date.parse(b.savedAt) - Date.parse(a.savedAt);
  return {
    version: SAVED_VERSION,
    favourites: [...favourites.values()].sort(bySaved),
    searches: [...searches.values()].sort(bySaved).slice(0, SEARCH_LIMIT),
    recent: [...recent.values()].sort((a, b) => Date.parse(b.viewedAt) - Date.parse(a.viewedAt)).slice(0, RECENT_LIMIT),
    compare,
  };
}

/** Put these listings on the compare list in place of what it held (a shared comparison kept). */
export function replaceCompare(data: SavedData, listings: readonly ListingSnapshot[]): SavedData {
  return { ...data, compare: listings.slice(0, COMPARE_MAX) };
}
