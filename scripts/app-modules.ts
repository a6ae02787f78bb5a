/**
 * App modules for Node scripts, loaded through Vite's SSR module loader with the project's own config: they
 * use `@/` imports, Vite defines and import.meta.glob (the demo backend's domains and the endpoint
 * definitions join by it), which plain tsx cannot run. Close the loader when done; a server keeps it open.
 */
import { createServer, type ViteDevServer } from 'vite';

export function openAppModules(): Promise<ViteDevServer> {
  return createServer({ server: { middlewareMode: true, hmr: false, ws: false, watch: null }, appType: 'custom', logLevel: 'error' });
}
