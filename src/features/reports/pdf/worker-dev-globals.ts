// Dev server only: the React Fast Refresh runtime that Vite injects into every .tsx module writes to
// `window` when it loads, and a worker has no `window`. The production build has no such runtime.
if (import.meta.env.DEV && typeof window === 'undefined') Object.assign(globalThis, { window: globalThis });
