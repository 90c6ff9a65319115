import { useId } from 'react';
import { FieldError, FieldGroup } from './Field.tsx';
import type { Option } from './options.ts';

interface Props {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  className?: string;
}

/**
 * A multi-select as a row of toggle chips. Each chip is a real checkbox (Tab to reach, Space to
 * toggle), so it is labelled and announced without extra ARIA. The order of `value` follows
 * `options`, which keeps URLs stable.
 */
export function ChipsField({ legend, options, value, onChange, error, className = '' }: Props) {
  const id = useId();
  const toggle = (v: string, on: boolean) => {
    const picked = new Set(value);
    if (on) picked.add(v);
    else picked.delete(v);
    onChange(options.map((o) => o.value).filter((o) => picked.has(o)));
  };
  return (
    <FieldGroup legend={legend} className={className}>
      <div className="flex flex-wrap gap-1.5">
        {options.map((o) => {
          const checked = value.includes(o.value);
          return (
            <label
              key={o.value}
              className={`cursor-pointer select-none rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'
              }`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={(e) => toggle(o.value, e.target.checked)}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {o.label}
            </label>
          );
        })}
      </div>
      <FieldError id={id} message={error} />
    </FieldGroup>
  );
}
