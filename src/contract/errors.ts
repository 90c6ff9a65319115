/**
 * The proxy's error body and its stable codes: what the browser may rely on. Upstream bodies are
 * never relayed; every failure becomes one of these.
 */

export const ERROR_CODES = {
  bad_request: 'A query parameter is missing or not allowed.',
  not_found: 'No such record or path.',
  /** The API is read-only: only GET (and HEAD) are answered. */
  method_not_allowed: 'Only GET requests are allowed.',
  /** A path that reaches for files outside the app (`..`, backslashes, NUL): never served. Not an API answer. */
  forbidden_path: 'This path is not served.',
  /** Gateway 401/403: the key was refused (missing, invalid or blocked). For the operator. */
  upstream_key_rejected: 'The data service rejected our API key.',
  upstream_not_subscribed: 'Our API key is not subscribed to the data service.',
  /** Gateway 401/403 "endpoint is disabled for your subscription": outside our plan. */
  upstream_plan_excludes_endpoint: 'This data is not included in our subscription plan.',
  /** 429 monthly/daily quota: will not clear by retrying soon. */
  upstream_quota_exceeded: 'The data service quota is used up.',
  /** 429 per-second/minute rate limit: clears in seconds. */
  upstream_rate_limited: 'The data service is rate-limiting us; retry shortly.',
  upstream_timeout: 'The data service did not answer in time.',
  upstream_unavailable: 'The data service is unavailable.',
  upstream_bad_response: 'The data service sent an answer we could not read.',
  /** The service answered 400 to a query our validation passed: a contract mismatch, ours to fix. */
  upstream_rejected_query: 'The data service refused this query.',
  /** The gateway's own 404 for a path it does not route (not a missing record): for the operator. */
  upstream_unknown_path: 'The data service does not know this request.',
  /** Too many consecutive failures: we stop calling the service for a short while. */
  upstream_circuit_open: 'The data service is not answering; we will try again shortly.',
  /** This client sent more requests the data service must answer than one client may. */
  too_many_requests: 'Too many requests from you in a short time; please wait a moment.',
  /** Our market store (its database) failed: our own endpoints cannot answer for now. */
  store_unavailable: 'Our market data store is unavailable; please try again shortly.',
  internal_error: 'Something went wrong on our side.',
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * Refusals that mean "our subscription does not include this endpoint": the same for every query
 * of it, nothing the person did, and nothing a retry fixes until the operator changes the plan.
 */
export const PLAN_REFUSALS: readonly ErrorCode[] = ['upstream_plan_excludes_endpoint', 'upstream_not_subscribed'];

/** The HTTP status our server answers with each code: one table for the server, tests and the OpenAPI document. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  forbidden_path: 403,
  upstream_key_rejected: 502,
  upstream_not_subscribed: 502,
  upstream_plan_excludes_endpoint: 502,
  upstream_quota_exceeded: 429,
  upstream_rate_limited: 429,
  upstream_timeout: 504,
  upstream_unavailable: 502,
  upstream_bad_response: 502,
  upstream_rejected_query: 502,
  upstream_unknown_path: 502,
  upstream_circuit_open: 503,
  too_many_requests: 429,
  store_unavailable: 503,
  internal_error: 500,
};

export interface ApiErrorBody {
  success: false;
  error: string;
  message: string;
  issues?: { param: string; message: string; allowed?: string[] }[];
  /** Seconds until a retry may succeed (rate limits). */
  retryAfter?: number;
}

/**
 * Our error body, read from an unknown JSON value; null when it is not one. Written by hand, not
 * with zod, because the browser reads it on every failed call and should not carry zod for it.
 */
export function readApiErrorBody(body: unknown): ApiErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (b.success !== false || typeof b.error !== 'string' || typeof b.message !== 'string') return null;
  const issues = Array.isArray(b.issues)
    ? (b.issues as unknown[]).filter(
        (i): i is NonNullable<ApiErrorBody['issues']>[number] =>
          typeof i === 'object' &&
          i !== null &&
          'param' in i &&
          typeof i.param === 'string' &&
          'message' in i &&
          typeof i.message === 'string',
      )
    : undefined;
  return {
    success: false,
    error: b.error,
    message: b.message,
    ...(issues ? { issues } : {}),
    ...(typeof b.retryAfter === 'number' && Number.isFinite(b.retryAfter) ? { retryAfter: b.retryAfter } : {}),
  };
}
