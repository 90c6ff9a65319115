/**
 * Saved items in this browser: the hearts, the compare toggle and the store under them, over an
 * in-memory IndexedDB (fake-indexeddb) so what is written is read back as after a reload. jsdom:
 * roles, pressed states and text; the store and hooks run for real.
 */
import { IDBFactory } from 'fake-indexeddb';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleFavourite } from '../../lib/saved/actions.ts';
import { importSaved, exportSaved } from '../../lib/saved/transfer.ts';
import { COMPARE_MAX } from '../../lib/saved/compare-ids.ts';
import { getState, resetForTests, whenReady } from '../../lib/saved/store.ts';
import { snap } from '../../testing/saved-fixtures.ts';
import { CompareToggle } from './CompareToggle.tsx';
import { SaveButton } from './SaveButton.tsx';

// The compare toggle's link to /compare, outside an app: a plain link on a search page.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, className }: { to: string; children: ReactNode; className?: string }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
  useRouterState: ({ select }: { select: (s: { location: { pathname: string } }) => unknown }) =>
    select({ location: { pathname: '/buy' } }),
}));

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  resetForTests();
});
afterEach(cleanup);

/** What a reload does to the store: the memory mirror is gone; the record is read again. */
async function reload() {
  cleanup();
  resetForTests();
  await act(() => whenReady());
}

const heart = (id: string) => <SaveButton snapshot={() => snap(id)} id={id} title={`Listing ${id}`} />;

describe('the heart', () => {
  it('saves a listing: every heart of it shows "Saved", pressed, and it is still saved after a reload', async () => {
    render(
      <>
        {heart('7')}
        {heart('7')}
      </>,
    );
    await act(() => whenReady());
    const [first] = screen.getAllByRole('button', { name: /^Save listing\W+Listing 7$/ });
    fireEvent.click(first!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Saved\W+Listing 7$/, pressed: true })).toHaveLength(2));

    await reload();
    render(heart('7'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Saved\W+Listing 7$/ }).getAttribute('aria-pressed')).toBe('true'));
    expect(getState().data.favourites.map((f) => f.listing)).toEqual([snap('7')]);

    fireEvent.click(screen.getByRole('button', { name: /^Saved\W+Listing 7$/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Save listing\W+Listing 7$/, pressed: false })).toBeTruthy());
    await reload();
    expect(getState().data.favourites).toEqual([]);
  });

  it('without IndexedDB (a private window) saving still works for the visit, and the store says it is not kept', async () => {
    vi.stubGlobal('indexedDB', undefined);
    resetForTests();
    render(heart('3'));
    await act(() => whenReady());
    fireEvent.click(screen.getByRole('button', { name: /^Save listing\W+Listing 3$/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Saved\W+Listing 3$/, pressed: true })).toBeTruthy());
    expect(getState().persistent).toBe(false);
  });
});

describe('compare', () => {
  it('takes up to four and refuses a fifth with a word', async () => {
    const ids = ['1', '2', '3', '4', '5'];
    render(
      <>
        {ids.map((id) => (
          <CompareToggle key={id} snapshot={() => snap(id)} id={id} title={`Listing ${id}`} />
        ))}
      </>,
    );
    await act(() => whenReady());
    for (const id of ids.slice(0, COMPARE_MAX))
      fireEvent.click(screen.getByRole('button', { name: new RegExp(`^\\W*Compare\\W+Listing ${id}$`) }));
    await waitFor(() => expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(COMPARE_MAX));
    // Each picked listing is followed by the way to the comparison.
    expect(screen.getAllByRole('link', { name: 'Compare 4 listings' }).map((a) => a.getAttribute('href'))).toEqual(
      Array(COMPARE_MAX).fill('/compare'),
    );
    fireEvent.click(screen.getByRole('button', { name: /^\W*Compare\W+Listing 5$/ }));
    expect(await screen.findByText('Compare takes 4 listings at most: remove one first.')).toBeTruthy();
    expect(getState().data.compare.map((l) => l.id)).toEqual(['1', '2', '3', '4']);
  });
});

describe('export and import', () => {
  it('a refused file changes nothing, in memory or stored; a good one is merged and kept', async () => {
    await whenReady();
    await toggleFavourite(snap('1'));
    const file = await exportSaved();

    const refused = await importSaved('{"kind":"dar-saved","version":1}');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/^This file cannot be imported: .*Nothing was changed\.$/);
    expect(getState().data.favourites.map((f) => f.listing.id)).toEqual(['1']);

    // Another browser: empty, then the file.
    vi.stubGlobal('indexedDB', new IDBFactory());
    await reload();
    await toggleFavourite(snap('2'));
    expect(await importSaved(file)).toMatchObject({ ok: true });
    await reload();
    expect(
      getState()
        .data.favourites.map((f) => f.listing.id)
        .sort(),
    ).toEqual(['1', '2']);
  });
});
