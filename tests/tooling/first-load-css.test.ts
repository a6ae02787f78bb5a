import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, Logger } from 'sass';
import { describe, expect, it } from 'vitest';

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The screens a browser may paint before the shell's stylesheet arrives: signed out, handing off, loading, failing. */
const FIRST_LOAD_SCREENS = [
  'src/features/auth/routes/login.tsx',
  'src/features/auth/components/login-form.tsx',
  'src/features/auth/components/demo-accounts.tsx',
  'src/features/auth/routes/handoff.tsx',
  'src/app/root-layout.tsx',
  'src/app/pages/route-error.tsx',
  'src/components/page-loader.tsx',
  'src/components/toast-viewport.tsx',
];

/** The class names a screen writes out literally (a name built from a value, `bg-${variant}`, is left out). */
function literalClassNames(source: string): string[] {
  const values = [...source.matchAll(/className=(?:"([^"]*)"|\{`([^`]*)`\})/g)].map((match) => match[1] ?? match[2] ?? '');
  return values.flatMap((value) => value.split(/\s+/)).filter((name) => name !== '' && !name.includes('$') && !name.includes('}'));
}

function compileStylesheet(path: string): string {
  return compile(fromRoot(path), {
    loadPaths: [fromRoot('node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    logger: Logger.silent,
  }).css;
}

/** The class names a stylesheet gives rules to. */
function classesOf(stylesheet: string): Set<string> {
  return new Set([...stylesheet.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

describe('the first load stylesheet (bootstrap-first-load.scss and app.css, before the shell brings the rest)', () => {
  it("styles every class of the shell's Bootstrap that the screens before the shell use, so none of them shows unstyled until the user signs in", () => {
    const firstLoad = classesOf(compileStylesheet('src/app/styles/bootstrap-first-load.scss') + readFileSync(fromRoot('src/app/app.css'), 'utf8'));
    const shell = classesOf(compileStylesheet('src/app/styles/bootstrap-shell.scss'));
    const missing = FIRST_LOAD_SCREENS.flatMap((screen) =>
      literalClassNames(readFileSync(fromRoot(screen), 'utf8'))
        .filter((name) => shell.has(name) && !firstLoad.has(name))
        .map((name) => `${screen}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
