/**
 * Names from the data, never from a link: every answer that passes through the proxy from the
 * service teaches the store the places, agents and brokerages it names (id, name, photo or logo,
 * coordinates), and `/api/names` serves them by id.
 *
 * Sources (the contract's record shapes):
 *   autocomplete-location      locations: id, name, coordinates
 *   search-* listings          agents: agent_details { id, name, image }
 *   agent-/broker-properties   locations: location { id, full_name } (its first part is the place);
 *                              agents: agent_id + agent_name
 *   search-agents(-detailed)   agents: id, name, image, and details (position, nationality,
 *                              brokerage, and from the detailed records the phone); brokers:
 *                              broker { id, name }
 *   search-brokers(-detailed)  brokers: id, name, logo, and details (address, city, phone)
 *   An email is kept the same way should a directory record carry one (none of the documented
 *   shapes does).
 * Inferred, never over a name an answer states (`inferred`):
 *   search-* for a location    the location: the deepest place every listing's address shares
 *                              ("Marina Gate, Dubai Marina, Dubai" and "Silverene, Dubai Marina,
 *                              Dubai" searched by id 50: 50 is "Dubai Marina")
 *   get-get-transactions       the location: the community every record names, when they all
 *                              name one (the records carry no finer place)
 * Learning runs after the answer is sent, batched per answer, and a failure is logged, never felt.
 */
import type { Logger } from 'pino';
import type { EndpointName, KnownName, ProfileDetails } from '../../src/contract/index.ts';
import type { Sql } from './db.ts';

export type NameKind = 'location' | 'agent' | 'broker';

export interface LearnedName {
  kind: NameKind;
  id: string;
  name: string;
  image?: string | null;
  lat?: number | null;
  lon?: number | null;
  /** Worked out from the records, not stated by them: a stated name always wins over it. */
  inferred?: boolean;
  /** Agents and brokerages: what else the record says of them. */
  details?: ProfileDetails;
}

/** The text fields a record gave, or null when it gave none. */
function detailsOf(fields: Partial<Record<keyof ProfileDetails, unknown>>): ProfileDetails | null {
  const out: ProfileDetails = {};
  for (const [k, v] of Object.entries(fields) as [keyof ProfileDetails, unknown][]) {
    const text = textOf(v);
    if (text) out[k] = text;
  }
  return Object.keys(out).length ? out : null;
}

/** The one community every record names, or null when they name several or too few say. */
function sharedCommunity(names: (string | null)[]): string | null {
  const named = names.filter((n): n is string => n !== null);
  if (named.length < MIN_TO_INFER || named.length < names.length) return null;
  return named.every((n) => n === named[0]) ? (named[0] ?? null) : null;
}

/** Fewest records an inference is made from: one or two listings say little about their place. */
const MIN_TO_INFER = 3;

/**
 * The deepest place every address shares ("Tower, Community, City" parts, compared from the end).
 * Listings all in one building name that building only when there are enough of them to show it
 * is the searched place, not one building of a larger one.
 */
function sharedPlace(addresses: string[]): string | null {
  if (addresses.length < MIN_TO_INFER) return null;
  const parts = addresses.map((a) =>
    a
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)
      .reverse(),
  );
  const first = parts[0] ?? [];
  let depth = 0;
  while (depth < first.length && parts.every((p) => p[depth] === first[depth])) depth++;
  if (depth === 0) return null;
  const allSame = parts.every((p) => p.length === depth);
  if (allSame && addresses.length < 2 * MIN_TO_INFER) return null;
  return first[depth - 1] ?? null;
}

type Obj = Record<string, unknown>;
/** A record (an object, not a list). */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** An id as the data gives it, string or number, as text; null when it gives none. */
export const idOf = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
const textOf = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The names an answer's records carry; `wire`, the query it answered, lets a searched location be named. */
export function namesIn(endpoint: EndpointName, body: unknown, wire: Record<string, string> = {}): LearnedName[] {
  const data = isObj(body) && Array.isArray(body.data) ? body.data.filter(isObj) : [];
  const out: LearnedName[] = [];
  const searched = idOf(wire.location_id);
  if (searched) {
    const place =
      endpoint === 'get-get-transactions'
        ? sharedCommunity(data.map((r) => textOf(r.high_level_location_name)))
        : endpoint.startsWith('search-') && endpoint !== 'search-new-projects'
          ? sharedPlace(data.flatMap((r) => (isObj(r.address) ? (textOf(r.address.full_name) ?? []) : [])))
          : null;
    if (place) out.push({ kind: 'location', id: searched, name: place, inferred: true });
  }
  const add = (kind: NameKind, id: unknown, name: unknown, extra: Partial<LearnedName> = {}) => {
    const i = idOf(id);
    const n = textOf(name);
    if (i && n) out.push({ kind, id: i, name: n, ...extra });
  };
  for (const r of data) {
    switch (endpoint) {
      case 'autocomplete-location': {
        const c = isObj(r.coordinates) ? r.coordinates : {};
        add('location', r.id, r.name, { lat: num(c.lat), lon: num(c.lon) });
        break;
      }
      case 'search-buy':
      case 'search-rent':
      case 'search-commercial-buy':
      case 'search-commercial-rent':
        if (isObj(r.agent_details)) add('agent', r.agent_details.id, r.agent_details.name, { image: textOf(r.agent_details.image) });
        break;
      case 'agent-properties':
      case 'broker-properties':
        if (isObj(r.location)) add('location', r.location.id, textOf(r.location.full_name)?.split(',')[0]);
        add('agent', r.agent_id, r.agent_name);
        break;
      case 'search-agents':
      case 'search-agents-detailed': {
        const broker = isObj(r.broker) ? r.broker : null;
        const details = detailsOf({
          position: r.position,
          nationality: isObj(r.nationality) ? r.nationality.name : r.nationality,
          broker_id: broker ? idOf(broker.id) : null,
          broker_name: broker ? broker.name : r.broker_name,
          // How to reach the agent: the detailed directory's number (and an email, should a record carry one).
          phone: r.phone,
          email: r.email,
        });
        add('agent', r.id, r.name, { image: textOf(r.image), ...(details ? { details } : {}) });
        if (broker) add('broker', broker.id, broker.name);
        break;
      }
      case 'search-brokers':
      case 'search-brokers-detailed': {
        const details = detailsOf({ address: r.address, city: r.location, phone: r.phone, email: r.email });
        add('broker', r.id, r.name, { image: textOf(r.logo), ...(details ? { details } : {}) });
        break;
      }
      default:
        break;
    }
  }
  return out;
}

/** The mark on an inferred name's source. */
const INFERRED = ':inferred';

export class NameBook {
  #pending = Promise.resolve();

  constructor(
    private readonly sql: Sql,
    private readonly log: Logger,
  ) {}

  /**
   * Learn from an answer fetched from the service (plugins/insights.ts observes every one, the
   * proxy's and the store's, through upstream/answers.ts); `read` runs on a later turn, after the
   * answer has gone out.
   */
  learnFrom(endpoint: EndpointName, read: () => unknown, wire: Record<string, string> = {}): void {
    // Read on a later turn of the event loop: the answer goes out first.
    this.#pending = this.#pending
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(async () => {
        const names = namesIn(endpoint, read(), wire);
        if (names.length) await this.#save(names, endpoint);
      })
      .catch((err: unknown) => {
        this.log.warn({ endpoint, err: String(err) }, 'could not learn names');
      });
  }

  /** Wait for learning in progress (tests). */
  settled(): Promise<void> {
    return this.#pending;
  }

  async #save(names: LearnedName[], source: string): Promise<void> {
    // Last answer wins for a name; a photo or coordinates once known are kept when an answer lacks them.
    const unique = new Map(names.map((n) => [`${n.kind}:${n.id}`, n]));
    const params: unknown[] = [];
    const rows = [...unique.values()].map((n) => {
      params.push(
        n.kind,
        n.id,
        n.name,
        n.image ?? null,
        n.lat ?? null,
        n.lon ?? null,
        n.inferred ? `${source}${INFERRED}` : source,
        n.details ? JSON.stringify(n.details) : null,
      );
      const b = params.length - 8;
      return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}::float8, $${b + 6}::float8, $${b + 7}, $${b + 8}::jsonb)`;
    });
    // A stated name replaces anything; an inferred one replaces only another inferred one. Details
    // merge field by field: a simple record's fields never erase a detailed one's.
    await this.sql.query(
      `insert into names (kind, id, name, image, lat, lon, source, details) values ${rows.join(', ')}
       on conflict (kind, id) do update set name = excluded.name, source = excluded.source, seen_at = now(),
         image = coalesce(excluded.image, names.image), lat = coalesce(excluded.lat, names.lat), lon = coalesce(excluded.lon, names.lon),
         details = case when excluded.details is null then names.details else coalesce(names.details, '{}'::jsonb) || excluded.details end
       where excluded.source not like '%${INFERRED}' or names.source like '%${INFERRED}'`,
      params,
    );
  }

  /**
   * Agents or brokerages whose name holds every word of `text` (any case), names starting with the
   * first word first; with how many match and how many of the kind are held (what was searched).
   */
  async search(kind: 'agent' | 'broker', text: string, page: number, size: number): Promise<NameSearchResult> {
    const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
    // LIKE's own characters in a name someone types are letters, not patterns.
    const literal = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);
    const params: unknown[] = [kind, `${literal(words[0] ?? '')}%`];
    const where = words.map((w) => {
      params.push(`%${literal(w)}%`);
      return `lower(name) like $${params.length}`;
    });
    params.push(size, (page - 1) * size);
    const [rows, held] = await Promise.all([
      this.sql.query<NameRow & { id: string; total: number | string }>(
        `select id, name, image, lat, lon, details, count(*) over () as total from names
         where kind = $1 and ${where.join(' and ')}
         order by (lower(name) like $2) desc, lower(name), id limit $${params.length - 1} offset $${params.length}`,
        params,
      ),
      this.sql.query<{ n: number | string }>(`select count(*) as n from names where kind = $1`, [kind]),
    ]);
    return {
      data: rows.map((r) => ({ id: r.id, ...knownOf(r) })),
      total: Number(rows[0]?.total ?? 0),
      known: Number(held[0]?.n ?? 0),
    };
  }

  /** The names held for these ids; an id the data never named is absent. */
  /** The names of several ids of one kind, by id; an id never named is absent. */
  async lookupMany(kind: NameKind, ids: readonly string[]): Promise<Record<string, KnownName>> {
    if (!ids.length) return {};
    const rows = await this.sql.query<NameRow & { id: string }>(
      'select id, name, image, lat, lon, details from names where kind = $1 and id = any($2::text[])',
      [kind, [...ids]],
    );
    return Object.fromEntries(rows.map((r) => [r.id, knownOf(r)]));
  }

  async lookup(ids: Partial<Record<NameKind, string>>): Promise<Partial<Record<NameKind, KnownName>>> {
    const wanted = (Object.entries(ids) as [NameKind, string | undefined][]).filter((e): e is [NameKind, string] => e[1] !== undefined);
    if (!wanted.length) return {};
    const params = wanted.flat();
    const rows = await this.sql.query<NameRow & { kind: NameKind }>(
      `select kind, name, image, lat, lon, details from names where ${wanted.map((_, i) => `(kind = $${2 * i + 1} and id = $${2 * i + 2})`).join(' or ')}`,
      params,
    );
    return Object.fromEntries(rows.map((r) => [r.kind, knownOf(r)]));
  }
}

interface NameRow {
  name: string;
  image: string | null;
  lat: number | null;
  lon: number | null;
  details: ProfileDetails | string | null;
}

export interface NameSearchResult {
  data: (KnownName & { id: string })[];
  total: number;
  known: number;
}

function knownOf(r: NameRow): KnownName {
  return {
    name: r.name,
    image: r.image,
    coordinates: r.lat !== null && r.lon !== null ? { lat: r.lat, lon: r.lon } : null,
    // jsonb comes back parsed from both drivers; text would be a driver that does not parse it.
    details: typeof r.details === 'string' ? (JSON.parse(r.details) as ProfileDetails) : r.details,
  };
}
