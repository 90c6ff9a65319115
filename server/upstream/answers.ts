/**
 * The data service's answers, whoever needs one: a browser through the proxy (routes/api.ts), or
 * the market store (its ledger, trend and registry reads, while a view waits or in the collector's
 * background work). All of them go through here, so:
 * - ONE cache (cache.ts) keyed by the canonical query: a page the proxy bought is not bought again
 *   by the ledger, and a page the ledger bought answers the proxy (issue 21);
 * - ONE upstream call per miss: identical concurrent misses share it, whoever asked;
 * - ONE place where an answer fetched from the service is passed on: `onAnswer` observers (the
 *   market store learns names, trends and registry sales there). Cache hits pass nothing on: what
 *   they hold was passed on when it was fetched.
 *
 * A "not found" is remembered too, for the endpoint's fresh time (`knownRefusal`): a place or listing
 * the service does not know is not asked for, and paid for, again on every page that names it.
 * Only in this instance (the shared tier holds answers, not refusals); at most MISSING_KEYS of them.
 * So is the plan's refusal of an endpoint (the detailed agent search on a basic plan), for every
 * query of it, for PLAN_REFUSAL_MS: a refused call is still a call the gateway counts.
 *
 * Each miss is paid for by whoever caused it: the proxy route counts the client's limit before it
 * loads; the store's reads take a `Payer` (the client's limit and the day's collecting budget, see
 * collector.ts), asked only when the answer is not held, so a page in the cache costs no budget.
 */
import type { Logger } from 'pino';
import { LRUCache } from 'lru-cache';
import { CACHE_FAMILIES, ENDPOINTS, PLAN_REFUSALS, canonicalQuery, type EndpointName, type QueryOf } from '../../src/contract/index.ts';
import type { ResponseOf } from '../../src/contract/responses.ts';
import type { CachedAnswer, Freshness, Lookup, ResponseCache } from './cache.ts';
import { checkAnswer, type UpstreamClient } from './client.ts';
import { UpstreamError } from './errors.ts';

/** How many "not found" answers are remembered at most (the oldest forgotten first). */
const MISSING_KEYS = 10_000;
/**
 * How long the plan's refusal of an endpoint is believed: only the operator changes the plan, and
 * after a change the first ask past this finds out.
 */
const PLAN_REFUSAL_MS = 10 * 60_000;

/** Who caused a fetch: a request to the proxy, or the market store (a view's sync or the collector). */
export type AnswerCause = 'proxy' | 'store';

/** An answer just fetched from the service, as its observers see it: typed by its endpoint. */
export type FetchedAnswer = {
  [E in EndpointName]: { endpoint: E; body: ResponseOf<E>; wire: Readonly<Record<string, string>>; cause: AnswerCause };
}[EndpointName];

/** Told of every answer fetched from the service (after it is stored, before it is sent). Must not throw. */
export type AnswerObserver = (answer: FetchedAnswer) => void;

/** Told when the service says what was asked for does not exist (a 404: a listing withdrawn). Must not throw. */
export type MissingObserver = (endpoint: EndpointName, wire: Readonly<Record<string, string>>) => void;

/** Asked before a store read's upstream call (not for an answer held): false stops the read, a throw refuses it. */
type Payer = () => Promise<boolean>;

export interface UpstreamAnswersOptions {
  client: Pick<UpstreamClient, 'fetchAnswer'>;
  cache: ResponseCache;
  log: Logger;
  /** Overrides of every family's fresh TTL and stale window (CACHE_TTL_SECONDS, CACHE_STALE_SECONDS). */
  ttlSeconds?: number | null;
  staleSeconds?: number | null;
  /** The clock a remembered "not found" or plan refusal expires by (ms). */
  now?: () => number;
}

export class UpstreamAnswers {
  readonly #o: UpstreamAnswersOptions;
  readonly #observers: AnswerObserver[] = [];
  readonly #missing: MissingObserver[] = [];
  /** Keys the service answered "not found" for, with when that stops being believed (ms). */
  readonly #absent = new LRUCache<string, number>({ max: MISSING_KEYS });
  /** Endpoints the plan refused, with the refusal and when it stops being believed (ms). */
  readonly #refused = new Map<EndpointName, { code: UpstreamError['code']; until: number }>();
  readonly #now: () => number;

  constructor(opts: UpstreamAnswersOptions) {
    this.#o = opts;
    this.#now = opts.now ?? Date.now;
  }

  /** Be told of every answer fetched from the service from now on (the single hook for what learns from answers). */
  onAnswer(observer: AnswerObserver): void {
    this.#observers.push(observer);
  }

  /** Be told of every "not found" the service answers (the listing history marks a listing gone). */
  onMissing(observer: MissingObserver): void {
    this.#missing.push(observer);
  }

  /** How long an endpoint's answers are fresh, then answered stale. */
  freshness(endpoint: EndpointName): Freshness {
    const family = CACHE_FAMILIES[ENDPOINTS[endpoint].cache];
    return {
      freshMs: (this.#o.ttlSeconds ?? family.ttlSeconds) * 1000,
      staleMs: (this.#o.staleSeconds ?? family.staleSeconds) * 1000,
    };
  }

  /**
   * What the service already said no to, as the error to answer with (no call, no payment): the
   * plan's refusal of `endpoint`, or a "not found" for `key` within its fresh time; null when
   * neither is remembered.
   */
  knownRefusal(endpoint: EndpointName, key: string): UpstreamError | null {
    const refused = this.#refused.get(endpoint);
    if (refused && refused.until > this.#now()) {
      return new UpstreamError(refused.code, 502, `the plan refused ${endpoint} (remembered)`);
    }
    if (refused) this.#refused.delete(endpoint);
    return this.#isAbsent(key) ? new UpstreamError('not_found', 404, `the service said it was not found (remembered): ${key}`) : null;
  }

  /** A held answer, fresh or stale (counted by the cache as a hit or a stale answer). */
  lookup(key: string): Lookup | undefined {
    return this.#o.cache.lookup(key);
  }

  /**
   * Fetch and store an answer (the proxy's miss): one upstream call, shared by identical
   * concurrent loads; `shared` when another instance's stored answer came instead (no call).
   */
  async load<E extends EndpointName>(
    endpoint: E,
    key: string,
    wire: Record<string, string>,
    cancel?: AbortSignal,
  ): Promise<{ answer: CachedAnswer; shared: boolean; body?: ResponseOf<E> }> {
    const refused = this.knownRefusal(endpoint, key);
    if (refused) throw refused;
    const fetching = this.#fetcher(endpoint, key, wire, 'proxy', cancel);
    const { answer, shared } = await this.#o.cache.load(key, this.freshness(endpoint), fetching.load);
    return { answer, shared, ...fetching.got(answer) };
  }

  /**
   * Refresh a stale answer in the background (at most one refresh per key at a time); a failure
   * keeps the stale answer and records `codeOf(error)` on it.
   */
  refresh(endpoint: EndpointName, key: string, wire: Record<string, string>, codeOf: (err: unknown) => string): void {
    this.#o.cache.refresh(key, this.freshness(endpoint), this.#fetcher(endpoint, key, wire, 'proxy').load, codeOf);
  }

  /**
   * The market store's read of one answer, typed: a fresh answer held in the cache is used as it
   * is (no call, no payment); otherwise `pay` is asked first and the answer is fetched and stored
   * for the proxy too. Null when `pay` says no. A stale answer is not used: the store keeps what
   * the service says now. `query` is typed, or its wire form. Throws `UpstreamError` on a fault,
   * and whatever `pay` throws.
   */
  async read<E extends EndpointName>(endpoint: E, query: QueryOf<E> | Record<string, string>, pay: Payer): Promise<ResponseOf<E> | null> {
    const { key, wire } = this.#canonical(endpoint, query);
    const held = this.#o.cache.lookup(key);
    if (held?.state === 'fresh') {
      const body = this.#readBack(endpoint, held.answer);
      if (body) return body;
    }
    const refused = this.knownRefusal(endpoint, key);
    if (refused) throw refused;
    if (!(await pay())) return null;
    const fetching = this.#fetcher(endpoint, key, wire, 'store');
    const { answer } = await this.#o.cache.load(key, this.freshness(endpoint), fetching.load);
    const got = fetching.got(answer).body ?? this.#readBack(endpoint, answer);
    if (!got) throw new Error(`a stored ${endpoint} answer no longer matches the contract`);
    return got;
  }

  /**
   * A client's read of one answer, typed, served as the proxy serves it (routes/api.ts): a fresh
   * answer as held; a stale one as held, with one background refresh unless `saving` (the budget
   * nearly spent); a miss paid by `pay` (the client's limit: it throws past it) and fetched. The
   * search by area (routes/merged.ts) reads each place's page this way.
   */
  async forClient<E extends EndpointName>(
    endpoint: E,
    query: QueryOf<E>,
    opts: { pay: () => Promise<void>; saving: boolean; codeOf: (err: unknown) => string },
  ): Promise<{ body: ResponseOf<E>; storedAt: number; stale: string | null }> {
    const { key, wire } = this.#canonical(endpoint, query);
    const found = this.#o.cache.lookup(key);
    const held = found && this.#readBack(endpoint, found.answer);
    if (found && held) {
      if (found.state === 'fresh') return { body: held, storedAt: found.answer.storedAt, stale: null };
      if (!opts.saving) this.refresh(endpoint, key, wire, opts.codeOf);
      const stale = opts.saving ? 'upstream_budget' : (found.answer.refreshFailed ?? 'revalidating');
      return { body: held, storedAt: found.answer.storedAt, stale };
    }
    const refused = this.knownRefusal(endpoint, key);
    if (refused) throw refused;
    await opts.pay();
    const { answer, body } = await this.load(endpoint, key, wire);
    const got = body ?? this.#readBack(endpoint, answer);
    if (!got) throw new Error(`a stored ${endpoint} answer no longer matches the contract`);
    return { body: got, storedAt: answer.storedAt, stale: null };
  }

  /** A held answer's typed body, fresh or stale, without asking anyone; null when none is held. */
  held<E extends EndpointName>(endpoint: E, query: QueryOf<E>): ResponseOf<E> | null {
    const found = this.#o.cache.lookup(this.#canonical(endpoint, query).key);
    return found ? this.#readBack(endpoint, found.answer) : null;
  }

  /**
   * A fresh answer held for this query, as the proxy would send it (its JSON text) and when it was
   * stored, without asking anyone; null when none is held fresh (a stale one is the proxy's to
   * send, with its refresh).
   */
  heldFresh<E extends EndpointName>(endpoint: E, query: QueryOf<E>): { text: string; storedAt: number } | null {
    // A fresh one is served, a hit; a stale one is not (the page's own request will count it).
    const found = this.#o.cache.lookup(this.#canonical(endpoint, query).key, { countStale: false });
    return found?.state === 'fresh' ? { text: found.answer.body.toString('utf8'), storedAt: found.answer.storedAt } : null;
  }

  /** Whether the service said "not found" for this query within its fresh time. */
  knownMissing<E extends EndpointName>(endpoint: E, query: QueryOf<E>): boolean {
    return this.#isAbsent(this.#canonical(endpoint, query).key);
  }

  #isAbsent(key: string): boolean {
    const until = this.#absent.get(key);
    if (until === undefined) return false;
    if (until > this.#now()) return true;
    this.#absent.delete(key);
    return false;
  }

  /** The proxy's own key for a query: the same canonical parse (lists sorted, defaults filled). */
  #canonical<E extends EndpointName>(endpoint: E, query: QueryOf<E> | Record<string, string>) {
    const canonical = canonicalQuery(endpoint, query);
    if (!canonical.ok) throw new Error(`our server built a query the contract refuses: ${JSON.stringify(canonical.issues)}`);
    return canonical;
  }

  /**
   * The load of one miss: fetch, tell the observers, hand the cache its bytes. `got(answer)` gives
   * the typed body when this load made `answer` (a coalesced or shared answer has only bytes).
   */
  #fetcher<E extends EndpointName>(endpoint: E, key: string, wire: Record<string, string>, cause: AnswerCause, cancel?: AbortSignal) {
    let fetched: { bytes: Buffer; body: ResponseOf<E> } | undefined;
    const load = async () => {
      const { body, bytes } = await this.#o.client.fetchAnswer(endpoint, wire, cancel).catch((err: unknown) => {
        if (err instanceof UpstreamError && err.code === 'not_found') {
          const { freshMs } = this.freshness(endpoint);
          if (freshMs > 0) this.#absent.set(key, this.#now() + freshMs);
          this.#passMissing(endpoint, wire);
        }
        if (err instanceof UpstreamError && PLAN_REFUSALS.includes(err.code)) {
          this.#refused.set(endpoint, { code: err.code, until: this.#now() + PLAN_REFUSAL_MS });
          this.#o.log.warn(
            { endpoint, code: err.code, forMinutes: PLAN_REFUSAL_MS / 60_000 },
            'the plan refuses this endpoint: not asked again for a while',
          );
        }
        throw err;
      });
      // Found now (a withdrawn listing back on the market): forget any "not found" for it.
      this.#absent.delete(key);
      this.#refused.delete(endpoint);
      fetched = { body, bytes };
      // A generic endpoint is one member of the union; TypeScript cannot pick it, so say which.
      this.#pass({ endpoint, body, wire, cause } as FetchedAnswer);
      return bytes;
    };
    const got = (answer: CachedAnswer): { body?: ResponseOf<E> } =>
      fetched && fetched.bytes === answer.body ? { body: fetched.body } : {};
    return { load, got };
  }

  /** A stored answer read back as its typed body (checked again: it may be another instance's); null when it does not parse. */
  #readBack<E extends EndpointName>(endpoint: E, answer: CachedAnswer): ResponseOf<E> | null {
    try {
      const checked = checkAnswer(endpoint, JSON.parse(answer.body.toString('utf8')));
      return checked.ok ? checked.body : null;
    } catch {
      return null;
    }
  }

  #passMissing(endpoint: EndpointName, wire: Readonly<Record<string, string>>): void {
    for (const observer of this.#missing) {
      try {
        observer(endpoint, wire);
      } catch (err) {
        this.#o.log.warn({ endpoint, err: String(err) }, 'a not-found observer failed');
      }
    }
  }

  #pass(answer: FetchedAnswer): void {
    for (const observer of this.#observers) {
      try {
        observer(answer);
      } catch (err) {
        this.#o.log.warn({ endpoint: answer.endpoint, err: String(err) }, 'an answer observer failed');
      }
    }
  }
}
