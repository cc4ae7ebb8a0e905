import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { hydrateServerState } from './api/server-state.ts';
import { App } from './app.tsx';
import { startI18n } from './lib/i18n-browser.ts';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// A public page comes rendered by the server with the data it showed: hydrate it. Every other page is the shell.
const queryClient = createQueryClient();
const i18n = await startI18n();
const app = (
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} />
  </StrictMode>
);
if (hydrateServerState(queryClient, document)) hydrateRoot(root, app);
else createRoot(root).render(app);
// The installable app (service worker, install prompt, update rule): after the page has loaded, never in its way.
// (The page may have loaded while the messages above were awaited.)
const startInstallableApp = () => void import('./pwa/register.ts');
if (document.readyState === 'complete') startInstallableApp();
else addEventListener('load', startInstallableApp, { once: true });
