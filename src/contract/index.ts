export * from './values.ts';
export * from './params.ts';
export * from './records.ts';
export * from './endpoints.ts';
export * from './canonical.ts';
export * from './errors.ts';
