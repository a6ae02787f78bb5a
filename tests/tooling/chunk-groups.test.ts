import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from '../../scripts/chunk-groups.ts';

/** A module graph of absolute ids, as Rolldown's chunking context reads it. */
function graph(imports: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : { importedIds: [] }) };
}

/** The chunk `id` would join: the first group by priority (then order) that takes it, as Rolldown picks. */
function chunkOf(id: string, context: ReturnType<typeof graph>): string | null {
  const byPriority = CHUNK_GROUPS.map((group, index) => ({ group, index }));
  byPriority.sort((a, b) => (b.group.priority ?? 0) - (a.group.priority ?? 0) || a.index - b.index);
  for (const { group } of byPriority) {
    // Tagged groups (the entry's own modules) depend on the whole graph; these cases hold none of them.
    if (group.tags) continue;
    const test = group.test;
    const matches = typeof test === 'function' ? test(id) : test instanceof RegExp ? test.test(id) : test === undefined || id.includes(test);
    if (!matches) continue;
    const name = typeof group.name === 'function' ? group.name(id, context as never) : group.name;
    if (name) return name;
  }
  return null;
}

const root = '/repo';
const nodeModule = (path: string) => `${root}/node_modules/${path}`;
const source = (path: string) => `${root}/src/${path}`;

describe('chunk groups (the build groups modules by layer, heavy libraries apart)', () => {
  it('keeps a copy of scheduler nested in react-reconciler out of the framework chunk every page loads', () => {
    const context = graph({});
    expect(chunkOf(nodeModule('scheduler/index.js'), context)).toBe('framework');
    expect(chunkOf(nodeModule('react-reconciler/node_modules/scheduler/index.js'), context)).toBe('konva');
  });

  it('keeps axios out of the framework chunk, so a page that makes no API call (the sign-in page) need not load it', () => {
    const context = graph({});
    expect(chunkOf(nodeModule('axios/lib/axios.js'), context)).toBe('axios');
    expect(chunkOf(source('lib/api-client.ts'), context)).toBe('api-client');
    expect(chunkOf(nodeModule('react-router/dist/production/index.mjs'), context)).toBe('framework');
  });

  it('leaves a shared component that imports a heavy library out of the shared chunk', () => {
    const editor = source('components/rich-text/rich-text-editor.tsx');
    const context = graph({ [editor]: [nodeModule('@tiptap/react/dist/index.js')] });
    expect(chunkOf(editor, context)).toBeNull();
    expect(chunkOf(source('components/page-header.tsx'), context)).toBe('shared');
  });

  it('puts a feature module in its area and the session machinery in the session chunk', () => {
    const context = graph({});
    expect(chunkOf(source('features/gradebook/routes/gradebook-sheet.tsx'), context)).toBe('area-gradebook');
    expect(chunkOf(source('lib/session/load-session.ts'), context)).toBe('session');
  });
});
