import { initialModulesFor, isTnVisa, type ModuleDraft } from '@app/domain';

/** What decides the module template: the visa type, the archetype, and whether a beneficiary is chosen. */
export interface PresetSelection {
  visaClassId: string | null;
  archetype: string | null;
  hasBeneficiary: boolean;
}

/**
 * The template a selection calls for (spec 1 §2): the TN preset for visa tn (even before a
 * beneficiary), else once a beneficiary is chosen the archetype's template, or without an archetype
 * the visa class's own modules (memo starter, beneficiary background, conclusion), else nothing.
 */
export function presetFor(selection: PresetSelection): ModuleDraft[] {
  if (!isTnVisa(selection.visaClassId) && !selection.hasBeneficiary) return [];
  return initialModulesFor({ visaClassId: selection.visaClassId, archetype: selection.archetype });
}

/** What a change of visa type, archetype or beneficiary does to the module list. */
export type PresetChoice =
  /** Nothing to do: no template, or the list already is the template. */
  | { kind: 'unchanged' }
  /** The list is empty or still the untouched old template: the new template takes its place silently. */
  | { kind: 'apply'; modules: ModuleDraft[] }
  /** Staff have their own modules: ask whether to keep them, replace them or merge (see mergePreset). */
  | { kind: 'ask'; preset: ModuleDraft[] };

/** Plain data compared by value, whatever the order of object keys (a strategy's JSON may differ from ours). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && sameValue(left[key], right[key]));
}

export function sameModules(a: readonly ModuleDraft[], b: readonly ModuleDraft[]): boolean {
  return sameValue(a, b);
}

/**
 * The template follows the visa type and archetype whatever order they are chosen in (issue 25): a
 * list that is empty or exactly the previous selection's template (nobody has touched it) becomes the
 * new template; a list staff changed is never replaced without asking. A change that leaves the
 * template as it was (an archetype on a TN petition) asks nothing. Clearing the archetype is such a
 * change too: its template becomes the visa class's own modules (docs/decisions.md, "A petition built
 * by hand asks the client for evidence").
 */
export function choosePreset(previous: PresetSelection, next: PresetSelection, modules: readonly ModuleDraft[]): PresetChoice {
  const preset = presetFor(next);
  if (preset.length === 0 || sameModules(modules, preset)) return { kind: 'unchanged' };
  if (modules.length === 0) return { kind: 'apply', modules: preset };
  const before = presetFor(previous);
  if (sameModules(modules, before)) return { kind: 'apply', modules: preset };
  if (sameModules(preset, before)) return { kind: 'unchanged' };
  return { kind: 'ask', preset };
}

/** Generated modules keep their places around the criteria: the memo starter opens, the conclusion closes. */
const FIRST = 'memo-starter';
const LAST = 'conclusion';

/**
 * Merge: the user's modules stay as they are (same objects, same order); each preset module whose type
 * the list lacks is added after the nearest earlier preset module the list has (the memo starter first,
 * the conclusion last), so the preset's order is kept where it can be.
 */
export function mergePreset(current: readonly ModuleDraft[], preset: readonly ModuleDraft[]): ModuleDraft[] {
  const merged = [...current];
  const has = (type: string) => merged.some((module) => module.type === type);
  preset.forEach((module, index) => {
    if (has(module.type)) return;
    if (module.type === LAST) {
      merged.push(module);
      return;
    }
    if (module.type === FIRST) {
      merged.unshift(module);
      return;
    }
    let at = merged[0]?.type === FIRST ? 1 : 0;
    for (let earlier = index - 1; earlier >= 0; earlier--) {
      const anchor = merged.findLastIndex((item) => item.type === preset[earlier]!.type);
      if (anchor >= 0) {
        at = anchor + 1;
        break;
      }
    }
    // Never after a closing conclusion.
    if (merged[at - 1]?.type === LAST) at -= 1;
    merged.splice(at, 0, module);
  });
  return merged;
}
