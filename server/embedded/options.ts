/** Gateway options and fault knobs, and their reading from the environment (zod). */
import { z } from 'zod';
import { ENDPOINT_NAMES, isEndpointName, type EndpointName } from '../../src/contract/index.ts';
import { MAX_VOLUME_SCALE } from './dataset/index.ts';
import { MAX_PAGE_SIZE } from './paging.ts';
import { int, optionalInt, optionalParsed, optionalText, readEnv } from '../env.ts';

const FAULT_MODES = ['none', 'error', 'unavailable', 'rate_limit', 'quota', 'hang', 'bad_body'] as const;
type FaultMode = (typeof FAULT_MODES)[number];

export interface Faults {
  /** Added to every answer. */
  latencyMs: number;
  /**
   * error: API 500 body; unavailable: 503; rate_limit: gateway 429 per-second message with
   * x-ratelimit-limit/-remaining/-reset headers; quota: gateway 429 MONTHLY quota message;
   * hang: never answers; bad_body: 200 with non-JSON text.
   */
  mode: FaultMode;
  /** 0..1 share of requests the mode hits (deterministic, seeded). */
  rate: number;
  /** Endpoint names the fault applies to; null = all. */
  endpoints: string[] | null;
  /**
   * The fault starts after this many requests to its endpoints have been answered normally (0: at
   * once), so a test can prime a cache and then watch the service fail.
   */
  after: number;
}

export const DEFAULT_FAULTS: Faults = { latencyMs: 0, mode: 'none', rate: 1, endpoints: null, after: 0 };

export type Plan = 'basic' | 'pro';

export interface EmbeddedGatewayOptions {
  /** The key it requires in x-gateway-key. */
  key: string;
  /** If set, x-gateway-host must equal it. */
  gatewayHost?: string;
  /** Default 127.0.0.1 and 0 (ephemeral). */
  host?: string;
  port?: number;
  seed?: number;
  listings?: number;
  /**
   * Multiplies the yearly sold and rented transactions of every community (default 1; 10 is about
   * the real market's volume). Listings do not change.
   */
  volumeScale?: number;
  /** Records per page of /get-get-transactions; default 50 (PAGE_SIZE.transactions). */
  transactionsPageSize?: number;
  /** YYYY-MM-DD, default today (UTC). */
  asOf?: string;
  /** ISO instant before asOf's midnight: newer listings are not listed yet (dataset/index.ts). */
  clock?: string;
  /** Prefix for generated image URLs in records; default '/media'. */
  mediaBaseUrl?: string;
  faults?: Partial<Faults>;
  /** basic refuses /search-agents-detailed (gateway 403); default 'pro'. */
  plan?: Plan;
  /**
   * What `/get-registry-transactions` answers: records (default), or the `{ success, message }`
   * placeholder, the only body of it the spec shows, so clients can be tried against it.
   */
  registry?: RegistryMode;
}

const REGISTRY_MODES = ['records', 'placeholder'] as const;
export type RegistryMode = (typeof REGISTRY_MODES)[number];

/** 'search-buy' or '/search-buy' -> 'search-buy'; null when it names no endpoint. */
export function endpointNameOf(text: string): EndpointName | null {
  const name = text.trim().replace(/^\/+/, '');
  return isEndpointName(name) ? name : null;
}

const scaleText = `must be a number above 0 and at most ${MAX_VOLUME_SCALE}, such as 10`;

/** The EMBEDDED_* variables: each one's value as it must be written. */
const EmbeddedEnv = z.object({
  EMBEDDED_SEED: optionalInt('EMBEDDED_SEED', 0, 4294967295),
  EMBEDDED_LISTINGS: optionalInt('EMBEDDED_LISTINGS', 1, 1_000_000),
  EMBEDDED_VOLUME_SCALE: optionalParsed(
    'EMBEDDED_VOLUME_SCALE',
    z
      .string()
      .regex(/^(\d+(\.\d*)?|\.\d+)$/, scaleText)
      .transform(Number)
      .refine((n) => n > 0 && n <= MAX_VOLUME_SCALE, scaleText),
  ),
  EMBEDDED_PAGE_SIZE: optionalInt('EMBEDDED_PAGE_SIZE', 1, MAX_PAGE_SIZE),
  EMBEDDED_AS_OF: optionalParsed(
    'EMBEDDED_AS_OF',
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
      .refine(
        (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
        'must be a real date',
      ),
  ),
  // Checked against EMBEDDED_AS_OF when the dataset is built (it must fall in the year before it).
  EMBEDDED_CLOCK: optionalParsed(
    'EMBEDDED_CLOCK',
    z.iso.datetime({ offset: true, error: 'must be an ISO date and time, such as 2026-11-22T21:00:00Z' }),
  ),
  EMBEDDED_LATENCY_MS: optionalInt('EMBEDDED_LATENCY_MS', 0, 600_000),
  EMBEDDED_FAULT: optionalParsed('EMBEDDED_FAULT', z.enum(FAULT_MODES, { error: `must be one of ${FAULT_MODES.join(', ')}` })),
  EMBEDDED_FAULT_RATE: optionalParsed(
    'EMBEDDED_FAULT_RATE',
    z
      .string()
      .regex(/^(\d+(\.\d*)?|\.\d+)$/, 'must be a number from 0 to 1')
      .transform(Number)
      .refine((n) => n >= 0 && n <= 1, 'must be a number from 0 to 1'),
  ),
  EMBEDDED_FAULT_ENDPOINTS: optionalParsed(
    'EMBEDDED_FAULT_ENDPOINTS',
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((x) => endpointNameOf(x) !== null),
        `must be a comma list of endpoint names (${ENDPOINT_NAMES.join(', ')})`,
      )
      .transform((list) => list.map((x) => endpointNameOf(x)!)),
  ),
  EMBEDDED_FAULT_AFTER: optionalInt('EMBEDDED_FAULT_AFTER', 0, 1_000_000_000),
  EMBEDDED_PLAN: optionalParsed('EMBEDDED_PLAN', z.enum(['basic', 'pro'], { error: 'must be basic or pro' })),
  EMBEDDED_REGISTRY: optionalParsed('EMBEDDED_REGISTRY', z.enum(REGISTRY_MODES, { error: `must be one of ${REGISTRY_MODES.join(', ')}` })),
  EMBEDDED_MEDIA_BASE_URL: optionalText,
});

type EnvName = keyof typeof EmbeddedEnv.shape;

/** The key the gateway run on its own asks for unless EMBEDDED_KEY says otherwise. */
export const DEFAULT_KEY = 'embedded-dev-key';

/** The gateway run on its own (`npm run gateway`, main.ts): where it listens and the key it asks for. */
const StandaloneEnv = z.object({
  EMBEDDED_PORT: int('EMBEDDED_PORT', 0, 65535, 8090),
  EMBEDDED_HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  EMBEDDED_KEY: optionalText.transform((v) => v ?? DEFAULT_KEY),
});

/** Where each variable lands: a gateway option, or one of its faults. */
const OPTION_OF = {
  EMBEDDED_SEED: 'seed',
  EMBEDDED_LISTINGS: 'listings',
  EMBEDDED_VOLUME_SCALE: 'volumeScale',
  EMBEDDED_PAGE_SIZE: 'transactionsPageSize',
  EMBEDDED_AS_OF: 'asOf',
  EMBEDDED_CLOCK: 'clock',
  EMBEDDED_PLAN: 'plan',
  EMBEDDED_REGISTRY: 'registry',
  EMBEDDED_MEDIA_BASE_URL: 'mediaBaseUrl',
} as const satisfies Record<Exclude<EnvName, keyof typeof FAULT_OF>, keyof EmbeddedGatewayOptions>;
const FAULT_OF = {
  EMBEDDED_LATENCY_MS: 'latencyMs',
  EMBEDDED_FAULT: 'mode',
  EMBEDDED_FAULT_RATE: 'rate',
  EMBEDDED_FAULT_ENDPOINTS: 'endpoints',
  EMBEDDED_FAULT_AFTER: 'after',
} as const satisfies Partial<Record<EnvName, keyof Faults>>;

/** Copy each set variable to its key. */
function copyInto(values: z.output<typeof EmbeddedEnv>, targets: Partial<Record<EnvName, string>>, into: Record<string, unknown>) {
  for (const [name, key] of Object.entries(targets)) {
    const value = values[name as EnvName];
    if (value !== null && value !== undefined) into[key] = value;
  }
}

/** The gateway's options from the variables' values (`OPTION_OF`, `FAULT_OF`); unset ones are left out. */
function optionsOf(values: z.output<typeof EmbeddedEnv>): Omit<EmbeddedGatewayOptions, 'key'> {
  const out: Record<string, unknown> = {};
  const faults: Record<string, unknown> = {};
  copyInto(values, OPTION_OF, out);
  copyInto(values, FAULT_OF, faults);
  if (Object.keys(faults).length) out.faults = faults;
  return out;
}

/**
 * Options from the EMBEDDED_* variables above. Unset or empty variables are left out. Throws a
 * `ConfigError` naming every bad variable.
 */
export function embeddedOptionsFromEnv(env: NodeJS.ProcessEnv): Omit<EmbeddedGatewayOptions, 'key'> {
  return optionsOf(readEnv(EmbeddedEnv, env));
}

/** The gateway run on its own: its options, where it listens and its key, every bad variable named at once. */
export function standaloneFromEnv(
  env: NodeJS.ProcessEnv,
): Omit<EmbeddedGatewayOptions, 'key'> & { key: string; port: number; host: string } {
  const values = readEnv(EmbeddedEnv.extend(StandaloneEnv.shape), env);
  return { ...optionsOf(values), key: values.EMBEDDED_KEY, port: values.EMBEDDED_PORT, host: values.EMBEDDED_HOST };
}

/** Every EMBEDDED_* variable (docs/configuration.md names each). */
export const EMBEDDED_VARIABLES: readonly string[] = [...Object.keys(EmbeddedEnv.shape), ...Object.keys(StandaloneEnv.shape)];

/**
 * Only the market's size (EMBEDDED_VOLUME_SCALE, EMBEDDED_PAGE_SIZE), for the benches: they set the
 * other options themselves (the embedded bench's EMBEDDED_LISTINGS is a list of sizes).
 */
export function marketSizeFromEnv(env: NodeJS.ProcessEnv): Pick<EmbeddedGatewayOptions, 'volumeScale' | 'transactionsPageSize'> {
  const { EMBEDDED_VOLUME_SCALE, EMBEDDED_PAGE_SIZE } = env;
  return embeddedOptionsFromEnv({ EMBEDDED_VOLUME_SCALE, EMBEDDED_PAGE_SIZE });
}
