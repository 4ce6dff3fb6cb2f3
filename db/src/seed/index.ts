export { seedReferenceData, CHECKLIST, entitySchema } from './reference.ts';
export { seedDemoData, type DemoSeedOptions } from './demo/seed-demo.ts';
export { localDiskFileWriter, type SeedFileWriter } from './file-writer.ts';
export { seedLargeData, LARGE_BENCH_PETITION_MARKER, type LargeSeedOptions, type LargeSeedResult } from './large.ts';
export { insertRows } from './sql.ts';
export * from './factories/index.ts';
export {
  makeSamplePdf,
  makeSamplePng,
  makeSampleJpeg,
  makeSampleFile,
  SAMPLE_MIME_TYPES,
  type SampleFileKind,
} from './sample-files.ts';
