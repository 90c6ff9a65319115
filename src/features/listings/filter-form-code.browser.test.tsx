/**
 * When a search's filter form is needed before the page draws: where its filters show as the page
 * opens (a wide screen with no place chosen, or folded ones the reader last opened); elsewhere it
 * loads after the page. Chromium at 1280 px; the phone's width through `matchMedia`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { filtersShowAtFirst, formForFirstDraw, loadedFilterForm } from './filter-form-code.ts';
import { FilterSheet } from '../../components/FilterSheet.tsx';
import { keepFiltersOpen } from '../../components/filter-sheet-state.ts';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the filter form before the first draw', () => {
  it('is needed on a wide screen while no place is chosen, or where the reader last opened the folded filters', () => {
    expect(filtersShowAtFirst(false)).toBe(true);
    expect(filtersShowAtFirst(true)).toBe(false);
    keepFiltersOpen(true);
    expect(filtersShowAtFirst(true)).toBe(true);
    keepFiltersOpen(false);
    expect(filtersShowAtFirst(true)).toBe(false);
  });

  it('is not needed on a phone, where the filters wait in a closed sheet', () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => Object.defineProperty(real(query), 'matches', { value: false }));
    keepFiltersOpen(true);
    expect(filtersShowAtFirst(false)).toBe(false);
    expect(filtersShowAtFirst(true)).toBe(false);
  });

  it("a search route's loader waits for it only where it is needed", async () => {
    expect(formForFirstDraw(true)).toBeUndefined();
    expect(loadedFilterForm()).toBeNull();
    await formForFirstDraw(false);
    expect(loadedFilterForm()).toBeTypeOf('function');
  });
});

describe("the sheet's button, reached for", () => {
  it('says so as it is pointed at, focused or pressed, on a phone and on a wide screen', async () => {
    for (const [wideQuery, name] of [
      ['(min-width: 100000px)', 'Filters'],
      ['(min-width: 1px)', 'Edit filters'],
    ] as const) {
      const reached = vi.fn();
      const screen = await render(
        <FilterSheet activeCount={0} wideQuery={wideQuery} summary="No filters set" folded onReach={reached}>
          <p>the form</p>
        </FilterSheet>,
      );
      const button = screen.getByRole('button', { name });
      await userEvent.hover(button);
      expect(reached).toHaveBeenCalledTimes(1);
      (button.element() as HTMLElement).focus();
      expect(reached).toHaveBeenCalledTimes(2);
      await button.click();
      expect(reached.mock.calls.length).toBeGreaterThanOrEqual(3);
      await screen.unmount();
    }
  });
});
