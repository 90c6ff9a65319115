/**
 * What a link asked for that its page could not use. Every route validates its URL search
 * leniently (url-search.ts): a bad value is dropped, an inverted range swapped, so a hand-edited or
 * stale link never breaks a page. Dropping in silence, though, leaves a reader wondering why the
 * page ignores what the link says; this module names what was left out, by comparing the search
 * as the URL gave it with the route's validated search, so every page tells it the same way
 * (components/LinkNotice.tsx) without a copy per page.
 */
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { once } from './once.ts';
import { ENDPOINTS, INSIGHT_ENDPOINTS, MAX_AMOUNT, RANGES, isRecordId, splitList, textOf, type ParamDef } from '../contract/index.ts';

/** Why a value was left out, in the reader's words (`shell.linkNotes.reason.*`). */
type IgnoredReason = 'unknownChoice' | 'notAmount' | 'notPage' | 'notNumber' | 'notId' | 'notDate' | 'notText' | 'unknownKey' | 'tooMany';

export type LinkNote =
  /**
   * `value` (as the link gave it, or the items of a list that were left out) of parameter `key`;
   * '' where the value is not repeated (text with spaces, and any value of a key no page reads).
   */
  | { kind: 'ignored'; key: string; value: string; reason: IgnoredReason }
  /** A range given the wrong way round (`price_min` above `price_max`): its ends were swapped. */
  | { kind: 'swapped'; low: string; high: string };

function reasonOfDef(def: ParamDef): IgnoredReason {
  switch (def.kind) {
    case 'enum':
    case 'enumList':
      return 'unknownChoice';
    case 'int':
      return def.role === 'page' ? 'notPage' : def.max === MAX_AMOUNT ? 'notAmount' : 'notNumber';
    case 'intList':
      return 'notNumber';
    case 'id':
      return 'notId';
    case 'date':
      return 'notDate';
    case 'text':
      return 'notText';
    case 'textList':
      return def.pattern ? 'notId' : 'notText';
  }
}

/**
 * The search keys of the app's own (not the data service's) and what a bad one is; `defaults` are
 * values a validator leaves out of the URL on purpose (the service's own unit), not ignored ones.
 */
const UI_KEYS: Record<string, { reason: IgnoredReason; defaults?: readonly string[] }> = {
  unit: { reason: 'unknownChoice', defaults: ['sqft'] },
  cur: { reason: 'unknownChoice', defaults: ['AED'] },
  view: { reason: 'unknownChoice' },
  pages: { reason: 'notNumber', defaults: ['1'] },
  beds: { reason: 'notNumber' },
  name: { reason: 'notText' },
  figure: { reason: 'notText' },
  dir: { reason: 'unknownChoice' },
  // The mortgage form's link (lib/mortgage-form.ts).
  residency: { reason: 'unknownChoice' },
  home: { reason: 'unknownChoice' },
  status: { reason: 'unknownChoice' },
  rate: { reason: 'notNumber' },
  years: { reason: 'notNumber' },
  down: { reason: 'notNumber' },
  // The trends page's asking-price side (sales unless `rent`).
  asking: { reason: 'unknownChoice' },
  // The listings compared (/compare): ids of listings.
  ids: { reason: 'notId' },
};

/**
 * Every search key a page reads, and why a bad value of it is dropped: the contract's, then the
 * app's own. Made when a link is first read, not as the app's code loads: the entry's evaluation is
 * one task on a phone, and every endpoint's parameters are many.
 */
const reasons = once((): ReadonlyMap<string, IgnoredReason> => {
  const out = new Map<string, IgnoredReason>();
  for (const [key, { reason }] of Object.entries(UI_KEYS)) out.set(key, reason);
  const tables: { params: Record<string, ParamDef> }[] = [...Object.values(ENDPOINTS), ...Object.values(INSIGHT_ENDPOINTS)];
  for (const { params } of tables) {
    for (const [key, def] of Object.entries(params)) if (!out.has(key)) out.set(key, reasonOfDef(def));
  }
  return out;
});

/** Every search key the notes can name (the i18n resources label each, `resources.test.ts`). */
export const linkNoteKeys = (): readonly string[] => [...reasons().keys()];

/**
 * Keys a link carries for someone else (campaign tags, click ids) or that the app reads before the
 * router (`lang`): leaving them out is not news to the reader.
 */
const NOT_NEWS = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|lang)$/;

/**
 * How much of a link's text the notes repeat. A link is anyone's to write: the notes quote enough
 * to recognise a value, never a sentence someone could put on our page.
 */
const QUOTABLE = /^[^\s<>"“”«»]{1,24}$/u;

/** The same value, whether written by the link or by a validator ("07" and 7, " 50" and "50"). */
function sameValue(a: string, b: string): boolean {
  if (a === b) return true;
  return a !== '' && b !== '' && !Number.isNaN(Number(a)) && Number(a) === Number(b);
}

/**
 * What of the link's search (`raw`, every value a string as the URL gave it) the route's
 * validated search left out, in the link's order: a value dropped whole, the items of a list that
 * were dropped, and ranges whose ends were swapped. A value a validator tidied (trimmed, rounded,
 * sorted) is kept, so it is not news.
 */
export function ignoredFromLink(raw: Record<string, unknown>, validated: Record<string, unknown>): LinkNote[] {
  const notes: LinkNote[] = [];
  const swapped = new Set<string>();
  for (const [low, high] of RANGES) {
    const [rawLow, rawHigh] = [textOf(raw[low]).trim(), textOf(raw[high]).trim()];
    if (!rawLow || !rawHigh || sameValue(rawLow, rawHigh)) continue;
    if (sameValue(textOf(validated[low]), rawHigh) && sameValue(textOf(validated[high]), rawLow)) {
      notes.push({ kind: 'swapped', low, high });
      swapped.add(low).add(high);
    }
  }
  for (const [key, value] of Object.entries(raw)) {
    const text = textOf(value).trim();
    if (!text || swapped.has(key) || NOT_NEWS.test(key)) continue;
    const reason = reasons().get(key) ?? 'unknownKey';
    const kept = validated[key];
    if (kept === undefined || kept === null || kept === '') {
      if (!UI_KEYS[key]?.defaults?.includes(text)) notes.push(ignoredNote(key, text, reason));
      continue;
    }
    // A list: the items the validator did not keep (`ids=1,2,abc` keeps 1 and 2).
    const keptItems = (Array.isArray(kept) ? kept.map(textOf) : splitList(textOf(kept))).map((s) => s.trim());
    const dropped = splitList(text).filter((item) => !keptItems.some((k) => sameValue(k, item)));
    if (!dropped.length || splitList(text).length < 2) continue;
    // Ids of the right form left out: past the most a list takes (a search's five places).
    const overLimit = reason === 'notId' ? dropped.filter((item) => isRecordId('place', item)) : [];
    const malformed = dropped.filter((item) => !overLimit.includes(item));
    if (malformed.length) notes.push(ignoredNote(key, malformed.join(','), reason));
    if (overLimit.length) notes.push(ignoredNote(key, overLimit.join(','), 'tooMany'));
  }
  return notes;
}

/**
 * A value is quoted when it is one short word ("-5", "spaceship", "99999"); text with spaces
 * (`?property_type=Call 050 … to claim`) is not repeated (value ''). A key no page reads is named
 * as the link wrote it, shortened, and its value never repeated.
 */
function ignoredNote(key: string, value: string, reason: IgnoredReason): LinkNote {
  if (reason === 'unknownKey') return { kind: 'ignored', key: QUOTABLE.test(key) ? key : `${key.slice(0, 20)}…`, value: '', reason };
  return { kind: 'ignored', key, value: QUOTABLE.test(value) ? value : '', reason };
}

/** The notes of a location: its search as the URL gave it, against the search its route validated. */
function notesAt(router: AnyRouter, location: Pick<ParsedLocation, 'pathname' | 'search'>): LinkNote[] {
  const raw: Record<string, unknown> = location.search;
  const matches = router.matchRoutes(location.pathname, raw);
  const leaf = matches[matches.length - 1];
  return leaf ? ignoredFromLink(raw, leaf.search as Record<string, unknown>) : [];
}

/** The notes of the last link that had any, and the address it became once tidied. */
interface HeldNotes {
  href: string;
  notes: LinkNote[];
}

let held: HeldNotes | null = null;
const listeners = new Set<() => void>();

function hold(next: HeldNotes | null) {
  held = next;
  for (const listener of listeners) listener();
}

/**
 * Watch a router's locations for links with values left out. The address a page was opened at is
 * read now, before the router replaces it with its validated form (its first render never sees
 * the bad values); links followed later (a saved search made by an older version) are read as
 * they resolve. The notes stay while the address is the one the link became, and go with the
 * reader's first change.
 */
export function watchLinkNotes(router: AnyRouter): void {
  const arrival = router.latestLocation;
  const tidied = router.buildLocation({
    to: arrival.pathname,
    search: true,
    params: true,
    hash: true,
    _includeValidateSearch: true,
  });
  const notes = notesAt(router, arrival);
  hold(notes.length ? { href: tidied.href, notes } : null);
  router.subscribe('onResolved', ({ toLocation }) => {
    const found = notesAt(router, toLocation);
    if (found.length) hold({ href: toLocation.href, notes: found });
  });
}

/** For useSyncExternalStore: the notes held, and a way to hear of new ones. */
export const linkNotesStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The notes for `href` (the address on view), or none when the reader has moved on. */
  notesFor: (href: string): LinkNote[] | null => (held && held.href === href ? held.notes : null),
  snapshot: (): HeldNotes | null => held,
};
