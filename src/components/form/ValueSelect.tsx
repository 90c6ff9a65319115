import { SelectField } from './SelectField.tsx';
import type { Option } from './options.ts';

/**
 * The shared select, typed to a value set and controlled by the URL (not a form): `anyLabel` adds
 * a first choice meaning "no filter", which reaches `onChange` as undefined.
 */
export function ValueSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  anyLabel,
  className = '',
}: {
  label: string;
  value: V | undefined;
  options: readonly Option<V>[];
  onChange: (value: V | undefined) => void;
  anyLabel?: string;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      className={className}
      options={[...options]}
      emptyLabel={anyLabel}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
    />
  );
}
