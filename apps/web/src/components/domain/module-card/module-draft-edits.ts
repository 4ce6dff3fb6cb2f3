import {
  createExhibitDraft,
  getExhibitType,
  isAutogenCapableModuleType,
  PETITION_MODULE_TYPE_DETAILS,
  type EntityType,
  type ExhibitDraft,
  type ExhibitTypeId,
  type ModuleDraft,
  type ModuleDraftData,
  type ModuleEntity,
  type PetitionModuleType,
} from '@app/domain';

/**
 * Pure edits of a builder module: each returns the whole next module (the card hands it to onChange)
 * and never mutates its input, so the page can keep history, debounce saves and compare drafts.
 */

/** The module kind as people read it ('Authorship'); the raw value when the kind is unknown. */
export function moduleTypeLabel(type: PetitionModuleType | string): string {
  return (PETITION_MODULE_TYPE_DETAILS as Readonly<Record<string, { name: string } | undefined>>)[type]?.name ?? type;
}

export function hasExhibitType(module: ModuleDraft, typeId: ExhibitTypeId): boolean {
  return module.exhibits.some((exhibit) => exhibit.type === typeId);
}

/**
 * The exhibit-type chip: adds one exhibit of the type at the end, or, when the module already has
 * that type, removes every exhibit of it (a chip shows whether the type is in the module).
 */
export function toggleExhibitType(module: ModuleDraft, typeId: ExhibitTypeId): ModuleDraft {
  if (hasExhibitType(module, typeId)) {
    return { ...module, exhibits: module.exhibits.filter((exhibit) => exhibit.type !== typeId) };
  }
  return { ...module, exhibits: [...module.exhibits, createExhibitDraft(typeId)] };
}

export function updateExhibit(module: ModuleDraft, index: number, patch: Partial<ExhibitDraft>): ModuleDraft {
  return { ...module, exhibits: module.exhibits.map((exhibit, i) => (i === index ? { ...exhibit, ...patch } : exhibit)) };
}

/** Sets inputs of one exhibit's data; an undefined or empty value removes the key so validation sees it missing. */
export function updateExhibitData(
  module: ModuleDraft,
  index: number,
  patch: Readonly<Record<string, string | undefined>>,
): ModuleDraft {
  const exhibit = module.exhibits[index];
  if (!exhibit) return module;
  return updateExhibit(module, index, { data: withoutBlanks({ ...exhibit.data, ...patch }) });
}

export function removeExhibit(module: ModuleDraft, index: number): ModuleDraft {
  return { ...module, exhibits: module.exhibits.filter((_, i) => i !== index) };
}

/** Adds an entity the module is about; choosing one already there changes nothing. */
export function addEntity(module: ModuleDraft, entity: ModuleEntity): ModuleDraft {
  const known = module.entities.some((existing) => existing.type === entity.type && existing.id === entity.id);
  if (known) return module;
  return { ...module, entities: [...module.entities, { type: entity.type, id: entity.id, name: entity.name }] };
}

export function removeEntity(module: ModuleDraft, type: EntityType, id: string): ModuleDraft {
  return { ...module, entities: module.entities.filter((entity) => !(entity.type === type && entity.id === id)) };
}

/** Merges module data; undefined values remove their key (an emptied field is missing, not ''). */
export function updateModuleData(module: ModuleDraft, patch: Partial<ModuleDraftData>): ModuleDraft {
  const data: Record<string, unknown> = { ...module.data, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete data[key];
  return { ...module, data: data as ModuleDraftData };
}

/** Only authorship, memo-starter and conclusion can be generated; the others stay off whatever is asked. */
export function setModuleAutogen(module: ModuleDraft, autogen: boolean): ModuleDraft {
  return { ...module, autogen: autogen && isAutogenCapableModuleType(module.type) };
}

/** An exhibit type offers autogenerate when the research agent needs inputs for it (press article, patent…). */
export function exhibitTypeSupportsAutogen(typeId: string): boolean {
  return getExhibitType(typeId)?.inputs.some((input) => input.requiredForAutogen) ?? false;
}

/** num_articles as typed: a whole number of at least 1, otherwise undefined (validation then asks for it). */
export function parseArticleCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return Number.isSafeInteger(count) && count >= 1 ? count : undefined;
}

function withoutBlanks<T extends Record<string, unknown>>(data: T): T {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === '') continue;
    kept[key] = value;
  }
  return kept as T;
}
