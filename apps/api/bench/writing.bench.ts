/**
 * Writing benchmark (issue 9): what the writing engine itself costs, with no model time in it.
 *
 * 1. Text extraction of a generated 50-page PDF (pdf.js), as evidence gathering does for each file.
 * 2. WritingService.write() end to end against a local OpenAI-compatible server that answers at once:
 *    prompt building, the HTTP round trip, checking the answer, and the provenance insert.
 * 3. The same with the template composer (no model), and an exhibit's evidence gathering (database
 *    reads as the caller + a 5-page PDF's text), the other half of a description route.
 *
 * Runs standalone: `npx tsx apps/api/bench/writing.bench.ts` (PostgreSQL at 127.0.0.1:5432, or
 * TEST_PG_ADMIN_URL); it makes its own database and drops it. `BENCH_RUNS` (default 30) sets the runs.
 * A report, not a test: nothing fails on timing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makeExhibitFile, makeFile } from '@app/db/seed';
import { createTestDatabase, dropTestDatabase } from '@app/db/testing';
import pg from 'pg';
import type { FileStorage } from '../src/files/storage/file-storage.ts';
import { createLocalDiskStorage } from '../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../src/files/storage/local-url-signer.ts';
import { createWritingService } from '../src/writing/engine/create-writing-service.ts';
import { extractText } from '../src/writing/evidence/extract-text.ts';
import { createEvidenceGatherer } from '../src/writing/evidence/gather-evidence.ts';
import { createWorld } from '../test/support/world.ts';
import { answer, startModelServer } from '../test/writing/engine/model-server.ts';
import { makeTextPdf } from '../test/writing/engine/pdf-fixtures.ts';
import { describeExhibitTask, evidenceOf } from '../test/writing/engine/test-task.ts';
import { timeSequential, type LatencySummary } from './measure.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;

async function main(): Promise<void> {
  const results: Record<string, LatencySummary> = {};

  const pdf50 = await makeTextPdf(50, 30);
  let characters = 0;
  results['extract text, 50-page PDF'] = await timeSequential(RUNS, WARMUP, async () => {
    const extracted = await extractText(
      pdf50,
      { name: 'dossier.pdf', mimeType: 'application/pdf' },
      { budget: Number.MAX_SAFE_INTEGER },
    );
    characters = extracted.text.length;
  });
  results['extract text, 50-page PDF, cut to the 20,000-character budget'] = await timeSequential(RUNS, WARMUP, async () => {
    await extractText(pdf50, { name: 'dossier.pdf', mimeType: 'application/pdf' });
  });

  const database = await createTestDatabase('ps_bench_writing');
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const model = await startModelServer();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'writing-bench-'));
  try {
    const world = await createWorld(pool);
    const evidence = evidenceOf(
      ...Array.from({ length: 6 }, (_, i) => `Evidence ${i + 1}: ${'the nominee led the robotics programme. '.repeat(100)}`),
    );
    model.script([{ content: answer([{ text: 'The nominee led the programme.', evidence: ['E1', 'E2'] }], []) }]);
    const request = {
      task: describeExhibitTask,
      inputs: { exhibitName: 'Award certificate', awardYear: '2024' },
      evidence,
      target: { type: 'exhibit' as const, id: world.exhibitId },
      userId: world.staff.id,
    };
    const withModel = createWritingService({
      pool,
      llm: { baseUrl: model.baseUrl, apiKey: undefined, model: 'bench-model', timeoutMs: 10_000 },
    });
    results['write(), local model answering at once (6 evidence items, 24k chars)'] = await timeSequential(
      RUNS,
      WARMUP,
      async () => {
        await withModel.write(request);
      },
    );
    const template = createWritingService({ pool, llm: undefined });
    results['write(), template composer'] = await timeSequential(RUNS, WARMUP, async () => {
      await template.write(request);
    });

    const storage: FileStorage = createLocalDiskStorage({
      rootDir: storageDir,
      signer: createLocalUrlSigner('bench-secret-for-writing'),
    });
    const file = makeFile({ name: 'article.pdf', mime_type: 'application/pdf' });
    await insertRow(pool, 'files', file);
    await insertRow(pool, 'exhibit_files', makeExhibitFile({ exhibit_id: world.exhibitId, file_id: file.id, order_index: 1 }));
    await storage.write(file.storage_key, await makeTextPdf(5, 30), 'application/pdf');
    const gatherer = createEvidenceGatherer({ pool, storage, maxFileBytes: 25_000_000 });
    results['exhibit evidence as staff (records + a 5-page PDF)'] = await timeSequential(RUNS, WARMUP, async () => {
      await gatherer.forExhibit(world.staff.id, world.exhibitId);
    });
    results['exhibit evidence + write(), local model'] = await timeSequential(RUNS, WARMUP, async () => {
      const gathered = await gatherer.forExhibit(world.staff.id, world.exhibitId);
      await withModel.write({ ...request, evidence: gathered ?? [] });
    });
  } finally {
    await model.close();
    await pool.end();
    await dropTestDatabase(database.name);
    await rm(storageDir, { recursive: true, force: true });
  }

  console.log(`\nWriting engine benchmark (${RUNS} runs after ${WARMUP} warm-up; 50-page PDF holds ${characters} characters)\n`);
  console.log('| measurement | median ms | p95 ms | min ms |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, summary] of Object.entries(results)) {
    console.log(`| ${name} | ${summary.medianMs} | ${summary.p95Ms} | ${summary.minMs} |`);
  }
}

await main();
