import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { buttonStyleConfig } from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
    ...buttonStyleConfig(),
  ],
});

/** The messages ESLint gives a screen at src/features/alpha/screen.tsx holding `jsx`. */
async function messagesFor(jsx: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import Button from 'react-bootstrap/Button';\nexport const screen = (pressed: boolean) => ${jsx};\n`, {
    filePath: path.join(root, 'src/features/alpha/screen.tsx'),
  });
  return result?.messages.map((message) => message.message) ?? [];
}

describe('one primary and one secondary button style (docs/design.md, "Buttons")', () => {
  it.each([
    ['a third secondary style', '<Button variant="outline-primary">Fill</Button>'],
    ['a dark outline', '<Button variant="outline-dark" size="sm">Retry</Button>'],
    ['a light button', '<Button variant="light">Insert</Button>'],
    ['a solid grey toggle', "<Button variant={pressed ? 'secondary' : 'outline-secondary'}>Bold</Button>"],
  ])('refuses %s, naming the rule', async (_case, jsx) => {
    expect(await messagesFor(jsx)).toEqual([expect.stringContaining('one primary and one secondary style')]);
  });

  it.each([
    ['the primary action', '<Button>Save</Button>'],
    ['the secondary style', '<Button variant="outline-secondary">Cancel</Button>'],
    ['a pressed toggle', '<Button variant="outline-secondary" active={pressed}>Bold</Button>'],
    ['a destructive action', "<Button variant={pressed ? 'danger' : 'outline-danger'}>Delete</Button>"],
    ['a link-like action', '<Button variant="link">Forgot password?</Button>'],
    ['an alert, whose variants are its own', '<div><span>x</span></div>'],
  ])('lets %s through', async (_case, jsx) => {
    expect(await messagesFor(jsx)).toEqual([]);
  });
});
