/**
 * The gateway face: what the marketplace gateway does before and around the API. Key check, plan
 * check, unknown paths, rate-limit headers, injected faults, latency; then the engine's answer as
 * JSON. Messages follow the gateway's wording (upstream-facts) without naming any vendor.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ENDPOINTS, isEndpointName } from '../../src/contract/index.ts';
import type { Engine } from './engine.ts';
import { DEFAULT_FAULTS, endpointNameOf, type Faults, type Plan, type RegistryMode } from './options.ts';
import { Rng } from './random.ts';

const GATEWAY_MESSAGES = {
  missingKey: 'Missing application key. Go to your API marketplace account to get your application key.',
  invalidKey: 'Invalid API key. Go to your API marketplace account to get your application key.',
  notSubscribed: 'You are not subscribed to this API.',
  planExcludes: 'This endpoint is disabled for your subscription',
  unknownEndpoint: (path: string) => `Endpoint '${path}' does not exist`,
  rateLimit: (plan: string) => `You have exceeded the rate limit per second for your plan, ${plan}, by the API provider`,
  quota: (plan: string) =>
    `You have exceeded the MONTHLY quota for Requests on your current plan, ${plan}. Upgrade your plan in your API marketplace account.`,
  unavailable: 'The API is unreachable, please contact the API provider',
} as const;

/** Monthly request quota per plan (shown in x-ratelimit-requests-*; counted down, not enforced). */
const PLAN_QUOTA: Record<Plan, number> = { basic: 10_000, pro: 500_000 };
/** The registry placeholder's message (its wording is not documented; this one is plausible). */
const REGISTRY_PLACEHOLDER_MESSAGE = 'Registry transactions are being refreshed. Please try again later.';

/** Per-second limit shown with a rate_limit fault. */
const PLAN_RATE_PER_SECOND: Record<Plan, number> = { basic: 5, pro: 50 };

export interface GatewayConfig {
  key: string;
  gatewayHost?: string;
  plan: Plan;
  registry?: RegistryMode;
  seed: number;
  engine: Engine;
  initialFaults?: Partial<Faults>;
}

export interface Gateway {
  handle(req: IncomingMessage, res: ServerResponse): void;
  setFaults(f: Partial<Faults>): void;
  faults(): Faults;
  /** Drop pending delayed answers and hung requests (on close). */
  shutdown(): void;
}

/** Seconds until the start of the next month (UTC), when the monthly quota resets. */
function secondsToMonthEnd(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.round((next - now.getTime()) / 1000));
}

function normaliseFaults(f: Faults): Faults {
  return {
    latencyMs: Math.max(0, Math.floor(f.latencyMs || 0)),
    mode: f.mode,
    rate: Math.min(1, Math.max(0, Number.isFinite(f.rate) ? f.rate : 1)),
    endpoints: f.endpoints === null ? null : f.endpoints.map((e) => endpointNameOf(e) ?? e),
    after: Math.max(0, Math.floor(f.after || 0)),
  };
}

export function createGateway(cfg: GatewayConfig): Gateway {
  let faults = normaliseFaults({ ...DEFAULT_FAULTS, ...cfg.initialFaults });
  const faultRng = Rng.derive(cfg.seed, 'faults');
  /** Requests to the faulting endpoints answered normally so far (the `after` knob). */
  let answeredBeforeFault = 0;
  const planName = cfg.plan.toUpperCase();
  let remaining = PLAN_QUOTA[cfg.plan];
  const timers = new Set<NodeJS.Timeout>();
  const hung = new Set<ServerResponse>();

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string | number>) {
    const write = () => {
      if (res.destroyed || res.writableEnded) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), ...headers });
      res.end(body);
    };
    if (faults.latencyMs > 0) {
      const t = setTimeout(() => {
        timers.delete(t);
        write();
      }, faults.latencyMs);
      timers.add(t);
    } else write();
  }
  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}) =>
    send(res, status, JSON.stringify(body), headers);

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://gateway.invalid');
    const key = req.headers['x-gateway-key'];
    const keyText = Array.isArray(key) ? key[0] : key;
    if (!keyText) {
      json(res, 401, { message: GATEWAY_MESSAGES.missingKey });
      return;
    }
    if (keyText !== cfg.key) {
      json(res, 401, { message: GATEWAY_MESSAGES.invalidKey });
      return;
    }
    if (cfg.gatewayHost !== undefined && req.headers['x-gateway-host'] !== cfg.gatewayHost) {
      json(res, 403, { message: GATEWAY_MESSAGES.notSubscribed });
      return;
    }
    const name = url.pathname.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isEndpointName(name)) {
      json(res, 404, { message: GATEWAY_MESSAGES.unknownEndpoint(url.pathname) });
      return;
    }
    const def = ENDPOINTS[name];
    if ('higherPlan' in def && cfg.plan === 'basic') {
      json(res, 403, { message: GATEWAY_MESSAGES.planExcludes });
      return;
    }
    remaining = Math.max(0, remaining - 1);
    const quotaHeaders = {
      'x-ratelimit-requests-limit': PLAN_QUOTA[cfg.plan],
      'x-ratelimit-requests-remaining': remaining,
      'x-ratelimit-requests-reset': secondsToMonthEnd(),
    };

    const f = faults;
    const targeted = f.mode !== 'none' && (f.endpoints === null || f.endpoints.includes(name));
    if (targeted && answeredBeforeFault < f.after) answeredBeforeFault++;
    else if (targeted && faultRng.next() < f.rate) {
      switch (f.mode) {
        case 'error':
          json(res, 500, { success: false, error: 'Internal server error', code: 500 }, quotaHeaders);
          return;
        case 'unavailable':
          json(res, 503, { message: GATEWAY_MESSAGES.unavailable }, quotaHeaders);
          return;
        case 'rate_limit':
          json(
            res,
            429,
            { message: GATEWAY_MESSAGES.rateLimit(planName) },
            {
              ...quotaHeaders,
              'x-ratelimit-limit': PLAN_RATE_PER_SECOND[cfg.plan],
              'x-ratelimit-remaining': 0,
              'x-ratelimit-reset': 1,
            },
          );
          return;
        case 'quota':
          json(res, 429, { message: GATEWAY_MESSAGES.quota(planName) }, { ...quotaHeaders, 'x-ratelimit-requests-remaining': 0 });
          return;
        case 'hang':
          hung.add(res);
          res.on('close', () => hung.delete(res));
          return;
        case 'bad_body':
          send(
            res,
            200,
            '<!DOCTYPE html><html><body><h1>Temporarily unavailable</h1><p>Please try again later.</p></body></html>',
            quotaHeaders,
          );
          return;
      }
    }

    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) if (!(k in query)) query[k] = v;
    let status: number;
    let body: unknown;
    try {
      ({ status, body } = cfg.engine.answer(name, query));
    } catch {
      status = 500;
      body = { success: false, error: 'Internal server error', code: 500 };
    }
    if (cfg.registry === 'placeholder' && name === 'get-registry-transactions' && status === 200) {
      body = { success: true, message: REGISTRY_PLACEHOLDER_MESSAGE };
    }
    json(res, status, body, quotaHeaders);
  }

  return {
    handle,
    setFaults(patch) {
      faults = normaliseFaults({ ...faults, ...patch });
      if (patch.after !== undefined) answeredBeforeFault = 0;
    },
    faults: () => faults,
    shutdown() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const res of hung) res.destroy();
      hung.clear();
    },
  };
}
