/**
 * The browser's only door to data: `GET /api/<endpoint>` on our own server, with the canonical
 * query. Failures arrive as `ApiError` carrying the server's stable error code.
 */
import {
  ERROR_CODES,
  readApiErrorBody,
  apiPath,
  toWire,
  type EndpointName,
  type ErrorCode,
  type QueryIssue,
  type QueryOf,
  type ResponseOf,
} from '../contract/index.ts';
import { readingI18n, readingLanguage } from './i18n/reading.ts';

/** The words of the language being read (src/lib/i18n/reading.ts). */
const t = (...args: Parameters<ReturnType<typeof readingI18n>['t']>) => readingI18n().t(...args);

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly issues: QueryIssue[] = [],
    /** Seconds after which a retry may succeed (rate limits), when the server knows. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }

  /** Worth retrying by the person: the service is busy or down, not the request wrong. */
  get isTransient(): boolean {
    return this.code === 'network_error' || this.status === 429 || this.status >= 500;
  }
}

/** The canonical wire query for an endpoint: defaults filled, keys and lists sorted. */
export function wireQuery<E extends EndpointName>(endpoint: E, query: QueryOf<E>): Record<string, string> {
  return toWire(endpoint, query, 'fill');
}

/** The `ApiError` of a non-2xx answer (our own endpoints' too). */
async function errorFrom(res: Response): Promise<ApiError> {
  const retryHeader = Number(res.headers.get('retry-after'));
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const parsed = readApiErrorBody(body);
  if (parsed) {
    const { error, message, issues, retryAfter } = parsed;
    const code = (error in ERROR_CODES ? error : 'internal_error') as ErrorCode;
    return new ApiError(res.status, code, message, issues, retryAfter ?? (retryHeader || undefined));
  }
  return new ApiError(res.status, 'internal_error', t('errors.serverAnswered', { status: res.status }));
}

/**
 * How old an answer is when our server sent it stale (its cache, while the data service was slow
 * to refresh or failing). Kept ON the answer object as an ordinary key, so TanStack Query's cache
 * and structural sharing keep it with the data; fresh answers carry none.
 */
export interface DataFreshness {
  /** When the data was fetched from the service (ISO time, from `x-data-as-of`). */
  asOf: string;
  /** Why it is stale: 'revalidating' (a refresh is under way) or the failed refresh's error code. */
  reason: string;
}

const FRESHNESS_KEY = 'dataFreshness';

/** The freshness marker of a stale answer read from its headers, or null for a fresh one. */
export function freshnessOf(headers: Headers): DataFreshness | null {
  const asOf = headers.get('x-data-as-of');
  if (headers.get('x-cache') !== 'STALE' || !asOf || Number.isNaN(Date.parse(asOf))) return null;
  return { asOf, reason: headers.get('x-stale-reason') ?? 'revalidating' };
}

/** An answer with its stale marker kept on it (nothing added to a fresh one). */
export function withFreshness<T>(body: T, stale: DataFreshness | null): T {
  if (stale && typeof body === 'object' && body !== null && !Array.isArray(body)) Object.assign(body, { [FRESHNESS_KEY]: stale });
  return body;
}

/** The oldest stale marker on an answer, or on the pages of a paged answer; null when all is fresh. */
export function staleMarkerOf(value: unknown): DataFreshness | null {
  if (typeof value !== 'object' || value === null) return null;
  const pages = (value as { pages?: unknown }).pages;
  if (Array.isArray(pages)) {
    const marks = pages.map(staleMarkerOf).filter((m): m is DataFreshness => m !== null);
    return marks.sort((a, b) => Date.parse(a.asOf) - Date.parse(b.asOf))[0] ?? null;
  }
  const mark = (value as Record<string, unknown>)[FRESHNESS_KEY];
  if (typeof mark !== 'object' || mark === null) return null;
  const { asOf, reason } = mark as Record<string, unknown>;
  return typeof asOf === 'string' && typeof reason === 'string' ? { asOf, reason } : null;
}

/**
 * GET JSON from our own server: a network failure becomes `network_error`, a non-2xx answer its
 * `ApiError`; a cancelled request rethrows as it came (TanStack Query expects that).
 */
/**
 * `revalidate` asks our server again rather than taking the browser's stored answer, which it may
 * reuse for hours while revalidating behind (stale-while-revalidate): for what must be current,
 * such as what is new since a visit. Our server's own cache still spares the data service.
 */
export async function getJson(url: string, signal?: AbortSignal, revalidate = false): Promise<{ body: unknown; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(url, { signal, headers: { accept: 'application/json' }, ...(revalidate && { cache: 'no-cache' as const }) });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'network_error', t('errors.network'));
  }
  if (!res.ok) throw await errorFrom(res);
  return { body: await res.json(), headers: res.headers };
}

/** Fetch one endpoint through our server. */
export async function apiGet<E extends EndpointName>(
  endpoint: E,
  query: QueryOf<E>,
  init: { signal?: AbortSignal; revalidate?: boolean } = {},
): Promise<ResponseOf<E>> {
  const { body, headers } = await getJson(apiPath(endpoint, query), init.signal, init.revalidate);
  return withFreshness(body, freshnessOf(headers)) as ResponseOf<E>;
}

/**
 * A sentence for a person about what failed, e.g. "The data service is rate-limiting us; retry in
 * 3 s." `what` names the data in the language being read ("listings", "the price trend").
 */
export function describeError(error: unknown, what: string = t('errors.thisData')): string {
  if (!(error instanceof ApiError)) return t('errors.unexpected', { what });
  switch (error.code) {
    case 'upstream_rate_limited':
      return error.retryAfter ? t('errors.rateLimitedFor', { seconds: error.retryAfter }) : t('errors.rateLimited');
    case 'upstream_quota_exceeded':
      return t('errors.quota');
    case 'upstream_timeout':
      return t('errors.timeout', { what });
    case 'upstream_unavailable':
      return t('errors.unavailable', { what });
    case 'bad_request':
      return error.issues.length
        ? t('errors.badValue', { issues: error.issues.map((i) => `${i.param} ${i.message}`).join('; ') })
        : error.message;
    case 'network_error':
      return error.message;
    case 'not_found':
      return t('errors.notFound', { what });
    default: {
      // Our server words its messages in English; other languages read the code's own sentence.
      const known = error.code in ERROR_CODES ? t(`values.errorCode.${error.code as ErrorCode}`) : t('errors.couldNotLoad', { what });
      return readingLanguage() === 'en' ? error.message || known : known;
    }
  }
}
