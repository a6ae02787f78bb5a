// Reads why `npm ci` refused package-lock.json, so that ensure-deps can tell a registry quirk from a real
// mismatch. Node built-ins only: it runs before node_modules exists.

// A refusal is "optional platform packages only" when every problem npm lists is a `Missing:` line for a
// package that some locked package declares in its optionalDependencies (a platform binary such as
// @unrs/resolver-binding-android-arm64 or sass-embedded-linux-musl-x64) and that the project does not
// depend on directly. npm 11 (npm/cli#9846) prints such lines with an empty version when the registry
// lacks the package, and with a version when the registry gained it after the lock was written; both
// are harmless, because `npm install` keeps every locked version and adds only what this platform can
// get. Anything else (an `Invalid:` line, a direct dependency missing) is a lock that is really out of
// sync and must fail.
const PROBLEM = /^npm error (Missing|Invalid): (.*)$/;
const MISSING = /^(@[^/\s]+\/[^@\s]+|[^@\s]+)@(\S*) from lock file$/;

/** @param {{ packages?: Record<string, { optionalDependencies?: Record<string, string> }> }} lock */
function optionalDependencyNames(lock) {
  const names = new Set();
  for (const entry of Object.values(lock.packages ?? {})) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) names.add(name);
  }
  return names;
}

/** @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, optionalDependencies?: Record<string, string> }} manifest */
function directDependencyNames(manifest) {
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
}

/**
 * @param {string} stderr what `npm ci` wrote to standard error
 * @param {object} lock package-lock.json, parsed
 * @param {object} manifest package.json, parsed
 * @returns {{ kind: 'optional-platform-missing', packages: string[] } | { kind: 'out-of-sync', problems: string[] } | { kind: 'other' }}
 */
export function classifyNpmCiRefusal(stderr, lock, manifest) {
  if (!/npm error code EUSAGE/.test(stderr)) return { kind: 'other' };
  const problems = stderr
    .split('\n')
    .map((line) => PROBLEM.exec(line.trimEnd()))
    .filter((match) => match !== null);
  if (problems.length === 0) return { kind: 'other' };
  const optional = optionalDependencyNames(lock);
  const direct = directDependencyNames(manifest);
  const packages = [];
  for (const [, type, detail] of problems) {
    const missing = type === 'Missing' ? MISSING.exec(detail) : null;
    const name = missing?.[1];
    if (!name || !optional.has(name) || direct.has(name)) {
      return { kind: 'out-of-sync', problems: problems.map((match) => match[0].replace(/^npm error /, '')) };
    }
    packages.push(name);
  }
  return { kind: 'optional-platform-missing', packages };
}
