import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features never import each other; shared folders never import a feature (house style §1). */
const FEATURES = ['auth', 'dashboard', 'landing', 'profile', 'placement-results', 'classrooms', 'reports', 'gradebook', 'ebadges'];
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: compose them in src/app instead.',
}));
const sharedZones = ['components', 'lib', 'config', 'mocks'].map((folder) => ({
  target: `./src/${folder}`,
  from: ['./src/features', './src/app'],
  message: 'Shared folders never import a feature or the app.',
}));

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'public/mockServiceWorker.js', 'playwright-report', 'test-results', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['./tsconfig.app.json', './tsconfig.node.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
