import { createFileRoute } from '@tanstack/react-router';
import { lenientSearch } from '../lib/url-search.ts';
import { compareSearch } from '../features/market/areas/areas-search.ts';
import { CompareAreasPage } from '../features/market/areas/CompareAreasPage.tsx';

export const Route = createFileRoute('/market/compare')({
  staticData: { title: 'compareAreas' },
  validateSearch: lenientSearch(compareSearch),
  component: CompareAreasPage,
});
