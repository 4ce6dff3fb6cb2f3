/**
 * Row factories, one file per aggregate: each makeX(overrides) returns a full
 * row of its table with sensible defaults (fresh random id, now, the database's
 * own defaults) under the caller's overrides. The demo seed, the large seed
 * (for its column lists), the row-level-security fixtures and the API tests'
 * world all build rows with them; a new table adds one factory here.
 */
export { columnsOf, newId, nowIso, withDefaults } from './build.ts';
export { insertRow } from './insert.ts';
export { makeUser, makeAdmin, makeUserData, type UserRow, type AdminRow, type UserDataRow } from './users.ts';
export { makeEmployment, type EmploymentRow } from './employments.ts';
export {
  makeCompany,
  makeCompanyOffice,
  makeCompanyMember,
  type CompanyRow,
  type CompanyOfficeRow,
  type CompanyMemberRow,
} from './companies.ts';
export { makeFile, registeredFileKey, type FileRow } from './files.ts';
export {
  makeUserDocument,
  makeImmigrationDocument,
  makeCompanyDocument,
  makeProviderDocument,
  type UserDocumentRow,
  type ImmigrationDocumentRow,
  type CompanyDocumentRow,
  type ProviderDocumentRow,
} from './documents.ts';
export { makeEntity, makeModuleEntity, type EntityRow, type ModuleEntityRow } from './entities.ts';
export { makePetition, makeI94Entry, type PetitionRow, type I94EntryRow } from './petitions.ts';
export { makeModule, type ModuleRow } from './modules.ts';
export { makeExhibit, makeExhibitFile, type ExhibitRow, type ExhibitFileRow } from './exhibits.ts';
export {
  makePetitionForm,
  makePetitionLetter,
  makeCompiledPetition,
  type PetitionFormRow,
  type PetitionLetterRow,
  type CompiledPetitionRow,
} from './case-work.ts';
export { makeOnboarding, type OnboardingRow } from './onboardings.ts';
export {
  makeNote,
  makePendingTask,
  makeChecklistItem,
  type NoteRow,
  type PendingTaskRow,
  type ChecklistItemRow,
} from './staff-tools.ts';
export { makeCaseStrategy, type CaseStrategyRow } from './case-strategies.ts';
export {
  makeReusableExhibit,
  makeReusableExhibitFile,
  makeReusableExhibitEntity,
  type ReusableExhibitRow,
  type ReusableExhibitFileRow,
  type ReusableExhibitEntityRow,
} from './reusable-exhibits.ts';
export {
  makeFeatureFlag,
  makeFeatureFlagOverride,
  makeAnalyticsEvent,
  makeEditorImage,
  type FeatureFlagRow,
  type FeatureFlagOverrideRow,
  type AnalyticsEventRow,
  type EditorImageRow,
} from './platform.ts';
export { makeGeneratedText, type GeneratedTextRow } from './generated-texts.ts';
export { makeSupportMessage, type SupportMessageRow } from './support-messages.ts';
export { makeEmployerOnboarding, type EmployerOnboardingRow } from './employer-onboardings.ts';
export { makeDescriptionReview, type DescriptionReviewRow } from './description-reviews.ts';
