import { createFileRoute } from '@tanstack/react-router';
import { endpointRouteOptions } from '../lib/route-options.ts';
import { DevelopersPage } from '../features/directory/DevelopersPage.tsx';

const searchAndLoader = endpointRouteOptions('real-estate-developer');

export const Route = createFileRoute('/developers')({
  staticData: { title: 'developers' },
  ...searchAndLoader,
  component: DevelopersPage,
});
