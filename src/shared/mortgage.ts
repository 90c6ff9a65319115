/**
 * A UAE home-loan estimate: how much a bank may lend on a property, the monthly payment, and the
 * cash a buyer needs on the day. DOM-free and in AED throughout (the bank lends dirhams); the page
 * converts for reading. An estimate: a bank's own offer, fees and checks decide. Its terms and
 * figures: shared/mortgage-terms.ts.
 */
import { MORTGAGE_RULES, type BuildStatus, type HomeOrder, type Residency } from './mortgage-terms.ts';

/** Who buys, as the English reason of a cap names them (the page's words are in its language's resources). */
const RESIDENCY_LABELS: Record<Residency, string> = {
  national: 'UAE national',
  resident: 'Resident expat',
  non_resident: 'Non-resident',
};

export interface MortgageInput {
  /** The property's price, AED. */
  priceAed: number;
  residency: Residency;
  home: HomeOrder;
  status: BuildStatus;
  /** Yearly interest rate in percent, e.g. 4.5. */
  ratePercent: number;
  termYears: number;
  /** The buyer's own share of the price in percent; at least the cap's remainder. Omitted: the least allowed. */
  downPaymentPercent?: number;
}

/** Which rule sets the cap: off-plan, a non-resident, or a resident's (national's) home and price band. */
type CapRule = 'offPlan' | 'nonResident' | 'further' | 'firstAbove' | 'firstUpTo';

/** The cap that applies, with the reason a person reads (in English; `rule` names it for other languages). */
export function loanToValueCap(input: Pick<MortgageInput, 'priceAed' | 'residency' | 'home' | 'status'>): {
  ratio: number;
  reason: string;
  rule: CapRule;
} {
  const { ltv, priceBandAed } = MORTGAGE_RULES;
  if (input.status === 'off_plan') return { ratio: ltv.offPlan, reason: 'off-plan property', rule: 'offPlan' };
  if (input.residency === 'non_resident') return { ratio: ltv.non_resident, reason: 'non-resident buyer', rule: 'nonResident' };
  const who = RESIDENCY_LABELS[input.residency].toLowerCase();
  const rules = ltv[input.residency];
  if (input.home === 'further') return { ratio: rules.further, reason: `${who}, second or further home`, rule: 'further' };
  const above = input.priceAed > priceBandAed;
  return {
    ratio: above ? rules.first.above5M : rules.first.upTo5M,
    reason: `${who}, first home, ${above ? 'above' : 'up to'} AED 5M`,
    rule: above ? 'firstAbove' : 'firstUpTo',
  };
}

/** The monthly payment of a loan repaid in equal instalments (an annuity); a 0% loan splits evenly. */
export function monthlyPayment(loanAed: number, ratePercent: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (loanAed <= 0 || n <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return loanAed / n;
  return (loanAed * r) / (1 - (1 + r) ** -n);
}

interface UpfrontItem {
  key: 'down' | 'dld' | 'registration' | 'agency' | 'valuation';
  label: string;
  /** How it is worked out, e.g. "4% of the price + AED 580 admin fee". */
  basis: string;
  /** The figures of `basis`, for writing it in another language: a share (of the price or loan), a fee, VAT. */
  terms: { share?: number; feeAed?: number; vat?: number };
  aed: number;
}

export interface MortgageEstimate {
  cap: ReturnType<typeof loanToValueCap>;
  downPaymentRatio: number;
  loanAed: number;
  monthlyAed: number;
  totalInterestAed: number;
  upfront: UpfrontItem[];
  upfrontTotalAed: number;
}

const fils = (n: number) => Math.round(n * 100) / 100;
const pct = (r: number) => `${Number((r * 100).toFixed(2))}%`;
const aed = (n: number) => `AED ${n.toLocaleString('en-US')}`;

export function estimateMortgage(input: MortgageInput): MortgageEstimate {
  const R = MORTGAGE_RULES;
  const cap = loanToValueCap(input);
  const minDown = 1 - cap.ratio;
  const downPaymentRatio = Math.min(1, Math.max(minDown, (input.downPaymentPercent ?? minDown * 100) / 100));
  // To the fils, so 80% of 2,000,000 is 1,600,000 and not 1,600,000.0000000002.
  const loanAed = fils(input.priceAed * (1 - downPaymentRatio));
  const down = fils(input.priceAed - loanAed);
  const monthlyAed = monthlyPayment(loanAed, input.ratePercent, input.termYears);
  const agency = input.priceAed * R.agencyRate;
  const upfront: UpfrontItem[] = [
    { key: 'down', label: 'Down payment', basis: `${pct(downPaymentRatio)} of the price`, terms: { share: downPaymentRatio }, aed: down },
    {
      key: 'dld',
      label: 'Dubai Land Department transfer fee',
      basis: `${pct(R.dldTransferRate)} of the price + ${aed(R.dldAdminFeeAed)} admin fee`,
      terms: { share: R.dldTransferRate, feeAed: R.dldAdminFeeAed },
      aed: fils(input.priceAed * R.dldTransferRate + R.dldAdminFeeAed),
    },
    {
      key: 'registration',
      label: 'Mortgage registration',
      basis: `${pct(R.mortgageRegistrationRate)} of the loan + ${aed(R.mortgageRegistrationFeeAed)} fee`,
      terms: { share: R.mortgageRegistrationRate, feeAed: R.mortgageRegistrationFeeAed },
      aed: loanAed > 0 ? fils(loanAed * R.mortgageRegistrationRate + R.mortgageRegistrationFeeAed) : 0,
    },
    {
      key: 'agency',
      label: 'Agency commission',
      basis: `${pct(R.agencyRate)} of the price + ${pct(R.vatRate)} VAT`,
      terms: { share: R.agencyRate, vat: R.vatRate },
      aed: fils(agency * (1 + R.vatRate)),
    },
    {
      key: 'valuation',
      label: 'Bank valuation',
      basis: `${aed(R.valuationFeeAed)} + ${pct(R.vatRate)} VAT`,
      terms: { feeAed: R.valuationFeeAed, vat: R.vatRate },
      aed: loanAed > 0 ? fils(R.valuationFeeAed * (1 + R.vatRate)) : 0,
    },
  ];
  return {
    cap,
    downPaymentRatio,
    loanAed,
    monthlyAed,
    totalInterestAed: monthlyAed * Math.round(input.termYears * 12) - loanAed,
    upfront,
    upfrontTotalAed: fils(upfront.reduce((sum, item) => sum + item.aed, 0)),
  };
}
