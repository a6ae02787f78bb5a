import { BUILDS, launchChromium, serve, signedInPage } from './lib.mjs';
const server = await serve(BUILDS.demo);
const base = server.baseURL;
const browser = await launchChromium();
const page = await signedInPage(browser, base, process.argv[2] ?? 'principal');
await page.waitForTimeout(1500);
const path = process.argv[3] ?? '/gradebook';
for (let i = 0; i < 2; i++) {
  await page.context().clearCookies();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.goto(base + path);
  await page.waitForTimeout(4000);
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.initiatorType, new URL(e.name).pathname.slice(0, 70)]);
    const marks = performance.getEntriesByType('mark').map((m) => [Math.round(m.startTime), 'mark', m.name]);
    return { dcl: Math.round(nav.domContentLoadedEventEnd), res, marks };
  });
  console.log('--- run', i, 'DCL', entries.dcl);
  for (const r of entries.res) console.log(r.join('\t'));
  for (const m of entries.marks) console.log(m.join('\t'));
}
await browser.close();
await server.close();
