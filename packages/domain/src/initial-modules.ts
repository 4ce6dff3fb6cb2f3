import { buildArchetypeTemplate, buildVisaClassTemplate } from './archetype-templates.ts';
import { isArchetype } from './archetypes.ts';
import type { ModuleDraft } from './builder-drafts.ts';
import { buildTnPresetModules } from './tn-preset.ts';
import { isTnVisa } from './visa-types.ts';

/**
 * What an empty builder fills itself with (spec 1 §2): the TN preset for a TN petition, otherwise the beneficiary's
 * archetype template, otherwise the visa class's own modules (the template's frame without criteria: docs/decisions.md,
 * "A petition built by hand asks the client for evidence"). TN wins because the archetype templates are built from
 * O-1A criteria, which a TN petition does not argue.
 */
export function initialModulesFor(selection: { visaClassId?: string | null; archetype?: string | null }): ModuleDraft[] {
  if (isTnVisa(selection.visaClassId)) return buildTnPresetModules();
  if (isArchetype(selection.archetype)) return buildArchetypeTemplate(selection.archetype, selection.visaClassId ?? null);
  return buildVisaClassTemplate(selection.visaClassId ?? null);
}
