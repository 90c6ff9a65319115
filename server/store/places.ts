/**
 * The place catalogue: every community and tower the data names, with its id, coordinates,
 * parent and emirate, so the market can be seen whole (a map of places, rankings) without asking
 * the service for a list it does not have.
 *
 * Three sources, none of them a request's spending:
 * - embedded mode: the embedded gateway's hierarchy (its location table is built from a fixed
 *   seed, so the ids are the gateway's own), written whole at start-up;
 * - live mode: the shipped reference's community names and centroids, each resolved to the
 *   service's id through one autocomplete call by the collector, within its budget, and checked
 *   again after RESOLVED_FOR_MS;
 * - answers passing through: autocomplete suggestions name places (id, name, coordinates), which
 *   join the catalogue with no parent or emirate (the answer does not say them).
 */
import type { CataloguedPlace, PlaceEmirate, PlaceKind, PlacesAnswer } from '../../src/contract/index.ts';
import { PLACE_EMIRATES } from '../../src/contract/index.ts';
import type { Db } from './db.ts';
import type { Payer } from './ledger.ts';

const DAY = 86_400_000;
/** A resolved reference name is kept this long before it is checked again. */
const RESOLVED_FOR_MS = 28 * DAY;
/** A name the service did not match is asked about again after this long. */
const UNMATCHED_FOR_MS = 7 * DAY;
/** Names one collector job resolves before it lets other jobs run. */
const RESOLVE_BATCH = 20;

/** One place of a seed: the hierarchy's or the reference's. */
export interface SeedPlace {
  id: number;
  name: string;
  nameAr: string | null;
  kind: PlaceKind;
  parentId: number | null;
  emirate: PlaceEmirate;
  lat: number;
  lon: number;
}

/** A community of the shipped reference, to be resolved to the service's id. */
export interface ReferencePlace {
  name: string;
  emirate: PlaceEmirate;
  lat: number;
  lon: number;
}

/** A suggestion of the service's autocomplete (the contract's LocationSuggestion, read leniently). */
export interface Suggestion {
  id: string;
  name: string;
  coordinates?: { lat: number; lon: number } | null;
}

type Suggest = (name: string) => Promise<readonly Suggestion[]>;

/** Names compared as a person would: case, spacing and punctuation aside. */
const normal = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const isEmirate = (v: unknown): v is PlaceEmirate => typeof v === 'string' && (PLACE_EMIRATES as readonly string[]).includes(v);

interface PlaceRow {
  id: string;
  name: string;
  name_ar: string | null;
  kind: PlaceKind | null;
  parent_id: string | null;
  emirate: string | null;
  lat: number | null;
  lon: number | null;
  source: CataloguedPlace['source'];
}

const KIND_ORDER = `case kind when 'emirate' then 0 when 'community' then 1 when 'subcommunity' then 2 when 'tower' then 3 else 4 end`;

export class PlaceCatalogue {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Write the embedded hierarchy whole (ids are the gateway's, stable between runs). */
  async seedHierarchy(places: readonly SeedPlace[]): Promise<void> {
    for (let i = 0; i < places.length; i += 200) {
      const chunk = places.slice(i, i + 200);
      const params: unknown[] = [];
      const rows = chunk.map((p) => {
        params.push(p.id, p.name, p.nameAr, p.kind, p.parentId, p.emirate, p.lat, p.lon);
        const b = params.length - 8;
        return `($${b + 1}::bigint, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}::bigint, $${b + 6}, $${b + 7}::float8, $${b + 8}::float8, 'hierarchy')`;
      });
      await this.db.query(
        `insert into places (id, name, name_ar, kind, parent_id, emirate, lat, lon, source) values ${rows.join(', ')}
         on conflict (id) do update set name = excluded.name, name_ar = excluded.name_ar, kind = excluded.kind,
           parent_id = excluded.parent_id, emirate = excluded.emirate, lat = excluded.lat, lon = excluded.lon, source = excluded.source`,
        params,
      );
    }
  }

  /** Keep the reference's names to resolve (a name already held keeps its resolution). */
  async seedReference(places: readonly ReferencePlace[]): Promise<void> {
    for (const p of places) {
      await this.db.query(
        `insert into place_references (emirate, name, lat, lon) values ($1, $2, $3, $4)
         on conflict (emirate, name) do update set lat = excluded.lat, lon = excluded.lon`,
        [p.emirate, p.name, p.lat, p.lon],
      );
    }
  }

  /** Whether a reference name is due to be (re)resolved. */
  async resolveDue(): Promise<boolean> {
    const [row] = await this.db.query<{ due: number }>(`select count(*)::int as due from place_references where ${this.#dueWhere()}`, [
      this.now() - RESOLVED_FOR_MS,
      this.now() - UNMATCHED_FOR_MS,
    ]);
    return (row?.due ?? 0) > 0;
  }

  #dueWhere(): string {
    return `(state = 'pending' or (state = 'resolved' and checked_at <= to_timestamp($1 / 1000.0))
             or (state = 'unmatched' and checked_at <= to_timestamp($2 / 1000.0)))`;
  }

  /**
   * Resolve up to a batch of due reference names, one autocomplete call each, paid through `pay`
   * (false: the budget has no call left; the rest wait). A suggestion of the same name wins; the
   * nearest to the reference's centroid when several share it. Throws on an upstream fault.
   */
  async resolve(suggest: Suggest, pay: Payer): Promise<{ asked: number; resolved: number }> {
    const due = await this.db.query<{ emirate: PlaceEmirate; name: string; lat: number; lon: number }>(
      `select emirate, name, lat, lon from place_references where ${this.#dueWhere()} order by checked_at nulls first, emirate, name limit ${RESOLVE_BATCH}`,
      [this.now() - RESOLVED_FOR_MS, this.now() - UNMATCHED_FOR_MS],
    );
    let asked = 0;
    let resolved = 0;
    for (const ref of due) {
      if (!(await pay())) break;
      asked++;
      const same = (await suggest(ref.name)).filter((s) => normal(s.name) === normal(ref.name));
      const distance = (s: Suggestion) =>
        s.coordinates ? Math.hypot(s.coordinates.lat - ref.lat, s.coordinates.lon - ref.lon) : Number.POSITIVE_INFINITY;
      const best = same.sort((a, b) => distance(a) - distance(b))[0];
      if (best) {
        resolved++;
        await this.db.query(
          `insert into places (id, name, kind, emirate, lat, lon, source) values ($1::bigint, $2, 'community', $3, $4::float8, $5::float8, 'reference')
           on conflict (id) do update set name = excluded.name, kind = excluded.kind, emirate = excluded.emirate,
             lat = excluded.lat, lon = excluded.lon, source = excluded.source, seen_at = now()`,
          [best.id, ref.name, ref.emirate, best.coordinates?.lat ?? ref.lat, best.coordinates?.lon ?? ref.lon],
        );
      }
      await this.db.query(
        `update place_references set location_id = $3::bigint, state = $4, checked_at = to_timestamp($5 / 1000.0) where emirate = $1 and name = $2`,
        [ref.emirate, ref.name, best?.id ?? null, best ? 'resolved' : 'unmatched', this.now()],
      );
    }
    return { asked, resolved };
  }

  /** Places an answer named (autocomplete suggestions): added, never over what a seed says of them. */
  async learn(suggestions: readonly Suggestion[]): Promise<void> {
    for (const s of suggestions) {
      if (!/^[1-9][0-9]{0,11}$/.test(s.id) || !s.name.trim()) continue;
      await this.db.query(
        `insert into places (id, name, lat, lon, source) values ($1::bigint, $2, $3::float8, $4::float8, 'answer')
         on conflict (id) do update set lat = coalesce(places.lat, excluded.lat), lon = coalesce(places.lon, excluded.lon), seen_at = now(),
           name = case when places.source = 'answer' then excluded.name else places.name end`,
        [s.id, s.name.trim().slice(0, 200), s.coordinates?.lat ?? null, s.coordinates?.lon ?? null],
      );
    }
  }

  /** Every place held (of one emirate, or all), emirates first, then communities, then finer places. */
  async list(emirate?: PlaceEmirate, kinds?: readonly PlaceKind[]): Promise<CataloguedPlace[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (emirate) {
      params.push(emirate);
      where.push(`emirate = $${params.length}`);
    }
    if (kinds) {
      params.push([...kinds]);
      where.push(`kind = any($${params.length}::text[])`);
    }
    const rows = await this.db.query<PlaceRow>(
      `select id::text as id, name, name_ar, kind, parent_id::text as parent_id, emirate, lat, lon, source from places
       ${where.length ? `where ${where.join(' and ')}` : ''} order by ${KIND_ORDER}, name, id`,
      params,
    );
    return rows.map(placeOf);
  }

  /** The places of these ids that are catalogued, in the order asked. */
  async byIds(ids: readonly string[]): Promise<CataloguedPlace[]> {
    if (!ids.length) return [];
    const rows = await this.db.query<PlaceRow>(
      `select id::text as id, name, name_ar, kind, parent_id::text as parent_id, emirate, lat, lon, source from places where id = any($1::bigint[])`,
      [[...ids]],
    );
    const found = new Map(rows.map((r) => [r.id, placeOf(r)]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** How far the shipped reference is resolved; null when there is none (embedded mode). */
  async referenceProgress(): Promise<PlacesAnswer['reference']> {
    const [row] = await this.db.query<{ names: number; resolved: number; unmatched: number; pending: number }>(
      `select count(*)::int as names, count(*) filter (where state = 'resolved')::int as resolved,
              count(*) filter (where state = 'unmatched')::int as unmatched, count(*) filter (where state = 'pending')::int as pending
       from place_references`,
    );
    return row && row.names > 0 ? row : null;
  }
}

function placeOf(r: PlaceRow): CataloguedPlace {
  return {
    id: r.id,
    name: r.name,
    nameAr: r.name_ar,
    kind: r.kind,
    parentId: r.parent_id,
    emirate: isEmirate(r.emirate) ? r.emirate : null,
    lat: r.lat,
    lon: r.lon,
    source: r.source,
  };
}
