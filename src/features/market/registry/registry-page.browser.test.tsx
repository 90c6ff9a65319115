/**
 * The registry view when the registry sends its placeholder body (`{ success, message }`, no
 * records): the message is shown as the plain notice it is, as data, never as an error, a crash
 * or an empty table; no chart is asked for. Chromium, the whole app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { installFakeApi, okBody } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

/** The only placeholder body the service's documentation shows. */
const REFRESHING = 'Registry transactions are being refreshed. Please try again later.';

function placeholderApi(message?: string) {
  const api = installFakeApi();
  api.on('get-registry-transactions', () => okBody('get-registry-transactions', { success: true, ...(message ? { message } : {}) }));
  return api;
}

describe('registry placeholder', () => {
  it('shows the registry’s message as a plain notice, with no error, table or chart', async () => {
    const api = placeholderApi(REFRESHING);
    const { screen } = await renderApp('/market/registry');
    const notice = screen.getByRole('status').filter({ hasText: REFRESHING });
    await expect.element(notice).toHaveTextContent(`The registry sent no records, only this message: “${REFRESHING}”`);
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
    expect(screen.getByRole('table').elements()).toHaveLength(0);
    expect(screen.getByRole('figure').elements()).toHaveLength(0);
    expect(api.callsTo('insights/registry')).toHaveLength(0);
  });

  it('a placeholder without a message still says no records came', async () => {
    placeholderApi();
    const { screen } = await renderApp('/market/registry');
    await expect.element(screen.getByRole('status').filter({ hasText: 'The registry sent no records.' })).toBeVisible();
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
  });

  it('in Arabic: the notice in Arabic, the registry’s message as sent', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      placeholderApi(REFRESHING);
      const { screen } = await renderApp('/market/registry');
      const notice = screen.getByRole('status').filter({ hasText: REFRESHING });
      await expect.element(notice).toHaveTextContent(`لم يرسل السجل أي سجلات، بل هذه الرسالة فقط: «${REFRESHING}»`);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
