/**
 * A view's location (searches, directories, market views): the id from the URL, the name from the data (`/api/names`, what the
 * service's answers called it), never from the link. A location picked in the autocomplete is
 * named by that answer, so the view shows it at once without asking again.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NamesAnswer } from '../contract/index.ts';
import { insightQuery } from '../lib/insights.ts';
import { useKnownName } from '../lib/names.ts';
import { readingI18n } from '../lib/i18n/reading.ts';
import type { PickedLocation } from './LocationAutocomplete.tsx';

export interface NamedLocation {
  id: string;
  /** The data's name; null while unknown. */
  name: string | null;
  /**
   * What to show in a sentence: the name, a plain word that it is not known or not read yet (a
   * place a market page queued for collecting, not asked about yet), or '' while it loads.
   */
  label: string;
  /**
   * The location box's value: the place while the data names it, else empty (a made-up "unknown
   * place" would read as typed text; the layout says the place is unknown, LinkNotice.tsx).
   */
  chosen: { id: string; name: string } | null;
  /** Queued for collecting and not asked about yet (lib/names.ts): not known to be unknown either. */
  notAskedYet?: boolean;
}

export function useNamedLocation(locationId: string | undefined): NamedLocation | null {
  const { known, isPending, notAskedYet } = useKnownName('location', locationId);
  if (!locationId) return null;
  const name = known?.name ?? null;
  // Empty while the name loads: a placeholder in the location field would read as typed text and
  // start a search for it.
  return {
    id: locationId,
    name,
    label:
      name ?? (isPending ? '' : readingI18n().t(notAskedYet ? 'shell.location.notAskedYet' : 'shell.location.unknown', { id: locationId })),
    notAskedYet,
    chosen: name === null ? null : { id: locationId, name },
  };
}

/** Remember the name the autocomplete's answer gave a picked location. */
function rememberPicked(client: QueryClient, picked: PickedLocation | null) {
  if (!picked) return;
  const answer: NamesAnswer = { success: true, location: { name: picked.name, image: null, coordinates: null, details: null } };
  client.setQueryData(insightQuery('names', { location_id: picked.id }).queryKey, answer);
}

export const usePickLocation = () => {
  const client = useQueryClient();
  return (picked: PickedLocation | null) => rememberPicked(client, picked);
};
