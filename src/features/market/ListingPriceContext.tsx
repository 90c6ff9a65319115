import type { Listing } from '../../contract/index.ts';

/**
 * Where a listing's asking price sits among recent transactions in its location.
 * Placeholder slot: the market analytics work (issue 4) fills it in.
 */
export function ListingPriceContext(_props: { listing: Listing }) {
  return null;
}
