/**
 * The market views' location field: the view's location (named from the data) in the shared
 * autocomplete; a pick is remembered by its name and handed on as an id.
 */
import { LocationAutocomplete } from '../../components/LocationAutocomplete.tsx';
import { usePickLocation, type NamedLocation } from '../../components/location-name.ts';

export function LocationPicker({
  place,
  onPick,
  className = 'max-w-md',
}: {
  place: NamedLocation | null;
  onPick: (locationId: string | undefined) => void;
  className?: string;
}) {
  const remember = usePickLocation();
  return (
    <LocationAutocomplete
      className={className}
      value={place?.chosen ?? null}
      onChange={(picked) => {
        remember(picked);
        onPick(picked?.id);
      }}
    />
  );
}
