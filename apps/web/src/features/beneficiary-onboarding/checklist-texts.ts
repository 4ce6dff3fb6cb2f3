import {
  EXHIBIT_TYPES,
  ONBOARDING_MODULE_TITLES,
  ORIGINAL_CODE_MAX_FILES,
  PERSONAL_ONBOARDING_MODULES,
  PETITION_MODULE_TYPE_DETAILS,
} from '@app/domain';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { customerExhibitTypeMessage } from '@/lib/i18n/exhibit-type-messages.ts';
import { EXHIBIT_DESCRIPTIONS } from './checklist-descriptions.ts';
import {
  EXPERT_LETTERS_SUBTITLE,
  EXPERT_LETTERS_SUBTITLE_TEXT,
  MODULE_SUBTITLES,
  MODULE_TITLES,
  PERSONAL_STEP_NAMES,
  PERSONAL_SUBTITLES,
} from './checklist-module-texts.ts';

/*
 * The checklist's module titles, step names, step descriptions and module subtitles come from the domain's catalogues
 * (packages/domain onboarding.ts, onboarding-record.ts, exhibit-types.ts, module-types.ts), in English and written
 * for staff: "Screenshots of code the beneficiary wrote". The beneficiary reads them addressed to them ("Screenshots of
 * code you wrote") and in their language; staff keep the catalogues' own text (builder, Entities). Keyed by the
 * catalogue's English text, which is what the checklist item carries (start_beneficiary_onboarding copies it); a text
 * not here (one staff wrote or edited themselves, an exhibit staff renamed) is shown as it is. docs/decisions.md,
 * "The checklist speaks to the beneficiary as you" and "The checklist's catalogue texts in the beneficiary's language".
 */

/** [catalogue key, staff text] → [staff text, the beneficiary's entry] where there is one. */
const pairs = (
  entries: readonly (readonly [string, string])[],
  lookup: (key: string) => MessageDescriptor | undefined,
): (readonly [string, MessageDescriptor])[] =>
  entries.flatMap(([key, text]) => {
    const descriptor = lookup(key);
    return descriptor ? [[text, descriptor] as const] : [];
  });

/** Staff text → the beneficiary's entry, from the catalogues' own texts (a text changed in the domain drops out, never lies). */
const DESCRIPTIONS_AND_SUBTITLES = new Map<string, MessageDescriptor>([
  ...pairs(
    EXHIBIT_TYPES.map((type) => [type.id, type.description] as const),
    (id) => EXHIBIT_DESCRIPTIONS[id],
  ),
  ...pairs(
    Object.entries(PETITION_MODULE_TYPE_DETAILS).map(([type, details]) => [type, details.description] as const),
    (type) => MODULE_SUBTITLES[type],
  ),
  ...pairs(
    PERSONAL_ONBOARDING_MODULES.map((module) => [module.type, module.subtitle] as const),
    (type) => PERSONAL_SUBTITLES[type],
  ),
  [EXPERT_LETTERS_SUBTITLE_TEXT, EXPERT_LETTERS_SUBTITLE],
]);

const STEP_NAMES = new Map<string, MessageDescriptor>([
  ...pairs(
    EXHIBIT_TYPES.map((type) => [type.id, type.name] as const),
    // The CV is "CV (résumé)" to the beneficiary, not staff's "Beneficiary CV" (migration 0116).
    (id) => customerExhibitTypeMessage(id),
  ),
  ...pairs(
    PERSONAL_ONBOARDING_MODULES.flatMap((module) => module.exhibits.map((item) => [item.type, item.name] as const)),
    (type) => PERSONAL_STEP_NAMES[type],
  ),
]);

const MODULE_TITLE_TEXTS = new Map<string, MessageDescriptor>(
  pairs(Object.entries(ONBOARDING_MODULE_TITLES), (type) => MODULE_TITLES[type as keyof typeof MODULE_TITLES]),
);

/** The exhibit types and module types whose texts the beneficiary reads reworded (for the test). */
export const REWORDED_EXHIBIT_TYPES = Object.keys(EXHIBIT_DESCRIPTIONS);
export const REWORDED_MODULE_TYPES = Object.keys(MODULE_SUBTITLES);

const read = (i18n: I18n, texts: ReadonlyMap<string, MessageDescriptor>, text: string) => {
  const descriptor = texts.get(text);
  return descriptor ? i18n._({ ...descriptor, values: { count: ORIGINAL_CODE_MAX_FILES } }) : text;
};

/** A checklist item's description or a module's subtitle as the beneficiary reads it: to them, in their language. */
export function checklistText(i18n: I18n, text: string): string {
  return read(i18n, DESCRIPTIONS_AND_SUBTITLES, text);
}

/** A checklist step's name (an exhibit type's or a personal step's) in the beneficiary's language. */
export function checklistStepName(i18n: I18n, name: string): string {
  return read(i18n, STEP_NAMES, name);
}

/** A checklist module's title in the beneficiary's language. */
export function checklistModuleTitle(i18n: I18n, title: string): string {
  return read(i18n, MODULE_TITLE_TEXTS, title);
}
