import { createFileRoute } from '@tanstack/react-router';
import { DEVELOPER_LOCATIONS } from '../contract/index.ts';
import { choiceSearch, definedOnly, lenientSearch } from '../lib/url-search.ts';
import { DeveloperPage } from '../features/directory/DeveloperPage.tsx';

/** `?location=` names the emirate whose list the link came from: it is read first. */
const validateSearch = lenientSearch((raw: Record<string, unknown>) =>
  definedOnly({ location: choiceSearch(raw.location, DEVELOPER_LOCATIONS) }),
);

export const Route = createFileRoute('/developers_/$developerId')({
  staticData: { title: 'developer' },
  validateSearch,
  component: DeveloperPage,
});
