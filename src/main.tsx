// First: schemas built by the modules below read Zod's settings (no eval under our CSP).
import './zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router.tsx';
import { initI18n } from './lib/i18n/app.ts';
import { useReadingKey } from './lib/i18n/react.ts';
import './styles.css';

// The language (a link's ?lang=, else the one remembered, else English) and, for Arabic, its
// resources are settled before the first paint: no page shows in one language or direction and
// then flips. English needs nothing loaded.
await initI18n();

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
const router = createAppRouter(queryClient);

/**
 * The pages, drawn again from scratch when the language or the digits change: every text and
 * figure follows, including those formatted outside components (chart ticks, CSV headers). The
 * router's state (address, data) is kept; a switch is rare, and a portal reloads on it anyway.
 */
function Pages() {
  return <RouterProvider key={useReadingKey()} router={router} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Pages />
    </QueryClientProvider>
  </StrictMode>,
);
