/**
 * The server's pino logger. Two layers keep the gateway key out of every log line:
 * 1. redaction of the `x-gateway-key` header at the places header objects are logged;
 * 2. a scrubbing destination that replaces the key's value in any line that still carries it
 *    (an error message, a URL, a stray object), before the line reaches the output.
 */
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

/**
 * Where the key could sit in a logged object. No wildcards: wildcard redaction clones every logged
 * object and costs more than the rest of a cache hit; the scrubbing destination below is the
 * catch-all for anything else.
 */
const REDACT_PATHS = [
  'upstream.headers["x-gateway-key"]',
  'req.headers["x-gateway-key"]',
  'headers["x-gateway-key"]',
  '["x-gateway-key"]',
  'gatewayKey',
];

const SCRUBBED = '[REDACTED]';

/** A destination that never lets any of `secrets` through (raw or JSON-escaped). */
function scrubbingDestination(dest: DestinationStream, secrets: readonly string[]): DestinationStream {
  const needles = [...new Set(secrets.filter((s) => s.length >= 4).flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))];
  if (!needles.length) return dest;
  return {
    write(line: string) {
      for (const n of needles) if (line.includes(n)) line = line.split(n).join(SCRUBBED);
      dest.write(line);
    },
  };
}

export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; stdout when absent. */
  destination?: DestinationStream;
  /** Values that must never appear in a log line (the gateway key). */
  secrets?: readonly string[];
}

export function createLogger(opts: LoggerOptions): Logger {
  const dest = scrubbingDestination(opts.destination ?? pino.destination({ dest: 1, sync: true }), opts.secrets ?? []);
  return pino(
    {
      level: opts.level,
      redact: { paths: REDACT_PATHS, censor: SCRUBBED },
      base: { pid: process.pid },
      serializers: {
        // Our own request line: method, url and client only. Headers are never logged from here.
        req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: req.url, ip: req.ip }),
        err: pino.stdSerializers.err,
      },
    },
    dest,
  );
}
