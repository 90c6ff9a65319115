/**
 * Price levels: AED/sqft by community, property type and bedroom count; rents from yields; how a
 * level moves month by month. Listings, transactions, trends and new projects all read their
 * prices from here, so they agree with each other.
 */
import { RES_TYPES, type ComType, type RentFrequency, type ResType } from '../../../src/contract/index.ts';
import type { CommunityRef } from './reference.ts';

/** Sale level of a residential type, as a factor of the community's apartment or villa level. */
type Factor<Base extends string> = { base: Base; f: number };

/** Keyed by the contract's type set, so a type added there without a price level fails to compile. */
const RES_FACTOR: Record<ResType, Factor<'apt' | 'villa' | 'townhouse'>> = {
  apartment: { base: 'apt', f: 1 },
  villa: { base: 'villa', f: 1 },
  townhouse: { base: 'townhouse', f: 1 },
  penthouse: { base: 'apt', f: 1.45 },
  compound: { base: 'villa', f: 0.9 },
  duplex: { base: 'apt', f: 1.08 },
  'full-floor': { base: 'apt', f: 0.93 },
  'half-floor': { base: 'apt', f: 0.95 },
  'whole-building': { base: 'apt', f: 0.8 },
  'bulk-rent-unit': { base: 'apt', f: 0.85 },
  bungalow: { base: 'villa', f: 0.95 },
  'hotel-apartment': { base: 'apt', f: 1.1 },
};

const COM_FACTOR: Record<ComType, Factor<'apt' | 'villa'>> = {
  'office-space': { base: 'apt', f: 0.85 },
  retail: { base: 'apt', f: 1.1 },
  warehouse: { base: 'apt', f: 0.28 },
  shop: { base: 'apt', f: 1.05 },
  villa: { base: 'villa', f: 0.9 },
  'show-room': { base: 'apt', f: 1 },
  'full-floor': { base: 'apt', f: 0.8 },
  'half-floor': { base: 'apt', f: 0.82 },
  'whole-building': { base: 'apt', f: 0.7 },
  land: { base: 'apt', f: 0.35 },
  'bulk-rent-unit': { base: 'apt', f: 0.75 },
  factory: { base: 'apt', f: 0.22 },
  'labor-camp': { base: 'apt', f: 0.2 },
  'staff-accommodation': { base: 'apt', f: 0.3 },
  'business-centre': { base: 'apt', f: 0.9 },
  'co-working-space': { base: 'apt', f: 0.95 },
  farm: { base: 'apt', f: 0.04 },
};

/** Studios fetch more per sqft, big units a little less. Index: bedrooms 0..7 (7 = 7+). */
const BED_FACTOR = [1.08, 1, 0.97, 0.95, 0.96, 0.98, 1, 1.04];

function baseLevel(ref: CommunityRef, base: 'apt' | 'villa' | 'townhouse'): number {
  const villa = ref.villa ?? ref.apt * 0.85;
  if (base === 'apt') return ref.apt;
  if (base === 'villa') return villa;
  return ref.townhouse ?? villa * 0.9;
}

/**
 * Current (asOf) sale AED/sqft for a type in a community. `commercial` picks the commercial
 * meaning of the types both sets share (villa, full-floor, ...). `beds` < 0 means no bedrooms.
 */
export function salePsf(ref: CommunityRef, type: string, commercial: boolean, beds: number): number {
  // `type` is free text here (trend and transaction types too): unknown types price as apartments.
  const table: Partial<Record<string, Factor<'apt' | 'villa' | 'townhouse'>>> = commercial ? COM_FACTOR : RES_FACTOR;
  const spec = table[type];
  const level = spec ? baseLevel(ref, spec.base) * spec.f : ref.apt;
  return beds >= 0 && !commercial ? level * (BED_FACTOR[Math.min(beds, 7)] ?? 1) : level;
}

/** Whether a trend/transaction type reads as residential (the sets overlap). */
export function isResidentialType(type: string): boolean {
  return (RES_TYPES as readonly string[]).includes(type);
}

/** Gross yield, as a fraction, for residential or commercial stock in a community. */
export function yieldOf(ref: CommunityRef, commercial: boolean): number {
  return (ref.yieldPct + (commercial ? 1.5 : 0)) / 100;
}

/**
 * The level `monthsBack` months before asOf, given the current level: the year-on-year change of
 * the community spread evenly (compounded) over the months, so 12 months back is level / (1+chg).
 */
export function levelMonthsBack(ref: CommunityRef, current: number, monthsBack: number): number {
  return current / Math.pow(1 + ref.changePct / 100, monthsBack / 12);
}

/**
 * A rent quoted per period, from a yearly rent. Shorter periods cost more per year (short stays,
 * fewer cheques), as on the portal.
 */
export const PERIOD_PREMIUM: Record<RentFrequency, number> = { yearly: 1, monthly: 1.06, weekly: 1.3, daily: 1.6 };

/** Round a price to what a person would type. */
export function roundPrice(value: number): number {
  if (value >= 1_000_000) return Math.round(value / 5000) * 5000;
  if (value >= 100_000) return Math.round(value / 1000) * 1000;
  if (value >= 10_000) return Math.round(value / 500) * 500;
  if (value >= 1000) return Math.round(value / 50) * 50;
  return Math.max(50, Math.round(value / 10) * 10);
}
