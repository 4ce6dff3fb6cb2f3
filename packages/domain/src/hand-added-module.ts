import {
  ARCHETYPE_MODULE_TEMPLATES,
  BENEFICIARY_BACKGROUND_TEMPLATE,
  CONCLUSION_TEMPLATE,
  EMPLOYER_DOCUMENTS_TEMPLATE,
  GENERATED_MODULE_OPTIONS,
  IMMIGRATION_HISTORY_TEMPLATE,
  memoStarterTemplate,
} from './archetype-templates.ts';
import { ARCHETYPES, isArchetype } from './archetypes.ts';
import type { ModuleDraft } from './builder-drafts.ts';
import type { ExhibitTypeId } from './exhibit-types.ts';
import { createModuleDraft, type ModuleTemplate } from './module-drafts.ts';
import type { PetitionModuleType } from './module-types.ts';
import { TN_PRESET_MODULES } from './tn-preset.ts';

/**
 * A module staff add by hand (the builder's and the petition page's Add module) starts with its module type's usual
 * exhibit types, so the customer's checklist asks for them and the packet has exhibits to file; staff remove what
 * does not fit (docs/decisions.md, "A petition built by hand asks the client for evidence"). The lists are the
 * templates' own, never a copy: the petition's archetype template, the TN preset and the frame every template has
 * (memo starter, beneficiary background, conclusion), the standing employer and immigration modules, and for a
 * criterion the petition's archetype does not argue, what the archetype templates arguing it give it in common.
 */
export interface HandAddedModuleContext {
  /** The petition's (or the builder's) archetype; anything else counts as none. */
  archetype?: string | null;
  visaClassId?: string | null;
}

/** The template a module type has whatever the archetype: the frame's, the TN preset's, the standing ones. */
function standingTemplate(type: PetitionModuleType, visaClassId: string | null): ModuleTemplate | undefined {
  if (type === 'memo-starter') return memoStarterTemplate(visaClassId);
  return [
    BENEFICIARY_BACKGROUND_TEMPLATE,
    CONCLUSION_TEMPLATE,
    EMPLOYER_DOCUMENTS_TEMPLATE,
    IMMIGRATION_HISTORY_TEMPLATE,
    ...TN_PRESET_MODULES,
  ].find((template) => template.type === type);
}

/**
 * The exhibit types every archetype template arguing this criterion gives it, in the order first given; when they
 * share none (Awards: a founder's venture funding, a researcher's prizes), every type any of them gives it. None for a
 * module type no archetype template has.
 */
export function sharedCriterionExhibitTypes(type: PetitionModuleType): ExhibitTypeId[] {
  const lists = ARCHETYPES.flatMap((archetype) =>
    ARCHETYPE_MODULE_TEMPLATES[archetype].filter((template) => template.type === type).map((template) => template.exhibits),
  );
  const given = [...new Set(lists.flat())];
  const shared = given.filter((id) => lists.every((list) => list.includes(id)));
  return shared.length > 0 ? shared : given;
}

/**
 * The exhibit types a module of this type starts with when staff add it by hand: the petition's archetype template's
 * list for it when the template has the module (what a case strategy for this beneficiary gives it), else the module
 * type's standing template (memo starter by visa class, beneficiary background, conclusion, employer documents,
 * immigration history, the TN modules), else the criterion's shared list.
 */
export function usualExhibitTypes(type: PetitionModuleType, context: HandAddedModuleContext = {}): readonly ExhibitTypeId[] {
  const archetype = isArchetype(context.archetype) ? context.archetype : null;
  const archetypes = archetype ? ARCHETYPE_MODULE_TEMPLATES[archetype].find((template) => template.type === type) : undefined;
  if (archetypes) return archetypes.exhibits;
  return standingTemplate(type, context.visaClassId ?? null)?.exhibits ?? sharedCriterionExhibitTypes(type);
}

/**
 * A module added by hand, with its usual exhibit types (each with its type's default owner and visibility). The
 * memo's opening and closing start generated and hidden, as the templates have them.
 */
export function handAddedModuleDraft(type: PetitionModuleType, context: HandAddedModuleContext = {}): ModuleDraft {
  const generated = type === 'memo-starter' || type === 'conclusion';
  return createModuleDraft({ type, exhibits: usualExhibitTypes(type, context) }, generated ? GENERATED_MODULE_OPTIONS : {});
}
