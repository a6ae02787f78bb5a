#!/usr/bin/env node
// Installs the npm dependencies when they are missing or older than package-lock.json.
// Runs before `npm start` and `npm test`, so it uses nothing but Node itself: on a fresh
// clone node_modules does not exist yet.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classifyNpmCiRefusal } from './npm-ci-refusal.mjs';

const MIN_NODE = [20, 19];
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockPath = join(root, 'package-lock.json');
const modulesPath = join(root, 'node_modules');
// Lives inside node_modules so that deleting node_modules also deletes the stamp.
const stampPath = join(modulesPath, '.ensure-deps-stamp');

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return;
  console.error(
    `ensure-deps: Node ${process.versions.node} is too old; this project needs Node >= ${MIN_NODE.join('.')} ` +
      '(Vite 8 requires it). Install a newer Node.js and run the command again.',
  );
  process.exit(1);
}

// The Node major version is part of the stamp because native addons are built for one ABI:
// after a Node upgrade they must be rebuilt, which `npm ci` does.
function wantedStamp() {
  const hash = createHash('sha256').update(readFileSync(lockPath)).digest('hex');
  return `${hash} node${process.versions.node.split('.')[0]}-${process.platform}-${process.arch}\n`;
}

function readStamp() {
  try {
    return readFileSync(stampPath, 'utf8');
  } catch {
    return null;
  }
}

function run(args, { captureStderr = false } = {}) {
  // stdin is ignored because CI has none and npm must never wait for an answer.
  const result = spawnSync('npm', args, {
    cwd: root,
    stdio: ['ignore', 'inherit', captureStderr ? 'pipe' : 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    console.error(`ensure-deps: could not start npm: ${result.error.message}`);
    process.exit(1);
  }
  return result;
}

function mustSucceed(result, args) {
  if (result.status === 0) return;
  if (result.stderr) process.stderr.write(result.stderr);
  console.error(`ensure-deps: \`npm ${args.join(' ')}\` failed with exit code ${result.status}.`);
  process.exit(result.status ?? 1);
}

checkNode();

if (!existsSync(lockPath)) {
  // No lock to reproduce: let npm resolve versions and write one.
  const started = Date.now();
  mustSucceed(run(['install', '--no-audit', '--no-fund']), ['install']);
  writeFileSync(stampPath, wantedStamp());
  console.info(`ensure-deps: no package-lock.json, ran npm install (${((Date.now() - started) / 1000).toFixed(0)} s).`);
  process.exit(0);
}

const wanted = wantedStamp();
const stamp = readStamp();
if (existsSync(modulesPath) && stamp === wanted) {
  console.info('ensure-deps: dependencies up to date.');
  process.exit(0);
}

const reason = !existsSync(modulesPath)
  ? 'node_modules missing'
  : stamp === null
    ? 'no install stamp'
    : 'package-lock.json changed';
const started = Date.now();
const ciArgs = ['ci', '--no-audit', '--no-fund'];
const ci = run(ciArgs, { captureStderr: true });
let how = 'ran npm ci';
if (ci.status !== 0) {
  const refusal = classifyNpmCiRefusal(
    ci.stderr ?? '',
    JSON.parse(readFileSync(lockPath, 'utf8')),
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')),
  );
  if (refusal.kind === 'optional-platform-missing') {
    // npm/cli#9846: `npm install` honours the locked versions and only adds what this platform can get.
    console.info(
      `ensure-deps: npm ci refused the lock only for optional platform packages ` +
        `the registry lists differently (${refusal.packages.length}, e.g. ${refusal.packages.slice(0, 3).join(', ')}); running npm install, which keeps the locked versions.`,
    );
    mustSucceed(run(['install', '--no-audit', '--no-fund']), ['install']);
    how = 'npm ci refused optional platform packages only, ran npm install';
  } else {
    if (refusal.kind === 'out-of-sync') {
      // npm's own usage text is long; the mismatch and what to do come last, where the eye lands.
      process.stderr.write(ci.stderr ?? '');
      console.error(
        'ensure-deps: package-lock.json does not match package.json, so `npm ci` refused it:\n' +
          refusal.problems.map((problem) => `  ${problem}`).join('\n') +
          '\nRun `npm install`, check the lock\'s diff and commit it.',
      );
      process.exit(ci.status ?? 1);
    }
    mustSucceed(ci, ciArgs);
  }
} else if (ci.stderr) {
  process.stderr.write(ci.stderr);
}
// Hash again: npm install may have rewritten the lock.
writeFileSync(stampPath, wantedStamp());
console.info(`ensure-deps: ${reason}, ${how} (${((Date.now() - started) / 1000).toFixed(0)} s).`);
