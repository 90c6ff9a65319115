/**
 * Page sizes of the embedded service, one per endpoint family. The real service documents none
 * (upstream-facts: a client pages until a short or empty page), so these are our choice. The
 * registry endpoint takes its page size from the `size` parameter (contract default 20).
 */
export const PAGE_SIZE = {
  /** /search-buy, /search-rent, /search-commercial-buy, /search-commercial-rent */
  listings: 25,
  /** /broker-properties, /agent-properties */
  ownerListings: 25,
  /** /search-new-projects */
  newProjects: 20,
  /** /get-get-transactions (the default: EMBEDDED_PAGE_SIZE sets it, engine.ts) */
  transactions: 50,
  /** /search-agents, /search-agents-detailed */
  agents: 24,
  /** /search-brokers, /search-brokers-detailed */
  brokers: 24,
  /** /real-estate-developer */
  developers: 20,
  /** /autocomplete-location: suggestions per answer (not paged) */
  autocomplete: 10,
} as const;

/** The largest transactions page EMBEDDED_PAGE_SIZE may set: far above any page a client is sent. */
export const MAX_PAGE_SIZE = 1000;
