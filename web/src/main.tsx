import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { hydrateServerState } from './api/server-state.ts';
import { App } from './app.tsx';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A public page comes rendered by the server with the data it showed: hydrate it. Every other page is the shell.
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
if (hydrateServerState(queryClient, document)) hydrateRoot(root, app);
else createRoot(root).render(app);
