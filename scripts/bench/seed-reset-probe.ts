// Times resetDemoDatabase() (which every unit/component test runs after each case) with the seed
// rebuild it causes (the tables refill lazily, so prepareSeed() forces it) and the seed's JSON size.
// Prints one JSON line; see seed-reset.mjs.
import type * as DemoDatabase from '../../src/mocks/db';
import { openAppModules } from '../app-modules';

// The database collects its domains' tables by import.meta.glob, so it is loaded through Vite.
const modules = await openAppModules();
const { exportDemoData, prepareSeed, resetDemoDatabase } = (await modules.ssrLoadModule('/src/mocks/db.ts')) as typeof DemoDatabase;
await modules.close();

function reset(): void {
  resetDemoDatabase();
  prepareSeed();
}

const WARM_UP = 5;
const RUNS = 40;
for (let i = 0; i < WARM_UP; i += 1) reset();
const samples: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  reset();
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(fraction * samples.length))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;
const data = exportDemoData();
const tables = Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, JSON.stringify(rows).length]));
console.info(JSON.stringify({ runs: RUNS, medianMs: round(at(0.5)), p90Ms: round(at(0.9)), minMs: round(at(0)), jsonChars: JSON.stringify(data).length, tables }));
