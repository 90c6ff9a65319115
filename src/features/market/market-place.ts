/**
 * A market page's place: its name from the data, or, for a place the market store has queued and
 * not asked the data service about yet (the day's budget waits), "place 203 (not read yet)" in the
 * market pages' words; never "an unknown place", which it is not known to be.
 */
import { useNamedLocation, type NamedLocation } from '../../components/location-name.ts';
import { useTranslation } from '../../lib/i18n/react.ts';

export function useMarketPlace(locationId: string | undefined): NamedLocation | null {
  const place = useNamedLocation(locationId);
  const { t } = useTranslation();
  return place?.notAskedYet && !place.name ? { ...place, label: t('market.collecting.notAskedYet', { id: place.id }) } : place;
}
