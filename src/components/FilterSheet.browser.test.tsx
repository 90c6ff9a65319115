/**
 * The phone's filter sheet: a "Filters (n)" button that opens the filters in a modal dialog
 * (focus moves in, Escape and "Show results" close it, focus comes back), and on a wide screen the
 * filters in place with no button. Chromium: a real <dialog>, real focus and keys. The width is
 * chosen through the sheet's own media query, so one viewport tests both layouts.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FilterSheet, type SheetControl } from './FilterSheet.tsx';

const NARROW = '(min-width: 100000px)';
const WIDE = '(min-width: 1px)';

function Filters() {
  return (
    <form aria-label="Search filters">
      <label>
        Bedrooms <input name="beds" />
      </label>
    </form>
  );
}

describe('FilterSheet', () => {
  it('on a phone: the button counts the filters set and opens them in a dialog', async () => {
    const screen = await render(
      <FilterSheet activeCount={3} wideQuery={NARROW}>
        <Filters />
      </FilterSheet>,
    );
    // Folded away: not in the accessibility tree until the sheet opens.
    expect(screen.getByRole('form', { name: 'Search filters' }).elements()).toHaveLength(0);
    const button = screen.getByRole('button', { name: 'Filters (3)' });
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    await button.click();
    const sheet = screen.getByRole('dialog', { name: 'Filters (3)' });
    await expect.element(sheet).toBeVisible();
    await expect.element(sheet.getByLabelText('Bedrooms')).toBeVisible();
    // A modal dialog, with focus inside it.
    const dialog = sheet.element() as HTMLDialogElement;
    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.poll(() => dialog.open).toBe(false);
    await expect.element(button).toHaveFocus();

    await button.click();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect.poll(() => dialog.open).toBe(false);
    await expect.element(button).toHaveFocus();
  });

  it('with a form to submit: "Show results" is its one submit, closing the sheet only when what was typed is valid', async () => {
    const applied: string[] = [];
    const screen = await render(
      <FilterSheet activeCount={0} wideQuery={NARROW} formId="typed-filters">
        {(sheet) => (
          <form
            id="typed-filters"
            aria-label="Search filters"
            onSubmit={(e) => {
              e.preventDefault();
              const value = new FormData(e.currentTarget).get('price') as string;
              // A form's own check: only a valid figure applies and closes.
              if (!/^\d+$/.test(value)) return;
              applied.push(value);
              sheet?.close();
            }}
          >
            <label>
              Price <input name="price" />
            </label>
          </form>
        )}
      </FilterSheet>,
    );
    const button = screen.getByRole('button', { name: 'Filters', exact: true });
    await button.click();
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    const dialog = sheet.element() as HTMLDialogElement;
    await sheet.getByLabelText('Price').fill('abc');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    // Not valid: nothing applied, the sheet stays open for the message.
    expect(applied).toEqual([]);
    expect(dialog.open).toBe(true);
    await sheet.getByLabelText('Price').fill('2500000');
    await sheet.getByRole('button', { name: 'Show results' }).click();
    expect(applied).toEqual(['2500000']);
    await expect.poll(() => dialog.open).toBe(false);
    await expect.element(button).toHaveFocus();
  });

  it('with no filter set, the button says just "Filters"', async () => {
    const screen = await render(
      <FilterSheet activeCount={0} wideQuery={NARROW}>
        <Filters />
      </FilterSheet>,
    );
    await expect.element(screen.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });

  it('on a wide screen: the filters show in place, with no button or dialog', async () => {
    const screen = await render(
      <FilterSheet activeCount={2} wideQuery={WIDE}>
        <Filters />
      </FilterSheet>,
    );
    await expect.element(screen.getByRole('form', { name: 'Search filters' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Filters/ }).elements()).toHaveLength(0);
    expect(screen.getByRole('dialog').elements()).toHaveLength(0);
  });

  it('is drawn once when it first appears: nothing it does in that commit draws the page again', async () => {
    // A state set from the dialog's ref made React draw the page again in the commit's own task,
    // with every effect of the first draw run ahead of it: one long task at the app's takeover.
    const draws: Array<SheetControl | null> = [];
    const screen = await render(
      <FilterSheet activeCount={0} wideQuery={NARROW}>
        {(sheet) => {
          draws.push(sheet);
          return <button onClick={() => sheet?.close()}>Done</button>;
        }}
      </FilterSheet>,
    );
    await screen.getByRole('button', { name: 'Filters' }).click();
    const dialog = screen.getByRole('dialog').element() as HTMLDialogElement;
    await expect.poll(() => dialog.open).toBe(true);
    expect(draws).toHaveLength(1);
    // The control handed to the children while drawing still reaches the dialog.
    await screen.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => dialog.open).toBe(false);
  });
});
