/**
 * Imported first by every browser module that builds a Zod schema (they load on demand, so the
 * first route carries no Zod). Our Content-Security-Policy forbids
 * eval; Zod compiles object parsers with `new Function` where eval is allowed and probes for it on
 * a schema's construction, which the browser reports as a CSP violation. A schema reads this setting
 * when it is built: the browser-side schemas (rate table, mortgage form) are built on first use.
 */
import { config } from 'zod/mini';

config({ jitless: true });
