/** @app/domain: vocabulary, catalogues and rules shared by the API and the web app. */

// Enumerations (wire values shared with the database).
export * from './enum-helpers.ts';
export * from './lazy-schema.ts';
export * from './provider.ts';
export * from './client-config-element.ts';
export * from './petition-status.ts';
export * from './exhibit-record-status.ts';
export * from './exhibit-display-status.ts';
export * from './exhibit-progress.ts';
export * from './document-task-types.ts';
export * from './owned-by.ts';
export * from './filing-types.ts';
export * from './petition-documents.ts';
export * from './company-documents.ts';
export * from './immigration-documents.ts';
export * from './unit-types.ts';
export * from './company-members.ts';
export * from './entity-types.ts';
export * from './archetypes.ts';
export * from './onboarding.ts';
export * from './upload-result-codes.ts';
export * from './module-types.ts';

// Catalogues and presets.
export * from './visa-types.ts';
export * from './exhibit-types.ts';
export * from './onboarding-exhibit-types.ts';
export * from './exhibit-file-limit.ts';
export * from './onboarding-record.ts';
export * from './module-drafts.ts';
export * from './archetype-templates.ts';
export * from './tn-preset.ts';
export * from './tn-professions.ts';
export * from './tn-application-route.ts';
export * from './letter-signers.ts';
export * from './initial-modules.ts';
export * from './hand-added-module.ts';
export * from './document-suggestions.ts';
export * from './geography.ts';

// Schemas and rules.
export * from './petition-metadata.ts';
export * from './proposed-salary.ts';
export * from './offered-role.ts';
export * from './petition-case-fields.ts';
export * from './builder-drafts.ts';
export * from './petition-draft.ts';
export * from './user-data.ts';
export * from './person-history.ts';
export * from './passport-sex.ts';
export * from './i94-record.ts';
export * from './year-established.ts';
export * from './date-established.ts';
export * from './employment.ts';
export * from './employer-onboarding.ts';
export * from './employer-onboarding-schemas.ts';
export * from './employer-onboarding-summary.ts';
export * from './field-rules.ts';
export * from './phone-number.ts';
export * from './company-profile.ts';
export * from './fein.ts';
export * from './naics-code.ts';
export * from './annual-income.ts';
export * from './company-income.ts';
export * from './petition-worksite.ts';
export * from './requested-period.ts';
export * from './approved-period.ts';
export * from './extension-petition.ts';
export * from './stay-end.ts';
export * from './locale.ts';
export * from './locale-schema.ts';
export * from './bates-prefix.ts';
export * from './packet-preflight.ts';
export * from './action-items.ts';
export * from './additional-entity.ts';
export * from './reusable-exhibit.ts';
export * from './letter-name.ts';
export * from './exhibit-description-review.ts';
export * from './case-strategy.ts';
export * from './names.ts';
export * from './display-labels.ts';
export * from './exhibit-labels.ts';

// Constants.
export * from './constants.ts';
export * from './upload-rules.ts';
export * from './ui-texts.ts';
export * from './rich-text-allow-list.ts';
export * from './rich-text-xss-corpus.ts';

// Development sign-ins.
export * from './demo-accounts.ts';

// REST contracts (request and response schemas of every REST route).
export * from './contracts/index.ts';

// USCIS forms filled from the case: field maps per form edition, which forms a case needs.
export * from './uscis-forms/index.ts';
export * from './uscis-form-labels.ts';
export * from './uscis-case-status.ts';
export * from './case-timeline.ts';
export * from './receipt-notice.ts';
export * from './passport-checks.ts';
export * from './passport-name-spelling.ts';
export * from './rfe.ts';
export * from './rfe-exhibit-labels.ts';

// The API server's path prefixes (server routing, Vite dev proxy).
export * from './api-paths.ts';
export * from './first-page-preloads.ts';
export * from './notifications.ts';
export * from './email-html.ts';
export * from './notification-email.ts';
export * from './notification-settings-paths.ts';
export * from './notification-languages.ts';
export * from './notification-app-words.ts';
export * from './notification-unsubscribe.ts';
export * from './portal-invitations.ts';
export * from './portal-invitation-email.ts';
export * from './person-email.ts';
export * from './support-messages.ts';
export * from './case-checklist.ts';
export * from './task-planning.ts';
export * from './task-progress.ts';
export * from './case-list.ts';
export * from './case-list-csv.ts';
export * from './signature-requests.ts';
