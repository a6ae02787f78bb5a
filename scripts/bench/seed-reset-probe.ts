// Times resetDemoDatabase() (which every unit/component test runs after each case) and the seed's
// JSON size (what the browser demo keeps in localStorage). Prints one JSON line; see seed-reset.mjs.
import { exportDemoData, resetDemoDatabase } from '../../src/mocks/db';

const WARM_UP = 5;
const RUNS = 40;
for (let i = 0; i < WARM_UP; i += 1) resetDemoDatabase();
const samples: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  resetDemoDatabase();
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const at = (fraction: number) => samples[Math.min(samples.length - 1, Math.floor(fraction * samples.length))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;
const data = exportDemoData();
const tables = Object.fromEntries(Object.entries(data).map(([name, rows]) => [name, JSON.stringify(rows).length]));
console.info(JSON.stringify({ runs: RUNS, medianMs: round(at(0.5)), p90Ms: round(at(0.9)), minMs: round(at(0)), jsonChars: JSON.stringify(data).length, tables }));
