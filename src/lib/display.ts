/**
 * The unit and currency a person reads the app in. The URL holds a choice that differs from the
 * service's own terms (`?unit=sqm&cur=USD`), kept across navigation by the root route, so a shared
 * link shows what its sender saw; the browser remembers the last choice (localStorage) for links
 * without one. The rate table comes from our server (`/fx-rates.json`).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import {
  AED_PER_USD,
  SHIPPED_FX_TABLE,
  isAreaUnit,
  isCurrency,
  type AreaUnit,
  type Currency,
  type Display,
  type FxTable,
} from '../shared/units.ts';
import { formatDate, formatDecimal, unitLabel } from './format.ts';
import { readingI18n, readingLanguage } from './i18n/reading.ts';

/** The search keys every page carries (never sent to the data service). */
export const DISPLAY_SEARCH_KEYS = ['unit', 'cur'] as const;

// A type, not an interface: pages read it as part of a `Record<string, unknown>` search.
export type DisplaySearch = {
  unit?: AreaUnit;
  cur?: Currency;
};

/**
 * The root route's `validateSearch`: a known unit or currency other than the service's own
 * (sqft, AED); anything else is left out of the URL.
 */
export function displaySearch(raw: Record<string, unknown>): DisplaySearch {
  return {
    unit: isAreaUnit(raw.unit) && raw.unit !== 'sqft' ? raw.unit : undefined,
    cur: isCurrency(raw.cur) && raw.cur !== 'AED' ? raw.cur : undefined,
  };
}

const STORAGE_KEY = 'dar.display';

let remembered: { unit: AreaUnit; currency: Currency } | undefined;

/** The choice remembered by this browser, or the service's terms. Storage may be off: then nothing is remembered. */
function rememberedDisplay(): { unit: AreaUnit; currency: Currency } {
  remembered ??= readRemembered();
  return remembered;
}

function readRemembered(): { unit: AreaUnit; currency: Currency } {
  let saved: unknown;
  try {
    // Throws where storage is off (some private modes), and on text that is not JSON.
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    saved = null;
  }
  const { unit, currency } = (typeof saved === 'object' && saved !== null ? saved : {}) as Record<string, unknown>;
  return { unit: isAreaUnit(unit) ? unit : 'sqft', currency: isCurrency(currency) ? currency : 'AED' };
}

function remember(choice: { unit: AreaUnit; currency: Currency }): void {
  remembered = choice;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    /* storage full or off: the URL still holds the choice */
  }
}

/** The rate table our server serves; it does not change while the server runs. */
const fxRatesQuery = queryOptions<FxTable>({
  queryKey: ['fx-rates'],
  queryFn: async ({ signal }) => {
    // The check (Zod) loads beside the table: only this answer needs it, so the first route's code does not carry it.
    const [res, { parseFxTable }] = await Promise.all([
      fetch('/fx-rates.json', { signal, headers: { accept: 'application/json' } }),
      import('./fx-check.ts'),
    ]);
    if (!res.ok) throw new Error(`The exchange rates could not be read (HTTP ${res.status}).`);
    const parsed = parseFxTable(await res.json());
    if (!parsed.ok) throw new Error(`The exchange rates are not a valid table: ${parsed.problems.join('; ')}`);
    return parsed.table;
  },
  staleTime: Infinity,
  // Our own server's file: a failure is not worth a wait before the page draws (the shipped table stands in).
  retry: false,
});

/**
 * Whether the currency a page opens in converts through the rate table (the URL's choice, else the
 * remembered one): AED is the data's own and USD its fixed peg, so only the others wait for the
 * server's table before figures are drawn.
 */
export function convertsByTable(search: DisplaySearch): boolean {
  const currency = search.cur ?? rememberedDisplay().currency;
  return currency !== 'AED' && currency !== 'USD';
}

/**
 * The display in use, worked out once for the page by its layout (`usePageDisplay`) and read from
 * here by every figure under it. Each figure once worked it out itself: a search's 25 cards then
 * made 50 subscriptions to the router and 50 query observers, all set up in the one task after the
 * app's first draw (100-180 ms on a slow phone, 4x).
 */
export const DisplayContext = createContext<Display | null>(null);

let unprovided: Display | undefined;

/** The display where no layout provides one: the remembered choice and the shipped rates (one object while the choice stays). */
function unprovidedDisplay(): Display {
  const saved = rememberedDisplay();
  if (unprovided?.unit !== saved.unit || unprovided.currency !== saved.currency) unprovided = { ...saved, rates: SHIPPED_FX_TABLE };
  return unprovided;
}

/**
 * The display in use (`DisplayContext`). Outside a layout that provides it (a part drawn on its
 * own), the remembered choice and the shipped rates.
 */
export function useDisplay(): Display {
  const provided = useContext(DisplayContext);
  return provided ?? unprovidedDisplay();
}

/**
 * The page's display, for its layout to provide: the URL's choice, else the remembered one; the
 * shipped rates until the server's arrive (or if they cannot).
 */
export function usePageDisplay(): Display {
  // The same object while the unit and currency stay: each router update (a page of results
  // loading) would otherwise draw again every component that formats a figure.
  const search = useSearch({ strict: false, select: (s: DisplaySearch) => ({ unit: s.unit, cur: s.cur }), structuralSharing: true });
  const saved = rememberedDisplay();
  const unit = search.unit ?? saved.unit;
  const currency = search.cur ?? saved.currency;
  // In AED or USD no figure reads the table: the server's arriving then changes nothing drawn, and
  // must not draw every price on the page again (a page of cards is a long task on a phone).
  const byTable = convertsByTable({ cur: currency });
  // Nor is it asked for there (the currency picker asks for it as it is reached: useLoadRates).
  const rates = useQuery({ ...fxRatesQuery, enabled: byTable, select: (table) => (byTable ? table : undefined) }).data ?? SHIPPED_FX_TABLE;
  // One object while nothing changes, so memoised conversions (charts) are not redone each render.
  return useMemo(() => ({ unit, currency, rates }), [unit, currency, rates]);
}

/**
 * The server's rate table, once per page: undefined if it cannot be read (the page that needs it
 * falls back to the shipped one).
 */
export function loadRates(client: QueryClient): Promise<FxTable | undefined> {
  return client.query({ ...fxRatesQuery, staleTime: 'static' }).catch(() => undefined);
}

/**
 * Load the rate table ahead of a change of currency (the picker calls it as it is pointed at or
 * focused): the new currency's figures are then drawn without waiting for it.
 */
export function useLoadRates(): () => void {
  const client = useQueryClient();
  return useCallback(() => void loadRates(client), [client]);
}

/** Change the unit or currency: into the URL (kept from page to page) and remembered for next time. */
export function useSetDisplay(): (choice: Partial<{ unit: AreaUnit; currency: Currency }>) => void {
  const navigate = useNavigate();
  const current = useDisplay();
  return useCallback(
    (choice) => {
      const next = { unit: choice.unit ?? current.unit, currency: choice.currency ?? current.currency };
      remember(next);
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, ...displaySearch({ unit: next.unit, cur: next.currency }) }),
        replace: true,
        resetScroll: false,
      });
    },
    [navigate, current.unit, current.currency],
  );
}

/**
 * On a page opened without a choice in its URL, put the remembered one there (replacing the
 * history entry), so a link copied from the address bar shows what this person sees.
 */
export function useRememberedDisplayInUrl(): void {
  const navigate = useNavigate();
  const inUrl = useSearch({ strict: false, select: (s: DisplaySearch) => s.unit !== undefined || s.cur !== undefined });
  useEffect(() => {
    if (inUrl) return;
    const saved = rememberedDisplay();
    const search = displaySearch({ unit: saved.unit, cur: saved.currency });
    if (search.unit === undefined && search.cur === undefined) return;
    void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...search }), replace: true, resetScroll: false });
  }, [inUrl, navigate]);
}

/** The rate table's date: as the table writes it in English ("2026-11-01"), else in the language being read ("1 نوفمبر 2026"). */
export function ratesDate(d: Pick<Display, 'rates'>): string {
  return readingLanguage() === 'en' ? d.rates.date : formatDate(d.rates.date);
}

/** Where the display currency's rate comes from, in a sentence, in the language being read. */
export function rateNote(d: Display): string {
  const { t } = readingI18n();
  const unit = unitLabel(d);
  if (d.currency === 'AED') return t('shell.rateNote.aed', { unit });
  if (d.currency === 'USD') return t('shell.rateNote.usd', { peg: formatDecimal(AED_PER_USD, 4), unit });
  return t('shell.rateNote.table', { currency: d.currency, date: ratesDate(d), unit });
}
