import { getExhibitType, type ExhibitTypeInput } from '@app/domain';

/**
 * The autogen inputs an exhibit of this type has in the workspace (spec 1 §3: press-article url,
 * patent key and value). Company inputs (distinguished reputation) are chosen when the petition is
 * built and not edited here.
 */
export function workspaceAutogenInputs(exhibitType: string | null): ExhibitTypeInput[] {
  if (!exhibitType) return [];
  return (getExhibitType(exhibitType)?.inputs ?? []).filter((input) => input.kind !== 'company');
}

/** One input's text in the exhibit data ('' when unset or not text). */
export function dataText(data: Readonly<Record<string, unknown>>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The exhibit data with one input changed, every other key (entities, …) kept. An emptied input is
 * removed rather than stored as '' (docs/decisions.md, module card), so "missing" reads the same everywhere.
 */
export function withDataText(data: Readonly<Record<string, unknown>>, key: string, text: string): Record<string, unknown> {
  const next: Record<string, unknown> = { ...data };
  if (text.trim() === '') delete next[key];
  else next[key] = text;
  return next;
}

/** What a saved value is stored as: an input's text trimmed; untouched keys as they were. */
export function trimmedData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) next[key] = typeof value === 'string' ? value.trim() : value;
  return next;
}
