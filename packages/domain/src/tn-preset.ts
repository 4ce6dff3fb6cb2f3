import type { ModuleDraft } from './builder-drafts.ts';
import { createModuleDraft, type ModuleTemplate } from './module-drafts.ts';

/**
 * The modules a TN petition starts with (spec 1 §3). The education module also asks for the degree certificate,
 * which the spec's list leaves out: the degree itself is what the officer checks against the profession's minimum
 * (docs/decisions.md, "A TN case walked from nothing").
 */
export const TN_PRESET_MODULES: readonly ModuleTemplate[] = [
  { type: 'tn-support-letter-offer-of-employment', exhibits: ['support-letter', 'offer-letter'] },
  { type: 'tn-occupation-list', exhibits: ['tn-occupation-list', 'occupational-outlook-handbook'] },
  { type: 'tn-beneficiary-education-docs', exhibits: ['degree-certificate', 'transcript', 'cv', 'proof-of-enrollment'] },
];

export function buildTnPresetModules(): ModuleDraft[] {
  return TN_PRESET_MODULES.map((template) => createModuleDraft(template));
}
