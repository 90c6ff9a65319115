import { labelOf } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { VALUE_SETS, type ValueSet } from '../../lib/i18n/value-sets.ts';

type ValueOf<S extends ValueSet> = (typeof VALUE_SETS)[S][number];

/** One choice of a generated control. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/**
 * Options from a contract value set. Given the set's name (`optionsOf(CATEGORY, 'category')`),
 * each label is the value's translation (`valueKey(set, value)`) in the language being read, read
 * when shown: options built once, at a module's start, still follow a language switch. A function
 * labels them itself; with neither, the contract's English display labels.
 */
export function optionsOf<S extends ValueSet, V extends ValueOf<S> & string>(values: readonly V[], set: S): Option<V>[];
export function optionsOf<V extends string>(values: readonly V[], label?: (value: V) => string): Option<V>[];
export function optionsOf<V extends string>(values: readonly V[], label: ValueSet | ((value: V) => string) = labelOf): Option<V>[] {
  if (typeof label === 'function') return values.map((value) => ({ value, label: label(value) }));
  // The overload above checks that each value belongs to the set, so its key (`valueKey`) exists;
  // the contract's English label stands in should it not.
  const set = label;
  return values.map((value) => ({
    value,
    get label(): string {
      return readingI18n().t(`values.${set}.${value}`, { defaultValue: labelOf(value) });
    },
  }));
}
