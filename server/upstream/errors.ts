/**
 * Every upstream failure becomes one of the contract's stable error codes (src/contract/errors.ts).
 * Upstream bodies and headers are never relayed: the browser gets the code, a generic message and,
 * for rate limits, the seconds to wait.
 *
 * Mapping (upstream-facts "Errors the client will meet"):
 *   gateway 401/403 "disabled for your subscription"  -> 502 upstream_plan_excludes_endpoint
 *   gateway 401/403 "not subscribed"                   -> 502 upstream_not_subscribed
 *   gateway 401/403 otherwise (missing/invalid/blocked)-> 502 upstream_key_rejected
 *   429 with "quota" in the message                    -> 429 upstream_quota_exceeded
 *   429 otherwise                                      -> 429 upstream_rate_limited
 *   API 404 ({ success: false, ... })                 -> 404 not_found
 *   gateway 404 ({ message } only: a path it does not route) -> 502 upstream_unknown_path
 *   API 400 (our validation should have caught it)     -> 502 upstream_rejected_query
 *   other 4xx, 1xx/3xx, non-200 2xx                    -> 502 upstream_bad_response
 *   5xx, connection failures                           -> 502 upstream_unavailable
 *   overall deadline, header/body timeouts             -> 504 upstream_timeout
 *   200 that is not JSON or not the contract           -> 502 upstream_bad_response
 */
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '../../src/contract/index.ts';
import { headerNumber, headerValue, type HeaderBag } from './ratelimit-headers.ts';

export class UpstreamError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    /** For the operator's log only: never sent to the browser. */
    readonly detail: string,
    /** Seconds until a retry may succeed, when known (429s). */
    readonly retryAfter?: number,
  ) {
    super(`${code}: ${detail}`);
    this.name = 'UpstreamError';
  }

  /** The public body: stable code and the contract's generic message, nothing from upstream. */
  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { success: false, error: this.code, message: ERROR_CODES[this.code] };
    if (this.retryAfter !== undefined) body.retryAfter = this.retryAfter;
    return body;
  }
}

/** The overall deadline fired (the abort reason we use). */
export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`upstream deadline of ${ms} ms exceeded`);
    this.name = 'DeadlineError';
  }
}

/** Error codes of a failed connection, before or without a response: safe to retry a GET. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

function errorCodeOf(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown }; errors?: { code?: unknown }[] } | null;
  const code = e?.code ?? e?.cause?.code ?? e?.errors?.[0]?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A connection failure (refused, reset, DNS, connect timeout): the only thrown errors we retry. */
export function isConnectionError(err: unknown): boolean {
  const code = errorCodeOf(err);
  return code !== undefined && CONNECTION_CODES.has(code);
}

function isTimeoutError(err: unknown): boolean {
  if (err instanceof DeadlineError) return true;
  const code = errorCodeOf(err);
  if (code !== undefined && TIMEOUT_CODES.has(code)) return true;
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'TimeoutError';
}

/** Map an error thrown while talking to upstream (no usable response). */
export function mapThrown(err: unknown): UpstreamError {
  if (err instanceof UpstreamError) return err;
  const code = errorCodeOf(err) ?? (err as { name?: string } | null)?.name ?? 'unknown';
  if (isTimeoutError(err)) return new UpstreamError('upstream_timeout', 504, `timed out (${code})`);
  return new UpstreamError('upstream_unavailable', 502, `request failed (${code})`);
}

/** The gateway's or API's message, from a `{ message }` / `{ error }` JSON body or plain text. */
function upstreamMessage(bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as unknown;
    if (body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      const parts = [b.message, b.error, b.code].filter((v) => typeof v === 'string' || typeof v === 'number');
      if (parts.length) return parts.map(String).join(' | ');
    }
  } catch {
    /* not JSON */
  }
  return bodyText.slice(0, 300);
}

/**
 * The gateway answers with `{ "message": ... }` alone; the API's own errors carry `success: false`
 * (and `error`). A 404 in the gateway's shape is a path it does not route, not a missing record.
 */
function isGatewayBody(bodyText: string): boolean {
  try {
    const body: unknown = JSON.parse(bodyText);
    return typeof body === 'object' && body !== null && 'message' in body && !('success' in body) && !('error' in body);
  } catch {
    return false;
  }
}

/** Seconds from a Retry-After value: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** Map a non-200 upstream response. */
export function mapStatus(status: number, headers: HeaderBag, bodyText: string, nowMs: number): UpstreamError {
  const message = upstreamMessage(bodyText);
  const lower = message.toLowerCase();
  const detail = `upstream ${status}: ${message}`;

  if (status === 401 || status === 403) {
    if (lower.includes('disabled for your subscription')) {
      return new UpstreamError('upstream_plan_excludes_endpoint', 502, detail);
    }
    if (lower.includes('not subscribed')) return new UpstreamError('upstream_not_subscribed', 502, detail);
    return new UpstreamError('upstream_key_rejected', 502, detail);
  }
  if (status === 429) {
    const quota = lower.includes('quota');
    const reset = quota ? headerNumber(headers, 'x-ratelimit-requests-reset') : headerNumber(headers, 'x-ratelimit-reset');
    const retryAfter = parseRetryAfter(headerValue(headers, 'retry-after'), nowMs) ?? (reset === undefined ? undefined : Math.ceil(reset));
    return new UpstreamError(quota ? 'upstream_quota_exceeded' : 'upstream_rate_limited', 429, detail, retryAfter);
  }
  if (status === 404) {
    return isGatewayBody(bodyText) ? new UpstreamError('upstream_unknown_path', 502, detail) : new UpstreamError('not_found', 404, detail);
  }
  if (status >= 500) return new UpstreamError('upstream_unavailable', 502, detail);
  // 400: the service refused a query our validation passed: a contract mismatch, ours to fix.
  if (status === 400) return new UpstreamError('upstream_rejected_query', 502, detail);
  return new UpstreamError('upstream_bad_response', 502, detail);
}

/**
 * A framework 4xx (a malformed URL, a body too large...) keeps its status with our body and a
 * generic message; null for anything else, which each error handler answers its own way.
 */
export function frameworkClientError(err: { statusCode?: number }): { status: number; body: ApiErrorBody } | null {
  const status = err.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  // 403: @fastify/static refusing a path that reaches outside the app (traversal, NUL).
  if (status === 403) return { status, body: errorBody('forbidden_path') };
  return { status, body: errorBody(status === 404 ? 'not_found' : 'bad_request', 'The request could not be read.') };
}

/** An error body of our own (not from upstream): a stable code and a message for people. */
export function errorBody(code: ErrorCode, message: string = ERROR_CODES[code], extra: Partial<ApiErrorBody> = {}): ApiErrorBody {
  return { success: false, error: code, message, ...extra };
}
