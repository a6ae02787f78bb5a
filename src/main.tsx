import '@/app/styles/bootstrap-first-load.scss';
import '@/app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider';
import { env } from '@/lib/env';

/** In demo builds the embedded backend must answer before the first request; other builds never load it. */
async function startDemoBackendIfDemo(): Promise<void> {
  if (import.meta.env.VITE_DEMO !== 'true') return;
  const { startDemoBackend } = await import('@/mocks/browser');
  await startDemoBackend({ latencyMs: env.demoLatencyMs });
}

document.title = env.productName;
void startDemoBackendIfDemo().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
});
