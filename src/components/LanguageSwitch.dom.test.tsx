/**
 * The language choice in a page: English by default, a link's `?lang=ar` winning and being
 * remembered, `<html lang dir>` following, and the switch changing all of it. jsdom: the real
 * i18next and the app's hooks, with jsdom's address bar and localStorage.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n/app.ts';
import { readingI18n } from '../lib/i18n/reading.ts';
import { setDigits } from '../lib/i18n/digits.ts';
import { ReadingRoot, useTranslation } from '../lib/i18n/react.ts';
import { formatMoney } from '../lib/format.ts';
import { NATIVE_DISPLAY } from '../shared/units.ts';
import { DigitsSwitch } from './DigitsSwitch.tsx';
import { DIGITS_STORAGE_KEY, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../shared/languages.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const html = document.documentElement;

/** The language cookie the server reads, as the page sees it. */
const languageCookie = () => /(?:^|; )dar_lang=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
  window.history.replaceState(null, '', '/');
  html.removeAttribute('lang');
  html.removeAttribute('dir');
  setDigits('latn');
});
afterEach(cleanup);

function Sample() {
  const { t } = useTranslation();
  return (
    <p data-testid="sample">
      {t('counts.listings', { count: 3 })} · {formatMoney(1500, NATIVE_DISPLAY)}
    </p>
  );
}

/** The header's switches beside a sample of text and figures, in English; then the switch to Arabic. */
async function renderSwitches({ digits }: { digits: boolean }) {
  await initI18n();
  // Drawn as the app draws its pages (src/main.tsx): again from scratch on a switch.
  render(
    <ReadingRoot>
      <LanguageSwitch />
      {digits && <DigitsSwitch />}
      <Sample />
    </ReadingRoot>,
  );
  return { toArabic: () => fireEvent.click(screen.getByRole('button', { name: 'العربية' })) };
}

describe('language choice', () => {
  it('is English by default, left to right, with nothing remembered yet', async () => {
    const i18n = await initI18n();
    expect(i18n.resolvedLanguage).toBe('en');
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    render(<Sample />);
    expect(screen.getByTestId('sample').textContent).toBe('3 listings · AED 1,500');
  });

  it('is the instance read at once, before its words are in: the router starts meanwhile (src/main.tsx)', async () => {
    window.history.replaceState(null, '', '/?lang=ar');
    const before = readingI18n();
    const made = initI18n();
    const early = readingI18n();
    expect(early).not.toBe(before);
    expect(early.isInitialized).toBeFalsy();
    expect(await made).toBe(early);
  });

  it('a link with ?lang=ar opens in Arabic, right to left, remembers it, and leaves the rest of the address', async () => {
    window.history.replaceState(null, '', '/buy?location_id=50&lang=ar#map');
    const i18n = await initI18n();
    expect(i18n.resolvedLanguage).toBe('ar');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    // Kept for the server too: the next page's HTML comes right to left (server/plugins/page-html.ts).
    expect(languageCookie()).toBe('ar');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/buy?location_id=50#map');
    render(<Sample />);
    expect(screen.getByTestId('sample').textContent).toContain('3 عقارات');
  });

  it('the remembered language is used next time; a link still wins over it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    expect((await initI18n()).resolvedLanguage).toBe('ar');
    window.history.replaceState(null, '', '/?lang=en');
    expect((await initI18n()).resolvedLanguage).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(languageCookie()).toBe('en');
  });

  it('the cookie alone (the language the server sent the page in) is read, and kept in storage too', async () => {
    document.cookie = `${LANGUAGE_COOKIE}=ar; path=/`;
    expect((await initI18n()).resolvedLanguage).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('the cookie, which the server sent the page by, wins over storage; storage outlives a cleared cookie', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    document.cookie = `${LANGUAGE_COOKIE}=en; path=/`;
    expect((await initI18n()).resolvedLanguage).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
    expect((await initI18n()).resolvedLanguage).toBe('ar');
    expect(languageCookie()).toBe('ar');
  });

  it('a link writes the language as browsers do ("ar-AE"); storage the browser refuses leaves the cookie to remember it', async () => {
    window.history.replaceState(null, '', '/?lang=ar-AE');
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const spies = [
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse),
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse),
    ];
    try {
      expect((await initI18n()).resolvedLanguage).toBe('ar');
      expect(languageCookie()).toBe('ar');
      expect(spies[1]).toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });

  it('an unknown language in a link or in storage falls back to English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    window.history.replaceState(null, '', '/?lang=fr');
    expect((await initI18n()).resolvedLanguage).toBe('en');
    expect(html.dir).toBe('ltr');
  });
});

describe('LanguageSwitch', () => {
  it('names the other language in that language and switches to it, remembered, with lang and dir', async () => {
    const { toArabic } = await renderSwitches({ digits: false });
    expect(screen.getByRole('button', { name: 'العربية' }).getAttribute('lang')).toBe('ar');
    toArabic();
    await screen.findByRole('button', { name: 'English' });
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    expect(screen.getByTestId('sample').textContent).toContain('3 عقارات');

    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'العربية' });
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
    expect(screen.getByTestId('sample').textContent).toBe('3 listings · AED 1,500');
  });

  it('a digits choice re-renders numbers in text and in formatters', async () => {
    window.history.replaceState(null, '', '/?lang=ar');
    await initI18n();
    render(
      <ReadingRoot>
        <Sample />
      </ReadingRoot>,
    );
    expect(screen.getByTestId('sample').textContent).toContain('3 عقارات');
    act(() => setDigits('arab'));
    await screen.findByText((text) => text.includes('٣ عقارات') && text.includes('١٬٥٠٠'));
  });
});

describe('DigitsSwitch', () => {
  it('shows only on Arabic pages and switches numbers to Arabic-Indic digits and back, remembered', async () => {
    const { toArabic } = await renderSwitches({ digits: true });
    expect(screen.queryByRole('button', { name: /٠-٩/ })).toBeNull();
    toArabic();
    // The page is drawn again on each switch: the toggle is found again each time.
    const toggle = () => screen.getByRole('button', { name: 'أرقام عربية هندية (٠-٩)' });
    await screen.findByRole('button', { name: 'أرقام عربية هندية (٠-٩)' });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('sample').textContent).toContain('3 عقارات');

    fireEvent.click(toggle());
    await screen.findByText((text) => text.includes('٣ عقارات') && text.includes('١٬٥٠٠'));
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(DIGITS_STORAGE_KEY)).toBe('arab');

    fireEvent.click(toggle());
    await screen.findByText((text) => text.includes('3 عقارات'));
    expect(localStorage.getItem(DIGITS_STORAGE_KEY)).toBe('latn');
  });
});
