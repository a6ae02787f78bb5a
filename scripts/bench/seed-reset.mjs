// Bench: how long resetDemoDatabase() takes (it runs after every unit/component test, so it must stay
// well under 100 ms) and how large the demo data is as JSON (what the browser demo saves to
// IndexedDB after each change). Runs the probe under tsx in its own process.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { formatTable, root } from './lib.mjs';

export const name = 'seed-reset';

const BUDGET_MS = 100;

export async function run({ verbose }) {
  const tsx = join(root, 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, [join(root, 'scripts', 'bench', 'seed-reset-probe.ts')], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`seed probe failed: ${result.stderr}`);
  const figures = JSON.parse(result.stdout.trim().split('\n').at(-1));
  const ok = figures.medianMs < BUDGET_MS;
  console.info(
    formatTable(
      ['figure', 'value', 'budget'],
      [
        ['resetDemoDatabase median', `${figures.medianMs} ms`, `< ${BUDGET_MS} ms`],
        ['resetDemoDatabase p90', `${figures.p90Ms} ms`, ''],
        ['demo data as JSON', `${(figures.jsonChars / 1e6).toFixed(2)} M chars`, ''],
      ],
    ),
  );
  if (verbose) console.info(figures.tables);
  return { ok, results: { budgetMs: BUDGET_MS, ...figures } };
}
