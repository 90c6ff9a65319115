/**
 * The supply pipeline on a place's overview: its new projects by delivery year as bars (a year
 * with none at zero) with the table one click away, the sample named (projects, the pages of the
 * search read, when; undated projects counted apart; projects, not units), and honest states for a
 * place not collected yet, one with no new projects, one the catalogue does not hold and a failed
 * answer; a link to the place's new-projects search. English and Arabic. Chromium, the whole app,
 * only the network faked.
 */
import { describe, expect, it } from 'vitest';
import type { AreaRow } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { fail, insightOk, installFakeApi, type FakeAnswer } from '../../testing/fake-api.ts';
import { placeSupply, transactionInsights } from '../../testing/insight-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const READ = '2026-11-25T06:00:00Z';

/** 12 projects on the first page read: 2 due in 2026, 5 in 2027, none in 2028, 4 in 2029, 1 undated. */
const PIPELINE: NonNullable<AreaRow['supply']> = {
  total: 12,
  byYear: [
    { year: 2026, projects: 2 },
    { year: 2027, projects: 5 },
    { year: 2029, projects: 4 },
  ],
  undated: 1,
  pages: 1,
  syncedAt: READ,
};

function overviewApi(areas: () => FakeAnswer) {
  const api = installFakeApi();
  api.name('location', '50', 'Dubai Marina');
  api.on('insights/transactions', () => insightOk('insights/transactions', transactionInsights()));
  api.on('insights/areas', areas);
  return api;
}

const OVERVIEW = '/market?location_id=50';

/** The rows of a table as their cells' text. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent.trim()));

describe('supply pipeline on the place overview', () => {
  it('draws the new projects by delivery year, names its sample, and shows the same as a table', async () => {
    const api = overviewApi(() => insightOk('insights/areas', placeSupply(PIPELINE)));
    const { screen } = await renderApp(OVERVIEW);
    const section = screen.getByRole('region', { name: 'Dubai Marina: supply pipeline' });
    const figure = section.getByRole('figure', { name: 'New projects by delivery year' });
    await expect.element(figure).toBeVisible();
    await expect
      .element(figure)
      .toHaveAccessibleDescription('The new projects listed in Dubai Marina, by the year each is due to be delivered (bars).');
    await expect
      .element(figure.getByTestId('supply-sample'))
      .toHaveTextContent(
        '12 projects on the first page of the new-projects search, as of 25 Nov 2026; the search may list more. 1 of them gives no delivery date and is not drawn. The data counts projects, not the homes in them.',
      );
    await figure.getByRole('button', { name: 'Show table' }).click();
    const table = figure.getByRole('table');
    await expect.element(table).toBeVisible();
    expect([...table.element().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Delivery year', 'New projects']);
    // Every year from the first delivery to the last, 2028 at zero rather than left out.
    expect(rowsOf(table.element() as HTMLElement)).toEqual([
      ['2026', '2'],
      ['2027', '5'],
      ['2028', '0'],
      ['2029', '4'],
    ]);
    await expect
      .element(section.getByRole('link', { name: 'Search the new projects here' }))
      .toHaveAttribute('href', '/new-projects?location_id=50');
    // The place's area figures, by id, from the store: asking spends nothing upstream.
    expect(api.callsTo('insights/areas').map((q) => q.get('ids'))).toEqual(['50']);
  });

  it('a place not collected yet says so, and still links to its new projects', async () => {
    overviewApi(() => insightOk('insights/areas', placeSupply(null)));
    const { screen } = await renderApp(OVERVIEW);
    const section = screen.getByRole('region', { name: 'Dubai Marina: supply pipeline' });
    await expect
      .element(section.getByRole('status'))
      .toHaveTextContent(
        "Not collected yet: Dar reads a place's new projects in the background, within its daily data budget, and shows them here once read.",
      );
    await expect.element(section.getByRole('figure')).not.toBeInTheDocument();
    await expect.element(section.getByRole('link', { name: 'Search the new projects here' })).toBeVisible();
  });

  it('a place whose search listed no new projects says so, with when it was read', async () => {
    overviewApi(() => insightOk('insights/areas', placeSupply({ total: 0, byYear: [], undated: 0, pages: 1, syncedAt: READ })));
    const { screen } = await renderApp(OVERVIEW);
    const section = screen.getByRole('region', { name: 'Dubai Marina: supply pipeline' });
    await expect
      .element(section.getByRole('status'))
      .toHaveTextContent('No new projects: the new-projects search listed none here when it was read on 25 Nov 2026.');
    await expect.element(section.getByRole('figure')).not.toBeInTheDocument();
  });

  it('projects none of which gives a delivery date: no bars, and the sample still named', async () => {
    overviewApi(() => insightOk('insights/areas', placeSupply({ total: 3, byYear: [], undated: 3, pages: 2, syncedAt: READ })));
    const { screen } = await renderApp(OVERVIEW);
    const figure = screen.getByRole('figure', { name: 'New projects by delivery year' });
    await expect.element(figure.getByText('None of them gives a delivery date.')).toBeVisible();
    await expect
      .element(figure.getByTestId('supply-sample'))
      .toHaveTextContent(
        '3 projects on the first 2 pages of the new-projects search, as of 25 Nov 2026; the search may list more. 3 of them give no delivery date and are not drawn.',
      );
  });

  it('a location the place catalogue does not hold says so calmly, with no retry', async () => {
    overviewApi(() => fail('bad_request', { issues: [{ param: 'ids', message: 'names places the catalogue does not hold: 50' }] }));
    const { screen } = await renderApp(OVERVIEW);
    const section = screen.getByRole('region', { name: 'Dubai Marina: supply pipeline' });
    await expect
      .element(section.getByRole('status'))
      .toHaveTextContent("Dar's place catalogue does not hold this location, so its new projects are not collected.");
    await expect.element(section.getByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await expect.element(section.getByRole('link')).not.toBeInTheDocument();
  });

  it('a failed answer is an alert in the section; Retry asks again', async () => {
    let calls = 0;
    const api = overviewApi(() => (++calls === 1 ? fail('internal_error') : insightOk('insights/areas', placeSupply(PIPELINE))));
    const { screen } = await renderApp(OVERVIEW);
    const section = screen.getByRole('region', { name: 'Dubai Marina: supply pipeline' });
    const alert = section.getByRole('alert');
    await expect.element(alert).toHaveTextContent('the new projects of Dubai Marina');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(section.getByRole('figure', { name: 'New projects by delivery year' })).toBeVisible();
    expect(api.callsTo('insights/areas')).toHaveLength(2);
  });

  /** Run a test in Arabic, English again after it. */
  const inArabic = async (run: () => Promise<void>) => {
    await readingI18n().changeLanguage('ar');
    try {
      await run();
    } finally {
      await readingI18n().changeLanguage('en');
    }
  };

  it('in Arabic: the title, the sample, the table and the link in Arabic', () =>
    inArabic(async () => {
      overviewApi(() => insightOk('insights/areas', placeSupply(PIPELINE)));
      const { screen } = await renderApp(OVERVIEW);
      const section = screen.getByRole('region', { name: 'Dubai Marina: المعروض المرتقب' });
      const figure = section.getByRole('figure', { name: 'المشاريع الجديدة حسب سنة التسليم' });
      await expect.element(figure).toBeVisible();
      await expect.element(figure.getByTestId('supply-sample')).toHaveTextContent(/^12 مشروعًا في الصفحة الأولى من بحث المشاريع الجديدة/);
      await expect.element(figure.getByTestId('supply-sample')).toHaveTextContent('مشروع واحد منها بلا تاريخ تسليم، فلا يظهر في الرسم.');
      await figure.getByRole('button', { name: 'عرض الجدول' }).click();
      const table = figure.getByRole('table');
      await expect.element(table).toBeVisible();
      expect([...table.element().querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['سنة التسليم', 'المشاريع الجديدة']);
      expect(rowsOf(table.element() as HTMLElement).map((r) => r[0])).toEqual(['2026', '2027', '2028', '2029']);
      await expect.element(section.getByRole('link', { name: 'ابحث في المشاريع الجديدة هنا' })).toBeVisible();
    }));

  it('in Arabic: a place not collected yet', () =>
    inArabic(async () => {
      overviewApi(() => insightOk('insights/areas', placeSupply(null)));
      const { screen } = await renderApp(OVERVIEW);
      const section = screen.getByRole('region', { name: 'Dubai Marina: المعروض المرتقب' });
      await expect.element(section.getByRole('status')).toHaveTextContent(/^لم تُجمع بعد: تقرأ دار المشاريع الجديدة/);
    }));

  it('in Arabic: a place with no new projects', () =>
    inArabic(async () => {
      overviewApi(() => insightOk('insights/areas', placeSupply({ total: 0, byYear: [], undated: 0, pages: 1, syncedAt: READ })));
      const { screen } = await renderApp(OVERVIEW);
      const section = screen.getByRole('region', { name: 'Dubai Marina: المعروض المرتقب' });
      await expect.element(section.getByRole('status')).toHaveTextContent(/^لا مشاريع جديدة: لم يُدرج بحث المشاريع الجديدة أي مشروع هنا/);
    }));
});
