/**
 * The writing engine's public surface: what the server, the job worker and other features (the
 * research agent) use of it. Code outside writing/ imports it from here only (eslint.config.js).
 */
export * from './writing-types.ts';
export { createWritingService, type WritingServiceDeps } from './engine/create-writing-service.ts';
export { createModuleContentWriter, type WriteModuleContent } from './engine/module-content-writer.ts';
export { generating } from './engine/generating.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './engine/providers/openai-compatible.ts';
export { createEvidenceGatherer, uploadedFileEvidence, type EvidenceGatherer } from './evidence/gather-evidence.ts';
export { combineEvidence, numberEvidence, htmlToText, type EvidenceSource } from './evidence/evidence-source.ts';
export { extractText, FILE_TEXT_BUDGET, type ImageTextReader } from './evidence/extract-text.ts';
export { exhibitEvidence, moduleEvidence, entityEvidence, petitionEvidence } from './evidence/record-evidence.ts';
export { userEvidence } from './evidence/user-evidence.ts';
export { readImageText, terminateImageTextReader } from './evidence/image-text.ts';
// Building blocks of template drafts, for tasks written beside their feature (the RFE response, rfe/).
export { DraftBuilder, TEMPLATE_NOTE, excerpt, sentence } from './tasks/template-draft.ts';
// The multipart reader with its limits, for other routes that take one uploaded file (forms/editions/).
export { readForm } from './routes/read-form.ts';
