import { createFileRoute } from '@tanstack/react-router';
import { SavedPage } from '../features/saved/SavedPage.tsx';

export const Route = createFileRoute('/saved')({
  staticData: { title: 'saved' },
  component: SavedPage,
});
