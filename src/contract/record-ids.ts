/**
 * The forms of the ids a page's path carries (`/property/16266089`, `/agents/4270`,
 * `/developers/79ca4333-…`): an id of another form can name no record, so the server answers its
 * page with 404 and the page says "not found" without asking the service. Whether an id of the
 * right form names a record is the service's to say.
 */
import { ENDPOINTS } from './endpoints.ts';
import { TOKEN_ID } from './params.ts';

const RECORD_IDS = {
  listing: ENDPOINTS['property-details'].params.property_id.pattern,
  agent: ENDPOINTS['agent-properties'].params.agent_id.pattern,
  broker: ENDPOINTS['broker-properties'].params.broker_id.pattern,
  // A place (community, tower, emirate): the id a search's `location_id` takes.
  place: ENDPOINTS['search-buy'].params.location_id.pattern,
  // Read from records (UUID-style in the service's answers), never sent as a parameter.
  developer: TOKEN_ID,
  project: TOKEN_ID,
} as const;

export type RecordKind = keyof typeof RECORD_IDS;

/** Whether `id` has the form of a `kind`'s id. */
export const isRecordId = (kind: RecordKind, id: string): boolean => RECORD_IDS[kind].test(id);
