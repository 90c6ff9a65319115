/**
 * A search over several places (search by area): its ids as the URL carries them
 * (`location_id=50,51,52`, in the order chosen) and its places named in a sentence ("Dubai Marina,
 * JLT and 1 more"), in the language being read. The words are `shell.location.places`; the names
 * are the data's.
 */
import { MAX_AREA_IDS, isRecordId } from '../contract/index.ts';
import { readingI18n } from './i18n/reading.ts';

/** The most places one search takes (the contract's, shared with the areas' comparison). */
export const MAX_SEARCH_PLACES = MAX_AREA_IDS;

/** The place ids of a `location_id`: in the order given, each once, bad items left out. */
export function placeIdsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => isRecordId('place', s)),
    ),
  ];
}

/**
 * The key and values naming places in a sentence: one name alone, two joined, more as the first
 * two and how many others. `p1` and `p2` mark the names (the heading wraps each in <bdi>).
 */
export function placeListWords(names: readonly string[]): { key: 'one' | 'two' | 'more'; values: Record<string, string | number> } {
  const [a = '', b = ''] = names;
  if (names.length <= 1) return { key: 'one', values: { a } };
  if (names.length === 2) return { key: 'two', values: { a, b } };
  return { key: 'more', values: { a, b, count: names.length - 2 } };
}

/** The places named as plain text (a document title, a saved search's name). */
export function placeListText(names: readonly string[]): string {
  const { key, values } = placeListWords(names);
  return readingI18n()
    .t(`shell.location.places.${key}`, values)
    .replace(/<\/?p[12]>/g, '');
}
