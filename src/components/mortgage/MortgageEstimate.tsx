/**
 * A mortgage estimate under the UAE's rules: the inputs (react-hook-form, checked by the zod schema
 * of lib/mortgage-form.ts as the person types), the monthly payment, the cash needed on the day,
 * and the assumptions behind them. On a sale listing the price is the listing's; on `/mortgage`
 * the person types it. Figures are in the display currency; the maths is in AED (shared/mortgage.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/react.ts';
import { useDisplay } from '../../lib/display.ts';
import { formatAmount, formatDecimal, formatMoney, formatMoneyCompact, formatNumber, formatPercent } from '../../lib/format.ts';
import { formValuesOf, searchOf, type MortgageFormValues, type MortgageSearch } from '../../lib/mortgage-form.ts';
import { mortgageNotes, mortgageSchema } from '../../lib/mortgage-schema.ts';
import { HOMES, MORTGAGE_RULES, RESIDENCIES, STATUSES } from '../../shared/mortgage-terms.ts';
import { estimateMortgage, type MortgageEstimate as Estimate, type MortgageInput } from '../../shared/mortgage.ts';
import { DataTable, type Column } from '../DataTable.tsx';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { FieldError, FieldNote, controlClass, describedProps, labelClass } from '../form/Field.tsx';
import { SelectField } from '../form/SelectField.tsx';
import { FactTile } from '../FactTile.tsx';

interface Props {
  /** Where to start: a link's search, or a listing's price with the usual assumptions. */
  initial: MortgageSearch;
  /** A listing's price in AED: the form then does not ask for one. */
  fixedPriceAed?: number;
  /** Valid inputs as they change (the `/mortgage` page keeps them in its URL). */
  onInputs?: (input: MortgageInput) => void;
  headingLevel?: 2 | 3;
  /** Offer a link to the same estimate on its own page, for any price. */
  linkToPage?: boolean;
}

const R = MORTGAGE_RULES;

type UpfrontItem = Estimate['upfront'][number];

/** A rate as the rules write it: 0.04 -> "4%", 0.0025 -> "0.25%" (at most two decimals, none when whole). */
function rateText(ratio: number): string {
  const percent = Number((ratio * 100).toFixed(2));
  const decimals = percent % 1 === 0 ? 0 : String(percent).split('.')[1]!.length;
  return formatPercent(percent / 100, decimals);
}

export function MortgageEstimate({ initial, fixedPriceAed, onInputs, headingLevel = 2, linkToPage = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const display = useDisplay();
  const schema = useMemo(() => mortgageSchema(display, fixedPriceAed), [display, fixedPriceAed]);
  const {
    register,
    control,
    formState: { errors },
  } = useForm<MortgageFormValues, unknown, MortgageInput>({
    defaultValues: formValuesOf(fixedPriceAed === undefined ? initial : { ...initial, price: fixedPriceAed }, display),
    resolver: zodResolver(schema),
    mode: 'onChange',
  });
  const values = useWatch({ control }) as MortgageFormValues;
  // What each typed figure was read as ("2M" -> "= AED 2,000,000"), beside it as it is typed.
  const notes = mortgageNotes(values, display);
  const parsed = schema.safeParse(values);
  const input = parsed.success ? parsed.data : null;
  const estimate = input ? estimateMortgage(input) : null;
  const inputKey = input ? JSON.stringify(input) : '';
  // The estimate as opened is told to no one: its address already holds it, and writing the form's
  // defaults back would replace a link's own address (and the notice of what the link left out,
  // which belongs to that address). From the reader's first change on, every valid input is told.
  const opened = useRef<string | null>(inputKey);
  useEffect(() => {
    if (!inputKey || !onInputs || inputKey === opened.current) return;
    opened.current = null;
    onInputs(JSON.parse(inputKey) as MortgageInput);
  }, [inputKey, onInputs]);

  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const money = (aed: number) => formatMoney(aed, display);
  const text = (name: 'price' | 'rate' | 'years' | 'down', label: string, hint?: ReactNode) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
    const note = notes[name];
    return (
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {label}
        </label>
        <input
          id={fieldId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={controlClass(Boolean(error))}
          {...describedProps(fieldId, error, note)}
          // The least down payment depends on the price (the AED 5M band): check it again when the price changes.
          {...register(name, name === 'price' ? { deps: ['down'] } : undefined)}
        />
        {!error && <FieldNote id={fieldId} note={note} />}
        {hint && !error && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
        <FieldError id={fieldId} message={error} />
      </div>
    );
  };
  /** How an upfront item is worked out, from its figures; fees are in AED, as charged. */
  const basis = ({ key, terms }: UpfrontItem) => {
    const figures = {
      share: terms.share === undefined ? '' : rateText(terms.share),
      fee: terms.feeAed === undefined ? '' : formatAmount(terms.feeAed, 'AED'),
      vat: terms.vat === undefined ? '' : rateText(terms.vat),
    };
    return t(`market.mortgage.bases.${key}`, figures);
  };
  // How each item is worked out sits under its name: as a column of its own it left a phone's
  // table a word per line.
  const upfrontColumns: Column<UpfrontItem>[] = [
    {
      key: 'item',
      header: t('market.mortgage.item'),
      cell: (item) => (
        <>
          <span className="block text-slate-800">{t(`market.mortgage.items.${item.key}`)}</span>
          <span className="block text-xs text-slate-600">{basis(item)}</span>
        </>
      ),
      rowHeader: true,
    },
    {
      key: 'amount',
      header: t('market.mortgage.amount'),
      cell: (item) => money(item.aed),
      numeric: true,
      className: 'align-top',
    },
  ];
  /** Why the loan-to-value cap applies, in words. */
  const capReason = (e: Estimate, input: MortgageInput) => {
    const { rule } = e.cap;
    if (rule === 'offPlan' || rule === 'nonResident') return t(`market.mortgage.reasons.${rule}`);
    const who = input.residency === 'national' ? 'national' : 'resident';
    return t(`market.mortgage.reasons.${who}.${rule}`, { band: formatMoneyCompact(R.priceBandAed, { ...display, currency: 'AED' }) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <Heading id={`${id}-title`} className="text-lg font-semibold">
          {t('market.mortgage.title')}
        </Heading>
        <p className="text-sm text-slate-600">{t('market.mortgage.intro')}</p>
      </div>
      <form
        noValidate
        aria-label={t('market.mortgage.form')}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        {fixedPriceAed === undefined && text('price', t('market.mortgage.price', { currency: display.currency }))}
        <SelectField
          label={t('market.mortgage.buyer')}
          options={RESIDENCIES.map((r) => ({ value: r, label: t(`market.mortgage.residency.${r}`) }))}
          error={errors.residency?.message}
          {...register('residency', { deps: ['down'] })}
        />
        <SelectField
          label={t('market.mortgage.home')}
          options={HOMES.map((h) => ({ value: h, label: t(`market.mortgage.homeOrder.${h}`) }))}
          error={errors.home?.message}
          {...register('home', { deps: ['down'] })}
        />
        <SelectField
          label={t('market.mortgage.property')}
          options={STATUSES.map((s) => ({ value: s, label: t(`market.mortgage.status.${s}`) }))}
          error={errors.status?.message}
          {...register('status', { deps: ['down'] })}
        />
        {text('rate', t('market.mortgage.rate'))}
        {text('years', t('market.mortgage.years'), t('market.mortgage.yearsHint', { max: formatNumber(R.maxTermYears) }))}
        {text('down', t('market.mortgage.down'), t('market.mortgage.downHint'))}
      </form>

      <div aria-live="polite">
        {estimate && input ? (
          <div className="space-y-4">
            <dl className="grid gap-2 sm:grid-cols-3">
              <FactTile large label={t('market.mortgage.monthly')} testId="mortgage-monthly">
                {money(estimate.monthlyAed)}
              </FactTile>
              <FactTile large label={t('market.mortgage.loan')} testId="mortgage-loan">
                {money(estimate.loanAed)}
              </FactTile>
              <FactTile large label={t('market.mortgage.upfront')} testId="mortgage-upfront-total">
                {money(estimate.upfrontTotalAed)}
              </FactTile>
            </dl>
            <ScrollRegion label={t('market.mortgage.upfrontRegion')}>
              <DataTable
                columns={upfrontColumns}
                rows={estimate.upfront}
                rowKey={(item) => item.key}
                rowAttributes={(item) => ({ 'data-testid': `upfront-${item.key}` })}
                caption={t('market.mortgage.upfrontCaption', { price: money(input.priceAed) })}
                captionClassName="mb-1 px-3 pt-2 text-start font-semibold text-slate-900"
                headClassName="bg-slate-50 text-slate-700"
                footer={
                  <tr className="border-t border-slate-300 font-semibold">
                    <th scope="row" className="px-3 py-1.5 text-start">
                      {t('market.mortgage.total')}
                    </th>
                    <td className="whitespace-nowrap px-3 py-1.5 text-end tabular-nums">{money(estimate.upfrontTotalAed)}</td>
                  </tr>
                }
              />
            </ScrollRegion>
            <div>
              <Sub className="font-semibold text-slate-900">{t('market.mortgage.assumptions')}</Sub>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
                <li>
                  {t('market.mortgage.ltv', {
                    cap: formatPercent(estimate.cap.ratio, 0),
                    reason: capReason(estimate, input),
                    loan: formatPercent(1 - estimate.downPaymentRatio, 0),
                  })}
                </li>
                <li>
                  {t('market.mortgage.repaid', {
                    years: formatNumber(input.termYears),
                    rate: formatDecimal(input.ratePercent),
                    interest: money(estimate.totalInterestAed),
                  })}
                </li>
                <li>{t('market.mortgage.fees')}</li>
                {input.residency === 'non_resident' && (
                  <li>{t('market.mortgage.nonResident', { share: formatPercent(R.ltv.non_resident, 0) })}</li>
                )}
                {display.currency !== 'AED' && <li>{t('market.mortgage.converted')}</li>}
              </ul>
            </div>
          </div>
        ) : (
          // Nothing to correct before a price is typed: say what the estimate needs.
          <p className="text-sm text-slate-600">
            {values.price.trim() === '' ? t('market.mortgage.enterPrice') : t('market.mortgage.correct')}
          </p>
        )}
      </div>
      {linkToPage && input && (
        <p className="text-sm">
          <Link to="/mortgage" search={searchOf(input)} className="font-medium text-brand-800 underline">
            {t('market.mortgage.samePage')}
          </Link>
        </p>
      )}
    </section>
  );
}
