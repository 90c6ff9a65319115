/**
 * Units and currencies a person may read the app in, and the conversions between them. DOM-free:
 * the server validates an operator's exchange-rate table (`FX_RATES_FILE`) with the schema the
 * browser uses (src/shared/fx-table.ts).
 *
 * The data service speaks AED and square feet, and every request stays in them: conversion is for
 * reading (and for turning what a person types back into AED and sqft).
 */
import { CURRENCIES } from '../contract/values.ts';

export { CURRENCIES };
export type Currency = (typeof CURRENCIES)[number];

export const AREA_UNITS = ['sqft', 'sqm'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

/** The dirham has been pegged to the US dollar at 3.6725 since 1997 (UAE Central Bank): a fact, not a rate of the day. */
export const AED_PER_USD = 3.6725;

/** One international foot is 0.3048 m exactly, so one square foot is 0.09290304 m². */
export const SQM_PER_SQFT = 0.09290304;

/** The currencies a rate table must give: every one but the dirham itself and the pegged dollar. */
export const TABLE_CURRENCIES = ['EUR', 'GBP', 'INR', 'SAR', 'RUB', 'CNY'] as const satisfies readonly Currency[];
export type TableCurrency = (typeof TABLE_CURRENCIES)[number];

/**
 * A dated table of AED per one unit of each currency (`"EUR": 4.27` reads "1 EUR = 4.27 AED").
 * USD is left out on purpose: it is the peg, and a table that gave another figure would contradict
 * it. Checked by `parseFxTable` (src/shared/fx-table.ts).
 */
export interface FxTable {
  /** The day the rates are of (YYYY-MM-DD). */
  date: string;
  source?: string | undefined;
  aed_per_unit: Record<TableCurrency, number>;
}

/**
 * The table shipped with the app: mid-market rates of 1 November 2026 (the AED side of each is
 * the USD cross through the peg). An operator replaces it with `FX_RATES_FILE`.
 */
export const SHIPPED_FX_TABLE: FxTable = {
  date: '2026-11-01',
  source: 'Mid-market rates shipped with Dar',
  aed_per_unit: { EUR: 4.2602, GBP: 4.8477, INR: 0.04152, SAR: 0.97933, RUB: 0.04534, CNY: 0.51584 },
};

/** How many AED one unit of `currency` buys. */
export function aedPerUnit(currency: Currency, table: FxTable): number {
  if (currency === 'AED') return 1;
  if (currency === 'USD') return AED_PER_USD;
  return table.aed_per_unit[currency];
}

/** An AED amount in `currency`. */
export const fromAed = (aed: number, currency: Currency, table: FxTable) => aed / aedPerUnit(currency, table);

/** An amount in `currency` back in AED (what the service reads). */
export const toAed = (amount: number, currency: Currency, table: FxTable) => amount * aedPerUnit(currency, table);

/** An area in square feet, in `unit`. */
export const fromSqft = (sqft: number, unit: AreaUnit) => (unit === 'sqm' ? sqft * SQM_PER_SQFT : sqft);

/** An area in `unit`, back in square feet (what the service reads). */
export const toSqft = (area: number, unit: AreaUnit) => (unit === 'sqm' ? area / SQM_PER_SQFT : area);

/** A price per square foot as a price per `unit`: a square metre holds about 10.76 square feet. */
export const perSqftIn = (perSqft: number, unit: AreaUnit) => (unit === 'sqm' ? perSqft / SQM_PER_SQFT : perSqft);

/** How a person reads the app: an area unit, a currency, and the rate table behind it. */
export interface Display {
  unit: AreaUnit;
  currency: Currency;
  rates: FxTable;
}

/** The service's own terms: AED and sqft, converted by nothing. */
export const NATIVE_DISPLAY: Display = { unit: 'sqft', currency: 'AED', rates: SHIPPED_FX_TABLE };

export const isCurrency = (v: unknown): v is Currency => typeof v === 'string' && (CURRENCIES as readonly string[]).includes(v);
export const isAreaUnit = (v: unknown): v is AreaUnit => typeof v === 'string' && (AREA_UNITS as readonly string[]).includes(v);
