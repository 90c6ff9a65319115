import { describe, expect, it } from 'vitest';
import { formValuesOf, mortgageSearch, searchOf } from './mortgage-form.ts';
import { mortgageNotes, mortgageSchema } from './mortgage-schema.ts';
import { setDigits } from './i18n/digits.ts';
import { NATIVE_DISPLAY, SHIPPED_FX_TABLE } from '../shared/units.ts';
import { readingI18n } from './i18n/reading.ts';

const form = { price: '2,000,000', residency: 'resident', home: 'first', status: 'ready', rate: '4.5', years: '25', down: '' } as const;
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('mortgage form', () => {
  it('reads typed text into the estimate inputs, in AED', () => {
    expect(mortgageSchema(NATIVE_DISPLAY).parse(form)).toEqual({
      priceAed: 2_000_000,
      residency: 'resident',
      home: 'first',
      status: 'ready',
      ratePercent: 4.5,
      termYears: 25,
    });
    // USD 500,000 at the peg is AED 1,836,250.
    const usd = { ...NATIVE_DISPLAY, currency: 'USD' as const };
    expect(mortgageSchema(usd).parse({ ...form, price: '500000', down: '25%' })).toMatchObject({
      priceAed: 1_836_250,
      downPaymentPercent: 25,
    });
  });

  it('says what is wrong with each field', () => {
    const result = mortgageSchema(NATIVE_DISPLAY).safeParse({ ...form, price: 'two million', rate: '45', years: '30', down: '10' });
    expect(messages(result)).toEqual({
      price: 'Enter the price as a number, e.g. 2,000,000 or 2M.',
      rate: 'Enter a rate of 20% or less.',
      years: "The term is 1 to 25 whole years (the Central Bank's limit is 25).",
    });
    const low = mortgageSchema(NATIVE_DISPLAY).safeParse({ ...form, down: '10' });
    expect(messages(low)).toEqual({ down: 'The least down payment for this purchase is 20% of the price.' });
    expect(messages(mortgageSchema(NATIVE_DISPLAY).safeParse({ ...form, price: '' }))).toEqual({ price: 'Enter the price in AED.' });
  });

  it('reads Arabic-Indic digits, and says what is wrong in Arabic when the page is read in Arabic', async () => {
    expect(mortgageSchema(NATIVE_DISPLAY).parse({ ...form, price: '٢٬٠٠٠٬٠٠٠', rate: '٤٫٥', down: '٢٥٪' })).toMatchObject({
      priceAed: 2_000_000,
      ratePercent: 4.5,
      downPaymentPercent: 25,
    });
    await readingI18n().changeLanguage('ar');
    try {
      const result = mortgageSchema(NATIVE_DISPLAY).safeParse({ ...form, price: 'two million', down: '10', years: '30' });
      expect(messages(result)).toEqual({
        price: 'أدخل السعر رقمًا، مثل 2,000,000 أو ٢٠٠٠٠٠٠ أو 2 مليون.',
        years: 'المدة من سنة إلى 25 سنة كاملة (الحد الأقصى لدى المصرف المركزي 25 سنة).',
      });
      expect(messages(mortgageSchema(NATIVE_DISPLAY).safeParse({ ...form, down: '10' }))).toEqual({
        down: 'أدنى دفعة أولى لهذا الشراء 20% من السعر.',
      });
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });

  it('reads figures as people type them: shorthands, separators, Persian digits, a percent sign', () => {
    expect(mortgageSchema(NATIVE_DISPLAY).parse({ ...form, price: '3.5M', rate: '۴٫۲۵٪', years: '۲۰', down: '25 %' })).toMatchObject({
      priceAed: 3_500_000,
      ratePercent: 4.25,
      termYears: 20,
      downPaymentPercent: 25,
    });
    expect(mortgageSchema(NATIVE_DISPLAY).parse({ ...form, price: '٢ مليون' }).priceAed).toBe(2_000_000);
    expect(mortgageSchema(NATIVE_DISPLAY).parse({ ...form, price: "2'500'000" }).priceAed).toBe(2_500_000);
    const result = mortgageSchema(NATIVE_DISPLAY).safeParse({ ...form, price: '-2M', rate: '4,5', years: '25%', down: 'lots' });
    expect(messages(result)).toEqual({
      price: 'The price must be above 0.',
      rate: 'Use a point for decimals: 3.5, not 3,5.',
      years: "The term is 1 to 25 whole years (the Central Bank's limit is 25).",
      down: 'Enter the down payment in percent of the price, up to 100.',
    });
  });

  it('says what each typed figure was read as: the price always, the rest when the text needed reading', async () => {
    expect(mortgageNotes({ ...form, price: '3.5M' }, NATIVE_DISPLAY)).toEqual({ price: '= AED 3,500,000' });
    expect(mortgageNotes({ ...form, price: '', rate: '٤٫٥', years: '٢٥', down: '٢٠٪' }, NATIVE_DISPLAY)).toEqual({
      rate: '= 4.5%',
      years: '= 25',
      down: '= 20%',
    });
    expect(mortgageNotes({ ...form, price: '3,5M', rate: 'x' }, NATIVE_DISPLAY)).toEqual({});
    const usd = { ...NATIVE_DISPLAY, currency: 'USD' as const };
    expect(mortgageNotes({ ...form, price: '750k' }, usd)).toEqual({ price: '= USD 750,000' });
    await readingI18n().changeLanguage('ar');
    setDigits('arab');
    try {
      const notes = mortgageNotes({ ...form, price: '٣٫٥ مليون', rate: '4.25%' }, NATIVE_DISPLAY);
      expect(notes.price).toMatch(/^= .*٣٬٥٠٠٬٠٠٠.*د\.إ/);
      expect(notes.rate).toMatch(/^= ٤٫٢٥/);
    } finally {
      setDigits('latn');
      await readingI18n().changeLanguage('en');
    }
  });

  it("takes a listing's price as given and does not ask for one", () => {
    expect(mortgageSchema(NATIVE_DISPLAY, 3_000_000).parse({ ...form, price: '' }).priceAed).toBe(3_000_000);
  });
});

describe('mortgage page search', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      mortgageSearch({ price: '2000000', residency: 'resident', home: 'x', status: 'off_plan', rate: '99', years: '7.5', down: '30' }),
    ).toEqual({
      price: 2_000_000,
      residency: 'resident',
      home: undefined,
      status: 'off_plan',
      rate: undefined,
      years: undefined,
      down: 30,
    });
  });

  it('reads numbers as links write them (digits and a point), as every page reads its link', () => {
    expect(mortgageSearch({ price: 2_000_000, rate: '4.25', years: 25, down: '20.5' })).toMatchObject({
      price: 2_000_000,
      rate: 4.25,
      years: 25,
      down: 20.5,
    });
    // What a person types in the form (a shorthand, grouping, a sign, a percent) is not a link's number.
    expect(mortgageSearch({ price: '3.5M', rate: '4.5%', years: ' 25', down: '-1' })).toEqual(mortgageSearch({}));
    expect(mortgageSearch({ price: '2,000,000', rate: '1e1' })).toEqual(mortgageSearch({}));
  });

  it('round-trips through the form in another currency', () => {
    const eur = {
      unit: 'sqft',
      currency: 'EUR',
      rates: { ...SHIPPED_FX_TABLE, aed_per_unit: { ...SHIPPED_FX_TABLE.aed_per_unit, EUR: 4 } },
    } as const;
    const values = formValuesOf({ price: 2_000_000, residency: 'national' }, eur);
    expect(values).toMatchObject({ price: '500000', residency: 'national', home: 'first', status: 'ready', rate: '4.5', years: '25' });
    expect(searchOf(mortgageSchema(eur).parse(values))).toMatchObject({ price: 2_000_000, residency: 'national' });
  });
});
