/**
 * Saved listings, searches, recently viewed and the compare list as a JSON file, to move them to
 * another browser. A file is read through zod (this module is loaded only when a file is
 * imported or exported, so the pages do not carry zod): anything it does not accept is refused
 * with a sentence that says where, and nothing is changed.
 */
import { z } from 'zod';
import {
  COMPARE_MAX,
  RECENT_LIMIT,
  SAVED_SEARCH_ENDPOINTS,
  SAVED_VERSION,
  SEARCH_LIMIT,
  type SavedData,
  type SavedSearch,
} from './model.ts';
import { searchKey } from './search-key.ts';

/** Marks the file as ours, so another app's JSON is named as such. */
const FILE_KIND = 'dar-saved';

const when = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });
const shortText = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const id = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a listing id (letters, digits, - and _)')
  .or(z.number().int().nonnegative().transform(String));

const Snapshot = z.object({
  id,
  title: shortText(500),
  propertyType: shortText(100),
  price: z.object({
    value: z.number().nonnegative().nullable(),
    period: shortText(20),
    is_hidden: z.boolean(),
  }),
  bedrooms: shortText(20).nullable(),
  bathrooms: shortText(20).nullable(),
  sizeSqft: z.number().nonnegative().nullable(),
  location: shortText(500),
  // Our own media paths or an http(s) photo URL; nothing else is put in an <img>.
  image: shortText(2000)
    .regex(/^(\/(?!\/)|https?:\/\/)/, 'must be a path on this site or an http(s) address')
    .nullable(),
});

const Search = z
  .object({
    endpoint: z.enum(SAVED_SEARCH_ENDPOINTS),
    query: z.record(z.string(), shortText(500)),
    locationName: shortText(200).nullable(),
    title: shortText(300),
    savedAt: when,
    openedAt: when,
    seen: z.array(id).max(200),
  })
  // The query must be one the contract accepts; its id is computed again, never trusted.
  .transform((search, ctx): SavedSearch => {
    const key = searchKey(search.endpoint, search.query);
    if (!key.ok) {
      ctx.addIssue({ code: 'custom', message: `is not a valid search: ${key.issues.map((i) => `${i.param} ${i.message}`).join('; ')}` });
      return z.NEVER;
    }
    return { ...search, id: key.id, query: key.query };
  });

const SavedFile = z.object({
  kind: z.literal(FILE_KIND, { error: 'is not a Dar saved-items file' }),
  version: z.literal(SAVED_VERSION, { error: `must be ${SAVED_VERSION}: this file was written by another version of Dar` }),
  exportedAt: when,
  favourites: z
    .array(z.object({ listing: Snapshot, savedAt: when, checkedAt: when.nullable(), gone: z.boolean() }))
    .max(5000, 'has more than 5000 saved listings'),
  searches: z.array(Search).max(SEARCH_LIMIT, `has more than ${SEARCH_LIMIT} saved searches`),
  recent: z.array(z.object({ listing: Snapshot, viewedAt: when })).max(RECENT_LIMIT, `has more than ${RECENT_LIMIT} recent views`),
  compare: z.array(Snapshot).max(COMPARE_MAX, `has more than ${COMPARE_MAX} listings to compare`),
});

/** The file's contents for what this browser holds. */
export function exportFile(data: SavedData, now: string): string {
  const { version, favourites, searches, recent, compare } = data;
  return `${JSON.stringify({ kind: FILE_KIND, version, exportedAt: now, favourites, searches, recent, compare }, null, 2)}\n`;
}

export type ImportResult = { ok: true; data: SavedData } | { ok: false; message: string };

/** Where in the file an issue is, for a person: "searches, item 2, query". */
function placeOf(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `item ${p + 1}` : String(p))).join(', ');
}

/** Read a file's text: its data, or why it was refused. */
export function readFile(text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not JSON. Choose a file exported from the Saved page.' };
  }
  const parsed = SavedFile.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => (i.path.length ? `${placeOf(i.path)} ${i.message}` : i.message));
    const more = parsed.error.issues.length > 3 ? ` (and ${parsed.error.issues.length - 3} more)` : '';
    return { ok: false, message: `This file cannot be imported: ${issues.join('; ')}${more}. Nothing was changed.` };
  }
  const { favourites, searches, recent, compare } = parsed.data;
  return { ok: true, data: { version: SAVED_VERSION, favourites, searches, recent, compare } };
}
