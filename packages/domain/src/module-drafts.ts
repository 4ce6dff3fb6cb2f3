import type { ExhibitDraft, ModuleDraft } from './builder-drafts.ts';
import { getExhibitType, type ExhibitTypeId } from './exhibit-types.ts';
import { PETITION_MODULE_TYPE_DETAILS, type PetitionModuleType } from './module-types.ts';

/** Preset shape: a module kind and the exhibit types it starts with, in order. */
export interface ModuleTemplate {
  type: PetitionModuleType;
  exhibits: readonly ExhibitTypeId[];
}

/** A new builder exhibit with its type's default owner and visibility. */
export function createExhibitDraft(typeId: ExhibitTypeId): ExhibitDraft {
  const exhibitType = getExhibitType(typeId);
  return {
    type: typeId,
    name: exhibitType.name,
    ownedBy: exhibitType.defaultOwnedBy,
    visible: exhibitType.defaultVisible,
    autogen: false,
    data: {},
  };
}

/** A new builder module named after its kind; visible and not generated unless told otherwise. */
export function createModuleDraft(template: ModuleTemplate, options: { autogen?: boolean; visible?: boolean } = {}): ModuleDraft {
  return {
    type: template.type,
    name: PETITION_MODULE_TYPE_DETAILS[template.type].name,
    autogen: options.autogen ?? false,
    visible: options.visible ?? true,
    entities: [],
    data: { notes: '' },
    exhibits: template.exhibits.map(createExhibitDraft),
  };
}
