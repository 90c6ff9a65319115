/**
 * The registry's coded values in the reader's words, in English and Arabic; a value we have no
 * words for yet is shown as the registry sent it and marked so; the page says how many records it
 * shows and what is known of more, never a total the service does not give.
 */
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { readingI18n } from '../../../lib/i18n/reading.ts';

const RECORDS = [
  {
    id: 'ADR-1',
    assetClass: 'Land',
    propertyType: 'plot-residential',
    saleType: 'off-plan',
    saleSequence: 'primary',
    district: 'Yas Island',
  },
  {
    id: 'ADR-2',
    assetClass: 'Residential',
    propertyType: 'villa',
    saleType: 'lease-to-own',
    saleSequence: 'secondary',
    district: 'Yas Island',
  },
];

function registryApi(pages: number) {
  const api = installFakeApi();
  // `pages` full pages of 2 (size=2), then nothing.
  api.on('get-registry-transactions', (q) => ok('get-registry-transactions', Number(q.get('page') ?? 0) < pages ? RECORDS : []));
  return api;
}

/** The text of each cell of a column, by its header. */
function column(name: string): string[] {
  const table = document.querySelector('table')!;
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
  const at = headers.indexOf(name);
  return [...table.querySelectorAll('tbody tr')].map((tr) => (tr.children[at]?.textContent ?? '').trim());
}

describe('registry records', () => {
  it('label every coded value, mark one not known yet, and say what is known of more pages', async () => {
    registryApi(2);
    const { screen } = await renderApp('/market/registry?size=2');
    await expect.element(screen.getByTestId('registry-count')).toHaveTextContent('2 records on page 1; more on the next pages.');
    expect(column('Property type')).toEqual(['Plot residential', 'Villa']);
    expect(column('Sale sequence')).toEqual(['First sale', 'Resale']);
    expect(column('Sale type')).toEqual(['Off-plan', 'lease-to-own (as sent)']);
    expect(column('Asset class')).toEqual(['Land', 'Residential']);
    await expect
      .element(screen.getByRole('link', { name: 'Download this page as CSV' }))
      .toHaveAttribute('download', 'abu-dhabi-registry-page-1-2-records.csv');
  });

  it('says when a page is all there is', async () => {
    registryApi(1);
    const { screen } = await renderApp('/market/registry?size=2');
    await expect.element(screen.getByTestId('registry-count')).toHaveTextContent('2 records: all there are.');
  });

  it('reads in Arabic', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      registryApi(2);
      const { screen } = await renderApp('/market/registry?size=2');
      await expect.element(screen.getByTestId('registry-count')).toHaveTextContent('سجلان في الصفحة 1، والمزيد في الصفحات التالية.');
      expect(column('تسلسل البيع')).toEqual(['بيع أول', 'إعادة بيع']);
      expect(column('نوع البيع')).toEqual(['على المخطط', 'lease-to-own (كما ورد)']);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
