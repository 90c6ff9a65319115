/**
 * What changes hands in a community, where its character is known: the shares of property types
 * and of bedroom counts among its registered sales and lets. Without one, a community's
 * transactions follow its buildings (market.ts: towers sell apartments, clusters villas and
 * townhouses, in generic bedroom shares), which made Jumeirah Village Circle half villas, its
 * median sale 2.1x the reference.
 *
 * The reference file gives no mixes, only an average sale price and AED/sqft for six Dubai
 * communities (dubai_area_trends_2026): average price / AED per sqft is the typical unit's size.
 * The mixes below follow what is publicly known of each place and are tuned so that the generated
 * sold median lands near that average (within 15%, unit-mix.test.ts), except the Palm: its
 * average is carried by villas at tens of millions, so there the mean is what lands near it.
 */
import type { TX_TYPES } from './market.ts';

export interface UnitMix {
  /** Weights of the transaction types, in TX_TYPES order. */
  types: { [T in (typeof TX_TYPES)[number]]: number };
  /** Weights of studio, 1, 2, ... 7+ bedrooms for apartments and hotel apartments. */
  apartmentBeds: readonly number[];
  /** The same for villas and townhouses (unused where the mix has none). */
  villaBeds: readonly number[];
  townhouseBeds: readonly number[];
}

/** Penthouses and duplexes: two bedrooms and up, wherever they are. */
export const MULTI_LEVEL_BEDS = [0, 0, 15, 35, 30, 15, 4, 1];

/** Where the mix has no villas or townhouses. */
const NONE = [0, 0, 0, 0, 0, 0, 0, 0];

/** By community name (reference.ts). */
export const UNIT_MIX: Readonly<Record<string, UnitMix>> = {
  // Mostly studios to 2 bedrooms in mid-rise blocks; a few townhouses and villas in its clusters.
  'Jumeirah Village Circle': {
    types: { apartment: 90, penthouse: 0.5, duplex: 1, 'hotel-apartment': 1.5, villa: 3, townhouse: 4 },
    apartmentBeds: [24, 46, 23, 6, 1, 0, 0, 0],
    villaBeds: [0, 0, 0, 25, 45, 25, 5, 0],
    townhouseBeds: [0, 0, 10, 50, 35, 5, 0, 0],
  },
  // Towers of 1 and 2 bedrooms, larger units than inland; serviced hotel apartments.
  'Dubai Marina': {
    types: { apartment: 88, penthouse: 2, duplex: 2, 'hotel-apartment': 8, villa: 0, townhouse: 0 },
    apartmentBeds: [6, 28, 38, 22, 6, 0, 0, 0],
    villaBeds: NONE,
    townhouseBeds: NONE,
  },
  // Branded towers around the Burj and the Boulevard; many serviced (Address) apartments.
  'Downtown Dubai': {
    types: { apartment: 84, penthouse: 3, duplex: 2, 'hotel-apartment': 11, villa: 0, townhouse: 0 },
    apartmentBeds: [2, 21, 38, 29, 10, 0, 0, 0],
    villaBeds: NONE,
    townhouseBeds: NONE,
  },
  // Investors' studios and 1 bedrooms on the canal, serviced apartments.
  'Business Bay': {
    types: { apartment: 86, penthouse: 1.5, duplex: 2.5, 'hotel-apartment': 10, villa: 0, townhouse: 0 },
    apartmentBeds: [13, 40, 32, 12, 3, 0, 0, 0],
    villaBeds: NONE,
    townhouseBeds: NONE,
  },
  // Apartments by the park and the mall make most sales; family villas and townhouses the rest.
  'Dubai Hills Estate': {
    types: { apartment: 75, penthouse: 0.5, duplex: 0.5, 'hotel-apartment': 0, villa: 10, townhouse: 14 },
    apartmentBeds: [6, 48, 32, 12, 2, 0, 0, 0],
    villaBeds: [0, 0, 0, 10, 40, 35, 12, 3],
    townhouseBeds: [0, 0, 5, 55, 35, 5, 0, 0],
  },
  // The trunk's and crescent's apartments make most sales; frond villas most of the money.
  'Palm Jumeirah': {
    types: { apartment: 62, penthouse: 4, duplex: 2, 'hotel-apartment': 10, villa: 18, townhouse: 4 },
    apartmentBeds: [6, 28, 33, 24, 9, 0, 0, 0],
    villaBeds: [0, 0, 0, 5, 30, 35, 20, 10],
    townhouseBeds: [0, 0, 5, 45, 40, 10, 0, 0],
  },
};
