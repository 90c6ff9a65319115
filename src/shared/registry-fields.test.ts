import { describe, expect, it } from 'vitest';
import { columnsOf, isoDateOf, numeric, recogniseFields } from './registry-fields.ts';

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
  it('lists every field present, in order of first appearance', () => {
    expect(columnsOf(camel)).toEqual(['id', 'saleApplicationDate', 'district', 'salePriceAed', 'rateAedPerSqm', 'soldShare', 'layout']);
  });

  it('recognises price, date and district whatever the naming, and never takes a rate for a price', () => {
    expect(recogniseFields(camel)).toEqual({
      price: 'salePriceAed',
      date: 'saleApplicationDate',
      district: 'district',
      propertyType: undefined,
      id: 'id',
    });
    const snake = [{ rate_aed_per_sqm: 9000, 'Sale Price (AED)': '1,250,000', registration_date: '03/11/2025', District: 'Yas Island' }];
    expect(recogniseFields(snake)).toMatchObject({ price: 'Sale Price (AED)', date: 'registration_date', district: 'District' });
    expect(recogniseFields([{ id: 1, note: 'x' }])).toMatchObject({ price: undefined, date: undefined, district: undefined });
  });

  it('reads numbers and dates the way registries write them', () => {
    expect(numeric('1,250,000')).toBe(1_250_000);
    expect(numeric('n/a')).toBeNull();
    expect(isoDateOf('03/11/2025')).toBe('2025-11-03');
    expect(isoDateOf('2025-11-03T10:00:00Z')).toBe('2025-11-03');
  });

  it('recognises a property type by its values, and a reference only when every sale has its own', () => {
    const rows = [
      { ref: 'R1', kind: 'villa', salePriceAed: 1 },
      { ref: 'R2', kind: 'plot-villa', salePriceAed: 2 },
      { ref: 'R3', kind: 'apartment', salePriceAed: 3 },
    ];
    expect(recogniseFields(rows)).toMatchObject({ propertyType: 'kind' });
    expect(recogniseFields(camel).id).toBe('id');
    expect(recogniseFields([{ id: 'X' }, { id: 'X' }]).id).toBeUndefined();
  });
});
