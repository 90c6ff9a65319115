import { labelOf } from '../../contract/index.ts';

/** One choice of a generated control. */
export interface Option {
  value: string;
  label: string;
}

/** Options from a contract value set, labelled with the contract's display labels. */
export function optionsOf(values: readonly (string | number)[], label: (value: string) => string = labelOf): Option[] {
  return values.map((v) => ({ value: String(v), label: label(String(v)) }));
}
