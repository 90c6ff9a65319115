/**
 * New-project records carry no coordinates (spec: `location` has only `full_name`, e.g.
 * "Marina Vista, Dubai Marina, Dubai"). To put projects on the map we place each at its
 * community, looked up once per distinct community through `/autocomplete-location` (cached a
 * day, a handful of names per page), and say so in the popup. The map spreads the projects of
 * one community around its point (components/map/spread.ts). A record that does bring
 * coordinates keeps its own.
 */
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { LocationSuggestion, NewProject } from '../../contract/index.ts';
import { communityOf, exactMatch } from '../../lib/address.ts';
import { apiQuery } from '../../lib/queries.ts';
import type { MapPoint } from '../../components/map/points.ts';
import { projectPinPrice, projectPoint, projectPrice } from './map-points.ts';
import { useDisplay } from '../../lib/display.ts';
import type { ProjectSearch } from '../../shared/record-lookup.ts';
import { stringifySearchObject } from '../../lib/url-search.ts';
import { useTranslation } from '../../lib/i18n/react.ts';

export function useProjectPoints(projects: readonly NewProject[], from: ProjectSearch): MapPoint[] {
  const fromQs = stringifySearchObject(from);
  const names = useMemo(
    () => [...new Set(projects.map((p) => communityOf(p.location.full_name)).filter((n): n is string => Boolean(n)))],
    [projects],
  );
  // The places found so far, by community. TanStack Query shares the combined result structurally,
  // so it keeps its identity until a lookup brings a new place, and the pins below recompute then.
  const combine = useCallback(
    (lookups: readonly { data?: { data: readonly LocationSuggestion[] } }[]) => {
      const found: Record<string, { lat: number; lon: number }> = {};
      names.forEach((name, i) => {
        const match = exactMatch(
          (lookups[i]?.data?.data ?? []).filter((s) => s.coordinates),
          name,
        );
        if (match?.coordinates) found[name] = match.coordinates;
      });
      return found;
    },
    [names],
  );
  const display = useDisplay();
  const { t } = useTranslation();
  const places = useQueries({ queries: names.map((name) => apiQuery('autocomplete-location', { query: name })), combine });
  return useMemo(() => {
    const out: MapPoint[] = [];
    for (const p of projects) {
      // A pin's popup opens the project's page, which finds it again in this search.
      const href = `/new-projects/${encodeURIComponent(p.listing_id)}${fromQs}`;
      const own = projectPoint(p, display);
      if (own) {
        out.push({ ...own, href });
        continue;
      }
      const community = communityOf(p.location.full_name);
      const at = community ? places[community] : undefined;
      if (!community || !at) continue;
      out.push({
        id: p.listing_id,
        lat: at.lat,
        lon: at.lon,
        price: projectPrice(p, display),
        label: projectPinPrice(p, display),
        title: p.name,
        subtitle: t('listings.results.placedNear', {
          developer: p.developer_name ?? t('listings.results.developerNotShown'),
          community,
        }),
        // Projects sharing the community's point are spread around it on the map.
        approximateAt: community,
        image: p.images[0],
        href,
      });
    }
    return out;
  }, [projects, places, display, t, fromQs]);
}
