import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The top-level folders of `src/` and what each may import (house style §1), as an allow-list: an import of a
 * folder not listed for the importer fails, and so does any import of, or from, a folder not listed here at all.
 * `domain/` is the school's kernel (rules and wire bodies) that the portal and the demo backend share: it depends
 * on nothing of the portal but `config/`. Features are handled one by one (a feature may import only itself).
 */
const SHARED_FOLDERS = ['entities', 'components', 'lib'];
const MAY_IMPORT = {
  domain: ['domain', 'config'],
  config: ['config'],
  ...Object.fromEntries(SHARED_FOLDERS.map((folder) => [folder, [...SHARED_FOLDERS, 'domain', 'config']])),
  mocks: ['mocks', ...SHARED_FOLDERS, 'domain', 'config'],
  app: ['app', 'features', ...SHARED_FOLDERS, 'domain', 'config'],
};
const FEATURE_MAY_IMPORT = [...SHARED_FOLDERS, 'domain', 'config'];
const KNOWN_FOLDERS = [...Object.keys(MAY_IMPORT), 'features'];
/** Files at the root of `src/`: the bootstrap may import what the app may. */
const ROOT_FILES = { 'main.tsx': MAY_IMPORT.app };
/** Tests drive the demo backend (MSW) by design, wherever they sit. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}'];
/**
 * Tests that run in plain Node (vite.config.ts, project "rules"): every `*.test.ts` outside the demo
 * backend and the contract. They get neither a DOM nor the demo backend, so they may not import either.
 */
const NODE_TESTS = { files: ['src/**/*.test.ts', 'tests/**/*.test.ts'], ignores: ['src/mocks/**', 'tests/contract/**'] };
/** The one file through which the app (and main.tsx) reaches the demo backend. */
export const DEMO_BRIDGE = 'src/app/demo-backend.ts';

/** The folders present under `<root>/<dir>`: a new feature, or a folder nobody zoned, is caught the day it exists. */
function foldersUnder(root, dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Why `from` is out of bounds for `target`: the house rule each refusal names. */
function refusal(target, from) {
  if (target === 'domain') {
    return 'domain/ is the kernel the portal and the demo backend share: it imports only config/, zod (and other domain/ files). Move plumbing it needs into domain/, or pass it in.';
  }
  if (target === 'config') return 'config/ imports nothing of the portal: every other folder builds on it.';
  if (from === 'features') {
    return target === 'feature'
      ? 'Features never import each other: compose them in src/app, or move what both need to a shared folder (entities/, components/, domain/).'
      : 'Shared folders and the demo backend never import a feature: a feature registers with the app instead.';
  }
  if (from === 'app') {
    return target === 'feature'
      ? 'Features never import the app: declare routes in the feature’s routes.ts, the app reads them.'
      : 'Shared folders and the demo backend never import the app.';
  }
  if (from === 'mocks') {
    return target === 'app'
      ? `The app reaches the demo backend only through ${DEMO_BRIDGE}.`
      : `Only ${DEMO_BRIDGE} reaches the demo backend; features get what they need from the app (a prop or a registration).`;
  }
  return `src/${target}/ may not import src/${from}/ (eslint.config.js, MAY_IMPORT).`;
}

const unknownFolderMessage = (folder) =>
  `src/${folder}/ belongs to no lint zone: add it to MAY_IMPORT in eslint.config.js (and docs/architecture.md), or move its files into a known folder.`;

/** The import boundaries of house style §1, as `import-x/no-restricted-paths` zones. */
function boundaryZones(root, { mayReachMocks, isBridge }) {
  // Tests drive the demo backend and the bridge is the app's one door to it; a domain rule's test proves the
  // rule alone, the way both sides use it.
  const withMocks = (allowed) =>
    (mayReachMocks || isBridge) && allowed !== MAY_IMPORT.domain ? [...allowed, 'mocks'] : allowed;
  const zonesFor = (targetPath, targetKind, allowed, ownFeature) => [
    ...KNOWN_FOLDERS.filter((folder) => !allowed.includes(folder)).map((folder) => ({
      target: targetPath,
      from: `./src/${folder}`,
      ...(folder === 'features' && ownFeature ? { except: [`./${ownFeature}`] } : {}),
      message: refusal(targetKind, folder),
    })),
    {
      target: targetPath,
      from: './src',
      except: KNOWN_FOLDERS.map((folder) => `./${folder}`),
      message: 'This import names a file at the root of src/ or a folder that belongs to no lint zone (eslint.config.js, MAY_IMPORT).',
    },
  ];
  const zones = foldersUnder(root, 'src/features').flatMap((feature) =>
    zonesFor(`./src/features/${feature}`, 'feature', withMocks(FEATURE_MAY_IMPORT), feature),
  );
  for (const [folder, allowed] of Object.entries(MAY_IMPORT)) zones.push(...zonesFor(`./src/${folder}`, folder, withMocks(allowed)));
  for (const [file, allowed] of Object.entries(ROOT_FILES)) zones.push(...zonesFor(`./src/${file}`, 'app', withMocks(allowed)));
  for (const folder of foldersUnder(root, 'src').filter((name) => !KNOWN_FOLDERS.includes(name))) {
    zones.push({ target: `./src/${folder}`, from: './src', message: unknownFolderMessage(folder) });
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
      // `npm run mock-server` loads the demo backend, and the domain with it, under plain tsx, which knows no alias.
      files: ['src/domain/**/*.ts'],
      ignores: TEST_FILES,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@/*'],
                message: 'domain/ is loaded by the demo backend under plain tsx (npm run mock-server), which knows no `@/` alias: import relatively.',
              },
            ],
          },
        ],
      },
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

/**
 * One primary and one secondary button style (docs/design.md, "Buttons"): a button's variant is primary, the
 * outline-secondary style, outline-danger or danger for what destroys, or link; pressed toggles use `active`.
 * Sizes follow the context in ui.css. Exported so tests/lint can prove it.
 */
export function buttonStyleConfig() {
  const message =
    'Buttons come in one primary and one secondary style (docs/design.md, "Buttons"): variant primary, outline-secondary, outline-danger, danger or link; a pressed toggle is outline-secondary with active.';
  return [
    {
      files: ['src/**/*.tsx'],
      rules: {
        'no-restricted-syntax': [
          'error',
          // The variant's own value, or either branch of a conditional one (not a literal inside its condition).
          ...[
            '',
            ' > JSXExpressionContainer',
            ' > JSXExpressionContainer > ConditionalExpression',
          ].map((path) => ({
            selector: `JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='variant']${path} > Literal[value!=/^(primary|outline-secondary|outline-danger|danger|link)$/]`,
            message,
          })),
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
  ...buttonStyleConfig(),
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
