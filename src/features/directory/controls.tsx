/**
 * Filter controls of the directory pages. Options are always generated from a contract value set
 * and labelled with `labelOf`, so no list of values is written here.
 */
import { useId } from 'react';
import { SelectField, optionsOf } from '../../components/form/index.ts';

interface ValueSelectProps<V extends string> {
  label: string;
  values: readonly V[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  /** Offer an "all" choice (no value) with this label; without it the first value is the fallback. */
  allLabel?: string;
  className?: string;
}

/** The shared select over a contract value set, typed by that set and controlled by the URL. */
export function ValueSelect<V extends string>({ label, values, value, onChange, allLabel, className = '' }: ValueSelectProps<V>) {
  return (
    <SelectField
      label={label}
      options={optionsOf(values)}
      emptyLabel={allLabel}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      className={className}
    />
  );
}

/** Simple / detailed view switch: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({ detailed, onChange, detailedHint }: { detailed: boolean; onChange: (detailed: boolean) => void; detailedHint: string }) {
  const hintId = useId();
  const button = (on: boolean, text: string) => (
    <button
      type="button"
      aria-pressed={detailed === on}
      onClick={() => onChange(on)}
      className={`px-3 py-2 text-sm font-medium ${detailed === on ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'}`}
      aria-describedby={on ? hintId : undefined}
    >
      {text}
    </button>
  );
  return (
    <div>
      <span className="mb-1 block text-sm font-medium text-slate-700" id={`${hintId}-label`}>View</span>
      <div role="group" aria-labelledby={`${hintId}-label`} className="inline-flex overflow-hidden rounded-md border border-slate-300 shadow-sm">
        {button(false, 'Simple')}
        {button(true, 'Detailed')}
      </div>
      <span id={hintId} className="sr-only">{detailedHint}</span>
    </div>
  );
}
