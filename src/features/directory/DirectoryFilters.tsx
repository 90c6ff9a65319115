import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { LocationAutocomplete } from '../../components/LocationAutocomplete.tsx';
import { useNamedLocation, usePickLocation } from '../../components/location-name.ts';
import { ViewToggle } from './controls.tsx';
import type { DirectoryView } from './search.ts';

/** The part of a directory search these filters write; `page` is reset on every change. */
export interface DirectoryFilterPatch {
  location_id?: string;
  view?: DirectoryView;
  page?: undefined;
}

interface Props {
  label: string;
  locationId: string | undefined;
  view: DirectoryView | undefined;
  /** What the detailed view adds, read to screen-reader users with the toggle. */
  detailedHint: string;
  onChange: (patch: DirectoryFilterPatch) => void;
  /** The page's own selects (specialisation, sort), between the location and the view toggle. */
  children: ReactNode;
}

/**
 * The filter bar of a two-view directory: the optional location picker, the page's own controls,
 * and the simple/detailed toggle. A search landmark, so screen-reader users can jump to it.
 */
export function DirectoryFilters({ label, locationId, view, detailedHint, onChange, children }: Props) {
  const { t } = useTranslation();
  // The name from the data, never from the link.
  const place = useNamedLocation(locationId);
  const remember = usePickLocation();
  return (
    <div
      role="search"
      aria-label={label}
      className="grid items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <LocationAutocomplete
        label={t('directory.filters.location')}
        placeholder={t('directory.filters.locationPlaceholder')}
        value={place?.chosen ?? null}
        onChange={(picked) => {
          remember(picked);
          onChange({ location_id: picked?.id, page: undefined });
        }}
      />
      {children}
      <ViewToggle
        detailed={view === 'detailed'}
        detailedHint={detailedHint}
        // The page stays: both views page the same records.
        onChange={(on) => onChange({ view: on ? 'detailed' : undefined })}
      />
    </div>
  );
}
