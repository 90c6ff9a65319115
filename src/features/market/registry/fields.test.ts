import { describe, expect, it } from 'vitest';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { columnHeader, fieldName, headerOf, registryDistrictSpec, registryMonthlySpec } from './fields.ts';
import { isoToRegistryDate, registryDateToIso } from './dates.ts';

const camel = [
  { id: 'A1', saleApplicationDate: '2025-11-03', district: 'Yas Island', salePriceAed: 1_000_000, rateAedPerSqm: 12000, soldShare: 1 },
  { id: 'A2', saleApplicationDate: '2025-11-20', district: 'Yas Island', salePriceAed: 3_000_000, rateAedPerSqm: 15000, soldShare: 1 },
  {
    id: 'A3',
    saleApplicationDate: '2026-01-15',
    district: 'Al Reem Island',
    salePriceAed: 2_000_000,
    rateAedPerSqm: 14000,
    soldShare: 0.5,
    layout: 'Studio',
  },
];

describe('registry fields', () => {
  it("names the registry's known fields in the language being read, and others as the registry does", async () => {
    const usdSqm = { currency: 'USD', unit: 'sqm' } as const;
    expect(columnHeader('salePriceAed', 'price', usdSqm)).toBe('Sale price (USD)');
    expect(columnHeader('rateAedPerSqm', 'perArea', usdSqm)).toBe('Rate (USD per sqm)');
    await readingI18n().changeLanguage('ar');
    try {
      expect(columnHeader('salePriceAed', 'price', usdSqm)).toBe('سعر البيع (USD)');
      expect(columnHeader('soldAreaSqm', 'area', usdSqm)).toBe('المساحة المباعة (م²)');
      expect(columnHeader('rateAedPerSqm', 'perArea', usdSqm)).toBe('السعر (USD لكل م²)');
      expect(fieldName('saleApplicationDate', false)).toEqual({ text: 'تاريخ طلب البيع', known: true });
      expect(fieldName('brokerNote', false)).toEqual({ text: 'Broker note', known: false });
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });

  it('charts the median by month and by district', () => {
    const f = { price: 'salePriceAed', date: 'saleApplicationDate', district: 'district' };
    expect(registryMonthlySpec(camel, f).data).toEqual([
      { month: '2025-11', median: 2_000_000, count: 2 }, // (1M + 3M) / 2
      { month: '2025-12', median: null, count: 0 },
      { month: '2026-01', median: 2_000_000, count: 1 },
    ]);
    expect(headerOf('salePriceAed')).toBe('Sale price aed');
    expect(headerOf('sold_share')).toBe('Sold share');
    expect(registryDistrictSpec(camel, f).data).toEqual([
      { district: 'Yas Island', median: 2_000_000, count: 2 },
      { district: 'Al Reem Island', median: 2_000_000, count: 1 },
    ]);
  });
});

describe('registry dates', () => {
  it('converts between the date input and DD/MM/YYYY', () => {
    expect(isoToRegistryDate('2025-03-01')).toBe('01/03/2025');
    expect(isoToRegistryDate('2025-02-30')).toBeUndefined();
    expect(isoToRegistryDate('')).toBeUndefined();
    expect(registryDateToIso('01/03/2025')).toBe('2025-03-01');
    expect(registryDateToIso(undefined)).toBe('');
  });
});
