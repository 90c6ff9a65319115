/**
 * Record schemas of the service's responses. Lenient by design (upstream-facts): extra fields are
 * kept, identifiers may be strings or integers, `bedrooms`/`bathrooms` are free text ("studio",
 * "7+", "none"), and fields the real service may leave out are optional. What is required is what
 * a record is useless without; a body missing those is "not the contract's JSON".
 */
import { z } from 'zod';
import { BEDROOMS_RULE } from './bedrooms.ts';

/** An identifier the service sends as a string in some records and an integer in others. */
/**
 * A number, or a numeric string where the spec says number: the real service has been seen to
 * send `"1"` for an integer (upstream-facts); reading it as the number keeps the answer usable.
 */
export const Num = z.union([z.number(), z.templateLiteral([z.number()]).transform(Number)]);

export const Id = z.union([z.string(), Num]).transform(String);
/** Free text that is sometimes sent as a number (bedroom and bathroom counts). */
export const CountText = z.union([z.string(), Num]).transform(String);
/** A listing's bedrooms, and a transaction's or trend point's bedroom integer, described by the join rule (bedrooms.ts). */
export const BedroomsText = CountText.describe(`Bedrooms as the portal shows them: "studio", "1"…"6", "7+", "none". ${BEDROOMS_RULE}`);
export const BedroomCount = Num.describe(`Bedrooms: 0 is a studio. ${BEDROOMS_RULE}`);
export const BedroomCategory = Num.describe(`The bedroom category: 0 is a studio, 7 counts 7 or more. ${BEDROOMS_RULE}`);

const Coordinates = z.looseObject({ lat: Num, lon: Num });

export const Price = z.looseObject({
  value: Num.nullable(),
  currency: z.string().default('AED'),
  /** sell, yearly, monthly, weekly, daily (the full set is not documented: any string is kept). */
  period: z.string(),
  is_hidden: z.boolean().default(false),
});

const Size = z.looseObject({ value: Num, unit: z.string().default('sqft') });

const AgentDetails = z.looseObject({
  id: Id,
  name: z.string(),
  is_super_agent: z.boolean().optional(),
  image: z.string().nullish(),
  /** Element shape not documented: strings or `{ id, name }` objects are both seen elsewhere. */
  languages: z.array(z.unknown()).optional(),
});

export const Listing = z.looseObject({
  property_id: Id,
  property_type: z.string(),
  price: Price,
  address: z.looseObject({ full_name: z.string(), coordinates: Coordinates.nullish() }),
  images: z.array(z.string()).default([]),
  agent_details: AgentDetails.nullish(),
  broker_id: Id.nullish(),
  bedrooms: BedroomsText.nullish(),
  bathrooms: CountText.nullish(),
  size: Size.nullish(),
  floor_plan_area: Num.nullish(),
  title: z.string().default(''),
  property_url: z.string().nullish(),
});

export const OwnerListing = z.looseObject({
  listing_type: z.string().optional(),
  property_id: Id,
  property_type: z.string(),
  price: Price,
  location: z.looseObject({ id: Id.nullish(), full_name: z.string() }),
  images: z.array(z.string()).default([]),
  agent_name: z.string().nullish(),
  agent_id: Id.nullish(),
  broker_id: Id.nullish(),
  bedrooms: BedroomsText.nullish(),
  bathrooms: CountText.nullish(),
  size: Size.nullish(),
  share_url: z.string().nullish(),
  title: z.string().default(''),
});

export const NewProject = z.looseObject({
  name: z.string(),
  listing_id: Id,
  location: z.looseObject({ full_name: z.string() }),
  bedrooms: z.array(BedroomCount).default([]),
  price_from: Num.nullish(),
  effective_price: Num.nullish(),
  images: z.array(z.string()).default([]),
  delivery_date: z.string().nullish(),
  sales_start_date: z.string().nullish(),
  developer_name: z.string().nullish(),
  construction_phase: z.string().nullish(),
  property_type: z.string().nullish(),
});

export const Transaction = z.looseObject({
  id: Id,
  bedrooms: BedroomCount.nullish(),
  high_level_location_name: z.string().nullish(),
  price: Num,
  property_type: z.string().nullish(),
  /** `YYYY-MM-DD` */
  transaction_date: z.string(),
});

/** Registry record fields are not documented anywhere: keep whatever arrives. */
export const RegistryRecord = z.record(z.string(), z.unknown());

export const AgentSimple = z.looseObject({
  id: Id,
  name: z.string(),
  image: z.string().nullish(),
  position: z.string().nullish(),
  nationality: z.string().nullish(),
  total_properties: Num.nullish(),
  broker_name: z.string().nullish(),
});

export const AgentDetailed = z.looseObject({
  id: Id,
  slug: z.string().nullish(),
  name: z.string(),
  totalProperties: Num.nullish(),
  phone: z.string().nullish(),
  position: z.string().nullish(),
  nationality: z.looseObject({ code: z.string(), name: z.string() }).nullish(),
  broker: z.looseObject({ id: Id, name: z.string() }).nullish(),
  languages: z.array(z.looseObject({ id: Id.optional(), name: z.string() })).default([]),
});

export const BrokerSimple = z.looseObject({
  id: Id,
  name: z.string(),
  total_properties: Num.nullish(),
  logo: z.string().nullish(),
  address: z.string().nullish(),
  location: z.string().nullish(),
});

export const BrokerDetailed = z.looseObject({
  id: Id,
  urlSlug: z.string().nullish(),
  name: z.string(),
  totalProperties: Num.nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  location: z.string().nullish(),
  description: z.string().nullish(),
});

export const LocationSuggestion = z.looseObject({
  id: Id,
  name: z.string(),
  coordinates: Coordinates.nullish(),
});

export const Developer = z.looseObject({
  id: Id,
  name: z.string(),
  /** HTML (`<p>...</p>`): render sanitised, never as raw markup. */
  description: z.string().nullish(),
  established_since: z.string().nullish(),
  num_projects_online: Num.nullish(),
  logo_url: z.string().nullish(),
  slug: z.string().nullish(),
});

export const PriceTrendPoint = z.looseObject({
  bedroom_id: BedroomCategory,
  community_price: Num.nullable(),
  tower_price: Num.nullable(),
  date: z.string(),
  period: z.string(),
  time_frame: z.string().optional(),
});

export type Listing = z.output<typeof Listing>;
export type OwnerListing = z.output<typeof OwnerListing>;
export type NewProject = z.output<typeof NewProject>;
export type Transaction = z.output<typeof Transaction>;
export type RegistryRecord = z.output<typeof RegistryRecord>;
export type AgentSimple = z.output<typeof AgentSimple>;
export type AgentDetailed = z.output<typeof AgentDetailed>;
export type BrokerSimple = z.output<typeof BrokerSimple>;
export type BrokerDetailed = z.output<typeof BrokerDetailed>;
export type LocationSuggestion = z.output<typeof LocationSuggestion>;
export type Developer = z.output<typeof Developer>;
export type PriceTrendPoint = z.output<typeof PriceTrendPoint>;
export type Price = z.output<typeof Price>;

/** Success envelope with an array of records. */
export const listEnvelope = <T extends z.ZodType>(record: T) => z.looseObject({ success: z.literal(true), data: z.array(record) });

/** Success envelope with one record (`/property-details`). */
export const itemEnvelope = <T extends z.ZodType>(record: T) => z.looseObject({ success: z.literal(true), data: record });

/**
 * `/get-registry-transactions`: records, or the placeholder `{ success, message }` with no data,
 * which a client shows as a plain notice.
 */
export const RegistryEnvelope = z.looseObject({
  success: z.boolean(),
  data: z.array(RegistryRecord).optional(),
  message: z.string().optional(),
});
