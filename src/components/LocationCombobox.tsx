/**
 * The location picker's combobox (a chunk of its own, loaded after the page has drawn:
 * LocationAutocomplete.tsx): debounced suggestions from `/autocomplete-location` in a menu the
 * keyboard works. Arrow keys move, Enter picks, Escape closes.
 */
import { useQuery } from '@tanstack/react-query';
import { useCombobox } from 'downshift';
import type { ChangeEvent, RefObject } from 'react';
import { useTranslation } from '../lib/i18n/react.ts';
import type { LocationSuggestion } from '../contract/index.ts';
import { describeError } from '../lib/api.ts';
import { apiQuery } from '../lib/queries.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { LocationFieldFrame, boxAttributes, refusedText, type LocationPickerProps, type PickerText } from './location-field.tsx';

const MIN_CHARS = 2;

/** Whether `now` is `before` extended or trimmed (either starts the other), ignoring case. */
function continues(now: string, before: string): boolean {
  const a = now.toLowerCase();
  const b = before.toLowerCase();
  return a.length >= MIN_CHARS && (a.startsWith(b) || b.startsWith(a));
}

export function LocationCombobox({
  props,
  text: inputValue,
  setText,
  onText,
  inputRef,
  openAtOnce,
}: PickerText & {
  props: LocationPickerProps;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Typed into before this loaded, and still in focus: open with the suggestions for that text. */
  openAtOnce: boolean;
}) {
  const { t } = useTranslation();
  const { value, onChange, clearOnPick = false } = props;
  const typed = useDebouncedValue(inputValue.trim(), 250);
  // The debounced text lags the field. While the person extends or trims what they typed, the
  // lagging text's suggestions stay useful; once the field was emptied and retyped, the old text
  // (the name of the location just cleared) is not what they want, so it is not searched for.
  // Text the contract refuses (control characters, e.g. a pasted tab) is not sent: the field says why.
  const refusal = refusedText(inputValue, t);
  const searching = !refusal && typed.length >= MIN_CHARS && typed !== value?.name && continues(inputValue.trim(), typed);
  const suggestions = useQuery({ ...apiQuery('autocomplete-location', { query: typed }), enabled: searching });
  const items: LocationSuggestion[] = searching ? (suggestions.data?.data ?? []) : [];

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps } = useCombobox<LocationSuggestion>({
    items,
    inputValue,
    initialIsOpen: openAtOnce,
    itemToString: (item) => item?.name ?? '',
    selectedItem: null,
    onInputValueChange: ({ inputValue: next, type }) => {
      // Typing is taken from the input's own change event (below). Picking an item sets the input
      // from onSelectedItemChange. Because `selectedItem` is held at null, downshift follows a pick
      // with a "controlled prop updated" change to '' — that is not the person clearing the field,
      // so it must not unset the location. What is left (Escape on a closed menu) clears the text.
      const { InputChange, ItemClick, InputKeyDownEnter, ControlledPropUpdatedSelectedItem } = useCombobox.stateChangeTypes;
      if (type !== InputChange && type !== ItemClick && type !== InputKeyDownEnter && type !== ControlledPropUpdatedSelectedItem) {
        onText(next);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setText(clearOnPick ? '' : selectedItem.name);
      onChange({ id: selectedItem.id, name: selectedItem.name });
    },
  });

  let status = refusal;
  if (searching && typed === inputValue.trim()) {
    if (suggestions.isFetching && !suggestions.data) status = t('shell.location.searching');
    else if (suggestions.isError) status = describeError(suggestions.error, t('shell.location.what'));
    else if (suggestions.data && items.length === 0) status = t('shell.location.noMatch', { text: typed });
    else if (items.length) status = t('shell.location.found', { count: items.length });
  }
  const showMenu = isOpen && (items.length > 0 || status !== '');

  return (
    <LocationFieldFrame
      props={props}
      t={t}
      labelProps={getLabelProps()}
      inputProps={getInputProps({
        ref: inputRef,
        // The text is held here, so it must change in the keystroke's own render: set from
        // downshift's onInputValueChange (called after that render) the input would show the old
        // text for a moment, losing keys typed quickly and moving the caret to the end
        // (downshift's documented workaround, issue #1108).
        onChange: (e: ChangeEvent<HTMLInputElement>) => onText(e.currentTarget.value),
        ...boxAttributes(props, t),
      })}
      status={status}
      refused={refusal !== '' && !isOpen}
      menu={
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
          {/* With no options the menu shows the status; the live region reads it to screen
              readers, so here it is presentation only, not an item of the list. */}
          {showMenu && items.length === 0 && (
            <li role="presentation" className="px-3 py-2 text-slate-500">
              {status}
            </li>
          )}
        </ul>
      }
    />
  );
}
