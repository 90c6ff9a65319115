/**
 * The rate table's schema: the server checks an operator's table (`FX_RATES_FILE`) with it, and
 * the browser the table our server sends (before the first figure is drawn).
 */
// zod/mini: the same checks as zod's classic API, in a fraction of the download.
import * as z from 'zod/mini';
import { AED_PER_USD, TABLE_CURRENCIES, type FxTable, type TableCurrency } from './units.ts';

const rate = z
  .number({ error: (issue) => (issue.input === undefined ? 'missing: give how many AED one unit buys' : 'must be a number') })
  .check(z.positive({ message: 'must be above 0' }));

/**
 * A dated table of AED per one unit of each currency (`"EUR": 4.27` reads "1 EUR = 4.27 AED").
 * USD is left out on purpose: it is the peg, and a table that gave another figure would contradict it.
 *
 * Built on first use, not when the module loads: the browser sets Zod's options (no eval under
 * our CSP, src/lib/zod-config.ts, loaded first by src/lib/fx-check.ts) before it parses anything, and a schema reads them when it is built.
 */
const buildFxTableSchema = () =>
  z.strictObject({
    date: z.iso.date({ message: 'date must be a day in the form YYYY-MM-DD' }),
    source: z.optional(z.string().check(z.maxLength(200))),
    aed_per_unit: z.strictObject(Object.fromEntries(TABLE_CURRENCIES.map((c) => [c, rate])) as Record<TableCurrency, typeof rate>, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `aed_per_unit gives only ${TABLE_CURRENCIES.join(', ')} (USD is the fixed peg ${AED_PER_USD})`
          : undefined,
    }),
  });
let fxTableSchema: ReturnType<typeof buildFxTableSchema> | undefined;

/** Read a table from parsed JSON: the table, or one line per problem. */
export function parseFxTable(json: unknown): { ok: true; table: FxTable } | { ok: false; problems: string[] } {
  fxTableSchema ??= buildFxTableSchema();
  const parsed = fxTableSchema.safeParse(json);
  if (parsed.success) return { ok: true, table: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)),
  };
}
