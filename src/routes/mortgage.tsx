import { createFileRoute } from '@tanstack/react-router';
import { lenientSearch } from '../lib/url-search.ts';
import { mortgageSearch } from '../lib/mortgage-form.ts';
import { MortgagePage } from '../features/mortgage/MortgagePage.tsx';

export const Route = createFileRoute('/mortgage')({
  staticData: { title: 'mortgage' },
  validateSearch: lenientSearch(mortgageSearch),
  component: MortgagePage,
});
