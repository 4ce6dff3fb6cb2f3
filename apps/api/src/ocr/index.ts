export { installOcrRoute, type OcrFile, type OcrRouteDeps } from './ocr-route.ts';
export { readDocumentFile } from './read-document.ts';
export { OcrBusyError, terminateOcrWorker } from './ocr-worker.ts';
export {
  NO_MRZ_MESSAGE,
  NoMrzFoundError,
  readPassport,
  UnreadableImageError,
  type MrzDetails,
  type PassportFields,
  type PassportReading,
} from './read-passport.ts';
