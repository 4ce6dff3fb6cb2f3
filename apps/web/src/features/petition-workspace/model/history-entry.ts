import { DEFAULT_PROVIDER_NAME, formFieldLabel, formStaffName, humanizeCode, isUscisFormId, type StatusRoute } from '@app/domain';
import { formatTimestamp } from '@/lib/dates.ts';
import { fieldLabel, formatValue, objectChanges } from './history-values.ts';
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
  /** The petition's status followed what USCIS said (migration 0127): USCIS, not the request's user, changed it. */
  followsUscisStatus?: boolean | null;
  module?: { id: string; name: string } | null;
  exhibit?: { id: string; name: string } | null;
  /** The people whose user ids are among the values (migration 0065): named, not referenced. */
  peopleNamed?: { nodes: readonly { id: string; fullName: string }[] } | null;
}

export interface ChangedField {
  /** The field as the workspace names it ('Status'), never the column. */
  field: string;
  /** The values as people read them (labels, dates, Yes/No), cut to MAX_VALUE_LENGTH; '' for nothing. */
  oldValue: string;
  newValue: string;
  /** 'changed Status from Pending Documents to Submitted', 'set Tracking number to 1Z…', 'cleared Note'. */
  sentence: string;
}

export interface HistoryEntryView {
  id: string;
  who: string;
  when: string;
  /** 'Petition updated': the kind and what happened, for filters and headings. */
  what: string;
  /**
   * The change as a sentence (issue 26): 'Alex Morgan changed Status from Pending Documents to Submitted'
   * for one field, 'Alex Morgan updated Exhibit “Article”' above the field sentences for several.
   */
  summary: string;
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
  petition_generated_forms: 'Generated form',
  exhibit_description_reviews: 'Customer review of a description',
  petition_form_overrides: 'Form field typed by hand',
  rfe_responses: 'Request for Evidence',
  rfe_deficiencies: 'RFE item',
};

const OPERATION_LABELS: Readonly<Record<PetitionChangeRow['operation'], string>> = {
  INSERT: 'created',
  UPDATE: 'updated',
  DELETE: 'deleted',
};

export function tableLabel(tableName: string): string {
  return HISTORY_TABLE_LABELS[tableName] ?? humanizeCode(tableName);
}

/** How values are shown: the provider's configured name and the viewer's time zone. */
export interface HistoryFormatOptions {
  providerName?: string;
  timeZone?: string | undefined;
  /** User id → full name, for values that are user ids (formatHistoryEntry adds the row's peopleNamed). */
  people?: ReadonlyMap<string, string> | undefined;
  /** The petition's visa class and filing route, for its statuses' words (ValueContext.statusRoute). */
  statusRoute?: StatusRoute | undefined;
}

/** changed as {field: {old, new}}, parsed from JSON text (codegen maps JSON to string); null when unreadable. */
function parseChanged(value: unknown): Record<string, { old: unknown; new: unknown }> | null {
  let changed = value;
  if (typeof value === 'string') {
    try {
      changed = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (!changed || typeof changed !== 'object' || Array.isArray(changed)) return null;
  return Object.fromEntries(
    Object.entries(changed as Record<string, unknown>).map(([field, pair]) => {
      const { old: oldValue, new: newValue } =
        pair && typeof pair === 'object' && !Array.isArray(pair) && ('old' in pair || 'new' in pair)
          ? (pair as { old?: unknown; new?: unknown })
          : { old: undefined, new: pair };
      return [field, { old: oldValue, new: newValue }];
    }),
  );
}

function fieldSentence(field: string, oldValue: string, newValue: string): string {
  if (oldValue === '' && newValue === '') return `changed ${field}`;
  if (oldValue === '') return `set ${field} to ${newValue}`;
  if (newValue === '') return `cleared ${field} (was ${oldValue})`;
  if (oldValue === newValue) return `changed ${field}`;
  return `changed ${field} from ${oldValue} to ${newValue}`;
}

/**
 * changed is {field: {old, new}} (migration 0026): each field by its label with its values in words, an
 * object's changed parts one by one ('Full name in Case details'); anything unreadable yields no fields.
 */
export function changedFields(value: unknown, tableName = '', options: HistoryFormatOptions = {}): ChangedField[] {
  const changed = parseChanged(value);
  if (!changed) return [];
  const providerName = options.providerName ?? DEFAULT_PROVIDER_NAME;
  const format = (column: string, raw: unknown) =>
    formatValue(raw, {
      tableName,
      column,
      providerName,
      timeZone: options.timeZone,
      maxLength: MAX_VALUE_LENGTH,
      people: options.people,
      statusRoute: options.statusRoute,
    });
  const field = (label: string, oldValue: string, newValue: string): ChangedField => ({
    field: label,
    oldValue,
    newValue,
    sentence: fieldSentence(label, oldValue, newValue),
  });
  // A petition's case type follows its filing type (migration 0090): said once, as the filing type's change.
  const shown = Object.entries(changed).filter(([column]) => !(column === 'case_type' && 'filing_type' in changed));
  return shown.flatMap(([column, pair]) => {
    const label = fieldLabel(column);
    const parts = objectChanges(pair.old, pair.new);
    if (parts && parts.length > 0 && parts.length <= 5)
      return parts.map((part) =>
        field(`${fieldLabel(part.key)} in ${label}`, format(part.key, part.old), format(part.key, part.new)),
      );
    return [field(label, format(column, pair.old), format(column, pair.new))];
  });
}

/** What a created or deleted record is called: its kind and its name or the start of its text. */
function recordSubject(row: PetitionChangeRow): string {
  const kind = tableLabel(row.tableName);
  if (row.exhibit && row.tableName === 'exhibits') return `${kind} “${row.exhibit.name}”`;
  if (row.module && row.tableName === 'modules') return `${kind} “${row.module.name}”`;
  const form = uscisFormSubject(row);
  if (form) return `${kind} “${form}”`;
  const changed = parseChanged(row.changed) ?? {};
  for (const column of ['name', 'display_name', 'content', 'note']) {
    const value = changed[column]?.new ?? changed[column]?.old;
    if (typeof value === 'string' && value.trim()) {
      const text = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) return `${kind} “${text.length > 40 ? `${text.slice(0, 39)}…` : text}”`;
    }
  }
  return kind;
}

/**
 * The form (and field) a USCIS form entry is about, from its record id (migration 0046: 'i-129' for a generated
 * form, 'i-129:<PDF field name>' for a field typed by hand): "I-129", "I-129: Beneficiary family name".
 */
function uscisFormSubject(row: PetitionChangeRow): string | null {
  if (row.tableName !== 'petition_generated_forms' && row.tableName !== 'petition_form_overrides') return null;
  const [form = '', ...rest] = row.recordId.split(':');
  if (!isUscisFormId(form)) return null;
  const number = formStaffName(form);
  const field = rest.join(':');
  return field ? `${number}: ${formFieldLabel(form, field)}` : number;
}

/**
 * 'Staff Admin', or 'Priya Sharma (signed in as Staff Admin)' when staff acted while viewing as someone; 'USCIS status'
 * when the case's status followed a receipt or an RFE (the status recorded just before says who recorded it).
 */
export function changeAuthor(
  row: Pick<PetitionChangeRow, 'userByActorId' | 'userBySignedInUserId' | 'followsUscisStatus'>,
): string {
  if (row.followsUscisStatus) return 'USCIS status';
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

/** Record keys and links (ids) say nothing to a reader of a new record; its other fields are listed. */
const isKeyColumn = (field: string) => field === 'id' || field.endsWith('_id');

export function formatHistoryEntry(row: PetitionChangeRow, formatting: HistoryFormatOptions = {}): HistoryEntryView {
  // The names the caller knows, and those the row brings with it (its own are the surer).
  const named = (row.peopleNamed?.nodes ?? []).map((person) => [person.id, person.fullName] as const);
  const options = { ...formatting, people: new Map([...(formatting.people ?? []), ...named]) };
  const who = changeAuthor(row);
  const subject = recordSubject(row);
  let fields: ChangedField[] = [];
  let summary: string;
  if (row.operation === 'UPDATE') {
    fields = changedFields(row.changed, row.tableName, options);
    const only = fields.length === 1 ? fields[0] : undefined;
    summary = only ? `${who} ${only.sentence}` : `${who} updated ${subject}`;
  } else if (row.operation === 'INSERT') {
    const changed = parseChanged(row.changed) ?? {};
    const listed = Object.fromEntries(Object.entries(changed).filter(([field]) => !isKeyColumn(field)));
    fields = changedFields(listed, row.tableName, options).filter((field) => field.newValue !== '');
    summary = `${who} created ${subject}`;
  } else {
    summary = `${who} deleted ${subject}`;
  }
  return {
    id: row.id,
    who,
    when: formatTimestamp(row.createdAt, options.timeZone),
    what: `${tableLabel(row.tableName)} ${OPERATION_LABELS[row.operation]}`,
    summary,
    fields,
    target: changeTarget(row),
  };
}

/** The people seen in the loaded changes, for the 'person' filter (by name, each once). */
export function actorsSeen(rows: readonly PetitionChangeRow[]): { id: string; fullName: string }[] {
  const byId = new Map<string, string>();
  for (const row of rows) if (row.userByActorId) byId.set(row.userByActorId.id, row.userByActorId.fullName);
  return [...byId].map(([id, fullName]) => ({ id, fullName })).sort((a, b) => a.fullName.localeCompare(b.fullName));
}
