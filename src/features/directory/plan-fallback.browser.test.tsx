/**
 * The agent directory's two views on a plan that refuses the detailed search: the page falls back
 * to the simple records with a notice, not an error; a fault of the service is still an error.
 * Chromium: the notice and the cards are checked as visible, the way a person meets them.
 */
import { describe, expect, it } from 'vitest';
import { fail, installFakeApi, ok } from '../../testing/fake-api.ts';
import { agentDetailed, agentSimple, many } from '../../testing/fixtures.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { renderApp } from '../../testing/render-app.tsx';

const NOTICE = /Detailed agent profiles are not available right now/;

describe('agent directory: detailed view and the plan', () => {
  // A basic plan and an unsubscribed key are both plan refusals.
  it.each(['upstream_plan_excludes_endpoint', 'upstream_not_subscribed'] as const)(
    'a refusal of the detailed search (%s) shows the simple agents with the notice',
    async (code) => {
      const api = installFakeApi();
      api.on('search-agents', () => ok('search-agents', many(3, 1, agentSimple)));
      api.on('search-agents-detailed', () => fail(code));
      const { screen } = await renderApp('/agents?view=detailed');

      await expect.element(screen.getByText(NOTICE)).toBeVisible();
      await expect.element(screen.getByText('Simple Agent 1')).toBeVisible();
      await expect.element(screen.getByText('Simple Agent 3')).toBeVisible();
      expect(screen.getByRole('alert').elements()).toHaveLength(0);
      expect(api.callsTo('search-agents-detailed')).toHaveLength(1);
    },
  );

  it('a refusal is asked for once, also when the page is drawn anew after the rates of its currency come', async () => {
    const api = installFakeApi();
    api.on('search-agents', () => ok('search-agents', many(3, 1, agentSimple)));
    api.on('search-agents-detailed', () => fail('upstream_plan_excludes_endpoint'));
    const { screen } = await renderApp('/agents?view=detailed&cur=EUR');
    await expect.element(screen.getByText(NOTICE)).toBeVisible();
    await expect.element(screen.getByText('Simple Agent 1')).toBeVisible();
    // Long enough for a remount or a second observer to have asked again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('search-agents-detailed')).toHaveLength(1);
  });

  it('when the plan includes it, the detailed records show and no notice', async () => {
    const api = installFakeApi();
    api.on('search-agents', () => ok('search-agents', many(2, 1, agentSimple)));
    api.on('search-agents-detailed', () => ok('search-agents-detailed', many(2, 1, agentDetailed)));
    const { screen } = await renderApp('/agents?view=detailed');
    await expect.element(screen.getByText('Detailed Agent 1')).toBeVisible();
    expect(screen.getByText(NOTICE).elements()).toHaveLength(0);
    expect(screen.getByText('Simple Agent 1').elements()).toHaveLength(0);
  });

  it('a fault of the data service on the detailed search is an error with Retry, not the fallback', async () => {
    const api = installFakeApi();
    api.on('search-agents', () => ok('search-agents', many(2, 1, agentSimple)));
    api.on('search-agents-detailed', () => fail('upstream_unavailable'));
    const { screen } = await renderApp('/agents?view=detailed');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(/Could not load agents/);
    await expect.element(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getByText(NOTICE).elements()).toHaveLength(0);
  });

  it('the simple view never asks for the detailed search', async () => {
    const api = installFakeApi();
    api.on('search-agents', () => ok('search-agents', many(2, 1, agentSimple)));
    api.on('search-agents-detailed', () => fail('upstream_plan_excludes_endpoint'));
    const { screen } = await renderApp('/agents');
    await expect.element(screen.getByText('Simple Agent 2')).toBeVisible();
    expect(screen.getByText(NOTICE).elements()).toHaveLength(0);
    expect(api.callsTo('search-agents-detailed')).toHaveLength(0);
  });

  it('in Arabic: the notice, the count and the names as sent, right to left', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      const api = installFakeApi();
      api.on('search-agents', () => ok('search-agents', many(3, 1, agentSimple)));
      api.on('search-agents-detailed', () => fail('upstream_plan_excludes_endpoint'));
      const { screen } = await renderApp('/agents?view=detailed');
      await expect.element(screen.getByText('الملفات التفصيلية للوكلاء غير متاحة حاليًا.')).toBeVisible();
      // Three of them: the plural form for 3 to 10.
      await expect.element(screen.getByText(/^٣ وكلاء|^3 وكلاء/)).toBeVisible();
      // The name, inside its link, is isolated in its own direction and never translated.
      const name = screen.getByRole('link', { name: 'Simple Agent 1' }).getByText('Simple Agent 1');
      await expect.element(name).toHaveAttribute('translate', 'no');
      await expect.element(name).toHaveAttribute('dir', 'auto');
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
