import { labelOf } from '../../contract/index.ts';

/** One choice of a generated control. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Options from a contract value set, labelled with the contract's display labels. */
export function optionsOf<V extends string>(values: readonly V[], label: (value: V) => string = labelOf): Option<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}
