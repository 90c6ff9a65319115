/**
 * The rate table's check as the browser runs it: Zod set for our CSP first, then the shared
 * schema. Loaded on demand by the rate table's query (display.ts), so no Zod is in the first route.
 */
import './zod-config.ts';

export { parseFxTable } from '../shared/fx-table.ts';
