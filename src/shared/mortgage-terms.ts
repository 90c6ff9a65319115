/**
 * The terms of a UAE home-loan estimate (shared/mortgage.ts works it out): who buys, which home,
 * built or off-plan, and every figure the rules set. Apart from the maths because the `/mortgage`
 * page's link is read with them (lib/mortgage-form.ts, in every page's first load), and the maths
 * is needed only once an estimate is drawn.
 */

export const RESIDENCIES = ['national', 'resident', 'non_resident'] as const;
export type Residency = (typeof RESIDENCIES)[number];

export const HOMES = ['first', 'further'] as const;
export type HomeOrder = (typeof HOMES)[number];

export const STATUSES = ['ready', 'off_plan'] as const;
export type BuildStatus = (typeof STATUSES)[number];

/**
 * Every figure the estimate uses, in one place.
 *
 * Loan-to-value caps: Central Bank of the UAE, Regulations Regarding Mortgage Loans (Notice
 * 31/2013, Article 4), for a property bought to live in or let:
 * - UAE nationals: first home up to AED 5M, 85%; above AED 5M, 75%; a second or further home, 65%.
 * - Expatriates: first home up to AED 5M, 80%; above AED 5M, 70%; a second or further home, 60%.
 * - Off-plan property: 50% whoever buys it.
 * - Non-residents are not named by the regulation; UAE banks that lend to them cap at 50%, the
 *   figure used here (a lender's practice, not the Central Bank's rule).
 * The same regulation caps a term at 25 years.
 *
 * Fees (Dubai, as charged in 2026): the Dubai Land Department's transfer fee of 4% of the price
 * plus its admin fee; mortgage registration of 0.25% of the loan plus its fee; the agency's 2%
 * commission plus 5% VAT on it; the bank's valuation fee with VAT.
 */
export const MORTGAGE_RULES = {
  priceBandAed: 5_000_000,
  ltv: {
    national: { first: { upTo5M: 0.85, above5M: 0.75 }, further: 0.65 },
    resident: { first: { upTo5M: 0.8, above5M: 0.7 }, further: 0.6 },
    non_resident: 0.5,
    offPlan: 0.5,
  },
  maxTermYears: 25,
  dldTransferRate: 0.04,
  dldAdminFeeAed: 580,
  mortgageRegistrationRate: 0.0025,
  mortgageRegistrationFeeAed: 290,
  agencyRate: 0.02,
  vatRate: 0.05,
  valuationFeeAed: 3_000,
} as const;
