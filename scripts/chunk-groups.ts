import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];
type ModuleInfoReader = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * A module of one of these packages, on a path separator either way (Windows ids use backslashes). A copy
 * nested in another package's node_modules (react-reconciler's own scheduler) belongs to that package instead.
 */
const inPackage = (...names: string[]) =>
  new RegExp(`^(?:(?![\\\\/]node_modules[\\\\/]).)*[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/**
 * Libraries a screen needs only once it is open; each stays in a lazy chunk of its own, fetched by the
 * screen (or the dialog) that imports it and never by the shell or another screen.
 */
const HEAVY_LIBRARIES: ReadonlyArray<{ name: string; test: RegExp }> = [
  { name: 'react-pdf', test: inPackage('@react-pdf') },
  { name: 'pdfjs', test: inPackage('pdfjs-dist') },
  { name: 'konva', test: inPackage('konva', 'react-konva', 'react-reconciler') },
  { name: 'fullcalendar', test: inPackage('@fullcalendar', 'preact') },
  { name: 'tiptap', test: inPackage('@tiptap', 'prosemirror-[a-z-]+', 'orderedmap', 'rope-sequence', 'w3c-keyname', 'linkifyjs') },
  { name: 'rrule', test: inPackage('rrule') },
  { name: 'ics', test: inPackage('ics') },
  { name: 'papaparse', test: inPackage('papaparse') },
  { name: 'pdf-lib', test: inPackage('pdf-lib', '@pdf-lib') },
  { name: 'dnd-kit', test: inPackage('@dnd-kit') },
];

const HTTP_CLIENT = inPackage('axios');

const isHeavy = (id: string) => HEAVY_LIBRARIES.some((library) => library.test.test(id));

/**
 * Answers per chunking pass, keyed by its context (Rolldown hands every call of a pass the same one): the
 * walks below would otherwise repeat for each of the ~2,000 modules, and took a build from 16 s to 100 s.
 */
const heavyReach = new WeakMap<ModuleInfoReader, Map<string, boolean>>();
const signInModules = new WeakMap<ModuleInfoReader, Set<string>>();

/**
 * Whether `id` imports a heavy library statically, itself or through its own static imports. Such a
 * module must not join a shared chunk: every screen loading that chunk would load the library too.
 */
function reachesHeavyLibrary(id: string, context: ModuleInfoReader): boolean {
  let known = heavyReach.get(context);
  if (!known) heavyReach.set(context, (known = new Map()));
  const visited = new Set<string>();
  const walk = (current: string): boolean => {
    const answer = known.get(current);
    if (answer !== undefined) return answer;
    if (visited.has(current)) return false;
    visited.add(current);
    return isHeavy(current) || (context.getModuleInfo(current)?.importedIds ?? []).some(walk);
  };
  const reaches = walk(id);
  // A "no" means every module reached was walked to the end and reaches none either.
  if (reaches) known.set(id, true);
  else for (const module of visited) known.set(module, false);
  return reaches;
}

/** The sign-in page's screen. */
const SIGN_IN_SCREEN = fileURLToPath(new URL('../src/features/auth/routes/login.tsx', import.meta.url));

/** `entry` and every module it imports statically, directly or not. */
function staticImportsOf(entry: string, context: ModuleInfoReader, found = new Set<string>()): Set<string> {
  if (found.has(entry)) return found;
  found.add(entry);
  for (const imported of context.getModuleInfo(entry)?.importedIds ?? []) staticImportsOf(imported, context, found);
  return found;
}

/** The modules the sign-in screen imports statically, directly or not, itself included. */
function signInScreenImports(context: ModuleInfoReader): Set<string> {
  const cached = signInModules.get(context);
  if (cached) return cached;
  const found = staticImportsOf(SIGN_IN_SCREEN, context);
  signInModules.set(context, found);
  return found;
}

const APP_SOURCE = /[\\/]src[\\/](.+)$/;

/** The path of an app module under src/, with forward slashes; null for a library's module. */
function appPath(id: string): string | null {
  if (/[\\/]node_modules[\\/]/.test(id)) return null;
  return APP_SOURCE.exec(id)?.[1]?.replaceAll('\\', '/') ?? null;
}

const SESSION_MODULES = /^lib\/(session\/|ability\.ts$|access-rules\.ts$)/;
const SHELL_MODULES = /^app\/(shell|pages)\//;

/**
 * One layer of the app's own code: a group capturing the modules `belongs` accepts, except those that
 * reach a heavy library (they stay with the screen that imports them). A group also takes in what its
 * modules import, so the layers a page always needs come first (higher priority): otherwise a feature
 * area would swallow the shared component it uses and every other area would import that area's chunk.
 */
function appLayer(name: string | ((path: string) => string | null), priority: number, belongs: (path: string) => boolean): CodeSplittingGroup {
  return {
    name: (id, context) => {
      const path = appPath(id);
      if (path === null || !belongs(path) || reachesHeavyLibrary(id, context)) return null;
      return typeof name === 'string' ? name : name(path);
    },
    debugName: typeof name === 'string' ? name : 'feature areas',
    priority,
    test: (id) => {
      const path = appPath(id);
      return path !== null && belongs(path);
    },
  };
}

const featureArea = (path: string) => /^features\/([^/]+)\//.exec(path)?.[1] ?? null;

/**
 * Rolldown's chunk groups (issue 22): about 220 chunks, most a few hundred bytes, made a hard load fetch
 * 70–95 files in a waterfall. Code is grouped by layer instead — the framework every page runs, the forms
 * layer, the UI kit, the session (CASL), the shell, the shared components and each feature area — while
 * the heavy libraries keep a lazy chunk each. Higher priority picks its modules first.
 */
export const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // With the small helpers that libraries share (prop-types, tslib): left to a heavy library's group, they
  // would make every importer load that library's chunk.
  {
    name: 'framework',
    priority: 50,
    test: inPackage('react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', '@tanstack', 'cookie', 'set-cookie-parser', 'prop-types', 'tslib'),
  },
  // The HTTP client (axios, about 20 KB gzipped) in a chunk of its own: the sign-in page sends nothing until the
  // user signs in, and src/lib/endpoint.ts loads it with the first call, so the sign-in page's first load goes
  // without. The portal's instance of it (src/lib/api-client.ts) is a chunk of its own too, below the entry's
  // layer: grouped here, it would take along the token and env modules it imports, which every page runs.
  { name: 'axios', priority: 50, test: HTTP_CLIENT },
  ...HEAVY_LIBRARIES.map((library) => ({ ...library, priority: 40 })),
  // What the entry imports statically (the router, the route table, the session's token): every page, the
  // sign-in page included, runs it, so it must not drag a feature area in with it. Before the demo backend:
  // the entry's first module sets zod's mode and the Trusted Types policy, and a chunk the entry imports
  // runs before the entry's own modules.
  { name: 'boot', priority: 38, tags: ['$initial'], test: (id) => appPath(id) !== null },
  // The demo backend starts before anything renders and answers with the features' own schemas: what it
  // imports joins it, rather than making it import every feature area's chunk. Builds for a real backend
  // hold none of it.
  { name: 'demo-backend', priority: 37, test: /[\\/](src[\\/]mocks|node_modules[\\/](msw|@mswjs))[\\/]/ },
  { name: 'forms', priority: 30, test: inPackage('react-hook-form', '@hookform') },
  { name: 'casl', priority: 30, test: inPackage('@casl', '@ucast') },
  { name: 'icons', priority: 30, test: inPackage('react-bootstrap-icons') },
  { name: 'api-client', priority: 16, test: (id) => appPath(id) === 'lib/api-client.ts' },
  // What the sign-in page runs and the parts of the UI kit it uses, found from its screen's imports rather
  // than by folder: the auth feature also holds the hand-off and the contract's schemas, whose zod would
  // come along.
  {
    name: (id, context) => (signInScreenImports(context).has(id) ? 'sign-in' : null),
    debugName: 'sign-in',
    priority: 15,
    test: (id) => appPath(id) !== null,
  },
  appLayer('session', 14, (path) => SESSION_MODULES.test(path)),
  appLayer('shell', 13, (path) => SHELL_MODULES.test(path)),
  appLayer('shared', 12, (path) => !path.startsWith('features/') && !path.startsWith('mocks/') && path !== 'main.tsx'),
  appLayer((path) => `area-${featureArea(path)}`, 10, (path) => featureArea(path) !== null),
  // The rest of the UI kit and of zod, used by feature areas only: the layers above took what they use
  // (grouped first, the sign-in page would load every schema feature the app uses).
  { name: 'zod', priority: 6, test: inPackage('zod') },
  { name: 'ui', priority: 5, test: inPackage('react-bootstrap', '@restart', '@popperjs', 'dom-helpers', 'uncontrollable', 'classnames') },
];
