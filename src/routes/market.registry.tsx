import { createFileRoute } from '@tanstack/react-router';
import { endpointRouteOptions } from '../lib/route-options.ts';
import { RegistryPage } from '../features/market/registry/RegistryPage.tsx';

const searchAndLoader = endpointRouteOptions('get-registry-transactions');

export const Route = createFileRoute('/market/registry')({
  staticData: { title: 'registry' },
  ...searchAndLoader,
  component: RegistryPage,
});
