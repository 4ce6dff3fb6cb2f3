/**
 * Packet compilation benchmark (issue 12): a ~300-page packet of 80 exhibits (PDFs of 2–5 pages,
 * JPEG photos, PNG scans) after the demo case's generated USCIS forms (issue 28: G-28, I-907, I-129), compiled cold (every section rendered) and again after one exhibit's file
 * changed (one section rendered, the rest read from the section cache, every page re-stamped).
 *
 * What is timed is assemblePacket(): reading the files from the local-disk storage driver, rendering
 * sections, writing them to the cache, assembling, stamping and saving the PDF. The job's database
 * read (four indexed queries) is left out. Peak memory is the process's peak RSS (VmHWM, reset before
 * each phase through /proc/self/clear_refs) above the RSS before the phase.
 *
 * Runs standalone, no database needed: `npx tsx apps/api/bench/packet-compile.bench.ts`. `BENCH_RUNS`
 * (default 3) sets the runs of each phase; the median is reported. A report, not a test.
 */
import { createHash, randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { CURRENT_FORM_EDITIONS, formNumber } from '@app/domain';
import { preparedTemplate } from '../src/forms/form-templates.ts';
import { createLocalDiskStorage } from '../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../src/files/storage/local-url-signer.ts';
import { fileStorageKey } from '../src/files/storage-keys.ts';
import { assemblePacket } from '../src/packets/assemble-packet.ts';
import type { PacketExhibit, PacketFile, PacketForm, PacketPlan } from '../src/packets/packet-plan.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOREM =
  'The beneficiary led the design of the control software for an award-winning robotic arm, recognised by ' +
  'the committee for its contribution to the field; the judges cited sustained national acclaim. ';

async function textPdf(pages: number, seed: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`${seed} — page ${p + 1}`, { x: 72, y: 720, size: 14, font });
    for (let line = 0; line < 40; line++) {
      page.drawText(LOREM.slice((line * 7) % 60, ((line * 7) % 60) + 90), { x: 72, y: 690 - line * 15, size: 10, font });
    }
  }
  return Buffer.from(await doc.save());
}

/** A photo-like image (gradient with noise), so that compression does real work. */
async function photo(kind: 'jpeg' | 'png', width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let i = 0; i < raw.length; i += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const noise = state >>> 28;
    const x = (i / 3) % width;
    raw[i] = (x * 255) / width + noise;
    raw[i + 1] = ((i / 3 / width) * 255) / height + noise;
    raw[i + 2] = 128 + noise;
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return kind === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

async function storeFile(root: string, name: string, mimeType: string, bytes: Buffer): Promise<PacketFile> {
  const id = randomUUID();
  const storageKey = fileStorageKey(id);
  await writeFile(path.join(root, storageKey), bytes);
  return { id, name, mimeType, storageKey, sha256: createHash('sha256').update(bytes).digest('hex') };
}

async function buildPlan(root: string): Promise<PacketPlan> {
  await mkdir(path.join(root, 'files'), { recursive: true });
  const exhibits: PacketExhibit[] = [];
  const jpeg = await photo('jpeg', 1600, 1200, 1);
  for (let i = 0; i < 80; i++) {
    const label = `${String.fromCharCode(65 + Math.floor(i / 10))}-${(i % 10) + 1}`;
    let files: PacketFile[];
    if (i % 8 < 5)
      files = [await storeFile(root, `evidence-${i}.pdf`, 'application/pdf', await textPdf(2 + (i % 5), `Exhibit ${label}`))];
    else if (i % 8 < 7) files = [await storeFile(root, `photo-${i}.jpg`, 'image/jpeg', Buffer.concat([jpeg, Buffer.from([i])]))];
    else
      files = [
        await storeFile(root, `scan-${i}-1.png`, 'image/png', await photo('png', 1000, 1300, i)),
        await storeFile(root, `scan-${i}-2.png`, 'image/png', await photo('png', 1000, 1300, i + 100)),
      ];
    exhibits.push({
      id: randomUUID(),
      label,
      title: `Evidence ${label}`,
      depth: 0,
      moduleName: `Criterion ${label.split('-')[0]}`,
      hideTabPage: false,
      toFollow: false,
      files,
    });
  }
  // An O-1A case's forms (G-28, I-907, I-129: 49 pages), read from storage every compile: the shipped
  // editions decrypted as a fill starts from them (filled values change neither their size nor their cost here).
  const forms: PacketForm[] = [];
  for (const form of ['g-28', 'i-907', 'i-129'] as const) {
    const bytes = await preparedTemplate(CURRENT_FORM_EDITIONS[form]);
    const file = await storeFile(root, `${form}.pdf`, 'application/pdf', Buffer.from(bytes));
    const { edition } = CURRENT_FORM_EDITIONS[form];
    forms.push({
      form,
      number: formNumber(form),
      edition,
      fileId: file.id,
      storageKey: file.storageKey,
      sha256: file.sha256,
      generatedAt: new Date(),
    });
  }
  return {
    petitionId: randomUUID(),
    batesPrefix: 'PS-',
    batesPosition: 'BOTTOM_RIGHT',
    cover: {
      beneficiaryName: 'Bench Beneficiary',
      petitionerName: 'Bench Robotics Inc.',
      visaClass: 'O-1A',
      receiptNumber: null,
      date: '01/01/2026',
    },
    forms,
    coverLetter: null,
    exhibits,
  };
}

async function resetPeak(): Promise<void> {
  await writeFile('/proc/self/clear_refs', '5').catch(() => undefined);
}
async function readPeakMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  // VmHWM: the process's peak resident set since start or the last clear_refs reset.
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb ? kb / 1024 : process.memoryUsage().rss / 1024 / 1024;
}

interface PhaseResult {
  ms: number;
  /** CPU time of this process (user + system): the machine is shared, so wall time includes waiting for a core. */
  cpuMs: number;
  peakMb: number;
  rendered: number;
  pages: number;
  bytes: number;
}

async function phase(
  run: () => Promise<{ pageCount: number; renderedExhibitIds: string[]; pdf: Uint8Array }>,
): Promise<PhaseResult> {
  global.gc?.();
  await resetPeak();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const packet = await run();
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakMb: await readPeakMb(),
    rendered: packet.renderedExhibitIds.length,
    pages: packet.pageCount,
    bytes: packet.pdf.length,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'ps-packet-bench-'));
  try {
    const plan = await buildPlan(root);
    const cold: PhaseResult[] = [];
    const incremental: PhaseResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      // A fresh cache directory per run keeps every cold run cold.
      const cacheRoot = path.join(root, `run-${run}`);
      await cp(path.join(root, 'files'), path.join(cacheRoot, 'files'), { recursive: true });
      const storage = createLocalDiskStorage({ rootDir: cacheRoot, signer: createLocalUrlSigner('packet-bench-secret-value') });
      cold.push(await phase(() => assemblePacket(storage, plan)));
      // One exhibit's file replaced by a new version.
      const changedIndex = 40;
      const changed = plan.exhibits[changedIndex]!;
      const replacement = await storeFile(cacheRoot, 'evidence-v2.pdf', 'application/pdf', await textPdf(3, `Changed ${run}`));
      const changedPlan = {
        ...plan,
        exhibits: plan.exhibits.map((e, i) => (i === changedIndex ? { ...changed, files: [replacement] } : e)),
      };
      incremental.push(await phase(() => assemblePacket(storage, changedPlan)));
      await rm(cacheRoot, { recursive: true, force: true });
    }
    const summary = (name: string, results: PhaseResult[]) =>
      `| ${name} | ${results[0]!.pages} | ${results[0]!.rendered} | ${median(results.map((r) => r.ms)).toFixed(0)} ms | ` +
      `${Math.max(...results.map((r) => r.ms)).toFixed(0)} ms | ${median(results.map((r) => r.cpuMs)).toFixed(0)} ms | ${Math.max(...results.map((r) => r.peakMb)).toFixed(0)} MB | ${(results[0]!.bytes / 1e6).toFixed(1)} MB |`;
    console.log(`\nPacket compile benchmark: 3 forms + 80 exhibits, ${RUNS} runs each (node ${process.version})\n`);
    console.log('| phase | pages | sections rendered | median | max | CPU (median) | peak RSS | PDF size |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(summary('cold', cold));
    console.log(summary('one exhibit changed', incremental));
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await main();
