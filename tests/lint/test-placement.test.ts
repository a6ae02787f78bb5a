import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { testPlacementConfig } from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  // Every test file is linted, as in the project's config; only the placement rule is under test.
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...testPlacementConfig()],
});

/** The messages ESLint gives a test file at `file` (relative to the repository) that imports `module`. */
async function messagesFor(file: string, module: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${module}';\nexport const used = imported;\n`, {
    filePath: path.join(root, file),
  });
  return result?.messages.map((message) => message.message) ?? [];
}

describe('which test files may import the DOM or the demo backend (eslint.config.js)', () => {
  it.each([
    ['a rule test sending requests to the demo backend', 'src/features/alpha/rules/score.test.ts', 'msw'],
    ['a shared-folder test starting the demo backend', 'src/lib/list.test.ts', '@/mocks/node'],
    ['a tooling test calling the demo backend over fetch', 'tests/tooling/check.test.ts', '@/mocks/test-client'],
    ['a hook test written as .ts', 'src/components/use-thing.test.ts', '@testing-library/react'],
  ])('refuses a plain Node test that needs them, saying where it belongs: %s', async (_case, file, module) => {
    expect(await messagesFor(file, module)).toEqual([expect.stringContaining('a test that renders, uses the browser or sends requests is a *.test.tsx')]);
  });

  it.each([
    ['a component test', 'src/components/thing.test.tsx', '@testing-library/react'],
    ['a demo-backend test', 'src/mocks/school/handlers.test.ts', '@/mocks/test-client'],
    ['a contract test', 'tests/contract/replay.test.ts', 'msw'],
    ['a pure rule test', 'src/features/alpha/rules/score.test.ts', '@/domain/gradebook/mark'],
  ])('lets a test import what its project gives it: %s', async (_case, file, module) => {
    expect(await messagesFor(file, module)).toEqual([]);
  });
});
