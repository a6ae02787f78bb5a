import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('falls back to same-origin /api and the documented defaults', () => {
    const env = readEnv({});
    expect(env.apiUrl).toBe('/api');
    expect(env.isDemo).toBe(false);
    expect(env.demoLatencyMs).toBe(0);
    expect(env.defaultPassword).toBe('Welcome@2026');
    expect(env.productName).toBe('School Portal');
  });

  it('reads the given values and drops a trailing slash from the API URL', () => {
    const env = readEnv({ VITE_API_URL: 'https://api.school.example/api/', VITE_DEMO: 'true', VITE_DEMO_LATENCY_MS: '300' });
    expect(env).toMatchObject({ apiUrl: 'https://api.school.example/api', isDemo: true, demoLatencyMs: 300 });
  });

  it('fails loudly on a malformed flag or number', () => {
    expect(() => readEnv({ VITE_DEMO: 'yes' })).toThrow('VITE_DEMO must be "true" or "false", not "yes".');
    expect(() => readEnv({ VITE_DEMO_LATENCY_MS: '-5' })).toThrow('VITE_DEMO_LATENCY_MS must be a whole number');
  });
});
