import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import packageJson from './package.json' with { type: 'json' };
import { CHUNK_GROUPS } from './scripts/chunk-groups.ts';
import { contentSecurityPolicy, securityHeaders } from './scripts/content-security-policy.ts';

/** Component and hook tests: jsdom, Testing Library and the demo backend. */
const DOM_TESTS = ['src/**/*.test.tsx', 'tests/**/*.test.tsx'];
/** The comment a component test starts a line with when it must see the portal's modules freshly loaded. */
const FRESH_MODULES_MARK = '// Runs with fresh modules:';

/**
 * Component tests that replace a module with `vi.mock`, or that say they need modules nobody loaded before
 * (`FRESH_MODULES_MARK`, e.g. a lazy screen seen while it loads), run in a worker of their own: the other
 * component tests share one worker's modules and jsdom (tests/shared-jsdom-environment.ts), where a mocked
 * module would leak into the files after, and a lazy module is already loaded. Found by reading the files,
 * so nobody keeps the list.
 */
function domTestsNeedingFreshModules(): string[] {
  return ['src', 'tests'].flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .map((path) => `${root}/${path}`)
      .filter((path) => {
        if (!path.endsWith('.test.tsx')) return false;
        const text = readFileSync(path, 'utf8');
        return text.includes('vi.mock(') || text.includes(FRESH_MODULES_MARK);
      }),
  );
}

/**
 * What a build's copy of the demo seed is keyed by (src/mocks/persistence.ts): a hash of every source file the
 * seed could be built from, so a build whose seed code changed never reads an older build's copy.
 */
function demoSeedBuild(): string {
  const hash = createHash('sha256');
  for (const path of readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .sort()) {
    hash.update(path).update(readFileSync(`src/${path}`));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The demo backend's own tests and the contract's: Node with the demo backend, no DOM. */
const DEMO_BACKEND_TESTS = ['src/mocks/**/*.test.ts', 'tests/contract/**/*.test.ts'];
/** Every other test (pure rules, tooling): plain Node, neither DOM nor demo backend. */
const NODE_TESTS = ['src/**/*.test.ts', 'tests/**/*.test.ts'];

/**
 * Demo builds start the embedded backend before anything else can load; its code is imported
 * dynamically (builds for a real backend never ship it), so the browser would only ask for it once
 * the entry has run. A modulepreload link lets it download alongside the entry instead.
 */
function preloadDemoBackend(): Plugin {
  let isDemo = false;
  let base = '/';
  return {
    name: 'preload-demo-backend',
    apply: 'build',
    configResolved(config) {
      isDemo = config.env.VITE_DEMO === 'true';
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!isDemo || !bundle) return [];
        const backend = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith('/src/mocks/browser.ts')),
        );
        if (!backend) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${backend.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}

/**
 * Builds carry the Content-Security-Policy in a `<meta>`, first in <head> so that it covers every script and
 * stylesheet after it: a school whose server sends no header still gets the policy (all but frame-ancestors,
 * which only a header can carry). The dev server goes without: React's fast refresh needs an inline script.
 */
function contentSecurityPolicyMeta(apiUrl: string): Plugin {
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy({ apiUrl, delivery: 'meta' }),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // The same reading of VITE_API_URL as src/lib/env.ts: its origin joins connect-src when it is another server.
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || '/api';
  return {
    plugins: [react(), preloadDemoBackend(), contentSecurityPolicyMeta(apiUrl)],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: {
      __APP_VERSION__: JSON.stringify(packageJson.version),
      // None on the dev server, where the seed changes as it is edited: the demo keeps no copy of it there.
      __DEMO_SEED_BUILD__: JSON.stringify(command === 'build' ? demoSeedBuild() : ''),
    },
    css: {
      preprocessorOptions: {
        // Bootstrap 5.3's Sass still uses @import and the global colour functions; its own deprecations are not ours to fix.
        scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
      },
    },
    optimizeDeps: {
      // The dependency scanner follows the app's imports from index.html but not a worker started with
      // `new URL('./x.worker.ts', import.meta.url)`: the PDF worker's libraries (@react-pdf/renderer,
      // pdf-lib) were found only on the first PDF, and the re-bundle reloaded the page mid-job. Scanning
      // the workers too pre-bundles them at start-up, and any library a worker gains later with them.
      entries: ['index.html', 'src/**/*.worker.ts'],
    },
    server: { port: 5173, strictPort: true },
    // The headers a school's web server sends (README, "Pointing it at a real backend").
    preview: { port: 4173, strictPort: true, headers: securityHeaders({ apiUrl }) },
    build: {
      sourcemap: false,
      chunkSizeWarningLimit: 900,
      // Vite's default modulePreload is kept: a lazy screen's import lists every chunk it needs, so the browser
      // fetches them together instead of finding each level's imports only once the level above arrived. With
      // the chunks grouped by layer (scripts/chunk-groups.ts) the table names about 70 files, not the ~220
      // that once made it too heavy for the sign-in page.
      rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    },
    test: {
      globals: false,
      css: false,
      testTimeout: 15000,
      pool: 'threads',
      // Vitest's default (cores - 1) is one worker on CI's 2 cores, leaving a core idle while jsdom files
      // run one by one: two workers took the clean-clone unit run from 400 s to 302 s, all tests passing.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      env: { VITE_DEMO: 'true', VITE_DEMO_LATENCY_MS: '0' },
      // A test file's name and folder say where it runs (docs/architecture.md, "Tests"): a new file lands
      // in its project by these globs, nobody keeps a list.
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: './tests/shared-jsdom-environment.ts',
            // Importing React, the router and the demo backend again for every file cost about half of the DOM
            // tests' time; the files of one worker share them, and each test resets what it changed.
            isolate: false,
            include: DOM_TESTS,
            exclude: [...configDefaults.exclude, ...domTestsNeedingFreshModules()],
            setupFiles: ['./tests/setup-demo-backend.ts', './tests/setup-dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: domTestsNeedingFreshModules(),
            setupFiles: ['./tests/setup-demo-backend.ts', './tests/setup-dom.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'demo-backend',
            environment: 'node',
            include: DEMO_BACKEND_TESTS,
            setupFiles: ['./tests/setup-demo-backend.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'rules',
            environment: 'node',
            // Pure rules keep no state between files (no module mocks, no globals), so a worker reuses the
            // modules it has loaded instead of importing zod, the schemas and the rules again for every file.
            isolate: false,
            include: NODE_TESTS,
            exclude: [...configDefaults.exclude, ...DEMO_BACKEND_TESTS],
          },
        },
      ],
    },
  };
});
