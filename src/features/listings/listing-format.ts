/** Listing-specific figures built on the shared formatters. */
import { formatAED, pricePerSqft } from '../../lib/format.ts';
import type { Price } from '../../contract/index.ts';

/**
 * "AED 1,850/sqft" for a sale; rents are normalised to a year first ("AED 95/sqft/year"), so
 * a monthly and a yearly rent compare. Empty when the price is hidden or the size unknown.
 */
export function formatPricePerSqft(price: Pick<Price, 'value' | 'period' | 'is_hidden'> | null | undefined, sqft: number | null | undefined): string {
  const per = pricePerSqft(price, sqft);
  if (per === null) return '';
  return `${formatAED(per)}/sqft${price?.period === 'sell' ? '' : '/year'}`;
}
