/**
 * Form controls of the market views: native elements (keyboard and screen-reader behaviour for
 * free), labelled, with options generated from the contract's value sets by the caller.
 */
import { useId } from 'react';
import type { Option } from '../../components/form/index.ts';

/**
 * A row of radio buttons that look like a segmented control; arrow keys move between them. The row
 * never wraps (a lone "1 month" on a second line reads as a separate control): where it is wider
 * than the screen it scrolls sideways, and the checked or focused choice scrolls into view.
 */
export function SegmentedField<V extends string>({
  legend,
  value,
  options,
  onChange,
  className = '',
}: {
  legend: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset className={`min-w-0 max-w-full ${className}`}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="inline-flex max-w-full overflow-x-auto rounded-md border border-slate-300 bg-white shadow-sm">
        {options.map((o) => (
          <label
            key={o.value}
            className="relative shrink-0 cursor-pointer whitespace-nowrap border-e border-slate-200 px-3 py-2 text-sm last:border-e-0 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled native date picker (keyboard- and screen-reader-friendly calendar); value `YYYY-MM-DD`. */
export function DateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (iso: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm"
      />
    </div>
  );
}
