/**
 * Location suggestions, in English or Arabic. Every location is searched under its name and its
 * other names (Arabic names, English abbreviations: `dataset/location-names.ts`), all normalised by
 * `search-text.ts` so that the spellings Arabic users vary on (alef forms, taa marbuta, alef
 * maqsura, diacritics, the article) compare equal.
 *
 * A location matches when every word of the query is a word (or the start of a word) of one of its
 * names, or when the query appears inside a name. Ranking: exact name, then whole-word matches,
 * then word prefixes, then substrings; higher levels (emirate, community) before lower ones;
 * busier places first. Matches are grouped under their highest matching ancestor, so "marina"
 * gives Dubai Marina followed by its towers before other places named Marina.
 *
 * When those matches leave the list short, a typo-tolerant pass fills it: uFuzzy's single-error
 * mode (one substitution, transposition, insertion or deletion per word, the first and last
 * letters kept, exact for short words), so "Dubai Marnia" and "دبي مارنيا" still find Dubai
 * Marina. It runs only then, so a query that already matches keeps exactly its ranking, and the
 * common case pays nothing for it.
 *
 * Answers always carry the location's own (English) name: the contract's suggestion has one name.
 */
import uFuzzy from '@leeoniya/ufuzzy';
import type { Dataset } from './dataset/index.ts';
import { WORD_CHARS, searchTokens } from './search-text.ts';

interface Entry {
  node: number;
  name: string;
  tokens: string[];
  /** The name without spaces ("alreem" finds "al reem"). */
  compact: string;
}

/** Shorter queries get no typo pass: uFuzzy forgives nothing in one or two letters anyway. */
const MIN_FUZZY_LENGTH = 4;

/** Match classes, best first. */
const EXACT = 0;
const WHOLE_WORDS = 1;
const WORD_PREFIXES = 2;
const SUBSTRING = 3;
const FUZZY = 4;

/** Normalised text is lower-case Latin, digits and Arabic letters separated by single spaces. */
const FUZZY_OPTIONS = {
  unicode: true,
  interSplit: `[^${WORD_CHARS}]+`,
  intraChars: `[${WORD_CHARS}]`,
  interBound: `[^${WORD_CHARS}]`,
  // No camelCase or contraction splitting: the text is already lower case and apostrophe-free.
  intraBound: null,
  intraContr: '(?!)',
  // uFuzzy's IntraMode.SingleError: its typings declare the enum `const`, which isolated modules
  // cannot read, so its documented value is written here.
  intraMode: 1,
  intraIns: 1,
  intraSub: 1,
  intraTrn: 1,
  intraDel: 1,
} as const;
const fuzzy = new uFuzzy(FUZZY_OPTIONS);

function classify(e: Entry, q: string, qTokens: string[], qCompact: string): number {
  if (e.name === q) return EXACT;
  if (qTokens.every((t) => e.tokens.includes(t))) return WHOLE_WORDS;
  if (qTokens.every((t) => e.tokens.some((w) => w.startsWith(t)))) return WORD_PREFIXES;
  if (e.name.includes(q) || e.compact.includes(qCompact)) return SUBSTRING;
  return -1;
}

export function createAutocomplete(d: Dataset) {
  const { nodes } = d.locations;
  const entries: Entry[] = nodes.flatMap((n) =>
    [n.name, ...n.arabicNames, ...n.aliases].map((text) => {
      const tokens = searchTokens(text);
      return { node: n.index, name: tokens.join(' '), tokens, compact: tokens.join('') };
    }),
  );
  const haystack = entries.map((e) => e.name);
  // Bounds of what one error can still match: a query with more words than any name, or a word
  // longer than any name's word by more than a letter, matches nothing (and would cost the
  // matcher the most), so the typo pass is skipped for it.
  const maxWords = Math.max(...entries.map((e) => e.tokens.length));
  const maxWordLength = Math.max(...entries.flatMap((e) => e.tokens.map((t) => t.length)));
  const mayHaveTypoMatch = (qTokens: string[], qCompact: string) =>
    qCompact.length >= MIN_FUZZY_LENGTH && qTokens.length <= maxWords && qTokens.every((t) => t.length <= maxWordLength + 1);
  const count = d.indexes.nodeCount;

  const cmpIn = (matchClass: Map<number, number>) => (a: number, b: number) => {
    const na = nodes[a]!;
    const nb = nodes[b]!;
    return (
      matchClass.get(a)! - matchClass.get(b)! ||
      na.depth - nb.depth ||
      count[b]! - count[a]! ||
      (na.name < nb.name ? -1 : na.name > nb.name ? 1 : 0)
    );
  };

  /** Matches grouped under their highest matching ancestor, groups and members in rank order. */
  const ranked = (matchClass: Map<number, number>, limit: number): number[] => {
    const cmp = cmpIn(matchClass);
    const anchorOf = (i: number) => {
      let anchor = i;
      for (let p = nodes[i]!.parent; p >= 0; p = nodes[p]!.parent) if (matchClass.has(p)) anchor = p;
      return anchor;
    };
    const groups = new Map<number, number[]>();
    for (const i of matchClass.keys()) {
      const a = anchorOf(i);
      let g = groups.get(a);
      if (!g) groups.set(a, (g = []));
      if (a !== i) g.push(i);
    }
    const out: number[] = [];
    for (const anchor of [...groups.keys()].sort(cmp)) {
      out.push(anchor, ...groups.get(anchor)!.sort(cmp));
      if (out.length >= limit) break;
    }
    return out.slice(0, limit);
  };

  /** A location's best class over its names. */
  const keepBest = (matchClass: Map<number, number>, node: number, c: number) => {
    const before = matchClass.get(node);
    if (before === undefined || c < before) matchClass.set(node, c);
  };

  return function suggest(query: string, limit: number): number[] {
    const qTokens = searchTokens(query);
    if (qTokens.length === 0) return [];
    const q = qTokens.join(' ');
    const qCompact = qTokens.join('');
    const matchClass = new Map<number, number>();
    for (const e of entries) {
      const c = classify(e, q, qTokens, qCompact);
      if (c >= 0) keepBest(matchClass, e.node, c);
    }
    const out = ranked(matchClass, limit);
    if (out.length >= limit || !mayHaveTypoMatch(qTokens, qCompact)) return out;

    const typos = new Map<number, number>();
    for (const i of fuzzy.filter(haystack, q) ?? []) {
      const node = entries[i]!.node;
      if (!matchClass.has(node)) typos.set(node, FUZZY);
    }
    return typos.size ? [...out, ...ranked(typos, limit - out.length)] : out;
  };
}
