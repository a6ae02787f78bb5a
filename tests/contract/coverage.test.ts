import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectEndpoints } from './collect-endpoints';
import { openApi } from './replay-client';

const documented = Object.entries(openApi.paths)
  .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
  .sort();

const sources = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('mocks'))
  .map((file) => ({ file: join('src', file), text: readFileSync(join('src', file), 'utf8') }));

/** The only modules that may hold the HTTP client: the client, the endpoint layer, and the generic list reader. */
const HTTP_LAYER = ['src/lib/api-client.ts', 'src/lib/endpoint.ts', 'src/lib/list-query.ts'];
/** Searchable selects read any list resource by its path; their paths are checked below instead. */
const GENERIC_READERS = /^src\/components\/searchable-select\//;

describe('the operations the portal calls', () => {
  it('are exactly the operations of docs/openapi.json', () => {
    const declared = collectEndpoints().map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(declared.sort()).toEqual(documented);
  });

  it('are each declared once: one definition per method and path', () => {
    const declared = collectEndpoints().map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(declared.filter((operation, index) => declared.indexOf(operation) !== index)).toEqual([]);
  });

  it('go through a declared endpoint: nothing else uses the HTTP client', () => {
    const callers = sources
      .filter(({ file, text }) => /\bapiClient\.|\bfetchList\(/.test(text) && !HTTP_LAYER.includes(file))
      .map(({ file }) => file)
      .filter((file) => !GENERIC_READERS.test(file));
    expect(callers).toEqual([]);
  });

  it('include the list and item of every resource a searchable select reads', () => {
    const resources = [...new Set(sources.flatMap(({ text }) => [...text.matchAll(/resource="(\/[\w/-]+)"/g)].map((match) => match[1])))];
    expect(resources.length).toBeGreaterThan(0);
    const missing = resources.flatMap((path) =>
      [`GET ${path}`, `GET ${path}/{id}`].filter((operation) => !documented.includes(operation)),
    );
    expect(missing).toEqual([]);
  });
});
