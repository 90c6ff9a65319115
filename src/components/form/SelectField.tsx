import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { FieldError, controlClass, invalidProps, labelClass } from './Field.tsx';
import type { Option } from './options.ts';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: Option[];
  /** A first option meaning "no filter" (value ""), e.g. "Any"; leave out where a default exists. */
  emptyLabel?: string;
  error?: string;
}

/** A labelled select over a value set; works with react-hook-form's `register`. */
export const SelectField = forwardRef<HTMLSelectElement, Props>(function SelectField(
  { label, options, emptyLabel, error, className = '', id, ...rest },
  ref,
) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <select ref={ref} id={fieldId} className={controlClass(Boolean(error))} {...invalidProps(fieldId, error)} {...rest}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={fieldId} message={error} />
    </div>
  );
});
