/**
 * Wire records: the JSON shapes of the service (spec "Resources"), built on demand from dataset
 * rows. Field names and types follow interface.md and the vendor examples.
 */
import { COM_TYPES, FURNISHING, PRICE_PERIODS, RES_TYPES } from '../../src/contract/index.ts';
import type { Dataset } from './dataset/index.ts';
import { amenityBit, isCommercialCategory, isRentCategory } from './dataset/listings.ts';
import { DAY, TX_TYPES, isoDay, transactionId, type RegistryRecord, type TransactionTable } from './dataset/market.ts';
import type { Agent, Broker, Developer } from './dataset/people.ts';
import type { Project } from './dataset/projects.ts';
import { TITLE_HOOKS } from './dataset/names.ts';
import { Rng, initials } from './random.ts';
import { photoShapeOf } from './media.ts';

/**
 * Listing pages live on the public portal in its URL style; the host is a reserved example domain
 * so generated links never point at real listings.
 */
const PORTAL_ORIGIN = 'https://www.property-portal.example';

/** 'office-space' -> 'Office Space' (the portal's capitalised display form). */
function displayType(type: string): string {
  if (type === 'co-working-space') return 'Co-working Space';
  return type
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function bedroomsText(beds: number): string {
  return beds < 0 ? 'none' : beds === 0 ? 'studio' : beds >= 7 ? '7+' : String(beds);
}

function bathroomsText(baths: number): string {
  return baths < 0 ? 'none' : baths >= 7 ? '7+' : String(baths);
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function typeOfRow(d: Dataset, row: number): string {
  const t = d.listings;
  return isCommercialCategory(t.cat[row]!) ? COM_TYPES[t.type[row]!]! : RES_TYPES[t.type[row]!]!;
}

function priceOf(d: Dataset, row: number) {
  const t = d.listings;
  const hidden = t.hidden[row] === 1;
  return { value: hidden ? null : t.price[row]!, currency: 'AED', period: PRICE_PERIODS[t.period[row]!]!, is_hidden: hidden };
}

/** The listing's photos, drawn as its type is built (a villa as a house). */
function imagesOf(d: Dataset, row: number): string[] {
  const id = d.listings.id[row]!;
  const shape = photoShapeOf(typeOfRow(d, row));
  return Array.from({ length: d.listings.images[row]! }, (_, n) => `${d.mediaBaseUrl}/listing/${id}/${n + 1}-${shape}.jpg`);
}

function agentImage(d: Dataset, a: Agent): string {
  return a.hasPhoto ? `${d.mediaBaseUrl}/agent/${a.id}/${initials(a.name)}.jpg` : '';
}

function brokerLogo(d: Dataset, b: Broker): string {
  return `${d.mediaBaseUrl}/broker/${b.id}/${initials(b.name)}.jpg`;
}

function listingUrl(d: Dataset, row: number): string {
  const t = d.listings;
  const cat = t.cat[row]!;
  const seg = ['buy', 'rent', 'commercial-buy', 'commercial-rent'][cat]!;
  const deal = isRentCategory(cat) ? 'rent' : 'sale';
  const node = d.locations.nodes[t.loc[row]!]!;
  return `${PORTAL_ORIGIN}/en/plp/${seg}/${typeOfRow(d, row)}-for-${deal}-${node.slugPath.join('-')}-${t.id[row]}.html`;
}

const has = (mask: number, name: Parameters<typeof amenityBit>[0]) => (mask & amenityBit(name)) !== 0;

/** A headline in the portal's style, stable for a listing. */
function titleOf(d: Dataset, row: number): string {
  const t = d.listings;
  const rng = Rng.derive(d.seed, 'title', t.id[row]!);
  const type = displayType(typeOfRow(d, row));
  const node = d.locations.nodes[t.loc[row]!]!;
  const community = d.locations.nodes[node.community]!.name;
  const beds = t.beds[row]!;
  const cat = t.cat[row]!;
  // A whole building or a bulk lot has no bedroom count (-1): it is named by its size.
  const core =
    isCommercialCategory(cat) || beds < 0
      ? `${type} | ${t.sizeSqft[row]!.toLocaleString('en-US')} sqft`
      : beds === 0
        ? 'Studio'
        : `${beds >= 7 ? '7+' : beds}BR ${type}`;
  const m = t.amenities[row]!;
  const features: string[] = [];
  if (has(m, 'view_of_water')) features.push(/Marina/.test(community) ? 'Marina View' : 'Sea View');
  if (has(m, 'view_of_landmark')) features.push(community === 'Downtown Dubai' ? 'Burj View' : 'Landmark View');
  if (has(m, 'private_pool')) features.push('Private Pool');
  if (has(m, 'maids_room')) features.push("Maid's Room");
  if (t.offPlan[row]) features.push(rng.pick(['Payment Plan', 'Handover Soon', 'Off-Plan Resale']));
  if (FURNISHING[t.furnishing[row]!] === 'furnished' && !isCommercialCategory(cat)) features.push('Fully Furnished');
  const period = PRICE_PERIODS[t.period[row]!];
  if (period === 'monthly') features.push('Monthly Payments');
  if (period === 'weekly' || period === 'daily') features.push(rng.pick(['Short Stay', 'Bills Included']));
  if (has(m, 'balcony')) features.push('Balcony');
  if (has(m, 'pets_allowed')) features.push('Pet Friendly');
  features.push(
    isCommercialCategory(cat)
      ? rng.pick(['Fitted', 'Prime Location', 'Ample Parking', 'Main Road Facing'])
      : rng.pick(['Vacant', 'High Floor', 'Chiller Free', 'Near Metro', 'Spacious Layout']),
  );
  const f1 = features[0]!;
  const f2 = features[1] ?? rng.pick(['Great ROI', 'Well Maintained', 'Must See']);
  const hook = rng.pick(isRentCategory(cat) ? TITLE_HOOKS.filter((h) => !/Seller|Investor/.test(h)) : TITLE_HOOKS);
  switch (rng.int(0, 3)) {
    case 0:
      return `${hook} ${core} | ${f1} | ${f2}`;
    case 1:
      return `${hook} - ${core} - ${f1}`.toUpperCase();
    case 2:
      return `${core} in ${node.kind === 'community' ? community : node.name}, ${f1}`;
    default:
      return `${hook} | ${core} | ${f1}`;
  }
}

const coordinatesOf = ([lat, lon]: [number, number]) => ({ lat, lon });

/** Search record (`/search-*`), or the `/property-details` record with `brief` agent details. */
export function listingRecord(d: Dataset, row: number, detail = false) {
  const t = d.listings;
  const agent = d.people.agents[t.agent[row]!]!;
  const node = d.locations.nodes[t.loc[row]!]!;
  const agentDetails = detail
    ? { id: String(agent.id), name: agent.name }
    : { id: String(agent.id), name: agent.name, is_super_agent: agent.superAgent, image: agentImage(d, agent), languages: agent.languages };
  return {
    property_id: String(t.id[row]),
    property_type: displayType(typeOfRow(d, row)),
    price: priceOf(d, row),
    address: { full_name: node.fullName, coordinates: coordinatesOf(t.coordinates(row)) },
    images: imagesOf(d, row),
    agent_details: agentDetails,
    broker_id: String(d.people.brokers[t.broker[row]!]!.id),
    bedrooms: bedroomsText(t.beds[row]!),
    bathrooms: bathroomsText(t.baths[row]!),
    size: { value: t.sizeSqft[row]!, unit: 'sqft' },
    floor_plan_area: t.sizeSqft[row]!,
    title: titleOf(d, row),
    property_url: listingUrl(d, row),
  };
}

/** The fields both owner-listing records share (`/broker-properties`, `/agent-properties`). */
function ownerListingBase(d: Dataset, row: number) {
  const t = d.listings;
  const node = d.locations.nodes[t.loc[row]!]!;
  return {
    listing_type: 'property',
    property_id: String(t.id[row]),
    property_type: displayType(typeOfRow(d, row)),
    price: priceOf(d, row),
    location: { id: String(node.id), full_name: node.fullName },
    images: imagesOf(d, row),
    broker_id: String(d.people.brokers[t.broker[row]!]!.id),
    bedrooms: bedroomsText(t.beds[row]!),
    bathrooms: bathroomsText(t.baths[row]!),
    share_url: listingUrl(d, row),
    title: titleOf(d, row),
  };
}

/** `/broker-properties` record: carries agent_name/agent_id, no size. */
export function brokerListingRecord(d: Dataset, row: number) {
  const agent = d.people.agents[d.listings.agent[row]!]!;
  return { ...ownerListingBase(d, row), agent_name: agent.name, agent_id: String(agent.id) };
}

/** `/agent-properties` record: carries size, no agent fields. */
export function agentListingRecord(d: Dataset, row: number) {
  return { ...ownerListingBase(d, row), size: { value: d.listings.sizeSqft[row]!, unit: 'sqft' } };
}

export function projectRecord(d: Dataset, p: Project) {
  return {
    name: p.name,
    listing_id: p.listingId,
    location: { full_name: p.fullName },
    bedrooms: p.bedrooms,
    price_from: p.priceFrom,
    images: Array.from({ length: p.images }, (_, n) => `${d.mediaBaseUrl}/project/${p.listingId}/${n + 1}.jpg`),
    delivery_date: iso(p.deliveryDate),
    developer_name: d.people.developers[p.developer]!.name,
    construction_phase: p.phase,
    sales_start_date: iso(p.salesStartDate),
    effective_price: p.effectivePrice,
    property_type: p.propertyType,
  };
}

export function transactionRecord(d: Dataset, t: TransactionTable, row: number) {
  return {
    bedrooms: t.beds[row]!,
    high_level_location_name: d.locations.nodes[t.community[row]!]!.name,
    id: transactionId(t, row),
    price: t.price[row]!,
    property_type: displayType(TX_TYPES[t.type[row]!]!),
    transaction_date: isoDay(d.asOf - t.daysBack[row]! * DAY),
  };
}

export function registryRecord(r: RegistryRecord) {
  return { ...r };
}

export function agentSimpleRecord(d: Dataset, a: Agent) {
  return {
    id: a.id,
    name: a.name,
    image: agentImage(d, a),
    position: a.position,
    nationality: a.nationality.name,
    total_properties: a.totalProperties,
    broker_name: d.people.brokers[a.broker]!.name,
  };
}

/** The detailed (raw) agent form; `image` and `isSuperAgent` are extra raw fields. */
export function agentDetailedRecord(d: Dataset, a: Agent) {
  const b = d.people.brokers[a.broker]!;
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    totalProperties: a.totalProperties,
    phone: a.phone,
    position: a.position,
    nationality: a.nationality,
    broker: { id: b.id, name: b.name },
    languages: a.languages,
    image: agentImage(d, a),
    isSuperAgent: a.superAgent,
  };
}

export function brokerSimpleRecord(d: Dataset, b: Broker) {
  return {
    id: b.id,
    name: b.name,
    total_properties: b.totalProperties,
    logo: brokerLogo(d, b),
    address: b.address,
    location: b.city,
  };
}

/** The detailed (raw) brokerage form; `logo` and `totalAgents` are extra raw fields. */
export function brokerDetailedRecord(d: Dataset, b: Broker) {
  return {
    id: b.id,
    urlSlug: b.slug,
    name: b.name,
    totalProperties: b.totalProperties,
    phone: b.phone,
    address: b.address,
    location: b.city,
    description: b.description,
    logo: brokerLogo(d, b),
    totalAgents: b.agents.length,
  };
}

export function developerRecord(d: Dataset, dev: Developer) {
  return {
    name: dev.name,
    description: dev.description,
    established_since: dev.established,
    num_projects_online: dev.numProjects,
    id: dev.id,
    logo_url: `${d.mediaBaseUrl}/developer/${dev.slug}/${initials(dev.name)}.jpg`,
    slug: dev.slug,
  };
}
