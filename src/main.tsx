import '@/app/styles/bootstrap-first-load.scss';
import '@/app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDemoBackendIfDemo } from '@/app/demo-backend';
import { preloadFirstScreen } from '@/app/preload-first-screen';
import { AppProvider } from '@/app/provider';
import { env } from '@/lib/env';

document.title = env.productName;
preloadFirstScreen(window.location.pathname);
void startDemoBackendIfDemo({ latencyMs: env.demoLatencyMs }).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
});
