/**
 * The mortgage estimate's form checked by zod, with messages in the person's terms and language:
 * text in, a `MortgageInput` (in AED) out. Its own module, so only the estimate loads zod (the
 * `/mortgage` route's search is read by src/lib/mortgage-form.ts, in the first download).
 */
import * as z from 'zod/mini';
import { readingI18n } from './i18n/reading.ts';
import { HOMES, MORTGAGE_RULES, RESIDENCIES, STATUSES, loanToValueCap, type MortgageInput } from '../shared/mortgage.ts';
import { toAed, type Display } from '../shared/units.ts';
import { MAX_PRICE_AED, numberOf, type MortgageFormValues } from './mortgage-form.ts';

/** The form's schema. `fixedPriceAed` is a listing's price, which the form then does not ask for. */
export function mortgageSchema(d: Display, fixedPriceAed?: number) {
  // Messages in the language being read (the form builds its schema as it renders).
  const { t } = readingI18n();
  const max = MORTGAGE_RULES.maxTermYears;
  return z.pipe(
    z.object({
      price: z.string(),
      residency: z.enum(RESIDENCIES, { error: () => t('market.mortgage.errors.residency') }),
      home: z.enum(HOMES, { error: () => t('market.mortgage.errors.home') }),
      status: z.enum(STATUSES, { error: () => t('market.mortgage.errors.status') }),
      rate: z.string(),
      years: z.string(),
      down: z.string(),
    }),
    z.transform((v, ctx): MortgageInput => {
      const problem = (path: keyof MortgageFormValues, message: string) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: v });
      let priceAed = fixedPriceAed;
      if (priceAed === undefined) {
        const price = numberOf(v.price);
        if (v.price.trim() === '') problem('price', t('market.mortgage.errors.priceEmpty', { currency: d.currency }));
        else if (price === undefined) problem('price', t('market.mortgage.errors.priceDigits'));
        else if (price <= 0) problem('price', t('market.mortgage.errors.pricePositive'));
        else if (toAed(price, d.currency, d.rates) > MAX_PRICE_AED) problem('price', t('market.mortgage.errors.priceTooHigh'));
        else priceAed = Math.round(toAed(price, d.currency, d.rates));
      }
      const rate = numberOf(v.rate);
      if (rate === undefined) problem('rate', t('market.mortgage.errors.rate'));
      else if (rate > 20) problem('rate', t('market.mortgage.errors.rateMax'));
      const years = numberOf(v.years);
      if (years === undefined || !Number.isInteger(years) || years < 1 || years > max)
        problem('years', t('market.mortgage.errors.years', { max }));
      let down: number | undefined;
      if (v.down.trim() !== '') {
        down = numberOf(v.down);
        if (down === undefined || down > 100) problem('down', t('market.mortgage.errors.down'));
        else if (priceAed !== undefined) {
          const least = Math.round((1 - loanToValueCap({ ...v, priceAed }).ratio) * 100);
          if (down < least) problem('down', t('market.mortgage.errors.downLeast', { least }));
        }
      }
      if (priceAed === undefined || rate === undefined || years === undefined) return z.NEVER;
      return {
        priceAed,
        residency: v.residency,
        home: v.home,
        status: v.status,
        ratePercent: rate,
        termYears: years,
        ...(down === undefined ? {} : { downPaymentPercent: down }),
      };
    }),
  );
}
