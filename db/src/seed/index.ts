export { seedReferenceData, CHECKLIST, entitySchema } from './reference.ts';
export { seedDemoData, type DemoSeedOptions } from './demo.ts';
export { seedLargeData, LARGE_BENCH_PETITION_MARKER, type LargeSeedOptions, type LargeSeedResult } from './large.ts';
export {
  makeSamplePdf,
  makeSamplePng,
  makeSampleJpeg,
  makeSampleFile,
  SAMPLE_MIME_TYPES,
  type SampleFileKind,
} from './sample-files.ts';
