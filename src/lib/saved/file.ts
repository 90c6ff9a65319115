/**
 * Saved listings, searches, recently viewed and the compare list as a JSON file, to move them to
 * another browser. A file is read through zod (this module is loaded only when a file is
 * imported or exported, so the pages do not carry zod): anything it does not accept is refused
 * with a sentence that says where, and nothing is changed.
 */
// First: the schemas below read Zod's settings for the browser (no eval under our CSP).
import '../zod-config.ts';
import { z } from 'zod';
import zodArabic from 'zod/v4/locales/ar.js';
import { readingI18n, readingLanguage } from '../i18n/reading.ts';
import { COMPARE_MAX } from './compare-ids.ts';
import { RECENT_LIMIT, SAVED_SEARCH_ENDPOINTS, SAVED_VERSION, SEARCH_LIMIT, type SavedData, type SavedSearch } from './model.ts';
import { searchKey } from './search-key.ts';

/** Marks the file as ours, so another app's JSON is named as such. */
const FILE_KIND = 'dar-saved';

/** The file's messages are written when an issue is found, in the language being read then. */
const t = (...args: Parameters<ReturnType<typeof readingI18n>['t']>) => readingI18n().t(...args);
const says = (message: () => string) => ({ error: message });

const when = z.iso.datetime({ offset: true, ...says(() => t('saved.file.dateTime')) });
const shortText = (max: number) =>
  z.string().max(
    max,
    says(() => t('saved.file.tooLong', { max })),
  );
const id = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{1,64}$/,
    says(() => t('saved.file.listingId')),
  )
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
    .regex(
      /^(\/(?!\/)|https?:\/\/)/,
      says(() => t('saved.file.image')),
    )
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
      const issues = key.issues.map((i) => `${i.param} ${i.message}`).join(t('saved.file.issueSeparator'));
      ctx.addIssue({ code: 'custom', message: t('saved.file.badSearch', { issues }) });
      return z.NEVER;
    }
    return { ...search, id: key.id, query: key.query };
  });

const SavedFile = z.object({
  kind: z.literal(
    FILE_KIND,
    says(() => t('saved.file.notOurs')),
  ),
  version: z.literal(
    SAVED_VERSION,
    says(() => t('saved.file.version', { version: SAVED_VERSION })),
  ),
  exportedAt: when,
  favourites: z.array(z.object({ listing: Snapshot, savedAt: when, checkedAt: when.nullable(), gone: z.boolean() })).max(
    5000,
    says(() => t('saved.file.tooManyFavourites', { max: 5000 })),
  ),
  searches: z.array(Search).max(
    SEARCH_LIMIT,
    says(() => t('saved.file.tooManySearches', { max: SEARCH_LIMIT })),
  ),
  recent: z.array(z.object({ listing: Snapshot, viewedAt: when })).max(
    RECENT_LIMIT,
    says(() => t('saved.file.tooManyRecent', { max: RECENT_LIMIT })),
  ),
  compare: z.array(Snapshot).max(
    COMPARE_MAX,
    says(() => t('saved.file.tooManyCompare', { max: COMPARE_MAX })),
  ),
});

/** The file's contents for what this browser holds. */
export function exportFile(data: SavedData, now: string): string {
  const { version, favourites, searches, recent, compare } = data;
  return `${JSON.stringify({ kind: FILE_KIND, version, exportedAt: now, favourites, searches, recent, compare }, null, 2)}\n`;
}

export type ImportResult = { ok: true; data: SavedData } | { ok: false; message: string };

/** Where in the file an issue is, for a person: "searches, item 2, query". */
function placeOf(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? t('saved.file.item', { n: p + 1 }) : String(p))).join(t('saved.file.placeSeparator'));
}

/** Read a file's text: its data, or why it was refused. */
export function readFile(text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: t('saved.file.notJson') };
  }
  // Zod's own words (a wrong type, a missing field) in the language being read too; ours above win.
  const parsed = SavedFile.safeParse(json, readingLanguage() === 'ar' ? { error: zodArabic().localeError } : undefined);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 3)
      .map((i) => (i.path.length ? t('saved.file.issue', { place: placeOf(i.path), message: i.message }) : i.message))
      .join(t('saved.file.issueSeparator'));
    const more = parsed.error.issues.length - 3;
    return { ok: false, message: more > 0 ? t('saved.file.refusedMore', { issues, count: more }) : t('saved.file.refused', { issues }) };
  }
  const { favourites, searches, recent, compare } = parsed.data;
  return { ok: true, data: { version: SAVED_VERSION, favourites, searches, recent, compare } };
}
