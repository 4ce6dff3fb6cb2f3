/**
 * USCIS form filling (issue 28; budget: at most 1 s per form): for each supported form, the first fill of the
 * process (which decrypts the blank PDF and drops its XFA once) and then the time of each later fill (p50/p95,
 * wall and CPU), filling the demo O-1A case as the generate route does. A report, never a pass/fail test (the
 * API tests guard correctness). Writes results/form-fill.json. See bench/README.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { CURRENT_FORM_EDITIONS } from '@app/domain';
import { fillForm } from '../src/forms/fill-form.ts';
import { demoFormCase } from '../test/forms/demo-case.ts';
import { summarize } from './measure.ts';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const FILLS = Number(process.env.FORM_FILL_RUNS ?? 10);
const BUDGET_MS = 1000;

async function main(): Promise<void> {
  const data = demoFormCase();
  const forms = [];
  for (const edition of Object.values(CURRENT_FORM_EDITIONS)) {
    let started = performance.now();
    await fillForm(edition, data);
    const firstMs = Math.round(performance.now() - started);
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < FILLS; run++) {
      started = performance.now();
      const cpuBefore = process.cpuUsage();
      await fillForm(edition, data);
      const used = process.cpuUsage(cpuBefore);
      wall.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
    const wallSummary = summarize(wall);
    const cpuSummary = summarize(cpu);
    forms.push({ form: edition.form, edition: edition.edition, firstMs, wall: wallSummary, cpu: cpuSummary });
    const verdict = wallSummary.p95Ms <= BUDGET_MS ? 'within' : 'OVER';
    console.log(
      `${edition.form.padEnd(6)} first ${firstMs} ms; then p50 ${wallSummary.medianMs} ms, p95 ${wallSummary.p95Ms} ms wall ` +
        `(CPU p50 ${cpuSummary.medianMs} ms): ${verdict} the ${BUDGET_MS} ms budget`,
    );
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  const report = { at: new Date().toISOString(), loadAverage: os.loadavg(), cpus: os.cpus().length, fills: FILLS, forms };
  await writeFile(new URL('form-fill.json', `file://${RESULTS_DIR}`), `${JSON.stringify(report, null, 2)}\n`);
}

await main();
