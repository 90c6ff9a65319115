/**
 * The location combobox with the keyboard (arrows move, Enter picks, Escape closes) and its
 * states (searching, none found, the service failing). Chromium: real focus and key events, and
 * the menu's visibility as styled (a closed menu is `hidden`, not merely empty).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { deferred, fail, installFakeApi, ok } from '../testing/fake-api.ts';
import { place } from '../testing/fixtures.ts';
import { testQueryClient } from '../testing/query-client.ts';
import { LocationAutocomplete, type PickedLocation } from './LocationAutocomplete.tsx';
import { readingI18n } from '../lib/i18n/reading.ts';

const MARINA = [place(50, 'Dubai Marina'), place(51, 'Marina Gate'), place(52, 'Marina Promenade')];

function Harness({ onPick, initial = null }: { onPick: (p: PickedLocation | null) => void; initial?: PickedLocation | null }) {
  const [value, setValue] = useState<PickedLocation | null>(initial);
  return (
    <LocationAutocomplete
      value={value}
      onChange={(p) => {
        setValue(p);
        onPick(p);
      }}
    />
  );
}

async function renderPicker(initial: PickedLocation | null = null) {
  const onPick = vi.fn<(p: PickedLocation | null) => void>();
  const screen = await render(
    <QueryClientProvider client={testQueryClient()}>
      <Harness onPick={onPick} initial={initial} />
    </QueryClientProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Location' });
  return { screen, input, onPick };
}

const marinaApi = () => {
  const api = installFakeApi();
  api.on('autocomplete-location', (q) =>
    ok(
      'autocomplete-location',
      MARINA.filter((p) => p.name.toLowerCase().includes((q.get('query') ?? '').toLowerCase())),
    ),
  );
  return api;
};

describe('LocationAutocomplete', () => {
  it('arrows move through the suggestions and Enter picks the highlighted one', async () => {
    const api = marinaApi();
    const { screen, input, onPick } = await renderPicker();
    await input.click();
    await userEvent.keyboard('marina');
    await expect.element(screen.getByRole('option', { name: 'Marina Promenade' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('3 locations found; use the arrow keys to choose.');

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('option', { name: 'Dubai Marina' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('option', { name: 'Marina Gate' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('option', { name: 'Dubai Marina' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{Enter}');

    expect(onPick).toHaveBeenLastCalledWith({ id: '51', name: 'Marina Gate' });
    await expect.element(input).toHaveValue('Marina Gate');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('option').elements()).toHaveLength(0);
    await expect.element(input).toHaveFocus();
    // Nothing under two letters is asked for; the last text asked for is what was typed.
    const asked = api.callsTo('autocomplete-location').map((q) => q.get('query') ?? '');
    expect(asked.every((text) => text.length >= 2)).toBe(true);
    expect(asked.at(-1)).toBe('marina');
  });

  it('text with a control character is not sent, and the field says why (the contract refuses it)', async () => {
    const api = marinaApi();
    const { screen, input } = await renderPicker();
    await input.fill('mar\tina');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Remove the tab, line break or other control character from the text.');
    // Corrected, the text is asked for; the refused one never was.
    await input.fill('marina');
    await expect.element(screen.getByRole('option', { name: 'Dubai Marina' })).toBeVisible();
    const asked = api.callsTo('autocomplete-location').map((q) => q.get('query') ?? '');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some((text) => text.includes('\t'))).toBe(false);
  });

  it('Escape closes the suggestions without picking', async () => {
    marinaApi();
    const { screen, input, onPick } = await renderPicker();
    await input.click();
    await userEvent.keyboard('mari');
    await expect.element(screen.getByRole('option', { name: 'Dubai Marina' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('option').elements()).toHaveLength(0);
    await expect.element(input).toHaveValue('mari');
    expect(onPick).not.toHaveBeenCalledWith(expect.objectContaining({ id: '50' }));
    await expect.element(input).toHaveFocus();
  });

  it('says it is searching, then that nothing matched', async () => {
    const api = installFakeApi();
    const held = deferred();
    api.on('autocomplete-location', () => held.answer);
    const { screen, input } = await renderPicker();
    await input.click();
    await userEvent.keyboard('zzq');
    await expect.element(screen.getByRole('listbox')).toHaveTextContent('Searching…');
    held.release(ok('autocomplete-location', []));
    await expect.element(screen.getByRole('listbox')).toHaveTextContent('No locations match “zzq”.');
    await expect.element(screen.getByRole('status')).toHaveTextContent('No locations match “zzq”.');
  });

  it('says calmly when the service is rate-limiting us', async () => {
    const api = installFakeApi();
    api.on('autocomplete-location', () => fail('upstream_rate_limited', { retryAfter: 3 }));
    const { screen, input } = await renderPicker();
    await input.click();
    await userEvent.keyboard('dub');
    await expect.element(screen.getByRole('listbox')).toHaveTextContent('Our data provider is rate-limiting us; retry in 3 s.');
    expect(screen.getByRole('option').elements()).toHaveLength(0);
  });

  it('clearing the text clears the picked location', async () => {
    const api = marinaApi();
    const { screen, input, onPick } = await renderPicker({ id: '50', name: 'Dubai Marina' });
    await expect.element(input).toHaveValue('Dubai Marina');
    await userEvent.clear(input);
    expect(onPick).toHaveBeenLastCalledWith(null);
    // The old name is not searched for once the field is empty: the first search is the new text.
    await userEvent.keyboard('gate');
    await expect.element(screen.getByRole('option', { name: 'Marina Gate' })).toBeVisible();
    expect(api.callsTo('autocomplete-location').map((q) => q.get('query'))).toEqual(['gate']);
  });

  it('speaks Arabic: its label and hint, counts in Arabic plurals, no match and the service failing', async () => {
    const api = marinaApi();
    await readingI18n().changeLanguage('ar');
    try {
      const screen = await render(
        <QueryClientProvider client={testQueryClient()}>
          <LocationAutocomplete value={null} onChange={() => {}} />
        </QueryClientProvider>,
      );
      const input = screen.getByRole('combobox', { name: 'الموقع' });
      await expect.element(input).toHaveAttribute('placeholder', 'المنطقة أو البرج أو الإمارة');
      await input.click();
      await userEvent.keyboard('marina');
      await expect.element(screen.getByRole('status')).toHaveTextContent('تم العثور على 3 مواقع؛ استخدم مفاتيح الأسهم للاختيار.');
      // The names are the data's, kept as written and in their own direction.
      await expect.element(screen.getByRole('option', { name: 'Marina Gate' })).toHaveAttribute('translate', 'no');
      await userEvent.clear(input);
      await userEvent.keyboard('zzz');
      await expect.element(screen.getByRole('status')).toHaveTextContent('لا توجد مواقع تطابق «zzz».');
      api.on('autocomplete-location', () => fail('upstream_timeout'));
      await userEvent.clear(input);
      await userEvent.keyboard('dub');
      await expect.element(screen.getByRole('status')).toHaveTextContent('استغرق مزوّد البيانات وقتًا طويلًا للرد بشأن');
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
