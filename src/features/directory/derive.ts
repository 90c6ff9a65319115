/**
 * What an owner's listings tell us about the owner. The service has no profile-by-id endpoint, so
 * a page opened from a bare link learns the agent's brokerage, areas and colleagues from here.
 */
import type { Category, OwnerListing } from '../../contract/index.ts';
import { areaOf } from '../../lib/address.ts';
import { categoryOf } from '../../lib/agent-contact.ts';

/** Values by how often they occur, most frequent first (ties keep first-seen order). */
function byFrequency<T>(values: T[]): { value: T; count: number }[] {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** The areas of the listings, most listed first. */
export function areasOf(listings: OwnerListing[], limit = 6): { area: string; count: number }[] {
  return byFrequency(listings.map((l) => areaOf(l.location.full_name)).filter(Boolean))
    .slice(0, limit)
    .map(({ value, count }) => ({ area: value, count }));
}

/** The brokerage most of the listings belong to (an agent's listings all carry it). */
export function mainBrokerId(listings: OwnerListing[]): string | undefined {
  return byFrequency(listings.map((l) => l.broker_id).filter((id): id is string => Boolean(id)))[0]?.value;
}

/**
 * Where most of an agent's listings are (the location id the records give) and their usual
 * category: where to look the agent up in the detailed agents directory.
 */
export function mainListingPlace(listings: OwnerListing[]): { locationId: string; category: Category } | undefined {
  const locationId = byFrequency(listings.map((l) => l.location.id).filter((id): id is string => Boolean(id)))[0]?.value;
  if (!locationId) return undefined;
  const here = listings.filter((l) => l.location.id === locationId);
  const category = byFrequency(here.map((l) => categoryOf(l.property_type, l.price.period === 'sell')))[0]!.value;
  return { locationId, category };
}

export interface SeenAgent {
  id: string;
  name: string;
  listings: number;
}

/** The agents named in brokerage listings, with how many of these listings each holds. */
export function agentsSeen(listings: OwnerListing[]): SeenAgent[] {
  const names = new Map<string, string>();
  for (const l of listings) if (l.agent_id && l.agent_name && !names.has(l.agent_id)) names.set(l.agent_id, l.agent_name);
  return byFrequency(listings.map((l) => l.agent_id).filter((id): id is string => Boolean(id) && names.has(id!))).map(
    ({ value, count }) => ({ id: value, name: names.get(value)!, listings: count }),
  );
}
