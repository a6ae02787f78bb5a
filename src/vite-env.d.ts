/// <reference types="vite/client" />

declare const __APP_VERSION__: string;
/** The build's key for its copy of the demo seed (vite.config.ts); empty on the dev server. */
declare const __DEMO_SEED_BUILD__: string;

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_DEMO?: string;
  readonly VITE_DEMO_LATENCY_MS?: string;
  readonly VITE_ADMIN_PORTAL_URL?: string;
  readonly VITE_CHINESE_SERVICE_URL?: string;
  readonly VITE_READING_SERVICE_URL?: string;
  readonly VITE_DEFAULT_PASSWORD?: string;
  readonly VITE_PRODUCT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
