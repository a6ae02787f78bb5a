// Bench: bytes of JavaScript and CSS a browser loads for /login (logged out) and /landing
// (principal), in the demo build and the production build. Sizes are what the files weigh on
// disk and gzipped with zlib level 9 (close to what a static server with gzip -9 sends).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUILDS, DEMO_PASSWORD, buildApp, formatTable, launchChromium, root, serve, signIn, startMockServer } from './lib.mjs';

export const name = 'bundle-size';

const GZIP_LEVEL = 9;
// 1 KB = 1000 bytes, as Vite prints its build sizes, so the figures can be compared with its output.
const KB = 1000;
const LOGIN_BUDGET_KB = 150;
const IDLE_MS = 500;

function isCode(response) {
  const type = response.headers()['content-type'] ?? '';
  if (/javascript|text\/css/.test(type)) return true;
  return /\.(m?js|css)$/.test(new URL(response.url()).pathname);
}

/**
 * Counts the context's requests in flight from now on. `idle()` resolves once none has been in
 * flight for IDLE_MS — unlike Playwright's 'networkidle' it also works after an in-app navigation.
 */
function trackNetwork(context) {
  let inFlight = 0;
  let lastChange = Date.now();
  const up = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  context.on('request', up);
  context.on('requestfinished', down);
  context.on('requestfailed', down);
  return {
    async idle(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight === 0 && Date.now() - lastChange >= IDLE_MS) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`network not idle after ${timeoutMs} ms (${inFlight} requests in flight)`);
    },
    dispose() {
      context.off('request', up);
      context.off('requestfinished', down);
      context.off('requestfailed', down);
    },
  };
}

/** Runs `action`, then waits for the network to settle, recording every JS/CSS response once. */
async function recordCode(context, action) {
  const responses = new Map();
  const onResponse = (response) => {
    if (isCode(response) && !responses.has(response.url())) responses.set(response.url(), response);
  };
  context.on('response', onResponse);
  const network = trackNetwork(context);
  try {
    await action();
    await network.idle();
  } finally {
    network.dispose();
    context.off('response', onResponse);
  }
  return [...responses.values()];
}

/** Bytes of a recorded file: from the build output when it is there, else from the response. */
async function bodyOf(response, outDir) {
  const path = decodeURIComponent(new URL(response.url()).pathname);
  const onDisk = join(root, outDir, path);
  try {
    if (statSync(onDisk).isFile()) return readFileSync(onDisk);
  } catch {
    // Not a file of the build (e.g. served by a proxy): fall through to the response body.
  }
  return response.body();
}

async function sizes(responses, outDir) {
  const files = [];
  for (const response of responses) {
    const body = await bodyOf(response, outDir);
    files.push({
      path: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: GZIP_LEVEL }).length,
    });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

async function measureBuild(browser, build, apiTarget) {
  const server = await serve(build, apiTarget);
  const routes = {};
  const notes = [];
  try {
    const loggedOut = await browser.newContext();
    const page = await loggedOut.newPage();
    routes['/login'] = await sizes(
      await recordCode(loggedOut, () => page.goto(`${server.baseURL}/login`)),
      build.outDir,
    );

    if (build.needsMockServer && !apiTarget) {
      notes.push('/landing not measured: the mock server did not start (see above).');
      await loggedOut.close();
      return { routes, notes };
    }

    // What signing in adds on top of the login page: the landing route's own chunks.
    routes['/landing (added by login)'] = await sizes(
      await recordCode(loggedOut, () => signIn(page, 'principal', DEMO_PASSWORD)),
      build.outDir,
    );
    if (new URL(page.url()).pathname !== '/landing') notes.push(`after login the app went to ${page.url()}, not /landing.`);

    // The route's total: a signed-in user opening /landing in a fresh tab with an empty cache.
    const state = await loggedOut.storageState();
    await loggedOut.close();
    const signedIn = await browser.newContext({ storageState: state });
    const landing = await signedIn.newPage();
    const total = await recordCode(signedIn, () => landing.goto(`${server.baseURL}/landing`));
    if (new URL(landing.url()).pathname === '/landing') routes['/landing (total)'] = await sizes(total, build.outDir);
    else notes.push(`/landing total not measured: a fresh tab with the stored session ended on ${landing.url()}.`);
    await signedIn.close();
  } finally {
    await server.close();
  }
  return { routes, notes };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

export async function run({ verbose = false } = {}) {
  const results = {
    gzipLevel: GZIP_LEVEL,
    kbBytes: KB,
    loginBudgetKb: LOGIN_BUDGET_KB,
    builds: {},
  };
  let ok = true;
  const browser = await launchChromium();
  try {
    for (const [key, build] of Object.entries(BUILDS)) {
      console.info(`\n${name}: building ${build.label} into ${build.outDir}…`);
      const buildMs = buildApp(build);
      let mock = null;
      if (build.needsMockServer) {
        try {
          mock = await startMockServer();
        } catch (error) {
          console.warn(`${name}: ${error.message}`);
        }
      }
      let measured;
      try {
        measured = await measureBuild(browser, build, mock ? `http://localhost:${mock.port}` : null);
      } finally {
        mock?.stop();
      }
      results.builds[key] = { label: build.label, outDir: build.outDir, buildMs, ...measured };

      console.info(`\n${build.label} — JS + CSS per route (KB = ${KB} bytes, gzip level ${GZIP_LEVEL})`);
      const rows = Object.entries(measured.routes).map(([route, r]) => [route, r.files.length, kb(r.raw), kb(r.gzip)]);
      console.info(formatTable(['route', 'files', 'raw KB', 'gzip KB'], rows));
      if (verbose) {
        for (const [route, r] of Object.entries(measured.routes)) {
          console.info(`\n  ${route}`);
          for (const f of r.files) console.info(`    ${kb(f.gzip).padStart(7)} KB gz  ${kb(f.raw).padStart(7)} KB  ${f.path}`);
        }
      }
      for (const note of measured.notes) console.info(`note: ${note}`);
    }
  } finally {
    await browser.close();
  }

  const login = results.builds.production?.routes['/login'];
  if (!login) {
    ok = false;
    console.error(`\n${name}: FAIL — /login of the production build was not measured.`);
  } else if (login.gzip > LOGIN_BUDGET_KB * KB) {
    ok = false;
    console.error(`\n${name}: FAIL — /login loads ${kb(login.gzip)} KB gzipped in the production build; budget ${LOGIN_BUDGET_KB} KB.`);
  } else {
    console.info(`\n${name}: /login ${kb(login.gzip)} KB gzipped in the production build, within the ${LOGIN_BUDGET_KB} KB budget.`);
  }
  return { ok, results };
}
