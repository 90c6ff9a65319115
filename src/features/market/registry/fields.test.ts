import { describe, expect, it } from 'vitest';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { columnHeader, fieldName, headerOf, registryCsv, registryDistrictSpec, registryMonthlySpec } from './fields.ts';
import { isoToRegistryDate, registryDateToIso } from './dates.ts';

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

  it("charts the store's median by month and by district", () => {
    const monthly = [
      { month: '2025-11', median: 2_000_000, count: 2 },
      { month: '2025-12', median: null, count: 0 },
      { month: '2026-01', median: 2_000_000, count: 1 },
    ];
    const spec = registryMonthlySpec(monthly);
    expect(spec.data).toEqual(monthly);
    expect(spec.series.map((x) => x.key)).toEqual(['count', 'median']);
    const byDistrict = [
      { district: 'Yas Island', median: 2_000_000, count: 2 },
      { district: 'Al Reem Island', median: 2_000_000, count: 1 },
    ];
    expect(registryDistrictSpec(byDistrict)).toMatchObject({ data: byDistrict, layout: 'vertical' });
    expect(headerOf('salePriceAed')).toBe('Sale price aed');
    expect(headerOf('sold_share')).toBe('Sold share');
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

describe('registryCsv', () => {
  const records = [
    { id: 'ADR-1', propertyType: 'plot-residential', soldAreaSqm: 188.2, salePriceAed: 2190000, saleSequence: 'primary', note: '=cmd' },
    { id: 'ADR-2', propertyType: 'villa', soldAreaSqm: 442.6, salePriceAed: 5545000, saleSequence: 'secondary', extra: { a: 1 } },
  ];

  it("keeps the registry's field names and values in English, for scripts", () => {
    expect(registryCsv(records).split('\r\n')).toEqual([
      'id,propertyType,soldAreaSqm,salePriceAed,saleSequence,note,extra',
      "ADR-1,plot-residential,188.2,2190000,primary,'=cmd,",
      'ADR-2,villa,442.6,5545000,secondary,,"{""a"":1}"',
      '',
    ]);
  });

  it("names the columns and their units in Arabic, after a byte-order mark; the values are the registry's", async () => {
    await readingI18n().changeLanguage('ar');
    try {
      const [header, first] = registryCsv(records).split('\r\n');
      expect(header).toBe('\uFEFFالمعرّف,نوع العقار,المساحة المباعة (م²),سعر البيع (AED),تسلسل البيع,Note,Extra');
      expect(first).toBe("ADR-1,plot-residential,188.2,2190000,primary,'=cmd,");
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
