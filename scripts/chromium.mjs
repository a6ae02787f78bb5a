// Where Debian's Chromium lives and how every browser run here launches it: the e2e suite
// (playwright.config.ts), the benches and ensure-browser all read this one list.
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// Running as root needs --no-sandbox. The network flags stop Chromium from calling Google
// services, which this machine's closed network refuses and which only add noise and delay.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH when set, else the first installed candidate, else null. */
export function findChromium() {
  return process.env.CHROMIUM_PATH ?? CHROMIUM_CANDIDATES.find(isExecutable) ?? null;
}
