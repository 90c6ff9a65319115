/**
 * The location box reached (Tab, a tap) but not typed into before its combobox arrives: the
 * combobox takes the focus over, so the reader's first key lands in it (LocationAutocomplete.tsx).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
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

describe('the location box in focus, empty, when its combobox arrives', () => {
  it('keeps the focus, so the first key typed lands in the combobox', async () => {
    const screen = await render(
      <QueryClientProvider client={testQueryClient()}>
        <button type="button">Before</button>
        <LocationAutocomplete value={null} onChange={() => {}} />
      </QueryClientProvider>,
    );
    await screen.getByRole('button', { name: 'Before' }).click();
    await userEvent.tab();
    const box = screen.getByRole('combobox', { name: 'Location' });
    const plain = box.element();
    expect(document.activeElement).toBe(plain);

    chunk.open();
    await vi.waitFor(() => expect(box.element()).not.toBe(plain));
    expect(document.activeElement).toBe(box.element());
    await userEvent.keyboard('d');
    await expect.element(box).toHaveValue('d');
  });
});
