import { formatTimestamp } from '../../../lib/dates.ts';
import { treeNodeId } from './tree-node-id.ts';

/** One row of allPetitionChanges as the History panel reads it. */
export interface PetitionChangeRow {
  id: string;
  tableName: string;
  recordId: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  changed: unknown;
  createdAt: string;
  moduleId?: string | null;
  exhibitId?: string | null;
  userByActorId?: { id: string; fullName: string } | null;
  userBySignedInUserId?: { id: string; fullName: string } | null;
  module?: { id: string; name: string } | null;
  exhibit?: { id: string; name: string } | null;
}

export interface ChangedField {
  field: string;
  /** Compact JSON (or the plain string), cut to MAX_VALUE_LENGTH; '—' for null or missing. */
  oldValue: string;
  newValue: string;
}

export interface HistoryEntryView {
  id: string;
  who: string;
  when: string;
  what: string;
  fields: ChangedField[];
  /**
   * The tree node the change belongs to, when it still exists: element ids to try in order (the exhibit,
   * then its module, whose card stays rendered when it is collapsed).
   */
  target: { elementIds: string[]; label: string } | null;
}

/** Long values (descriptions, metadata) would swamp the panel; the full value stays in the database. */
export const MAX_VALUE_LENGTH = 80;

/** What each table of the petition aggregate is called in the panel (and in its 'kind' filter). */
export const HISTORY_TABLE_LABELS: Readonly<Record<string, string>> = {
  petitions: 'Petition',
  modules: 'Module',
  exhibits: 'Exhibit',
  exhibit_files: 'Exhibit file',
  module_entities: 'Module entity',
  notes: 'Note',
  pending_petition_tasks: 'Pending task',
  petition_checklist_items: 'Checklist item',
  i94_entries: 'I-94 entry',
  petition_forms: 'Form',
  petition_letters: 'Letter',
  compiled_petitions: 'Compiled packet',
  onboardings: 'Onboarding',
  provider_documents: 'Provider document',
  exhibit_contributions: 'Customer answers',
};

const OPERATION_LABELS: Readonly<Record<PetitionChangeRow['operation'], string>> = {
  INSERT: 'created',
  UPDATE: 'updated',
  DELETE: 'deleted',
};

export function tableLabel(tableName: string): string {
  return HISTORY_TABLE_LABELS[tableName] ?? tableName.replace(/_/g, ' ');
}

/** A value shown compactly: strings as they are, everything else as one-line JSON, cut with '…'. */
export function compactValue(value: unknown, maxLength = MAX_VALUE_LENGTH): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/**
 * changed is {field: {old, new}} (migration 0026), sent as JSON text (codegen maps JSON to string);
 * anything else yields no fields rather than a crash.
 */
export function changedFields(value: unknown): ChangedField[] {
  let changed = value;
  if (typeof value === 'string') {
    try {
      changed = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  if (!changed || typeof changed !== 'object' || Array.isArray(changed)) return [];
  return Object.entries(changed as Record<string, unknown>).map(([field, pair]) => {
    const { old: oldValue, new: newValue } =
      pair && typeof pair === 'object' && !Array.isArray(pair)
        ? (pair as { old?: unknown; new?: unknown })
        : { old: undefined, new: pair };
    return { field, oldValue: compactValue(oldValue), newValue: compactValue(newValue) };
  });
}

/** 'Staff Admin', or 'Priya Sharma (signed in as Staff Admin)' when staff acted while viewing as someone. */
export function changeAuthor(row: Pick<PetitionChangeRow, 'userByActorId' | 'userBySignedInUserId'>): string {
  const actor = row.userByActorId?.fullName ?? 'System';
  const signedIn = row.userBySignedInUserId?.fullName;
  return signedIn ? `${actor} (signed in as ${signedIn})` : actor;
}

/** The tree node a change links to: its exhibit, else its module (ids given by the tree, see treeNodeId). */
function changeTarget(row: PetitionChangeRow): HistoryEntryView['target'] {
  const moduleIds = row.module ? [treeNodeId('module', row.module.id)] : [];
  if (row.exhibit)
    return { elementIds: [treeNodeId('exhibit', row.exhibit.id), ...moduleIds], label: `Exhibit ${row.exhibit.name}` };
  if (row.module) return { elementIds: moduleIds, label: `Module ${row.module.name}` };
  return null;
}

export function formatHistoryEntry(row: PetitionChangeRow, timeZone?: string): HistoryEntryView {
  return {
    id: row.id,
    who: changeAuthor(row),
    when: formatTimestamp(row.createdAt, timeZone),
    what: `${tableLabel(row.tableName)} ${OPERATION_LABELS[row.operation]}`,
    fields: changedFields(row.changed),
    target: changeTarget(row),
  };
}

/** The people seen in the loaded changes, for the 'person' filter (by name, each once). */
export function actorsSeen(rows: readonly PetitionChangeRow[]): { id: string; fullName: string }[] {
  const byId = new Map<string, string>();
  for (const row of rows) if (row.userByActorId) byId.set(row.userByActorId.id, row.userByActorId.fullName);
  return [...byId].map(([id, fullName]) => ({ id, fullName })).sort((a, b) => a.fullName.localeCompare(b.fullName));
}
