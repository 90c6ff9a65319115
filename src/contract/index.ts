/**
 * The contract as the browser and the server both use it. Record and response schemas are zod
 * values: only their types are exported here, so the browser bundle carries no zod. Code that
 * validates bodies (the proxy, tests) imports `responses.ts` or `records.ts` directly.
 */
export * from './values.ts';
export * from './params.ts';
export * from './endpoints.ts';
export * from './canonical.ts';
export * from './errors.ts';
export type * from './records.ts';
export type { DataOf, ResponseOf } from './responses.ts';
export * from './insights.ts';
export * from './bedrooms.ts';
export * from './areas.ts';
export * from './record-ids.ts';
