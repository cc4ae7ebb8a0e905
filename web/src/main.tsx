import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { hydrateServerState } from './api/server-state.ts';
import { App } from './app.tsx';
import { preloadRoutePages } from './lib/route-pages.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A public page comes rendered by the server with the data it showed and the route pages it rendered (preloaded by the
// page's head): load those, then hydrate in a transition, which yields to the browser instead of blocking it in one
// long task (a tap meanwhile makes React hydrate what was tapped at once). A page whose code cannot load hydrates
// anyway: the route's loading and error states take over, as on any navigation. Every other page is the shell.
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
const pages = hydrateServerState(queryClient, document);
if (pages) {
  void preloadRoutePages(pages)
    .catch(() => {})
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else createRoot(root).render(app);
