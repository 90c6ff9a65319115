/**
 * The gateway client: one GET per endpoint call, with the two gateway headers, explicit undici
 * timeouts (its defaults are 300 s), TLS verified, ONE overall deadline (AbortSignal) across
 * retries, and the 200 body validated against the contract before anyone sees it.
 */
import { RESPONSES, type ResponseOf } from '../../src/contract/responses.ts';
import { performance } from 'node:perf_hooks';
import { Agent, request, type Dispatcher } from 'undici';
import type { Logger } from 'pino';
import { ENDPOINTS, toQueryString, type EndpointName } from '../../src/contract/index.ts';
import { DeadlineError, UpstreamError, mapStatus, mapThrown } from './errors.ts';
import type { RetryBudget, UpstreamGuard } from './guard.ts';
import type { RateLimitTracker } from './ratelimit-headers.ts';
import { DEFAULT_RETRY, RETRYABLE_STATUSES, RetryableStatus, withRetry, type RetryPolicy } from './retry.ts';

/** Where requests go and with which credentials. The key lives here and nowhere else. */
export interface UpstreamTarget {
  /** Base URL, no trailing slash, e.g. `https://example-api.p.gateway.com`. */
  url: string;
  /** Value of the `x-gateway-host` header. */
  gatewayHost: string;
  /** Value of the `x-gateway-key` header. */
  key: string;
}

/** A larger body than this is not an answer we want to hold in memory. */
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** The production dispatcher: explicit connect/header/body timeouts, TLS verified, keep-alive. */
export function createUpstreamAgent(timeoutMs: number): Agent {
  return new Agent({
    connect: { timeout: Math.min(3000, Math.max(100, Math.floor(timeoutMs / 2))), rejectUnauthorized: true },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    connections: 64,
  });
}

export interface UpstreamClientOptions {
  target: UpstreamTarget;
  dispatcher: Dispatcher;
  timeoutMs: number;
  retry?: RetryPolicy;
  random: () => number;
  now: () => number;
  log: Logger;
  rateLimits: RateLimitTracker;
  /** Hold-off after 429s and the breaker; without it every call goes out (tests of the bare client). */
  guard?: UpstreamGuard;
  /** Caps retries at a share of recent requests. */
  retryBudget?: RetryBudget;
  /** Sees every call's outcome: 'ok', an error code or 'cancelled', for metrics. */
  onOutcome?: (endpoint: EndpointName, outcome: string, seconds: number) => void;
  /** Told of every request sent to the gateway, retries included: each one is metered (the spending pace counts them). */
  onSent?: () => void;
}

/**
 * Thrown when every client waiting for an answer has gone and the call was cancelled. Not an
 * `UpstreamError`: the service did nothing wrong, so neither the breaker nor the failure log hears of it.
 */
export class CallCancelledError extends Error {
  constructor() {
    super('every client waiting for this answer has gone');
    this.name = 'CallCancelledError';
  }
}

/** Identical failures within this window are logged once, then as one line with their count. */
const FAILURE_LOG_WINDOW_MS = 10_000;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bodyText: string;
}

export class UpstreamClient {
  readonly #o: UpstreamClientOptions;
  readonly #headers: Record<string, string>;
  /** The failure being repeated (endpoint + code), when it was first logged, and how often since. */
  #repeat: { key: string; since: number; count: number } | null = null;

  constructor(opts: UpstreamClientOptions) {
    this.#o = opts;
    this.#headers = {
      accept: 'application/json',
      'x-gateway-host': opts.target.gatewayHost,
      'x-gateway-key': opts.target.key,
    };
  }

  /** The URL for a canonical wire query: defaults filled, keys sorted. */
  urlFor(endpoint: EndpointName, wire: Record<string, string>): string {
    const qs = toQueryString(wire);
    return `${this.#o.target.url}${ENDPOINTS[endpoint].path}${qs ? `?${qs}` : ''}`;
  }

  /**
   * GET one endpoint and return its parsed, contract-valid body. Throws `UpstreamError` for every
   * failure (already mapped to a contract error code).
   */
  async fetchEndpoint<E extends EndpointName>(endpoint: E, wire: Record<string, string>, cancel?: AbortSignal): Promise<ResponseOf<E>> {
    const started = performance.now();
    const outcome = (name: string) => this.#o.onOutcome?.(endpoint, name, (performance.now() - started) / 1000);
    try {
      const fetch = () => this.#fetch(endpoint, wire, cancel);
      const body = this.#o.guard ? await this.#o.guard.run(fetch) : await fetch();
      outcome('ok');
      return body;
    } catch (err) {
      outcome(err instanceof UpstreamError ? err.code : err instanceof CallCancelledError ? 'cancelled' : 'internal_error');
      throw err;
    }
  }

  async #fetch<E extends EndpointName>(endpoint: E, wire: Record<string, string>, cancel?: AbortSignal): Promise<ResponseOf<E>> {
    const { log, timeoutMs } = this.#o;
    this.#o.retryBudget?.request();
    const url = this.urlFor(endpoint, wire);
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DeadlineError(timeoutMs)), timeoutMs);
    // Every client waiting for this answer has gone: stop paying for it.
    const onCancel = () => controller.abort(new CallCancelledError());
    if (cancel?.aborted) onCancel();
    cancel?.addEventListener('abort', onCancel, { once: true });
    let attempts = 0;
    try {
      log.debug({ upstream: { method: 'GET', url, headers: this.#headers } }, 'upstream request');
      const { value: answer, attempts: n } = await withRetry(
        (attempt) => {
          attempts = attempt;
          return this.#attempt(url, controller.signal);
        },
        {
          policy: this.#o.retry ?? DEFAULT_RETRY,
          random: this.#o.random,
          remainingMs: () => timeoutMs - (performance.now() - started),
          signal: controller.signal,
          allowRetry: this.#o.retryBudget ? () => this.#o.retryBudget!.tryRetry() : undefined,
          onRetry: ({ attempt, delayMs, error }) => log.warn({ endpoint, attempt, delayMs, reason: describe(error) }, 'upstream retry'),
        },
      );
      attempts = n;
      const body = this.#validate(endpoint, answer);
      log.info({ endpoint, status: answer.status, attempts, ms: Math.round(performance.now() - started) }, 'upstream answer');
      return body;
    } catch (err) {
      if (controller.signal.reason instanceof CallCancelledError) {
        log.debug({ endpoint, attempts }, 'upstream call cancelled: every waiting client has gone');
        throw controller.signal.reason;
      }
      const mapped = this.#map(err, controller.signal);
      this.#logFailure({ endpoint, error: mapped.code, detail: mapped.detail, attempts, ms: Math.round(performance.now() - started) });
      throw mapped;
    } finally {
      clearTimeout(timer);
      cancel?.removeEventListener('abort', onCancel);
    }
  }

  /**
   * `fetchEndpoint`, with the body serialised once as the browser gets it (`bytes`, what the cache
   * stores) beside the typed value. An answer that carries our key (a gateway echoing it) is
   * refused rather than relayed.
   */
  async fetchAnswer<E extends EndpointName>(
    endpoint: E,
    wire: Record<string, string>,
    cancel?: AbortSignal,
  ): Promise<{ body: ResponseOf<E>; bytes: Buffer }> {
    const body = await this.fetchEndpoint(endpoint, wire, cancel);
    const text = JSON.stringify(body);
    if (text.includes(this.#o.target.key)) {
      const err = new UpstreamError('upstream_bad_response', 502, 'answer contained our gateway key: not relayed');
      this.#o.log.error({ endpoint, error: err.code }, err.detail);
      throw err;
    }
    return { body, bytes: Buffer.from(text) };
  }

  async #attempt(url: string, signal: AbortSignal): Promise<RawAnswer> {
    signal.throwIfAborted();
    this.#o.onSent?.();
    const res = await request(url, {
      method: 'GET',
      headers: this.#headers,
      dispatcher: this.#o.dispatcher,
      signal,
      headersTimeout: this.#o.timeoutMs,
      bodyTimeout: this.#o.timeoutMs,
      // undici's request() follows no redirects: a 3xx is mapped like any unexpected status.
    });
    this.#o.rateLimits.observe(res.headers);
    const bodyText = await readText(res.body, MAX_BODY_BYTES, res.headers['content-length']);
    if (RETRYABLE_STATUSES.has(res.statusCode)) throw new RetryableStatus(res.statusCode, res.headers, bodyText);
    return { status: res.statusCode, headers: res.headers, bodyText };
  }

  /**
   * During an outage every request fails the same way: one line, then one line with the count of
   * the repeats (when the failure changes or the window passes), instead of a line per request.
   */
  #logFailure(fields: { endpoint: EndpointName; error: string; detail: string; attempts: number; ms: number }): void {
    const key = `${fields.endpoint} ${fields.error}`;
    const now = this.#o.now();
    const r = this.#repeat;
    if (r && r.key === key && now - r.since < FAILURE_LOG_WINDOW_MS) {
      r.count++;
      return;
    }
    if (r && r.count > 0)
      this.#o.log.warn({ failure: r.key, repeated: r.count, overS: Math.round((now - r.since) / 1000) }, 'upstream failure repeated');
    this.#repeat = { key, since: now, count: 0 };
    this.#o.log.warn(fields, 'upstream failure');
  }

  #validate<E extends EndpointName>(endpoint: E, answer: RawAnswer): ResponseOf<E> {
    if (answer.status !== 200) throw mapStatus(answer.status, answer.headers, answer.bodyText, this.#o.now());
    let json: unknown;
    try {
      json = JSON.parse(answer.bodyText);
    } catch {
      throw new UpstreamError('upstream_bad_response', 502, `200 body is not JSON (${answer.bodyText.length} chars)`);
    }
    const parsed = checkAnswer(endpoint, json);
    if (!parsed.ok) throw new UpstreamError('upstream_bad_response', 502, `200 body breaks the contract at ${parsed.where}`);
    return parsed.body;
  }

  #map(err: unknown, signal: AbortSignal): UpstreamError {
    if (err instanceof UpstreamError) return err;
    if (err instanceof RetryableStatus) return mapStatus(err.status, err.headers, err.bodyText, this.#o.now());
    if (signal.aborted) return mapThrown(signal.reason);
    return mapThrown(err);
  }
}

/**
 * Check a JSON body against its endpoint's response schema: the typed body, or where it breaks
 * the contract. Also how a stored answer (our own serialisation, or another instance's from the
 * shared tier) is read back as a typed value (answers.ts).
 */
export function checkAnswer<E extends EndpointName>(
  endpoint: E,
  json: unknown,
): { ok: true; body: ResponseOf<E> } | { ok: false; where: string } {
  // RESPONSES is indexed by a type parameter: TypeScript widens the result to every endpoint's
  // output, so the one narrowing back to this endpoint's output is here.
  const parsed = RESPONSES[endpoint].safeParse(json) as
    { success: true; data: ResponseOf<E> } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
  if (parsed.success) return { ok: true, body: parsed.data };
  const first = parsed.error.issues[0];
  return { ok: false, where: first ? `${first.path.map(String).join('.') || '(root)'}: ${first.message}` : 'unknown' };
}

function describe(err: unknown): string {
  if (err instanceof RetryableStatus) return `status ${err.status}`;
  const e = err as { code?: string; name?: string } | null;
  return e?.code ?? e?.name ?? 'error';
}

async function readText(
  body: AsyncIterable<Buffer> & { destroy?: (err?: Error) => unknown },
  max: number,
  contentLength: string | string[] | undefined,
): Promise<string> {
  const tooLarge = () => new UpstreamError('upstream_bad_response', 502, `body larger than ${max} bytes`);
  if (typeof contentLength === 'string' && Number(contentLength) > max) {
    body.destroy?.();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) {
      body.destroy?.();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
