/**
 * The `/mortgage` page as a person uses it: prices typed as people type them ("2,000,000", "3.5M",
 * Arabic-Indic digits) give the figures shared/mortgage.ts works out; a bad entry gets its message
 * beside its field and keeps what was typed and the last good estimate's URL; who buys, which home
 * and off-plan change the loan-to-value cap as the Central Bank's rules in MORTGAGE_RULES say.
 * Chromium, the whole app; the page asks nothing of the network.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { MORTGAGE_RULES } from '../../shared/mortgage-terms.ts';
import { estimateMortgage, type MortgageInput } from '../../shared/mortgage.ts';
import { installFakeApi } from '../../testing/fake-api.ts';
import { aed } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** The page's defaults: a resident expat's first, ready home at 4.5% over 25 years, the least down payment. */
const USUAL: Omit<MortgageInput, 'priceAed'> = { residency: 'resident', home: 'first', status: 'ready', ratePercent: 4.5, termYears: 25 };

async function openMortgage(url = '/mortgage') {
  const api = installFakeApi();
  const app = await renderApp(url);
  const form = app.screen.getByRole('form', { name: 'Mortgage inputs' });
  const fields = {
    form,
    price: form.getByRole('textbox', { name: 'Price (AED)' }),
    rate: form.getByRole('textbox', { name: 'Interest rate (% a year)' }),
    down: form.getByRole('textbox', { name: 'Down payment (% of the price)' }),
    buyer: form.getByRole('combobox', { name: 'Buyer' }),
    home: form.getByRole('combobox', { name: 'Home' }),
    property: form.getByRole('combobox', { name: 'Property' }),
    monthly: app.screen.getByTestId('mortgage-monthly'),
    loan: app.screen.getByTestId('mortgage-loan'),
    upfront: app.screen.getByTestId('mortgage-upfront-total'),
  };
  await expect.element(fields.price).toBeVisible();
  return { api, ...app, ...fields };
}

type Page = Awaited<ReturnType<typeof openMortgage>>;

/** The three headline figures show what the calculation module works out for these inputs. */
async function expectFigures(page: Page, input: MortgageInput) {
  const e = estimateMortgage(input);
  await expect.element(page.loan).toHaveTextContent(aed(e.loanAed));
  await expect.element(page.monthly).toHaveTextContent(aed(e.monthlyAed));
  await expect.element(page.upfront).toHaveTextContent(aed(e.upfrontTotalAed));
}

const searchOf = (page: Page) => Object.fromEntries(new URLSearchParams(page.router.state.location.searchStr));

describe('the mortgage page', () => {
  it('asks for a price first, then shows the monthly payment, loan and cash upfront for it, and keeps them in the URL', async () => {
    const page = await openMortgage();
    await expect.element(page.screen.getByText('Enter a price to see the monthly payment and the cash needed upfront.')).toBeVisible();
    await userEvent.fill(page.price, '2,000,000');
    await expectFigures(page, { ...USUAL, priceAed: 2_000_000 });
    // The hand calculation of e2e/units.spec.ts: 80% of 2,000,000; AED 8,893 a month; AED 530,020 on the day.
    await expect.element(page.monthly).toHaveTextContent('AED 8,893');
    await expect.element(page.upfront).toHaveTextContent('AED 530,020');
    await expect
      .element(page.screen.getByText('Loan-to-value cap 80% (resident expat, first home, up to AED 5M)', { exact: false }))
      .toBeVisible();
    await expect.poll(() => searchOf(page)).toMatchObject({ price: '2000000', residency: 'resident' });
    expect(page.api.calls).toHaveLength(0);
  });

  it('reads "3.5M", Arabic-Indic digits and an Arabic rate, and says what it understood', async () => {
    const page = await openMortgage();
    await userEvent.fill(page.price, '3.5M');
    await expect.element(page.form.getByTestId('typed-note')).toHaveTextContent('= AED 3,500,000');
    await expectFigures(page, { ...USUAL, priceAed: 3_500_000 });

    await userEvent.fill(page.price, '٢٬٥٠٠٬٠٠٠');
    await expect.element(page.form.getByTestId('typed-note')).toHaveTextContent('= AED 2,500,000');
    await expectFigures(page, { ...USUAL, priceAed: 2_500_000 });

    await userEvent.fill(page.rate, '٤٫٢٥٪');
    await expect.element(page.form.getByText('= 4.25%')).toBeVisible();
    await expectFigures(page, { ...USUAL, priceAed: 2_500_000, ratePercent: 4.25 });
    await expect.poll(() => searchOf(page)).toMatchObject({ price: '2500000', rate: '4.25' });
  });

  it('a bad price gets its message beside the field, keeps the text typed and the last good estimate in the URL', async () => {
    const page = await openMortgage('/mortgage?price=2000000');
    await expectFigures(page, { ...USUAL, priceAed: 2_000_000 });
    await userEvent.fill(page.price, '12abc');

    await expect.element(page.price).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.form.getByText('Enter the price as a number, e.g. 2,000,000 or 2M.')).toBeVisible();
    await expect.element(page.screen.getByText('Correct the fields above to see the estimate.')).toBeVisible();
    await expect.element(page.monthly).not.toBeInTheDocument();
    // Nothing is lost: the text stays to correct, the other fields keep their values, the URL its last good price.
    await expect.element(page.price).toHaveValue('12abc');
    await expect.element(page.rate).toHaveValue('4.5');
    expect(searchOf(page).price).toBe('2000000');

    await userEvent.fill(page.price, '1,200,000');
    await expect.element(page.price).not.toHaveAttribute('aria-invalid');
    await expectFigures(page, { ...USUAL, priceAed: 1_200_000 });
  });

  it('a link with a value it cannot use opens with the rest, says what it left out, and keeps its address until the first change', async () => {
    const page = await openMortgage('/mortgage?rate=abc&price=2000000');
    await expectFigures(page, { ...USUAL, priceAed: 2_000_000 });
    const notice = page.screen.getByTestId('link-notice');
    await expect.element(notice).toHaveTextContent('Ignored from the link: interest rate “abc” (not a number we can use).');
    // The form's defaults are not written over the link's address: it stays as the link became.
    expect(searchOf(page)).toEqual({ price: '2000000' });
    await expect.element(notice).toBeVisible();

    await userEvent.fill(page.rate, '5');
    await expect.poll(() => searchOf(page)).toMatchObject({ price: '2000000', rate: '5', residency: 'resident' });
    await expect.element(page.screen.getByTestId('link-notice')).not.toBeInTheDocument();
  });

  it('a down payment below what the cap allows is refused with the least one; a larger one lowers the loan', async () => {
    const page = await openMortgage('/mortgage?price=2000000');
    await userEvent.fill(page.down, '10');
    await expect.element(page.form.getByText('The least down payment for this purchase is 20% of the price.')).toBeVisible();
    await expect.element(page.down).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(page.down, '35');
    await expectFigures(page, { ...USUAL, priceAed: 2_000_000, downPaymentPercent: 35 });
    await expect.element(page.loan).toHaveTextContent('AED 1,300,000');
  });

  it('who buys, which home, the price band and off-plan set the loan-to-value cap as the rules say', async () => {
    const page = await openMortgage('/mortgage?price=2000000');
    const { ltv } = MORTGAGE_RULES;
    const cases = [
      {
        residency: 'national',
        home: 'first',
        status: 'ready',
        price: 2_000_000,
        cap: ltv.national.first.upTo5M,
        reason: 'uae national, first home, up to AED 5M',
      },
      {
        residency: 'national',
        home: 'further',
        status: 'ready',
        price: 2_000_000,
        cap: ltv.national.further,
        reason: 'uae national, second or further home',
      },
      {
        residency: 'resident',
        home: 'further',
        status: 'ready',
        price: 2_000_000,
        cap: ltv.resident.further,
        reason: 'resident expat, second or further home',
      },
      {
        residency: 'resident',
        home: 'first',
        status: 'ready',
        price: 6_000_000,
        cap: ltv.resident.first.above5M,
        reason: 'resident expat, first home, above AED 5M',
      },
      { residency: 'non_resident', home: 'first', status: 'ready', price: 6_000_000, cap: ltv.non_resident, reason: 'non-resident buyer' },
      { residency: 'resident', home: 'first', status: 'off_plan', price: 2_000_000, cap: ltv.offPlan, reason: 'off-plan property' },
    ] as const;
    for (const c of cases) {
      await userEvent.fill(page.price, String(c.price));
      await userEvent.selectOptions(page.buyer, c.residency);
      await userEvent.selectOptions(page.home, c.home);
      await userEvent.selectOptions(page.property, c.status);
      await expect.element(page.loan).toHaveTextContent(aed(c.price * c.cap));
      await expectFigures(page, { ...USUAL, priceAed: c.price, residency: c.residency, home: c.home, status: c.status });
      await expect
        .element(page.screen.getByText(`Loan-to-value cap ${Math.round(c.cap * 100)}% (${c.reason})`, { exact: false }))
        .toBeVisible();
    }
    // A non-resident is told the cap is a lenders' practice, not the Central Bank's rule.
    await userEvent.selectOptions(page.buyer, 'non_resident');
    await expect.element(page.screen.getByText(/The Central Bank's rules name no cap for non-residents; 50%/)).toBeVisible();
  });

  it('in Arabic: the labels, the figures and a refused price in Arabic', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      installFakeApi();
      const { screen } = await renderApp('/mortgage?residency=non_resident');
      const form = screen.getByRole('form', { name: 'مدخلات التمويل العقاري' });
      const price = form.getByRole('textbox', { name: /^السعر/ });
      await userEvent.fill(price, '٢ مليون');
      // 50% for a non-resident: the loan is half the price, in Latin digits (the default).
      await expect.element(screen.getByTestId('mortgage-loan')).toHaveTextContent(/1,000,000/);
      await expect.element(screen.getByText(/الحد الأقصى لنسبة التمويل إلى القيمة .*مشترٍ غير مقيم/)).toBeVisible();
      await userEvent.fill(price, 'abc');
      await expect.element(form.getByText('أدخل السعر رقمًا، مثل 2,000,000 أو ٢٠٠٠٠٠٠ أو 2 مليون.')).toBeVisible();
      await expect.element(screen.getByText('صحّح الحقول أعلاه لعرض التقدير.')).toBeVisible();
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
