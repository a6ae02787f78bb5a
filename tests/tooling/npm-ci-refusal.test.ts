import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyNpmCiRefusal } from '../../scripts/npm-ci-refusal.mjs';

// Recorded from npm 11.19.1 on Node 20.20.2 with an empty cache (the fixtures folder), the lock trimmed to its optionalDependencies.
const fixture = (name: string) => readFileSync(`tests/tooling/fixtures/${name}`, 'utf8');

// The parts of a lock the decision reads: which packages declare which optional dependencies.
const lock = {
  packages: {
    '': { devDependencies: { sass: '^1.108.2' } },
    'node_modules/unrs-resolver': {
      optionalDependencies: {
        '@unrs/resolver-binding-android-arm-eabi': '1.13.0',
        '@unrs/resolver-binding-linux-x64-gnu': '1.13.0',
      },
    },
    'node_modules/sass-embedded': { optionalDependencies: { 'sass-embedded-all-unknown': '1.99.0', 'sass-embedded-linux-x64': '1.99.0' } },
  },
};
const manifest = { dependencies: { axios: '^1.21.1' }, devDependencies: { sass: '^1.108.2' } };

describe('classifyNpmCiRefusal', () => {
  it('recognises optional platform packages missing with an empty version (npm/cli#9846)', () => {
    const stderr = ['npm error code EUSAGE', 'npm error Missing: sass-embedded-all-unknown@ from lock file', ''].join('\n');
    expect(classifyNpmCiRefusal(stderr, lock, manifest)).toEqual({
      kind: 'optional-platform-missing',
      packages: ['sass-embedded-all-unknown'],
    });
  });

  it('recognises optional platform packages missing with a version, mixed with empty ones, as recorded', () => {
    const recordedLock = JSON.parse(fixture('npm-ci-optional-platform-missing.lock.json')) as object;
    const result = classifyNpmCiRefusal(fixture('npm-ci-optional-platform-missing.txt'), recordedLock, manifest);
    expect(result.kind).toBe('optional-platform-missing');
    if (result.kind !== 'optional-platform-missing') return;
    expect(result.packages).toHaveLength(34);
    expect(result.packages).toContain('@unrs/resolver-binding-android-arm-eabi');
    expect(result.packages).toContain('sass-embedded-win32-x64');
  });

  it('fails a lock that is really out of sync (Invalid and a missing direct dependency), as recorded', () => {
    const result = classifyNpmCiRefusal(fixture('npm-ci-out-of-sync.txt'), lock, {
      dependencies: { ...manifest.dependencies, 'left-pad': '^1.3.0' },
    });
    expect(result).toEqual({
      kind: 'out-of-sync',
      problems: [
        "Invalid: lock file's axios@1.21.1 does not satisfy axios@0.30.3",
        'Missing: left-pad@1.3.0 from lock file',
        "Invalid: lock file's proxy-from-env@2.1.0 does not satisfy proxy-from-env@1.1.0",
      ],
    });
  });

  it('fails when one optional package is missing beside a real mismatch', () => {
    const stderr = [
      'npm error code EUSAGE',
      'npm error Missing: @unrs/resolver-binding-android-arm-eabi@1.13.0 from lock file',
      'npm error Missing: left-pad@1.3.0 from lock file',
    ].join('\n');
    expect(classifyNpmCiRefusal(stderr, lock, manifest).kind).toBe('out-of-sync');
  });

  it('fails when a direct dependency is missing even if something also lists it as optional', () => {
    const stderr = ['npm error code EUSAGE', 'npm error Missing: sass-embedded-linux-x64@1.99.0 from lock file'].join('\n');
    const direct = { devDependencies: { 'sass-embedded-linux-x64': '^1.99.0' } };
    expect(classifyNpmCiRefusal(stderr, lock, direct).kind).toBe('out-of-sync');
  });

  it('leaves other failures (network, a successful run) to npm’s own message', () => {
    expect(classifyNpmCiRefusal('npm error code ECONNRESET\nnpm error network aborted', lock, manifest)).toEqual({ kind: 'other' });
    expect(classifyNpmCiRefusal('', lock, manifest)).toEqual({ kind: 'other' });
  });
});
