/**
 * The location picker's frame (LocationAutocomplete.tsx): its label, its box, what it says under
 * the box, and the limits of what may be typed. The same before its combobox has loaded and after
 * (LocationCombobox.tsx), so the picker looks and reads the same throughout.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { ENDPOINTS, hasControlChars } from '../contract/index.ts';

export interface PickedLocation {
  id: string;
  name: string;
}

export interface LocationPickerProps {
  value: PickedLocation | null;
  onChange: (location: PickedLocation | null) => void;
  label?: string;
  placeholder?: string;
  /** Shown under the field, e.g. a validation message. */
  error?: string;
  className?: string;
  /** Empty the field once a location is picked (adding places to a list, not choosing one). */
  clearOnPick?: boolean;
  /** Why nothing can be picked now (the list is full): the field is disabled and says so. */
  disabledNote?: string;
}

/** The text in the box, held by the picker so that it outlives the box being swapped. */
export interface PickerText {
  text: string;
  /** Set the text (a pick shown in the box). */
  setText: (next: string) => void;
  /** The reader changed the text (typing, or clearing it): an empty box unsets the location. */
  onText: (next: string) => void;
}

/** The longest text the service's location search takes (the contract's limit of its `query`). */
const MAX_LOCATION_CHARS = ENDPOINTS['autocomplete-location'].params.query.maxLength;

/** Why the text cannot be searched for (too long, a control character), or ''. */
export function refusedText(text: string, t: TFunction): string {
  if (text.trim().length > MAX_LOCATION_CHARS) return t('shell.location.tooLong', { count: MAX_LOCATION_CHARS });
  return hasControlChars(text) ? t('shell.location.controlChars') : '';
}

/** The box's own attributes, the same in both forms of the picker. */
export function boxAttributes(props: LocationPickerProps, t: TFunction) {
  return {
    placeholder: props.placeholder ?? t('shell.location.placeholder'),
    // The field takes no more than the service accepts; longer text set from elsewhere says why.
    maxLength: MAX_LOCATION_CHARS,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? 'location-error' : props.disabledNote ? 'location-note' : undefined,
    disabled: props.disabledNote !== undefined,
  };
}

export function LocationFieldFrame({
  props,
  t,
  labelProps,
  inputProps,
  menu,
  status,
  refused,
}: {
  props: LocationPickerProps;
  t: TFunction;
  labelProps: ComponentPropsWithRef<'label'>;
  inputProps: ComponentPropsWithRef<'input'>;
  /** The suggestions, once the combobox has loaded. */
  menu?: ReactNode;
  /** What the live region reads: the search's state, or why the text is refused. */
  status: string;
  /** The text is refused and no menu shows it: said under the box. */
  refused: boolean;
}) {
  const { className = '', error, disabledNote } = props;
  return (
    <div className={`relative ${className}`}>
      <label {...labelProps} className="mb-1 block text-sm font-medium text-slate-700">
        {props.label ?? t('shell.location.label')}
      </label>
      <input
        {...inputProps}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        autoComplete="off"
        spellCheck={false}
      />
      {menu}
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {refused && (
        <p className="mt-1 text-xs text-red-700" data-testid="location-refused">
          {status}
        </p>
      )}
      {disabledNote && (
        <p id="location-note" className="mt-1 text-xs text-slate-600">
          {disabledNote}
        </p>
      )}
      {error && (
        <p id="location-error" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
