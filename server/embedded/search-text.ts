/**
 * Text as the location search compares it: one spelling for the many ways people type the same
 * name, in Latin or Arabic script. Both the names and the query go through `searchTokens`, so a
 * rule here is always applied to both sides.
 *
 * Latin: accents dropped, lower case, punctuation as spaces ("Al-Reem" = "al reem").
 * Arabic: what Arabic keyboards and habits vary on, which a reader takes for the same word:
 * - the alef forms أ إ آ ٱ are written ا; taa marbuta ة as haa ه; alef maqsura ى as yaa ي;
 *   hamza on waw and yaa (ؤ ئ) as the plain letters; Persian-keyboard yeh and kaf as Arabic ones;
 * - diacritics (harakat, shadda, sukun, dagger alef, Quranic marks) and tatweel are dropped;
 * - Arabic-Indic digits are read as Latin digits;
 * - the article "ال" at the start of a word is optional: "الريم" and "ريم" are one word, so a
 *   person may type the name with or without it.
 */

const ARABIC_LETTER_FORMS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  ی: 'ي',
  ک: 'ك',
};
const LETTER_FORMS_RE = new RegExp(`[${Object.keys(ARABIC_LETTER_FORMS).join('')}]`, 'g');
/** Harakat and other marks (U+064B..U+065F), dagger alef (U+0670), Quranic marks, tatweel (U+0640). */
const ARABIC_MARKS_RE = /[\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
/** Arabic-Indic (U+0660..) and extended Arabic-Indic (U+06F0..) digits. */
const ARABIC_DIGITS_RE = /[\u0660-\u0669\u06f0-\u06f9]/g;
/** Latin combining accents left by NFKD. */
const LATIN_MARKS_RE = /[\u0300-\u036f]/g;
/** Everything that is not a Latin letter, a digit or a (normalised) Arabic letter separates words. */
const SEPARATORS_RE = /[^a-z0-9\u0621-\u064a]+/g;
const ARTICLE = 'ال';

/** Characters every normalised text is made of (for the fuzzy matcher's character classes). */
export const WORD_CHARS = 'a-z0-9\u0621-\u064a';

function arabicDigit(d: string): string {
  const code = d.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/** Words of a text, normalised (see above). Empty for text with no letters or digits. */
export function searchTokens(text: string): string[] {
  // NFKD first: it splits أ إ آ ؤ ئ into a letter and a hamza or madda mark (and presentation
  // forms into plain letters), which the marks' removal then drops.
  const plain = text
    .normalize('NFKD')
    .replace(LATIN_MARKS_RE, '')
    .replace(ARABIC_MARKS_RE, '')
    .toLowerCase()
    .replace(LETTER_FORMS_RE, (c) => ARABIC_LETTER_FORMS[c]!)
    .replace(ARABIC_DIGITS_RE, arabicDigit)
    .replace(SEPARATORS_RE, ' ');
  const out: string[] = [];
  for (const word of plain.split(' ')) {
    // The article alone (someone typed "ال" and a space) is no word of its own.
    const w = word.startsWith(ARTICLE) ? word.slice(ARTICLE.length) : word;
    if (w) out.push(w);
  }
  return out;
}

/** The normalised text as one string, words separated by single spaces. */
export function searchText(text: string): string {
  return searchTokens(text).join(' ');
}
