import type { DemoAccount } from '@/features/auth/demo-accounts-source';
import { holdRequestsUntil } from '@/lib/backend-ready';

/**
 * The one door from the app to the embedded demo backend (house style §1): features and the rest of
 * the app never import `src/mocks`. Builds for a real backend never load the demo backend's code.
 */
const isDemoBuild = import.meta.env.VITE_DEMO === 'true';

/** In demo builds the embedded backend must answer before the first request. */
export async function startDemoBackendIfDemo(options: { latencyMs: number }): Promise<void> {
  if (!isDemoBuild) return;
  const { startDemoBackend } = await import('@/mocks/browser');
  await startDemoBackend({ ...options, onRestart: holdRequestsUntil });
}

/** Puts every demo record back as seeded (the profile menu's "Reset demo data"). */
export async function resetDemoData(): Promise<void> {
  if (!isDemoBuild) return;
  const { resetDemoData: reset } = await import('@/mocks/browser');
  await reset();
}

/** The demo sign-ins the login page lists; none outside demo builds, so a school's build never ships them. */
export async function loadDemoAccounts(): Promise<readonly DemoAccount[]> {
  if (!isDemoBuild) return [];
  const { DEMO_ACCOUNTS } = await import('@/mocks/demo-accounts');
  return DEMO_ACCOUNTS;
}

export { isDemoBuild };
