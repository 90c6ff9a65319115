import { describe, expect, it } from 'vitest';
import { estimateMortgage, loanToValueCap, monthlyPayment } from './mortgage.ts';

const base = { residency: 'resident', home: 'first', status: 'ready' } as const;

describe('loan-to-value caps (CBUAE mortgage regulation)', () => {
  it.each([
    ['national', 'first', 'ready', 5_000_000, 0.85],
    ['national', 'first', 'ready', 5_000_001, 0.75],
    ['national', 'further', 'ready', 2_000_000, 0.65],
    ['resident', 'first', 'ready', 2_000_000, 0.8],
    ['resident', 'first', 'ready', 6_000_000, 0.7],
    ['resident', 'further', 'ready', 2_000_000, 0.6],
    ['non_resident', 'first', 'ready', 2_000_000, 0.5],
    ['national', 'first', 'off_plan', 2_000_000, 0.5],
    ['resident', 'first', 'off_plan', 9_000_000, 0.5],
  ] as const)('%s, %s home, %s, AED %d: %d', (residency, home, status, priceAed, ratio) => {
    expect(loanToValueCap({ residency, home, status, priceAed }).ratio).toBe(ratio);
  });
});

describe('monthly payment', () => {
  it('is the annuity payment P·r / (1 − (1 + r)^−n)', () => {
    // 1,000,000 over 25 years at 6%: r = 0.005, n = 300, (1.005)^300 = 4.464970, payment 6,443.01.
    expect(monthlyPayment(1_000_000, 6, 25)).toBeCloseTo(6_443.01, 2);
  });
  it('splits a 0% loan evenly and charges nothing on no loan', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
    expect(monthlyPayment(0, 5, 25)).toBe(0);
  });
});

describe('the estimate', () => {
  it('works out a AED 2,000,000 ready apartment for a resident expat first home', () => {
    const e = estimateMortgage({ ...base, priceAed: 2_000_000, ratePercent: 4.5, termYears: 25 });
    expect(e.cap.ratio).toBe(0.8);
    expect(e.loanAed).toBe(1_600_000);
    // r = 0.045 / 12 = 0.00375, n = 300, 1.00375^300 = 3.0737425: 1,600,000 × 0.00375 / (1 − 1 / 3.0737425) = 8,893.32
    expect(e.monthlyAed).toBeCloseTo(8_893.32, 2);
    const by = Object.fromEntries(e.upfront.map((u) => [u.key, u.aed]));
    expect(by).toEqual({
      down: 400_000, // 20% of 2,000,000
      dld: 80_580, // 4% of 2,000,000 + 580
      registration: 4_290, // 0.25% of 1,600,000 + 290
      agency: 42_000, // 2% of 2,000,000 = 40,000, + 5% VAT
      valuation: 3_150, // 3,000 + 5% VAT
    });
    expect(e.upfrontTotalAed).toBe(530_020);
  });

  it('takes a larger down payment, never a smaller one than the cap allows', () => {
    const more = estimateMortgage({ ...base, priceAed: 2_000_000, ratePercent: 4.5, termYears: 25, downPaymentPercent: 40 });
    expect(more.loanAed).toBe(1_200_000);
    const less = estimateMortgage({ ...base, priceAed: 2_000_000, ratePercent: 4.5, termYears: 25, downPaymentPercent: 5 });
    expect(less.loanAed).toBe(1_600_000);
  });

  it('with all cash there is no loan, no registration and no valuation', () => {
    const cash = estimateMortgage({ ...base, priceAed: 1_000_000, ratePercent: 4.5, termYears: 25, downPaymentPercent: 100 });
    expect(cash.loanAed).toBe(0);
    expect(cash.monthlyAed).toBe(0);
    expect(cash.upfront.find((u) => u.key === 'registration')?.aed).toBe(0);
    expect(cash.upfront.find((u) => u.key === 'valuation')?.aed).toBe(0);
  });
});
