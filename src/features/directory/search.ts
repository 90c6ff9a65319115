/**
 * URL search of the directory pages. Endpoint parameters are parsed by the contract (lenient: a
 * stale or hand-edited link never breaks a page); what the contract does not know (the detailed
 * toggle, labels, and the profile hints an agent or brokerage link carries) is parsed here.
 *
 * Profile hints exist because the service has no get-agent or get-broker by id: the directory card
 * hands what it knew to the profile page through the link. They are display-only, never sent to
 * the service, and a link without them still works.
 */
import { choiceSearch, definedOnly, endpointSearch, textSearch, type SearchOf } from '../../lib/url-search.ts';

/** `?view=detailed` asks for the higher-plan detailed records; absent means the simple view. */
const DIRECTORY_VIEWS = ['detailed'] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];

/**
 * An image hint from a URL: only our own paths (`/media/...`) or https addresses, so a crafted link
 * cannot point the page at `javascript:`, `data:` or plain-http content.
 */
export function imageHint(raw: unknown): string | undefined {
  const text = textSearch(raw, 500);
  if (!text) return undefined;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https:\/\/[^\s/]+\//i.test(text) ? text : undefined;
}

/** A numeric id hint (a brokerage id carried on an agent link). */
function idHint(raw: unknown): string | undefined {
  const text = textSearch(raw, 12);
  return text && /^[1-9][0-9]*$/.test(text) ? text : undefined;
}

type DirectoryExtras = { view: DirectoryView };

/** The search of a two-view directory over `endpoint`: its filters and the view (a location by id only). */
function directorySearch<E extends 'search-agents' | 'search-brokers'>(endpoint: E) {
  return (raw: Record<string, unknown>): SearchOf<E, DirectoryExtras> => ({
    ...endpointSearch(endpoint, raw),
    ...definedOnly({ view: choiceSearch(raw.view, DIRECTORY_VIEWS) }),
  });
}

export const agentsSearch = directorySearch('search-agents');
export const brokersSearch = directorySearch('search-brokers');

/** What an agent link may carry about the agent. */
export interface AgentHints {
  name: string;
  photo: string;
  position: string;
  nationality: string;
  broker: string;
  broker_id: string;
}

/** Category, sort and page of an owner's listings; the owner's id comes from the path. */
export type OwnerListingSearch = Omit<SearchOf<'agent-properties'>, 'agent_id'>;

function ownerListingSearch(raw: Record<string, unknown>): OwnerListingSearch {
  const { agent_id: _fromPath, ...query } = endpointSearch('agent-properties', raw);
  return query;
}

export type AgentPageSearch = OwnerListingSearch & Partial<AgentHints>;
export const agentPageSearch = (raw: Record<string, unknown>): AgentPageSearch => ({
  ...ownerListingSearch(raw),
  ...definedOnly({
    name: textSearch(raw.name),
    photo: imageHint(raw.photo),
    position: textSearch(raw.position),
    nationality: textSearch(raw.nationality),
    broker: textSearch(raw.broker),
    broker_id: idHint(raw.broker_id),
  }),
});

/** What a brokerage link may carry about the brokerage. */
export interface BrokerHints {
  name: string;
  logo: string;
  address: string;
  city: string;
  phone: string;
}

export type BrokerPageSearch = OwnerListingSearch & Partial<BrokerHints>;
export const brokerPageSearch = (raw: Record<string, unknown>): BrokerPageSearch => ({
  ...ownerListingSearch(raw),
  ...definedOnly({
    name: textSearch(raw.name),
    logo: imageHint(raw.logo),
    address: textSearch(raw.address, 200),
    city: textSearch(raw.city),
    phone: textSearch(raw.phone, 30),
  }),
});

/** The listing query of an owner page: its search without the profile hints. */
export function listingQueryOf(search: OwnerListingSearch): OwnerListingSearch {
  const { category, sort, page } = search;
  return definedOnly({ category, sort, page });
}
