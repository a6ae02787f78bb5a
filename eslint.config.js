import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Folders every area shares: they never import a feature, the app or the demo backend. */
const SHARED_FOLDERS = ['entities', 'components', 'lib', 'config'];
/** Tests drive the demo backend (MSW) by design, wherever they sit. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}'];
/**
 * Tests that run in plain Node (vite.config.ts, project "rules"): every `*.test.ts` outside the demo
 * backend and the contract. They get neither a DOM nor the demo backend, so they may not import either.
 */
const NODE_TESTS = { files: ['src/**/*.test.ts', 'tests/**/*.test.ts'], ignores: ['src/mocks/**', 'tests/contract/**'] };
/** The one file through which the app (and main.tsx) reaches the demo backend. */
export const DEMO_BRIDGE = 'src/app/demo-backend.ts';

/** The feature folders present under `<root>/src/features`: a new feature is protected the day it exists. */
function featuresUnder(root) {
  try {
    return readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The import boundaries of house style §1, as `import-x/no-restricted-paths` zones. */
function boundaryZones(root, { mayReachMocks, isBridge }) {
  const zones = featuresUnder(root).map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in src/app, or move what both need to a shared folder.',
  }));
  zones.push({
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app: declare routes in the feature’s routes.ts, the app reads them.',
  });
  zones.push(
    ...SHARED_FOLDERS.map((folder) => ({
      target: `./src/${folder}`,
      from: ['./src/features', './src/app'],
      message: 'Shared folders never import a feature or the app.',
    })),
  );
  zones.push({
    target: './src/mocks',
    from: ['./src/features', './src/app'],
    message: 'The demo backend is a backend: it never imports a feature or the app.',
  });
  if (!mayReachMocks) {
    zones.push({
      target: ['./src/features', ...SHARED_FOLDERS.map((folder) => `./src/${folder}`)],
      from: './src/mocks',
      message: `Only ${DEMO_BRIDGE} reaches the demo backend; features get what they need from the app (a prop or a registration).`,
    });
    if (!isBridge) {
      zones.push({
        target: ['./src/app', './src/main.tsx'],
        from: './src/mocks',
        message: `The app reaches the demo backend only through ${DEMO_BRIDGE}.`,
      });
    }
  }
  return zones;
}

/**
 * The boundary and cycle rules for the project at `root`, exported so that tests/lint can prove them
 * on fixture files with the very same configuration.
 */
export function boundaryConfig(root, tsconfigs = ['./tsconfig.app.json', './tsconfig.node.json']) {
  const rule = (options) => ({
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root, options) }],
  });
  return [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        // Without these, import-x reads no .ts dependency and no-cycle never finds a loop.
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project: tsconfigs.map((tsconfig) => path.resolve(root, tsconfig)),
            noWarnOnMultipleProjects: true,
          }),
        ],
      },
      rules: {
        // Lazy route modules import the route table that lazily imports them: a loop only through
        // import() is safe, since the module runs after both are initialised.
        'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
        ...rule({ mayReachMocks: false, isBridge: false }),
      },
    },
    {
      files: [DEMO_BRIDGE],
      rules: rule({ mayReachMocks: false, isBridge: true }),
    },
    {
      files: TEST_FILES,
      rules: rule({ mayReachMocks: true, isBridge: false }),
    },
  ];
}

/**
 * A plain Node test that needed the DOM or the demo backend would fail far from its cause (no document,
 * a request nobody answers); this names the cause and the fix. Exported so tests/lint can prove it.
 */
export function testPlacementConfig() {
  const message =
    'This *.test.ts runs in plain Node, without a DOM or the demo backend: a test that renders, uses the browser or sends requests is a *.test.tsx; a test of the demo backend lives in src/mocks/ or tests/contract/ (docs/architecture.md, "Tests").';
  return [
    {
      ...NODE_TESTS,
      languageOptions: { parser: tseslint.parser },
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: ['msw', 'msw/node', '@/mocks/node', '@/mocks/test-client'].map((name) => ({ name, message })),
            patterns: [{ group: ['@testing-library/*'], message }],
          },
        ],
      },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  ...boundaryConfig(import.meta.dirname),
  ...testPlacementConfig(),
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
