/**
 * The schema of each endpoint's 200 body: what the proxy validates an upstream answer against
 * before relaying it, and what the tests hold the embedded gateway to. Kept apart from `ENDPOINTS`
 * so that the browser, which only needs the types, carries no zod in its bundle.
 */
import type { z } from 'zod';
import type { EndpointName } from './endpoints.ts';
import * as R from './records.ts';

export const RESPONSES = {
  'search-buy': R.listEnvelope(R.Listing),
  'search-rent': R.listEnvelope(R.Listing),
  'search-commercial-rent': R.listEnvelope(R.Listing),
  'search-commercial-buy': R.listEnvelope(R.Listing),
  'search-new-projects': R.listEnvelope(R.NewProject),
  'broker-properties': R.listEnvelope(R.OwnerListing),
  'agent-properties': R.listEnvelope(R.OwnerListing),
  'get-get-transactions': R.listEnvelope(R.Transaction),
  'get-registry-transactions': R.RegistryEnvelope,
  'property-details': R.itemEnvelope(R.Listing),
  'search-agents': R.listEnvelope(R.AgentSimple),
  'search-agents-detailed': R.listEnvelope(R.AgentDetailed),
  'search-brokers': R.listEnvelope(R.BrokerSimple),
  'search-brokers-detailed': R.listEnvelope(R.BrokerDetailed),
  'autocomplete-location': R.listEnvelope(R.LocationSuggestion),
  'real-estate-developer': R.listEnvelope(R.Developer),
  'price-trend-of-location': R.listEnvelope(R.PriceTrendPoint),
} as const satisfies Record<EndpointName, z.ZodType>;

/** The parsed 200 body of an endpoint. */
export type ResponseOf<E extends EndpointName> = z.output<(typeof RESPONSES)[E]>;
/** The records of an endpoint's `data`. */
export type DataOf<E extends EndpointName> = ResponseOf<E> extends { data?: infer D } ? D : never;
