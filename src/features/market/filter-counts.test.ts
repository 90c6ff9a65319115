/** How many filters the phone's "Filters (n)" button counts on the market views. */
import { describe, expect, it } from 'vitest';
import { registryFilterCount } from './registry/RegistryFilters.tsx';
import { transactionFilterCount } from './transactions/TransactionFilters.tsx';

describe('market filter counts', () => {
  it('the registry: districts, types and each date; the page size is not a filter', () => {
    expect(registryFilterCount({})).toBe(0);
    expect(registryFilterCount({ size: 50, district: [] })).toBe(0);
    expect(registryFilterCount({ district: ['Yas Island', 'Al Reem Island'], propertyType: ['villa'], fromDate: '01/01/2026' })).toBe(3);
  });

  it('transactions: what differs from the defaults; the records sort is not a filter', () => {
    expect(transactionFilterCount({ location_id: '50' })).toBe(0);
    expect(transactionFilterCount({ location_id: '50', transaction_type: 'sold', period: '1y', sort: 'low_price' })).toBe(0);
    expect(
      transactionFilterCount({ location_id: '50', transaction_type: 'rented', bedrooms: 2, property_type: 'villa', period: '3y' }),
    ).toBe(4);
  });
});
