/**
 * The one way the server's processes read their environment: each variable a zod field of a
 * schema, unset and empty alike, every bad variable named in one `ConfigError` that says what it
 * must be and what it got (never the value of a secret). The server's settings (config.ts) and
 * the embedded gateway's (embedded/options.ts, embedded/main.ts) are read through it.
 */
import { z } from 'zod';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** A `ConfigError` listing each problem on its own line. */
export function configError(problems: readonly string[]): ConfigError {
  return new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
}

/** Empty or whitespace-only counts as unset. */
export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A whole number in [min, max], or null when unset. */
export const optionalInt = (name: string, min: number, max: number) =>
  optionalText.transform((v, ctx) => {
    if (v === undefined) return null;
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) {
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max} (got "${v}")` });
      return z.NEVER;
    }
    return Number(v);
  });

/** A whole number in [min, max], or `dflt` when unset. */
export const int = (name: string, min: number, max: number, dflt: number) => optionalInt(name, min, max).transform((v) => v ?? dflt);

/**
 * A variable whose set value `inner` parses (after trimming), or null when unset; `inner`'s message
 * says what it must be ("must be basic or pro") and is given with the name and the value.
 */
export const optionalParsed = <T extends z.ZodType<unknown, string>>(name: string, inner: T) =>
  optionalText.transform((v, ctx): z.output<T> | null => {
    if (v === undefined) return null;
    const parsed = inner.safeParse(v);
    if (!parsed.success) {
      const why = [...new Set(parsed.error.issues.map((i) => i.message))].join('; ');
      ctx.addIssue({ code: 'custom', message: `${name} ${why} (got "${v}")` });
      return z.NEVER;
    }
    return parsed.data;
  });

/** The schema's variables read from `env`; throws a `ConfigError` naming every bad one. */
export function readEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.output<S> {
  const picked = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, env[k]]));
  const parsed = schema.safeParse(picked);
  if (!parsed.success) {
    throw configError(
      parsed.error.issues.map((i) => (i.code === 'custom' ? i.message : `${String(i.path[0] ?? 'environment')}: ${i.message}`)),
    );
  }
  return parsed.data;
}
