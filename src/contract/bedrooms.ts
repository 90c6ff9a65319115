/**
 * Bedrooms, the one join key spelt four ways across the endpoints:
 * - listing records (`bedrooms`, free text as the portal shows it): "studio", "1"…"6", "7+", "none";
 * - search and insights parameters (`bedrooms`): counts, 0 for a studio;
 * - transaction records (`bedrooms`): a count, 0 for a studio;
 * - price trend points (`bedroom_id`) and insights rows (`beds`): a category, 0 for a studio and
 *   7 for "7 or more".
 * The rule that joins them is here once: the server documents it (OpenAPI descriptions,
 * docs/api-documentation.md) and the browser compares a listing with transactions and trends by it.
 */

/** The top bedroom category: 7 counts 7 or more ("7+"). */
export const BEDROOMS_TOP = 7;

/** The join rule in one sentence, for the API document and the docs. */
export const BEDROOMS_RULE =
  'Bedrooms join across endpoints as one integer: 0 is a studio, and 7 (the top category) counts 7 or more. ' +
  'A listing\'s free-text `bedrooms` reads "studio" as 0, "N" as N and "7+" as 7 or more ("none" or nothing: no count); ' +
  "a transaction's `bedrooms`, the `bedrooms` parameters, a price trend point's `bedroom_id` and an insights row's `beds` are that integer.";

/** A listing's bedrooms as a join key: an exact count, or "at least" for "7+". */
export type BedroomsKey = { exact: number; atLeast?: undefined } | { atLeast: number; exact?: undefined };

/** "studio" -> 0, "3" -> 3, "7+" -> at least 7; "none" or nothing -> null (no bedroom comparison). */
export function bedroomsOf(beds: string | number | null | undefined): BedroomsKey | null {
  const text = String(beds ?? '')
    .trim()
    .toLowerCase();
  if (text === 'studio' || text === '0') return { exact: 0 };
  if (/^\d{1,2}$/.test(text)) return { exact: Number(text) };
  const plus = /^(\d{1,2})\+$/.exec(text);
  return plus ? { atLeast: Number(plus[1]) } : null;
}
