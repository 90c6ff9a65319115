/**
 * English and Arabic are complete: every key in both, every plural form each language needs,
 * the same placeholders, and a label for every value of every contract value set people see.
 */
import { describe, expect, it } from 'vitest';
import * as contract from '../../contract/index.ts';
import { REGISTRY_DISTRICT_NAMES } from '../../contract/registry-districts.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { ar } from './resources/ar.ts';
import { en } from './resources/en.ts';
import { PART_LOADERS } from './resources/parts.ts';
import { WORD_PARTS } from '../../shared/route-words.ts';
import { createI18n } from './instance.ts';
import { VALUE_SETS, valueKey, type ValueSet } from './value-sets.ts';

/** A language's words: the common ones and every part's, as the app loads them. */
async function allWords(language: Language, common: object): Promise<object> {
  const parts = await Promise.all(WORD_PARTS.map((part) => PART_LOADERS[language][part]()));
  return Object.assign({}, common, ...parts) as object;
}
const RESOURCES: Record<Language, object> = { en: await allWords('en', en), ar: await allWords('ar', ar) };
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf as [dotted key, value]. */
function leaves(tree: object, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([k, v]): [string, unknown][] =>
    v !== null && typeof v === 'object' ? leaves(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

/** Keys with plural suffixes folded into their base key, with the forms present. */
function keysOf(language: Language): Map<string, Set<string>> {
  const keys = new Map<string, Set<string>>();
  for (const [key] of leaves(RESOURCES[language])) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const base = form ? key.slice(0, -form.length - 1) : key;
    let forms = keys.get(base);
    if (!forms) keys.set(base, (forms = new Set()));
    if (form) forms.add(form);
  }
  return keys;
}

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{\s*([^,}\s]+)/g)].map((m) => m[1]));

describe('translations are complete', () => {
  it('every key is in both languages, plural keys with every form the language has', () => {
    const en = keysOf('en');
    const ar = keysOf('ar');
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, forms] of keysOf(language)) {
        if (forms.size === 0) continue;
        expect([...forms].sort(), `${language} ${key}`).toEqual([...categories].sort());
      }
    }
  });

  it('the key sets really differ when one is missing (the check can fail)', () => {
    const withoutOne = keysOf('ar');
    withoutOne.delete('counts.listings');
    expect([...withoutOne.keys()].sort()).not.toEqual([...keysOf('en').keys()].sort());
  });

  it('every text is non-empty and uses only placeholders English has for it', () => {
    const english = new Map(leaves(RESOURCES.en).map(([k, v]) => [k.replace(PLURAL_SUFFIX, ''), placeholders(String(v))]));
    for (const language of LANGUAGES) {
      for (const [key, value] of leaves(RESOURCES[language])) {
        expect(typeof value === 'string' && value.trim().length > 0, `${language} ${key}`).toBe(true);
        const allowed = english.get(key.replace(PLURAL_SUFFIX, '')) ?? new Set();
        for (const p of placeholders(String(value))) expect(allowed.has(p), `${language} ${key}: {{${p}}}`).toBe(true);
      }
    }
  });

  it.each(Object.keys(VALUE_SETS) as ValueSet[])('every value of the contract set "%s" has a label in both languages', (set) => {
    for (const language of LANGUAGES) {
      const labels: Record<string, string> = (language === 'en' ? en : ar).values[set];
      const values: readonly string[] = VALUE_SETS[set];
      for (const value of values) expect(labels[value]?.trim(), `${language} values.${set}.${value}`).toBeTruthy();
      // No label for a value the contract no longer has.
      expect(Object.keys(labels).sort(), `${language} values.${set}`).toEqual([...values].sort());
    }
  });

  it('a value is looked up by its contract value, in the language being read', async () => {
    const english = await createI18n({ language: 'en' });
    const arabic = await createI18n({ language: 'ar' });
    expect(english.t(valueKey('amenity', 'maids_room'))).toBe("Maid's room");
    expect(arabic.t(valueKey('amenity', 'maids_room'))).toBe('غرفة خادمة');
    expect(arabic.t(valueKey('propertyType', 'hotel-apartment'))).toBe('شقة فندقية');
    expect(arabic.t(valueKey('emirate', 'Abu Dhabi'))).toBe('أبوظبي');
    expect(arabic.t(valueKey('errorCode', 'upstream_timeout'))).toBe('لم يُجب مزوّد البيانات في الوقت المحدد.');
  });

  it('Arabic labels are Arabic text, not English left in place', () => {
    for (const [key, value] of leaves(ar.values)) {
      if (key.startsWith('errorCode.')) continue; // may name GET
      expect(String(value), key).toMatch(/[\u0600-\u06ff]/);
    }
  });
});

/**
 * Contract lists that need no labels of their own, each with its reason. Any other list of
 * strings the contract exports must be covered by a value set above, so a new set asks for
 * translation too.
 */
const NOT_LABELLED: Record<string, string> = {
  REGISTRY_DISTRICT_NAMES: 'names of places, shown as the service writes them',
  ENDPOINT_NAMES: "the API's identifiers, shown as code in the API reference",
  INSIGHT_ENDPOINT_NAMES: "our API's identifiers, shown as code in the API reference",
  CURRENCIES: 'ISO 4217 codes, shown as codes in every language (USD 1,000)',
  LISTING_SEARCHES: "the kinds of listing search, shown by the category value set's words (ChangesPage's CATEGORY_OF)",
  LISTING_CHANGE_KINDS: 'shown by market.changes.kind, which the typed resources make complete',
  ASKING_LISTINGS: 'shown by market.trends.asking.sale and .rent (AskingPrices.tsx), which the typed resources make complete',
  PLACE_KINDS: "a field of the place catalogue's answers, never shown as words",
  AREA_FIGURES: 'labelled under `areas.figures` in both languages (resources/*/areas.ts), where the area views name them',
};

describe('every list of values the contract exports is translated', () => {
  it('each is inside one of the translated value sets, or named above with its reason', () => {
    const lists = Object.entries({ ...contract, REGISTRY_DISTRICT_NAMES }).filter(
      (entry): entry is [string, readonly string[]] =>
        Array.isArray(entry[1]) && entry[1].length > 0 && entry[1].every((v: unknown) => typeof v === 'string'),
    );
    expect(lists.length).toBeGreaterThan(10);
    for (const [name, values] of lists) {
      if (name in NOT_LABELLED) continue;
      const covered = Object.values(VALUE_SETS).some((set: readonly string[]) => values.every((v) => set.includes(v)));
      expect(covered, `${name} (${values.join(', ')}) has no value set in src/lib/i18n/value-sets.ts`).toBe(true);
    }
  });
});
