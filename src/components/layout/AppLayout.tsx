import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { useKnownName } from '../../lib/names.ts';
import { pageTitle } from './page-title.ts';
import { followHeader } from './header-space.ts';
import { NavList } from './NavList.tsx';
import { DisplayControls } from './DisplayControls.tsx';
import { DisplayContext, rateNote, usePageDisplay } from '../../lib/display.ts';
import { useTranslation } from '../../lib/i18n/react.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { DigitsSwitch } from '../DigitsSwitch.tsx';
import { LinkNotice, UnknownPlaceNotice } from '../LinkNotice.tsx';

/**
 * The compare tray, shown only while listings are picked to compare, which the saved items' store
 * (IndexedDB) says after the first paint anyway: the tray, the store and its model are a chunk of
 * their own, asked for once the app has drawn, not the first route's. Never on the server (the
 * picks are the reader's browser's), so its first view has no part left for the browser.
 */
function CompareTrayLater() {
  const [Tray, setTray] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    // Should the chunk not come (the network dropped), the page goes on without the tray.
    import('../saved/CompareTray.tsx').then(
      (m) => live && setTray(() => m.CompareTray),
      () => undefined,
    );
    return () => void (live = false);
  }, []);
  return Tray && <Tray />;
}

export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Escape closes the open menu and gives focus back to its button, as a disclosure should.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  // What the sticky header covers: the page scrolls to, and focuses, below it.
  const header = useRef<HTMLElement>(null);
  useLayoutEffect(() => followHeader(header.current!), []);
  // Worked out once here for every figure on the page (display.ts says why).
  const display = usePageDisplay();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const loading = useRouterState({ select: (s) => s.status === 'pending' });
  // The page's name, and what it is about by the data's names (a link carries ids only).
  const page = useRouterState({
    select: (s) => {
      const match = s.matches[s.matches.length - 1];
      const search: Record<string, unknown> = match?.search ?? {};
      const params: Record<string, string | undefined> = match?.params ?? {};
      return {
        title: match?.staticData.title,
        locationId: typeof search.location_id === 'string' ? search.location_id : undefined,
        agentId: params.agentId,
        brokerId: params.brokerId,
      };
    },
    structuralSharing: true,
  });
  const placeName = useKnownName('location', page.locationId);
  const place = placeName.known?.name;
  const agent = useKnownName('agent', page.agentId).known?.name;
  const broker = useKnownName('broker', page.brokerId).known?.name;
  const title = pageTitle(page.title, { place, who: agent ?? broker });
  useEffect(() => {
    document.title = title;
  }, [title]);

  // A new page (not a new filter on the same page) takes keyboard and screen-reader focus to its
  // content, as a page load would; the first page keeps the browser's own start.
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <DisplayContext value={display}>
      <div className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only-focusable absolute inset-s-2 top-2 z-[2000] rounded bg-white px-3 py-2 shadow">
          {t('shell.layout.skipToContent')}
        </a>
        <header ref={header} className="sticky top-0 z-[1000] border-b border-slate-200 bg-white/95 backdrop-blur">
          {/* The ten parts fit in one row from 1280 px; narrower, they fold into the menu, so the
              header never pushes its switches off the screen. On the narrowest phones (320 px) the
              switches wrap to a second row rather than leave the screen. */}
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-2 px-3 py-3 min-[400px]:px-4 sm:gap-4 xl:gap-2">
            <Link to="/" className="flex shrink-0 items-center gap-2 font-semibold text-brand-700" aria-label={t('shell.layout.home')}>
              {/* A PNG of the favicon's drawing (public/logo.png): an SVG image is drawn in a document of
                  its own on the page's main thread, on every page's first paint. */}
              <img src="/logo.png" alt="" className="h-7 w-7" />
              {/* On a phone the logo alone (named by its label) leaves room for the pickers. */}
              <span className="hidden text-lg min-[400px]:inline">{t('shell.layout.brand')}</span>
            </Link>
            <button
              type="button"
              ref={menuButton}
              className="ms-auto shrink-0 rounded border border-slate-300 px-2 py-1.5 text-sm min-[400px]:px-3 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls="main-nav"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {/* Below 400 px three bars, named by the word (Arabic's switches take the room: 360 px
                  phones are common); the word itself from 400 px. */}
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="h-5 w-5 min-[400px]:hidden"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M3 5h14M3 10h14M3 15h14" strokeLinecap="round" />
              </svg>
              <span className="sr-only min-[400px]:not-sr-only">{t('shell.layout.menu')}</span>
            </button>
            <nav
              id="main-nav"
              aria-label={t('shell.layout.mainNav')}
              className={`${menuOpen ? 'block' : 'hidden'} absolute inset-s-0 inset-e-0 top-full z-10 border-b border-slate-200 bg-white shadow-lg xl:static xl:block xl:border-0 xl:bg-transparent xl:shadow-none`}
            >
              <NavList
                pathname={pathname}
                listClassName="flex flex-col gap-1 p-2 xl:flex-row xl:p-0"
                linkClassName={(current) =>
                  `block whitespace-nowrap rounded px-3 py-2 text-sm font-medium xl:px-2 ${current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
                }
                onNavigate={() => setMenuOpen(false)}
              />
            </nav>
            {/* Units, currency, language and digits: beside the menu button on a phone (390 px wide) and a
                tablet, at the end of the header beside the navigation from 1280 px. */}
            <div className="flex items-center gap-1 min-[400px]:gap-1.5 sm:gap-2 xl:ms-auto">
              <DisplayControls />
              <div role="group" aria-label={t('shell.layout.reading')} className="flex items-center gap-1 min-[400px]:gap-1.5 sm:gap-2">
                <LanguageSwitch />
                <DigitsSwitch />
              </div>
            </div>
          </div>
          <div
            aria-hidden="true"
            className={`h-0.5 bg-brand-600 transition-opacity ${loading ? 'opacity-100 animate-pulse' : 'opacity-0'}`}
          />
        </header>
        {/* The open menu dims the page under the header; a click there closes it, as Escape does. */}
        {menuOpen && (
          <div
            aria-hidden="true"
            data-testid="menu-backdrop"
            className="fixed inset-0 z-[999] bg-slate-900/40 xl:hidden"
            onClick={() => setMenuOpen(false)}
          />
        )}
        {/* At least a screen tall: the footer starts below the fold, so a page growing as its data
            arrives never pushes a visible footer down (a layout shift). */}
        <main
          id="main"
          ref={main}
          tabIndex={-1}
          className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-3 py-6 min-[400px]:px-4"
          data-path={pathname}
        >
          <LinkNotice />
          {placeName.unknown && page.locationId && <UnknownPlaceNotice id={page.locationId} />}
          <Outlet />
        </main>
        <CompareTrayLater />
        <footer className="border-t border-slate-200 bg-white px-4 py-4 text-center text-xs text-slate-500">
          {rateNote(display)} {t('shell.layout.footer')}
        </footer>
      </div>
    </DisplayContext>
  );
}
