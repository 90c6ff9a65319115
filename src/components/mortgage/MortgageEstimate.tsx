/**
 * A mortgage estimate under the UAE's rules: the inputs (react-hook-form, checked by the zod schema
 * of lib/mortgage-form.ts as the person types), the monthly payment, the cash needed on the day,
 * and the assumptions behind them. On a sale listing the price is the listing's; on `/mortgage`
 * the person types it. Figures are in the display currency; the maths is in AED (shared/mortgage.ts).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDisplay } from '../../lib/display.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { formValuesOf, mortgageSchema, searchOf, type MortgageFormValues, type MortgageSearch } from '../../lib/mortgage-form.ts';
import {
  HOME_LABELS,
  MORTGAGE_RULES,
  RESIDENCIES,
  RESIDENCY_LABELS,
  STATUS_LABELS,
  estimateMortgage,
  type MortgageInput,
} from '../../shared/mortgage.ts';
import { FieldError, controlClass, invalidProps, labelClass } from '../form/Field.tsx';
import { SelectField } from '../form/SelectField.tsx';

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

export function MortgageEstimate({ initial, fixedPriceAed, onInputs, headingLevel = 2, linkToPage = false }: Props) {
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
  const parsed = schema.safeParse(values);
  const input = parsed.success ? parsed.data : null;
  const estimate = input ? estimateMortgage(input) : null;
  const inputKey = input ? JSON.stringify(input) : '';
  useEffect(() => {
    if (inputKey && onInputs) onInputs(JSON.parse(inputKey) as MortgageInput);
  }, [inputKey, onInputs]);

  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const money = (aed: number) => formatMoney(aed, display);
  const text = (name: keyof MortgageFormValues, label: string, hint?: ReactNode) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name]?.message;
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
          {...invalidProps(fieldId, error)}
          // The least down payment depends on the price (the AED 5M band): check it again when the price changes.
          {...register(name, name === 'price' ? { deps: ['down'] } : undefined)}
        />
        {hint && !error && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
        <FieldError id={fieldId} message={error} />
      </div>
    );
  };
  const options = <K extends string>(labels: Record<K, string>) =>
    (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <Heading id={`${id}-title`} className="text-lg font-semibold">
          Mortgage estimate
        </Heading>
        <p className="text-sm text-slate-600">
          An estimate under the UAE Central Bank&apos;s mortgage rules, not a bank&apos;s offer: the lender&apos;s own rate, fees and checks
          decide.
        </p>
      </div>
      <form
        noValidate
        aria-label="Mortgage inputs"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        {fixedPriceAed === undefined && text('price', `Price (${display.currency})`)}
        <SelectField
          label="Buyer"
          options={RESIDENCIES.map((r) => ({ value: r, label: RESIDENCY_LABELS[r] }))}
          error={errors.residency?.message}
          {...register('residency', { deps: ['down'] })}
        />
        <SelectField label="Home" options={options(HOME_LABELS)} error={errors.home?.message} {...register('home', { deps: ['down'] })} />
        <SelectField
          label="Property"
          options={options(STATUS_LABELS)}
          error={errors.status?.message}
          {...register('status', { deps: ['down'] })}
        />
        {text('rate', 'Interest rate (% a year)')}
        {text('years', 'Term (years)', `Up to ${R.maxTermYears} years.`)}
        {text('down', 'Down payment (% of the price)', 'Empty: the least the rules allow.')}
      </form>

      <div aria-live="polite">
        {estimate && input ? (
          <div className="space-y-4">
            <dl className="grid gap-2 sm:grid-cols-3">
              <Figure label="Monthly payment" testId="mortgage-monthly">
                {money(estimate.monthlyAed)}
              </Figure>
              <Figure label="Loan" testId="mortgage-loan">
                {money(estimate.loanAed)}
              </Figure>
              <Figure label="Cash needed upfront" testId="mortgage-upfront-total">
                {money(estimate.upfrontTotalAed)}
              </Figure>
            </dl>
            <div className="overflow-x-auto" role="region" aria-label="Cash needed upfront: table" tabIndex={0}>
              <table className="w-full text-start text-sm">
                <caption className="mb-1 text-start font-semibold text-slate-900">Cash needed upfront for {money(input.priceAed)}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      Item
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      How it is worked out
                    </th>
                    <th scope="col" className="px-3 py-2 text-end font-medium">
                      Amount
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {estimate.upfront.map((item) => (
                    <tr key={item.key} data-testid={`upfront-${item.key}`}>
                      <th scope="row" className="px-3 py-1.5 font-normal text-slate-800">
                        {item.label}
                      </th>
                      <td className="px-3 py-1.5 text-slate-600">{item.basis}</td>
                      <td className="whitespace-nowrap px-3 py-1.5 text-end tabular-nums">{money(item.aed)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t border-slate-300 font-semibold">
                    <th scope="row" colSpan={2} className="px-3 py-1.5">
                      Total
                    </th>
                    <td className="whitespace-nowrap px-3 py-1.5 text-end tabular-nums">{money(estimate.upfrontTotalAed)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <div>
              <Sub className="font-semibold text-slate-900">Assumptions</Sub>
              <ul className="mt-1 list-disc space-y-0.5 ps-5 text-sm text-slate-700">
                <li>
                  Loan-to-value cap {formatPercent(estimate.cap.ratio, 0)} ({estimate.cap.reason}); the loan is{' '}
                  {formatPercent(1 - estimate.downPaymentRatio, 0)} of the price.
                </li>
                <li>
                  Repaid monthly in equal instalments over {input.termYears} years at {input.ratePercent}% a year, fixed for the whole term;
                  interest over the term {money(estimate.totalInterestAed)}.
                </li>
                <li>
                  Fees as the Dubai Land Department and UAE banks charge them; other emirates differ. A bank&apos;s arrangement fee and life
                  and property insurance are not included.
                </li>
                {input.residency === 'non_resident' && (
                  <li>
                    The Central Bank&apos;s rules name no cap for non-residents; {formatPercent(R.ltv.non_resident, 0)} is what lenders to
                    non-residents usually allow.
                  </li>
                )}
                {display.currency !== 'AED' && <li>Amounts converted from AED; the loan and the fees are in AED.</li>}
              </ul>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Correct the fields above to see the estimate.</p>
        )}
      </div>
      {linkToPage && input && (
        <p className="text-sm">
          <Link to="/mortgage" search={searchOf(input)} className="font-medium text-brand-800 underline">
            The same estimate for any price
          </Link>
        </p>
      )}
    </section>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
