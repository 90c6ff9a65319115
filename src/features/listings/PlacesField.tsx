/**
 * The location box of a search by area: the places searched as chips, in the order chosen, each
 * named by the data and removable (a button: Tab reaches it, Enter or Space removes the place),
 * and the location picker to add another, up to MAX_SEARCH_PLACES.
 */
import { useRef } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { LocationAutocomplete, type PickedLocation } from '../../components/LocationAutocomplete.tsx';
import { useNamedLocation, usePickLocation } from '../../components/location-name.ts';
import { MAX_SEARCH_PLACES } from '../../lib/place-list.ts';

interface Props {
  /** The place ids searched, in order. */
  ids: readonly string[];
  /** The new list (empty: no place). */
  onChange: (ids: string[]) => void;
  className?: string;
}

export function PlacesField({ ids, onChange, className = '' }: Props) {
  const { t } = useTranslation();
  const remember = usePickLocation();
  const full = ids.length >= MAX_SEARCH_PLACES;
  const box = useRef<HTMLDivElement>(null);
  // Removing by keyboard keeps the reader's place: focus goes to the chip now in its place, or the box.
  const remove = (index: number) => {
    onChange(ids.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const buttons = box.current?.querySelectorAll<HTMLElement>('[data-testid="place-chips"] button');
      const next = buttons?.[Math.min(index, buttons.length - 1)] ?? box.current?.querySelector<HTMLElement>('input');
      next?.focus();
    });
  };
  const add = (picked: PickedLocation | null) => {
    if (!picked || ids.includes(picked.id) || full) return;
    remember(picked);
    onChange([...ids, picked.id]);
  };
  return (
    <div ref={box} className={`space-y-2 ${className}`}>
      {ids.length > 0 && (
        <ul aria-label={t('listings.places.chosen')} className="flex flex-wrap gap-2" data-testid="place-chips">
          {ids.map((id, i) => (
            <PlaceChip key={id} id={id} onRemove={() => remove(i)} />
          ))}
        </ul>
      )}
      <LocationAutocomplete
        value={null}
        onChange={add}
        clearOnPick
        label={ids.length ? t('listings.places.add', { count: MAX_SEARCH_PLACES }) : undefined}
        disabledNote={full ? t('listings.places.full', { count: MAX_SEARCH_PLACES }) : undefined}
      />
    </div>
  );
}

function PlaceChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const place = useNamedLocation(id);
  // The data's name; one it never gave is said as unknown (the page says so above too), one not
  // asked about yet as not read yet.
  const notKnown = place?.notAskedYet ? 'shell.location.notAskedYetChip' : 'shell.location.notKnownChip';
  const name = place?.name ?? (place?.label ? t(notKnown, { id }) : '…');
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 ps-3 pe-1 text-sm text-brand-900">
      <bdi translate={place?.name ? 'no' : undefined}>{name}</bdi>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('listings.places.remove', { place: name })}
        className="inline-flex h-6 w-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
