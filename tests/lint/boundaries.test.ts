import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaryConfig, DEMO_BRIDGE } from '../../eslint.config.js';

/**
 * A miniature project: `@/` alias, three features the config has never heard of, shared folders, the domain
 * kernel, app, mocks, and a top-level folder (`shared/`) that belongs to no zone.
 */
const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', paths: { '@/*': ['./src/*'] } },
    include: ['src'],
  }),
  'src/lib/format.ts': 'export const format = (value: string) => value.trim();\n',
  'src/components/badge.ts':
    "import { format } from '@/lib/format';\nexport const badge = (text: string) => format(text);\n",
  'src/mocks/db.ts': 'export const db = { users: [] as string[] };\n',
  'src/app/router.ts': "import { routes } from '@/features/alpha/routes';\nexport const table = [...routes];\n",
  [DEMO_BRIDGE]: "import { db } from '@/mocks/db';\nexport const demoUsers = () => db.users;\n",
  'src/app/profile-menu.ts': "import { db } from '@/mocks/db';\nexport const reset = () => db.users.splice(0);\n",
  'src/features/beta/thing.ts': 'export const thing = 1;\n',
  'src/features/alpha/routes.ts':
    "import { lawful } from '@/features/alpha/lawful';\nexport const routes = [lawful];\n",
  'src/features/alpha/lawful.ts': [
    "import { badge } from '@/components/badge';",
    "import { format } from '@/lib/format';",
    "import { helper } from './helper';",
    'export const lawful = () => badge(format(String(helper)));',
    '',
  ].join('\n'),
  'src/features/alpha/helper.ts': 'export const helper = 2;\n',
  'src/features/alpha/uses-beta.ts': "import { thing } from '@/features/beta/thing';\nexport const x = thing;\n",
  'src/features/alpha/uses-mocks.ts': "import { db } from '@/mocks/db';\nexport const users = db.users;\n",
  'src/features/alpha/uses-app.ts': "import { table } from '@/app/router';\nexport const count = table.length;\n",
  'src/features/alpha/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b();\n",
  'src/features/alpha/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a();\n",
  'src/features/alpha/lawful.test.ts': "import { db } from '@/mocks/db';\nexport const seeded = db.users;\n",
  'src/features/gamma/uses-alpha.ts': "import { helper } from '@/features/alpha/helper';\nexport const y = helper;\n",
  'src/lib/uses-feature.ts': "import { thing } from '@/features/beta/thing';\nexport const z = thing;\n",
  'src/entities/uses-app.ts': "import { table } from '@/app/router';\nexport const entityCount = table.length;\n",
  'src/config/uses-mocks.ts': "import { db } from '@/mocks/db';\nexport const configured = db;\n",
  'src/mocks/uses-feature.ts': "import { thing } from '@/features/beta/thing';\nexport const seeded = thing;\n",
  'src/config/constants.ts': 'export const MAX_MARK = 100;\n',
  'src/domain/school/visible.ts': 'export const visible = (text: string) => text.trim() !== "";\n',
  'src/domain/gradebook/mark.ts': [
    "import { MAX_MARK } from '../../config/constants';",
    "import { visible } from '../school/visible';",
    'export const isMark = (text: string) => visible(text) && Number(text) <= MAX_MARK;',
    '',
  ].join('\n'),
  'src/domain/gradebook/uses-alias.ts': "import { MAX_MARK } from '@/config/constants';\nexport const o = MAX_MARK;\n",
  'src/domain/gradebook/uses-feature.ts': "import { thing } from '../../features/beta/thing';\nexport const d = thing;\n",
  'src/domain/gradebook/uses-lib.ts': "import { format } from '../../lib/format';\nexport const e = format;\n",
  'src/domain/gradebook/uses-components.ts': "import { badge } from '../../components/badge';\nexport const f = badge;\n",
  'src/domain/gradebook/uses-mocks.ts': "import { db } from '../../mocks/db';\nexport const g = db;\n",
  'src/domain/gradebook/mark.test.ts': "import { db } from '@/mocks/db';\nexport const h = db;\n",
  'src/features/alpha/uses-domain.ts': "import { isMark } from '@/domain/gradebook/mark';\nexport const i = isMark;\n",
  'src/mocks/uses-domain.ts': "import { isMark } from '../domain/gradebook/mark';\nexport const j = isMark;\n",
  'src/lib/uses-domain.ts': "import { isMark } from '@/domain/gradebook/mark';\nexport const k = isMark;\n",
  'src/config/uses-domain.ts': "import { isMark } from '@/domain/gradebook/mark';\nexport const l = isMark;\n",
  'src/shared/bridge.ts': "import { thing } from '@/features/beta/thing';\nexport const passedOn = thing;\n",
  'src/features/alpha/uses-unknown-folder.ts': "import { passedOn } from '@/shared/bridge';\nexport const m = passedOn;\n",
  'src/app/uses-unknown-folder.ts': "import { passedOn } from '@/shared/bridge';\nexport const n = passedOn;\n",
};

let root = '';
const ruleIdsByFile = new Map<string, string[]>();

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'lint-boundaries-'));
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: boundaryConfig(root, ['./tsconfig.json']),
  });
  for (const result of await eslint.lintFiles(['src'])) {
    const file = path.relative(root, result.filePath).split(path.sep).join('/');
    ruleIdsByFile.set(
      file,
      result.messages.map((message) => message.ruleId ?? message.message),
    );
  }
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the boundaries of eslint.config.js, computed from the folders present', () => {
  it.each([
    ['a feature importing another feature', 'src/features/alpha/uses-beta.ts'],
    ['a feature created after the config was written', 'src/features/gamma/uses-alpha.ts'],
    ['a feature importing the demo backend', 'src/features/alpha/uses-mocks.ts'],
    ['a feature importing the app', 'src/features/alpha/uses-app.ts'],
    ['the app reaching the demo backend outside the bridge', 'src/app/profile-menu.ts'],
    ['a shared folder importing a feature', 'src/lib/uses-feature.ts'],
    ['the shared entities importing the app', 'src/entities/uses-app.ts'],
    ['a shared folder importing the demo backend', 'src/config/uses-mocks.ts'],
    ['the demo backend importing a feature', 'src/mocks/uses-feature.ts'],
    ['the domain importing a feature', 'src/domain/gradebook/uses-feature.ts'],
    ['the domain importing lib', 'src/domain/gradebook/uses-lib.ts'],
    ['the domain importing a shared component', 'src/domain/gradebook/uses-components.ts'],
    ['the domain importing the demo backend', 'src/domain/gradebook/uses-mocks.ts'],
    ['a domain test importing the demo backend', 'src/domain/gradebook/mark.test.ts'],
    ['config importing the domain (config is the floor everything stands on)', 'src/config/uses-domain.ts'],
    ['a file in a top-level folder no zone names', 'src/shared/bridge.ts'],
    ['a feature importing a top-level folder no zone names', 'src/features/alpha/uses-unknown-folder.ts'],
    ['the app importing a top-level folder no zone names', 'src/app/uses-unknown-folder.ts'],
  ])('fails %s', (_, file) => {
    expect(ruleIdsByFile.get(file)).toEqual(['import-x/no-restricted-paths']);
  });

  it('fails a domain module importing through the `@/` alias, which the demo backend under tsx cannot resolve', () => {
    expect(ruleIdsByFile.get('src/domain/gradebook/uses-alias.ts')).toEqual(['no-restricted-imports']);
  });

  it('fails a two-file import cycle, on both files', () => {
    expect(ruleIdsByFile.get('src/features/alpha/cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(ruleIdsByFile.get('src/features/alpha/cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it.each([
    ['a feature importing shared folders and its own files', 'src/features/alpha/lawful.ts'],
    ['the app composing a feature', 'src/app/router.ts'],
    ['the one bridge to the demo backend', DEMO_BRIDGE],
    ['a feature’s test driving the demo backend', 'src/features/alpha/lawful.test.ts'],
    ['a shared component importing lib', 'src/components/badge.ts'],
    ['the domain importing config and the domain', 'src/domain/gradebook/mark.ts'],
    ['a feature importing the domain', 'src/features/alpha/uses-domain.ts'],
    ['the demo backend importing the domain', 'src/mocks/uses-domain.ts'],
    ['lib importing the domain', 'src/lib/uses-domain.ts'],
  ])('passes %s', (_, file) => {
    expect(ruleIdsByFile.get(file)).toEqual([]);
  });
});
