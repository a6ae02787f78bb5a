/**
 * Build-time configuration, read once so a bad value fails loudly at start-up. Read by hand rather
 * than with zod: this module runs before the sign-in page, whose whole first load must stay under
 * 150 KB, and zod alone weighs 20 KB of it (docs/decisions/platform.md).
 */
type RawEnv = Record<string, string | boolean | undefined>;

function text(raw: RawEnv, name: string, fallback: string): string {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`${name} must be a string.`);
  return value;
}

function flag(raw: RawEnv, name: string): boolean {
  const value = text(raw, name, 'false');
  if (value !== 'true' && value !== 'false') throw new Error(`${name} must be "true" or "false", not "${value}".`);
  return value === 'true';
}

function wholeNumber(raw: RawEnv, name: string, fallback: number): number {
  const value = text(raw, name, String(fallback));
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of 0 or more, not "${value}".`);
  return Number(value);
}

/** Parses the VITE_* variables documented in .env.example. Exported for its tests. */
export function readEnv(raw: RawEnv) {
  return {
    apiUrl: text(raw, 'VITE_API_URL', '/api').replace(/\/$/, ''),
    isDemo: flag(raw, 'VITE_DEMO'),
    demoLatencyMs: wholeNumber(raw, 'VITE_DEMO_LATENCY_MS', 0),
    adminPortalUrl: text(raw, 'VITE_ADMIN_PORTAL_URL', 'https://admin.school.example'),
    chineseServiceUrl: text(raw, 'VITE_CHINESE_SERVICE_URL', 'https://chinese.school.example'),
    readingServiceUrl: text(raw, 'VITE_READING_SERVICE_URL', 'https://reading.school.example'),
    defaultPassword: text(raw, 'VITE_DEFAULT_PASSWORD', 'Welcome@2026'),
    productName: text(raw, 'VITE_PRODUCT_NAME', 'School Portal'),
    version: __APP_VERSION__,
  } as const;
}

export const env = readEnv(import.meta.env);
