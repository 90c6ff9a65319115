/**
 * The shared location picker: a labelled, keyboard-operable, debounced combobox over
 * `/autocomplete-location`. Arrow keys move, Enter picks, Escape closes.
 *
 * Its combobox (downshift and the menu, LocationCombobox.tsx) is a chunk of its own, about 12 KB
 * gzip, loaded once the page has drawn, or as soon as the reader reaches for the box: the home page
 * and a search open without it (the first route's budget, docs/page-speed.md). Until it is there
 * the box is a plain one that takes typing; the text is held here, so the combobox takes it over
 * with the caret and focus where they were.
 */
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../lib/i18n/react.ts';
import { LocationFieldFrame, boxAttributes, refusedText, type LocationPickerProps } from './location-field.tsx';
import type { LocationCombobox } from './LocationCombobox.tsx';
import { whenIdle } from '../lib/when-idle.ts';

export type { PickedLocation } from './location-field.tsx';

type Combobox = ComponentType<Parameters<typeof LocationCombobox>[0]>;

let loaded: Combobox | null = null;
let loading: Promise<void> | null = null;
let haveLoaded: (combobox: Combobox) => void;
/** The combobox, once its chunk is here (whoever asked for it). */
const ready = new Promise<Combobox>((resolve) => (haveLoaded = resolve));
/**
 * Fetch the combobox's chunk, once for every picker on the page. Should it fail (the network
 * dropped), the plain box still takes typing, and the next reach for a box asks again.
 */
function loadCombobox(): void {
  loading ??= import('./LocationCombobox.tsx').then(
    (m) => haveLoaded((loaded = m.LocationCombobox)),
    () => void (loading = null),
  );
}

export function LocationAutocomplete(props: LocationPickerProps) {
  const { t } = useTranslation();
  const { value, onChange } = props;
  const [text, setText] = useState(value?.name ?? '');
  const onText = (next: string) => {
    setText(next);
    if (!next) onChange(null);
  };
  // A location set from outside (Back, a pasted link, "clear") replaces what is typed; set while
  // rendering, React's pattern for state that follows a prop, so no frame shows the old text.
  const [shown, setShown] = useState(value);
  if (shown?.id !== value?.id || shown?.name !== value?.name) {
    setShown(value);
    setText(value?.name ?? '');
  }

  const id = useId();
  const [Combobox, setCombobox] = useState<Combobox | null>(() => loaded);
  const box = useRef<HTMLInputElement>(null);
  // Where the reader was in the plain box when the combobox replaced it: focus and the caret.
  const handOver = useRef<{ start: number | null; end: number | null } | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  // The swap is drawn at once (flushSync), in the task that read where the reader was: drawn later,
  // a key typed meanwhile would land in the plain box after the caret had been read, and the
  // combobox would put the caret back before it (seen in CI, as Playwright's fill focuses the box
  // and inserts its text in two steps).
  const take = useEffectEvent((next: Combobox) => {
    const el = box.current;
    const focused = el !== null && document.activeElement === el;
    handOver.current = focused ? { start: el.selectionStart, end: el.selectionEnd } : null;
    flushSync(() => {
      setOpenAtOnce(focused && el.value.trim() !== '');
      setCombobox(() => next);
    });
  });
  useEffect(() => {
    if (Combobox) return;
    let live = true;
    void ready.then((next) => live && take(next));
    const cancel = whenIdle(loadCombobox);
    return () => {
      live = false;
      cancel();
    };
  }, [Combobox]);
  // In the commit that put the combobox in, before the browser handles another key.
  useLayoutEffect(() => {
    const was = handOver.current;
    const el = box.current;
    if (!Combobox || !was || !el) return;
    handOver.current = null;
    el.focus();
    el.setSelectionRange(was.start, was.end);
  }, [Combobox]);

  if (Combobox) return <Combobox props={props} text={text} setText={setText} onText={onText} inputRef={box} openAtOnce={openAtOnce} />;

  const refusal = refusedText(text, t);
  return (
    <LocationFieldFrame
      props={props}
      t={t}
      labelProps={{ htmlFor: id }}
      inputProps={{
        ref: box,
        id,
        // A combobox whose list is not there yet: what it will be, collapsed.
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        value: text,
        onChange: (e) => onText(e.currentTarget.value),
        onFocus: loadCombobox,
        onPointerDown: loadCombobox,
        ...boxAttributes(props, t),
      }}
      status={refusal}
      refused={refusal !== ''}
    />
  );
}
