// First: the Trusted Types default policy and zod's mode must be set before any library loads.
import '@/lib/content-security-policy';
import '@/app/styles/bootstrap-first-load.scss';
import '@/app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDemoBackendIfDemo } from '@/app/demo-backend';
import { preloadFirstScreen } from '@/app/preload-first-screen';
import { AppProvider } from '@/app/provider';
import { holdRequestsUntil } from '@/lib/backend-ready';
import { env } from '@/lib/env';

document.title = env.productName;
// The backend's download first: its code is on the critical path, the screens' code queues behind it. The app
// renders meanwhile; its requests wait for the backend (lib/backend-ready.ts), so the shell, the session's
// loader and the screen's code run while the backend starts rather than after it.
holdRequestsUntil(startDemoBackendIfDemo({ latencyMs: env.demoLatencyMs }));
preloadFirstScreen(window.location.pathname);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider />
  </StrictMode>,
);
