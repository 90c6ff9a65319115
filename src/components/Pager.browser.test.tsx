/**
 * The pager of endpoints without totals: real links (page 1 left out of the URL), Next offered
 * only once the next page is known to have records, nothing shown for a single page; and in the agent
 * directory, where "known to be empty" comes from asking the service for the next page.
 * Chromium: links are followed by clicking them, as a person does.
 */
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { installFakeApi, ok, pageOf } from '../testing/fake-api.ts';
import { agentSimple, pageOfMany } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { parseSearchString, stringifySearchObject } from '../lib/url-search.ts';
import { Pager } from './Pager.tsx';
import { readingI18n } from '../lib/i18n/reading.ts';

/** A one-route app (the root, `/`) at `url`, showing a pager for the URL's page. */
async function renderPager(url: string, props: { hasNext?: boolean; firstPage?: number }) {
  const root = createRootRoute({
    component: function PagerRoute() {
      const page = Number(root.useSearch({ select: (s: Record<string, unknown>) => s.page ?? props.firstPage ?? 1 }));
      return (
        <>
          <p>Showing page {page}</p>
          <Pager page={page} {...props} />
        </>
      );
    },
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
  });
  const screen = await render(<RouterProvider router={router} />);
  return { screen, router };
}

describe('Pager', () => {
  it('on the first page: Previous is off, Next links to page 2', async () => {
    const { screen } = await renderPager('/?sort=name', { hasNext: true });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await expect.element(nav).toBeVisible();
    expect(nav.getByRole('link', { name: /Previous/ }).elements()).toHaveLength(0);
    await expect.element(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/?sort=name&page=2');
    await expect.element(nav.getByText('Page 1')).toBeVisible();
  });

  it('follows Next and Previous, leaving page 1 out of the URL', async () => {
    const { screen, router } = await renderPager('/?page=2', { hasNext: true });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await expect.element(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/');
    await nav.getByRole('link', { name: 'Next page' }).click();
    await expect.element(nav.getByText('Page 3')).toBeVisible();
    expect(router.state.location.href).toBe('/?page=3');
    await nav.getByRole('link', { name: 'Previous page' }).click();
    await nav.getByRole('link', { name: 'Previous page' }).click();
    await expect.element(nav.getByText('Page 1')).toBeVisible();
    expect(router.state.location.href).toBe('/');
  });

  it('keeps Next off while it is not known whether a next page has records', async () => {
    const { screen } = await renderPager('/?page=2', {});
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await expect.element(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(nav.getByRole('link', { name: 'Next page' }).elements()).toHaveLength(0);
  });

  it('turns Next off when the next page is known to be empty', async () => {
    const { screen } = await renderPager('/?page=4', { hasNext: false });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await expect.element(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    expect(nav.getByRole('link', { name: 'Next page' }).elements()).toHaveLength(0);
  });

  it('shows nothing for a lone page', async () => {
    const { screen } = await renderPager('/', { hasNext: false });
    await expect.element(screen.getByText('Showing page 1')).toBeVisible();
    expect(screen.getByRole('navigation').elements()).toHaveLength(0);
  });

  it('shows pages from 1 for an endpoint whose pages start at 0', async () => {
    const { screen } = await renderPager('/?page=1', { firstPage: 0 });
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await expect.element(nav.getByText('Page 2')).toBeVisible();
    await expect.element(nav.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/');
  });
});

describe('Pager in Arabic', () => {
  it('names its links and page in Arabic, Previous on the right with its arrow pointing right', async () => {
    await readingI18n().changeLanguage('ar');
    document.documentElement.dir = 'rtl';
    try {
      const { screen } = await renderPager('/?page=2', { hasNext: true });
      const nav = screen.getByRole('navigation', { name: 'الصفحات' });
      const previous = nav.getByRole('link', { name: 'الصفحة السابقة' });
      const next = nav.getByRole('link', { name: 'الصفحة التالية' });
      await expect.element(next).toHaveAttribute('href', '/?page=3');
      await expect.element(nav.getByText('الصفحة 2', { exact: true })).toBeVisible();
      expect(previous.element().getBoundingClientRect().left).toBeGreaterThan(next.element().getBoundingClientRect().left);
      // The arrow is mirrored: "←" drawn pointing right, the way back in a right-to-left reading.
      expect(getComputedStyle(previous.element().querySelector('[aria-hidden]')!).scale).toMatch(/^-1\b/);
    } finally {
      document.documentElement.dir = 'ltr';
      await readingI18n().changeLanguage('en');
    }
  });
});

describe('Pager in the agent directory', () => {
  it('offers Next while the next page has agents, and turns it off when it is empty', async () => {
    const api = installFakeApi();
    api.on('search-agents', (q) => ok('search-agents', pageOfMany([12, 12, 0], 12, pageOf('search-agents', q), agentSimple)));
    const { screen, router } = await renderApp('/agents');
    const nav = screen.getByRole('navigation', { name: 'Pages of agents' });
    await expect.element(nav.getByRole('link', { name: 'Next page' })).toBeVisible();
    await expect.element(screen.getByText('12 agents on page 1; more on the next pages.')).toBeVisible();
    await nav.getByRole('link', { name: 'Next page' }).click();
    await expect.element(screen.getByText('Simple Agent 13')).toBeVisible();
    expect(router.state.location.searchStr).toBe('?page=2');
    // Page 3 is empty: Next turns off once the directory has asked, and the count says so.
    await expect.element(nav.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByText('12 agents on page 2, the last page.')).toBeVisible();
    // Sorted by most sales (the default), each agent shows its place in the service's ranking.
    await expect.element(screen.getByText('No. 13 by sales')).toBeVisible();
    expect(api.callsTo('search-agents').map((q) => q.get('page'))).toEqual(['1', '2', '3']);
  });
});
