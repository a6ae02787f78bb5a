#!/usr/bin/env node
// Makes sure a Chromium for Playwright is present, plus what the PDF tests need.
// `npx playwright install` cannot download its own browser here, so the e2e tests use
// Debian's chromium; on a fresh CI machine (root, apt-get) this installs it.
import { spawnSync } from 'node:child_process';
import { CHROMIUM_CANDIDATES as CANDIDATES, isExecutable } from './chromium.mjs';

// poppler-utils: pdfinfo/pdftotext read the PDFs the portal generates in tests.
// fonts-noto-cjk: Han characters in student names render instead of showing as boxes.
const EXTRAS = ['poppler-utils', 'fonts-noto-cjk'];

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(':')
    .filter(Boolean)
    .some((dir) => isExecutable(`${dir}/${command}`));
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    // A wrong explicit setting is a mistake to report, not something to paper over.
    console.error(`ensure-browser: CHROMIUM_PATH=${fromEnv} is not an executable file.`);
    process.exit(1);
  }
  return CANDIDATES.find(isExecutable) ?? null;
}

function debPackageInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

function missingPackages(chromium) {
  const missing = [];
  if (!chromium) missing.push('chromium');
  if (!onPath('pdfinfo') || !onPath('pdftotext')) missing.push('poppler-utils');
  // Without dpkg we cannot tell whether the fonts are there; do not block on that.
  if (onPath('dpkg-query') && !debPackageInstalled('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
  return missing;
}

function giveUp(packages, why) {
  console.error(
    `ensure-browser: ${why}\n` +
      `  Install as root: apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}\n` +
      '  or point CHROMIUM_PATH at a Chromium/Chrome binary (then pdfinfo/pdftotext are still needed for PDF tests).',
  );
  process.exit(1);
}

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

let chromium = findChromium();
const missing = missingPackages(chromium);
if (missing.length === 0) {
  console.info(`ensure-browser: ${chromium} (with pdfinfo and CJK fonts).`);
  process.exit(0);
}

// When chromium is there, fetch the extras too so the whole set is installed in one go.
const toInstall = chromium ? missing : ['chromium', ...EXTRAS];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!onPath('apt-get')) giveUp(toInstall, `missing ${missing.join(', ')} and apt-get is not available.`);
if (!isRoot) giveUp(toInstall, `missing ${missing.join(', ')} and not running as root, so cannot apt-get install.`);

console.info(`ensure-browser: installing ${toInstall.join(' ')} with apt-get…`);
const started = Date.now();
if (!aptGet(['update']) || !aptGet(['install', '-y', '--no-install-recommends', ...toInstall])) {
  giveUp(toInstall, 'apt-get failed.');
}
chromium = findChromium();
if (!chromium) giveUp(['chromium'], 'chromium was installed but no binary was found at ' + CANDIDATES.join(', ') + '.');
console.info(
  `ensure-browser: installed ${toInstall.join(' ')} in ${((Date.now() - started) / 1000).toFixed(0)} s; using ${chromium}.`,
);
