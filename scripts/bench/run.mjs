#!/usr/bin/env node
// `npm run bench`: runs every bench of this folder in turn and writes each one's figures to
// bench-results/<name>.json. A bench is a sibling module exporting `name` and
// `run({ verbose }) → { ok, results }`; add new ones (PDF timings, grid typing latency) to BENCHES.
// Around every bench this loop measures the machine (load average, cores) and a fixed reference workload
// (lib.mjs measureReference), before and after, prints each duration also as a multiple of the reference and
// writes both into the bench's JSON under `reference`: on a busy machine a figure is read as that ratio.
// Usage: npm run bench [-- [--verbose] [bench names…]]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as batchPrint from './batch-print.mjs';
import * as bundleSize from './bundle-size.mjs';
import * as calendar from './calendar.mjs';
import * as classReportPdf from './class-report-pdf.mjs';
import * as deepLink from './deep-link.mjs';
import * as gradebookTyping from './gradebook-typing.mjs';
import * as hardLoad from './hard-load.mjs';
import * as grading from './grading.mjs';
import * as lessonPage from './lesson-page.mjs';
import * as placementTyping from './placement-typing.mjs';
import * as seasonBoard from './season-board.mjs';
import * as seedReset from './seed-reset.mjs';
import * as upload from './upload.mjs';
import { formatReference, measureReference, readAgainstReference, root } from './lib.mjs';

const BENCHES = [bundleSize, seedReset, placementTyping, gradebookTyping, classReportPdf, deepLink, lessonPage, grading, upload, calendar, hardLoad, seasonBoard, batchPrint];
// bundle-size writes bundle.json, the name the README and notes refer to.
const OUTPUT_NAMES = { 'bundle-size': 'bundle' };

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const unknown = wanted.filter((n) => !BENCHES.some((b) => b.name === n));
if (unknown.length) {
  console.error(`bench: unknown bench ${unknown.join(', ')}; known: ${BENCHES.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

const outDir = join(root, 'bench-results');
mkdirSync(outDir, { recursive: true });

const failed = [];
for (const bench of BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  const started = Date.now();
  try {
    const before = await measureReference();
    const { ok, results } = await bench.run({ verbose });
    const reference = readAgainstReference(results, before, await measureReference());
    console.info(formatReference(reference));
    const file = join(outDir, `${OUTPUT_NAMES[bench.name] ?? bench.name}.json`);
    writeFileSync(file, `${JSON.stringify({ bench: bench.name, date: new Date().toISOString(), ok, ...results, reference }, null, 2)}\n`);
    console.info(`${bench.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s, figures in ${file}`);
    if (!ok) failed.push(bench.name);
  } catch (error) {
    console.error(`${bench.name}: crashed: ${error.stack ?? error}`);
    failed.push(bench.name);
  }
}
if (failed.length) {
  console.error(`bench: failed: ${failed.join(', ')}`);
  process.exit(1);
}
