import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((value) => value === 'true');

const EnvSchema = z.object({
  VITE_API_URL: z.string().optional().transform((value) => (value ? value.replace(/\/$/, '') : '/api')),
  VITE_DEMO: booleanString,
  VITE_DEMO_LATENCY_MS: z.coerce.number().int().min(0).optional().default(0),
  VITE_ADMIN_PORTAL_URL: z.string().optional().default('https://admin.school.example'),
  VITE_CHINESE_SERVICE_URL: z.string().optional().default('https://chinese.school.example'),
  VITE_READING_SERVICE_URL: z.string().optional().default('https://reading.school.example'),
  VITE_DEFAULT_PASSWORD: z.string().optional().default('Welcome@2026'),
  VITE_PRODUCT_NAME: z.string().optional().default('School Portal'),
});

const parsed = EnvSchema.parse(import.meta.env);

/** Build-time configuration, parsed once so a bad value fails loudly at start-up. */
export const env = {
  apiUrl: parsed.VITE_API_URL,
  isDemo: parsed.VITE_DEMO,
  demoLatencyMs: parsed.VITE_DEMO_LATENCY_MS,
  adminPortalUrl: parsed.VITE_ADMIN_PORTAL_URL,
  chineseServiceUrl: parsed.VITE_CHINESE_SERVICE_URL,
  readingServiceUrl: parsed.VITE_READING_SERVICE_URL,
  defaultPassword: parsed.VITE_DEFAULT_PASSWORD,
  productName: parsed.VITE_PRODUCT_NAME,
  version: __APP_VERSION__,
} as const;
