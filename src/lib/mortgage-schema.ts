/**
 * The mortgage estimate's form checked by zod, with messages in the person's terms and language:
 * text in, a `MortgageInput` (in AED) out. Its own module, so only the estimate loads zod (the
 * `/mortgage` route's search is read by src/lib/mortgage-form.ts, in the first download).
 */
// First: the schemas below read Zod's settings for the browser (no eval under our CSP).
import './zod-config.ts';
import * as z from 'zod/mini';
import { readingI18n } from './i18n/reading.ts';
import { HOMES, MORTGAGE_RULES, RESIDENCIES, STATUSES } from '../shared/mortgage-terms.ts';
import { loanToValueCap, type MortgageInput } from '../shared/mortgage.ts';
import { toAed, type Display } from '../shared/units.ts';
import { MAX_PRICE_AED, type MortgageFormValues } from './mortgage-form.ts';
import { formatAmount, formatDecimal, formatPercent } from './format.ts';
import { parseTypedNumber, typedNumberMessage, understood, type TypedNumber } from './typed-number.ts';

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
        // As people type prices: "2,000,000", "2M", "٢٬٠٠٠٬٠٠٠", "٢ مليون" (src/lib/typed-number.ts).
        const price = parseTypedNumber(v.price);
        if (price.kind === 'empty') problem('price', t('market.mortgage.errors.priceEmpty', { currency: d.currency }));
        else if (price.kind === 'invalid')
          problem(
            'price',
            price.problem === 'decimalComma'
              ? typedNumberMessage('decimalComma')
              : price.problem === 'negative'
                ? t('market.mortgage.errors.pricePositive')
                : t('market.mortgage.errors.priceDigits'),
          );
        else if (price.value <= 0) problem('price', t('market.mortgage.errors.pricePositive'));
        else if (toAed(price.value, d.currency, d.rates) > MAX_PRICE_AED) problem('price', t('market.mortgage.errors.priceTooHigh'));
        else priceAed = Math.round(toAed(price.value, d.currency, d.rates));
      }
      /** A rate, term or share: its value, or its message (a comma for a decimal point has its own). */
      const read = (path: 'rate' | 'years' | 'down', text: string, message: string): number | undefined => {
        const r = parseTypedNumber(text, { percent: path !== 'years' });
        if (r.kind === 'number') return r.value;
        problem(path, r.kind === 'invalid' && r.problem === 'decimalComma' ? typedNumberMessage('decimalComma') : message);
        return undefined;
      };
      const rate = read('rate', v.rate, t('market.mortgage.errors.rate'));
      if (rate !== undefined && rate > 20) problem('rate', t('market.mortgage.errors.rateMax'));
      const yearsText = t('market.mortgage.errors.years', { max });
      const years = read('years', v.years, yearsText);
      if (years !== undefined && (!Number.isInteger(years) || years < 1 || years > max)) problem('years', yearsText);
      let down: number | undefined;
      if (v.down.trim() !== '') {
        down = read('down', v.down, t('market.mortgage.errors.down'));
        if (down !== undefined && down > 100) problem('down', t('market.mortgage.errors.down'));
        else if (down !== undefined && priceAed !== undefined) {
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

/** A percentage as it was read: 4.5 -> "4.5%" (two decimals at most), in the reader's digits. */
function percentText(percent: number): string {
  const rounded = Number(percent.toFixed(2));
  const decimals = (String(rounded).split('.')[1] ?? '').length;
  return formatPercent(rounded / 100, decimals);
}

/**
 * What each typed field was read as, shown beside it as the person types: the price always
 * ("= AED 2,000,000", in the display currency), a rate, term or share when its text needed reading
 * ("٤٫٥" -> "= 4.5%"). Nothing for a field that is empty or cannot be read.
 */
export function mortgageNotes(v: MortgageFormValues, d: Display): Partial<Record<'price' | 'rate' | 'years' | 'down', string>> {
  const notes: Partial<Record<'price' | 'rate' | 'years' | 'down', string>> = {};
  const readable = (r: TypedNumber) => (r.kind === 'number' ? r : undefined);
  const price = readable(parseTypedNumber(v.price));
  if (price) notes.price = understood(formatAmount(price.value, d.currency));
  for (const path of ['rate', 'years', 'down'] as const) {
    const r = readable(parseTypedNumber(v[path], { percent: path !== 'years' }));
    if (r?.interpreted) notes[path] = understood(path === 'years' ? formatDecimal(r.value) : percentText(r.value));
  }
  return notes;
}
