/**
 * Template composer latency per letter type (and descriptions, bio, entity fields, module content):
 * compose() alone, no database or HTTP, from the golden tests' demo-seed inputs, and again for letters
 * with fifteen supporting files at the per-file text budget (the heaviest evidence a letter takes).
 * A report, not a test. Run: npx tsx apps/api/bench/template-composer.bench.ts
 */
import { LETTER_TYPES, MAX_FILES_PER_UPLOADER, MODULE_CONTENT_KINDS } from '@app/domain';
import { FILE_TEXT_BUDGET } from '../src/writing/evidence/extract-text.ts';
import { bioTask } from '../src/writing/tasks/bio.ts';
import { entityFieldsTask } from '../src/writing/tasks/entity-fields.ts';
import { exhibitDescriptionTask } from '../src/writing/tasks/exhibit-description.ts';
import { fileEvidenceLabel } from '../src/writing/tasks/letter-inputs.ts';
import { LETTER_TASKS } from '../src/writing/tasks/letter-tasks.ts';
import { moduleContentTask } from '../src/writing/tasks/module-content.ts';
import { moduleDescriptionTask } from '../src/writing/tasks/module-description.ts';
import type { EvidenceItem } from '../src/writing/writing-types.ts';
import { letterFixture } from '../test/writing/tasks/letter-fixtures.ts';
import { EXHIBIT_EVIDENCE, MODULE_EVIDENCE, USER_EVIDENCE } from '../test/writing/tasks/record-fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5000);
const WARMUP = 500;

function medianMicroseconds(compose: () => unknown): { median: number; p99: number } {
  for (let i = 0; i < WARMUP; i++) compose();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = process.hrtime.bigint();
    compose();
    samples.push(Number(process.hrtime.bigint() - started) / 1000);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(samples.length / 2)]!, p99: samples[Math.ceil(samples.length * 0.99) - 1]! };
}

/** Fifteen supporting documents, each at the per-file text budget. */
function heavyFiles(evidence: readonly EvidenceItem[]): EvidenceItem[] {
  const start = evidence.length;
  const files = Array.from({ length: MAX_FILES_PER_UPLOADER }, (_, index) => ({
    id: `E${start + index + 1}`,
    kind: 'file' as const,
    label: fileEvidenceLabel('docs', `document-${index + 1}.pdf`),
    text: 'Evidence text of a supporting document. '.repeat(Math.ceil(FILE_TEXT_BUDGET / 40)).slice(0, FILE_TEXT_BUDGET),
    fileId: null,
    contentHash: '0'.repeat(64),
  }));
  return [...evidence.filter((item) => item.kind !== 'file'), ...files];
}

const rows: [string, { median: number; p99: number }][] = [];
for (const type of LETTER_TYPES) {
  const { inputs, evidence } = letterFixture(type);
  rows.push([`letter ${type}`, medianMicroseconds(() => LETTER_TASKS[type].compose(inputs, evidence))]);
  const heavy = heavyFiles(evidence);
  rows.push([
    `letter ${type}, 15 files × ${FILE_TEXT_BUDGET / 1000}k chars`,
    medianMicroseconds(() => LETTER_TASKS[type].compose(inputs, heavy)),
  ]);
}
rows.push([
  'exhibit description',
  medianMicroseconds(() => exhibitDescriptionTask.compose({ id: 'x', name: 'Certificate' }, EXHIBIT_EVIDENCE)),
]);
rows.push([
  'module description',
  medianMicroseconds(() => moduleDescriptionTask.compose({ id: 'm', name: 'Awards' }, MODULE_EVIDENCE)),
]);
rows.push([
  'bio',
  medianMicroseconds(() => bioTask.compose({ userId: 'u', fullName: 'Priya Raman', archetype: null }, USER_EVIDENCE)),
]);
const entityInputs = {
  entityId: 'e',
  name: 'IEEE',
  type: 'MEMBERSHIP' as const,
  fields: ['description', 'selection_criteria'] as const,
};
rows.push(['entity fields', medianMicroseconds(() => entityFieldsTask.compose(entityInputs, EXHIBIT_EVIDENCE))]);
for (const kind of MODULE_CONTENT_KINDS) {
  const inputs = { kind, petitionId: 'p', beneficiaryName: 'P', companyName: 'C', visaName: 'O-1A', moduleNames: ['Awards'] };
  rows.push([`module content ${kind}`, medianMicroseconds(() => moduleContentTask(kind).compose(inputs, MODULE_EVIDENCE))]);
}

console.log(`Template composer, compose() only: ${RUNS} runs after ${WARMUP} warm-up, Node ${process.version}\n`);
console.log('| task | median µs | p99 µs |\n|---|---:|---:|');
for (const [name, { median, p99 }] of rows) console.log(`| ${name} | ${median.toFixed(1)} | ${p99.toFixed(1)} |`);
