/** Generated form controls: feed them a contract value set through `optionsOf`. */
export { optionsOf, type Option } from './options.ts';
export { SelectField } from './SelectField.tsx';
export { ValueSelect } from './ValueSelect.tsx';
export { ChipsField } from './ChipsField.tsx';
export { RangeField } from './RangeField.tsx';
