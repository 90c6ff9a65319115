/** The five listing search pages, each the generic page with its endpoint's configuration. */
import { SearchPage } from './SearchPage.tsx';
import { SEARCH_PAGES } from './search-pages.ts';

export const BuySearchPage = () => <SearchPage config={SEARCH_PAGES['search-buy']} />;
export const RentSearchPage = () => <SearchPage config={SEARCH_PAGES['search-rent']} />;
export const CommercialBuySearchPage = () => <SearchPage config={SEARCH_PAGES['search-commercial-buy']} />;
export const CommercialRentSearchPage = () => <SearchPage config={SEARCH_PAGES['search-commercial-rent']} />;
export const NewProjectsSearchPage = () => <SearchPage config={SEARCH_PAGES['search-new-projects']} />;
