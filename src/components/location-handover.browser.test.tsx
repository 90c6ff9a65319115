/**
 * The location picker before its combobox has loaded (LocationAutocomplete.tsx): a plain box that
 * already reads as a collapsed combobox and takes typing; when the combobox arrives it takes over
 * the text, the focus and the caret, and shows the suggestions for what was typed. The chunk is
 * held back here until the test lets it through (once per file: a box in focus but empty when it
 * arrives is location-handover-empty.browser.test.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { installFakeApi, ok } from '../testing/fake-api.ts';
import { place } from '../testing/fixtures.ts';
import { testQueryClient } from '../testing/query-client.ts';
import { LocationAutocomplete } from './LocationAutocomplete.tsx';

const chunk = vi.hoisted(() => {
  let open = () => {};
  const held = new Promise<undefined>((resolve) => (open = () => resolve(undefined)));
  return { held, open: () => open() };
});
vi.mock('./LocationCombobox.tsx', async (importOriginal) => {
  await chunk.held;
  return importOriginal();
});

describe('the location box before its combobox has loaded', () => {
  it('takes typing, then hands the text, focus and caret to the combobox, which suggests for it', async () => {
    const api = installFakeApi();
    api.on('autocomplete-location', () => ok('autocomplete-location', [place(50, 'Dubai Marina'), place(51, 'Marina Gate')]));
    const onChange = vi.fn();
    const screen = await render(
      <QueryClientProvider client={testQueryClient()}>
        <LocationAutocomplete value={null} onChange={onChange} />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Location' });
    await expect.element(box).toHaveAttribute('aria-expanded', 'false');
    await expect.element(box).toHaveAttribute('placeholder', 'Community, tower or emirate');
    const plain = box.element() as HTMLInputElement;
    expect(plain.hasAttribute('aria-controls')).toBe(false);

    await box.click();
    await userEvent.keyboard('marna');
    // The caret moved back between "mar" and "na": the combobox must keep it there.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(plain.value).toBe('marna');
    expect(api.callsTo('autocomplete-location')).toHaveLength(0);
    // Still the plain box: the combobox's chunk is held back.
    expect(box.element()).toBe(plain);
    expect(document.activeElement).toBe(plain);

    chunk.open();
    await vi.waitFor(() => expect(box.element()).not.toBe(plain));
    const combobox = box.element() as HTMLInputElement;
    expect(combobox).toHaveAttribute('aria-controls');
    expect(combobox.value).toBe('marna');
    expect(document.activeElement).toBe(combobox);
    expect([combobox.selectionStart, combobox.selectionEnd]).toEqual([3, 3]);
    await userEvent.keyboard('i');
    await expect.element(box).toHaveValue('marina');
    await expect.element(screen.getByRole('option', { name: 'Marina Gate' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: '50', name: 'Dubai Marina' });
  });
});
