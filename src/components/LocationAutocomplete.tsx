/**
 * The shared location picker: a labelled, keyboard-operable, debounced combobox over
 * `/autocomplete-location`. Arrow keys move, Enter picks, Escape closes.
 */
import { useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ENDPOINTS, hasControlChars, type LocationSuggestion } from '../contract/index.ts';
import { describeError } from '../lib/api.ts';
import { apiQuery } from '../lib/queries.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';

export interface PickedLocation {
  id: string;
  name: string;
}

interface Props {
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

const MIN_CHARS = 2;
/** The longest text the service's location search takes (the contract's limit of its `query`). */
const MAX_LOCATION_CHARS = ENDPOINTS['autocomplete-location'].params.query.maxLength;

/** Whether `now` is `before` extended or trimmed (either starts the other), ignoring case. */
function continues(now: string, before: string): boolean {
  const a = now.toLowerCase();
  const b = before.toLowerCase();
  return a.length >= MIN_CHARS && (a.startsWith(b) || b.startsWith(a));
}

export function LocationAutocomplete({
  value,
  onChange,
  label,
  placeholder,
  error,
  className = '',
  clearOnPick = false,
  disabledNote,
}: Props) {
  const { t } = useTranslation();
  const [inputValue, setInputValue] = useState(value?.name ?? '');
  const textChanged = (next: string) => {
    setInputValue(next);
    if (!next) onChange(null);
  };
  // A location set from outside (Back, a pasted link, "clear") replaces what is typed; set while
  // rendering, React's pattern for state that follows a prop, so no frame shows the old text.
  const [shown, setShown] = useState(value);
  if (shown?.id !== value?.id || shown?.name !== value?.name) {
    setShown(value);
    setInputValue(value?.name ?? '');
  }

  const typed = useDebouncedValue(inputValue.trim(), 250);
  // The debounced text lags the field. While the person extends or trims what they typed, the
  // lagging text's suggestions stay useful; once the field was emptied and retyped, the old text
  // (the name of the location just cleared) is not what they want, so it is not searched for.
  // Text the contract refuses (control characters, e.g. a pasted tab) is not sent: the field says why.
  const tooLong = inputValue.trim().length > MAX_LOCATION_CHARS;
  const refused = hasControlChars(inputValue) || tooLong;
  const searching = !refused && typed.length >= MIN_CHARS && typed !== value?.name && continues(inputValue.trim(), typed);
  const suggestions = useQuery({ ...apiQuery('autocomplete-location', { query: typed }), enabled: searching });
  const items: LocationSuggestion[] = searching ? (suggestions.data?.data ?? []) : [];

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<LocationSuggestion>({
    items,
    inputValue,
    itemToString: (item) => item?.name ?? '',
    selectedItem: null,
    onInputValueChange: ({ inputValue: next, type }) => {
      // Typing is taken from the input's own change event (below). Picking an item sets the input
      // from onSelectedItemChange. Because `selectedItem` is held at null, downshift follows a pick
      // with a "controlled prop updated" change to '' — that is not the person clearing the field,
      // so it must not unset the location. What is left (Escape on a closed menu) clears the text.
      const { InputChange, ItemClick, InputKeyDownEnter, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;
      if (type !== InputChange && type !== ItemClick && type !== InputKeyDownEnter && type !== ControlledPropUpdatedSelectedItem) {
        textChanged(next);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setInputValue(clearOnPick ? '' : selectedItem.name);
      onChange({ id: selectedItem.id, name: selectedItem.name });
    },
  });

  let status = tooLong ? t('shell.location.tooLong', { count: MAX_LOCATION_CHARS }) : refused ? t('shell.location.controlChars') : '';
  if (searching && typed === inputValue.trim()) {
    if (suggestions.isFetching && !suggestions.data) status = t('shell.location.searching');
    else if (suggestions.isError) status = describeError(suggestions.error, t('shell.location.what'));
    else if (suggestions.data && items.length === 0) status = t('shell.location.noMatch', { text: typed });
    else if (items.length) status = t('shell.location.found', { count: items.length });
  }
  const showMenu = isOpen && (items.length > 0 || status !== '');

  return (
    <div className={`relative ${className}`}>
      <label {...getLabelProps()} className="mb-1 block text-sm font-medium text-slate-700">
        {label ?? t('shell.location.label')}
      </label>
      <input
        {...getInputProps({
          // The text is held here, so it must change in the keystroke's own render: set from
          // downshift's onInputValueChange (called after that render) the input would show the old
          // text for a moment, losing keys typed quickly and moving the caret to the end
          // (downshift's documented workaround, issue #1108).
          onChange: (e: ChangeEvent<HTMLInputElement>) => textChanged(e.currentTarget.value),
          placeholder: placeholder ?? t('shell.location.placeholder'),
          // The field takes no more than the service accepts; longer text set from elsewhere says why above.
          maxLength: MAX_LOCATION_CHARS,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? 'location-error' : disabledNote ? 'location-note' : undefined,
          disabled: disabledNote !== undefined,
        })}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm disabled:bg-slate-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        autoComplete="off"
        spellCheck={false}
      />
      <ul
        {...getMenuProps()}
        className={`absolute z-[1100] mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg ${showMenu ? '' : 'hidden'}`}
      >
        {showMenu &&
          items.map((item, index) => (
            <li
              key={item.id}
              {...getItemProps({ item, index })}
              // A name from the data, as the service wrote it, in its own direction.
              translate="no"
              dir="auto"
              className={`cursor-pointer px-3 py-2 text-start ${highlightedIndex === index ? 'bg-brand-50 text-brand-800' : ''}`}
            >
              {item.name}
            </li>
          ))}
        {/* With no options the menu shows the status; the live region below reads it to screen
            readers, so here it is presentation only, not an item of the list. */}
        {showMenu && items.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-slate-500">
            {status}
          </li>
        )}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      {refused && !isOpen && (
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
