import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { satisfies } from 'semver';

// README and package.json promise Node >= 20.19: no locked package may ask for more, or a fresh install warns
// (EBADENGINE) and the tool may not run there.
const lowestNode = '20.19.0';
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('Node engines', () => {
  it('package.json promises the lowest Node the README names', () => {
    expect(manifest.engines.node).toBe('>=20.19');
  });

  it(`every locked package runs on Node ${lowestNode}`, () => {
    const tooNew = Object.entries(lock.packages)
      .filter(([, entry]) => entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
      .filter(([, entry]) => !satisfies(lowestNode, (entry.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, entry]) => `${path} needs ${(entry.engines as { node: string }).node}`);
    expect(tooNew).toEqual([]);
  });
});
