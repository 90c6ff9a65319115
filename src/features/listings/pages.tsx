/**
 * The four listing search pages, each the generic page with its endpoint's configuration (the
 * fifth, new projects, is project-search-page.tsx, with its own cards).
 */
import { SearchPage } from './SearchPage.tsx';
import { SEARCH_PAGES } from './search-pages.ts';

export const BuySearchPage = () => <SearchPage config={SEARCH_PAGES['search-buy']} />;
export const RentSearchPage = () => <SearchPage config={SEARCH_PAGES['search-rent']} />;
export const CommercialBuySearchPage = () => <SearchPage config={SEARCH_PAGES['search-commercial-buy']} />;
export const CommercialRentSearchPage = () => <SearchPage config={SEARCH_PAGES['search-commercial-rent']} />;
