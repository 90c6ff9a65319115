/** Generated form controls: feed them a contract value set through `optionsOf`. */
export { optionsOf, type Option } from './options.ts';
export { FieldError, FieldGroup, controlClass, invalidProps, labelClass } from './Field.tsx';
export { SelectField } from './SelectField.tsx';
export { ValueSelect } from './ValueSelect.tsx';
export { ChipsField } from './ChipsField.tsx';
export { RangeField } from './RangeField.tsx';
