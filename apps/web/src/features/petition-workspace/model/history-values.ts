import {
  ARCHETYPE_LABELS,
  BENEFICIARY_FLOW_STATE_LABELS,
  CASE_TYPE_LABELS,
  COMPILE_STATUS_LABELS,
  EXHIBIT_STATUS_LABELS,
  FILING_TYPE_LABELS,
  FORM_TYPE_LABELS,
  ONBOARDING_PROGRESS_STATUS_LABELS,
  ONBOARDING_STATUS_LABELS,
  PETITION_MODULE_TYPE_DETAILS,
  PETITION_STATUS_LABELS,
  isPetitionStatus,
  petitionStatusLabel,
  type StatusRoute,
  TASK_PARTY_LABELS,
  TASK_PRIORITY_LABELS,
  UUID_PATTERN,
  VISA_TYPES,
  formatVisaClass,
  formatCalendarDate,
  formFieldLabel,
  CURRENT_FORM_EDITIONS,
  USCIS_FORM_IDS,
  formNumberOf,
  getExhibitType,
  humanizeCode,
  isOwnedBy,
  ownedByLabel,
  shortReference,
} from '@app/domain';
import { formatTimestamp } from '@/lib/dates.ts';
import { countLabel } from '@/lib/count-label.ts';

/**
 * The History panel in words (issue 26): database columns by the names the workspace shows them under, and
 * their values through the domain's label tables, never as column names, enum values, UUIDs or JSON.
 */

/** Columns whose name alone would mislead or read badly; the rest are humanized ('uscis_status' → 'USCIS status'). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  status: 'Status',
  visa_class: 'Visa class',
  beneficiary_id: 'Beneficiary',
  company_id: 'Petitioner',
  latest_petition: 'Latest petition',
  extends_petition_id: 'Extends petition',
  filing_type: 'Filing type',
  case_type: 'Case type',
  metadata: 'Case details',
  data: 'Details',
  uscis_address: 'USCIS address',
  uscis_receipt_number: 'USCIS receipt number',
  uscis_status: 'USCIS status',
  oa_user_id: 'Attorney',
  csm_user_id: 'Customer success manager',
  worksite_office_id: 'Worksite',
  bates_prefix: 'Bates prefix',
  bates_position: 'Bates number position',
  packet_to_follow: 'In the packet as to follow',
  exhibit_type: 'Exhibit type',
  owned_by: 'Provided by',
  visible: 'Visible to the customer',
  visible_to_customer: 'Visible to the customer',
  autogen: 'Generate automatically',
  order_index: 'Position',
  compiler_override_name: 'Name in the packet',
  compiler_hide_title_row: 'Hide the title row in the packet',
  parent_exhibit_id: 'Parent exhibit',
  module_id: 'Module',
  exhibit_id: 'Exhibit',
  entity_id: 'Entity',
  file_id: 'File',
  final_file_id: 'Final file',
  docx_file_id: 'Word file',
  user_id: 'Person',
  sender_id: 'Sender',
  owner_id: 'Owner',
  creator_id: 'Created by',
  created_by: 'Created by',
  completed_by: 'Completed by',
  provided_by: 'Provided by',
  task_id: 'Task',
  generation_id: 'Generated text',
  content: 'Text',
  checklist_status: 'Checklist status',
  flow_state: 'Step',
  modules: 'Checklist',
  awaited_kind: 'Waits for',
  awaited_type: 'Waits for document',
  shared_with_customers: 'Shared with customers',
  display_name: 'Name',
  letter_type: 'Letter type',
  is_cover_letter: 'Cover letter',
  earlier_versions: 'Earlier versions',
  date_of_entry: 'Date of entry',
  type: 'Type',
  form: 'Form',
  field_name: 'Field',
  value: 'Value',
  edition: 'Edition',
  generated_at: 'Generated',
  due_date: 'Due date',
  priority: 'Priority',
  assignee_id: 'Assigned to',
  closed_reason: 'Why it was closed',
  recorded_by: 'Recorded by',
};

/** 'status' → 'Status', 'uscis_status' → 'USCIS status', 'some_new_id' → 'Some new'. */
export function fieldLabel(column: string): string {
  const known = FIELD_LABELS[column];
  if (known) return known;
  return humanizeCode(column.replace(/_id$/, '')).replace(/\busc ?is\b/i, 'USCIS');
}

const VISA_NAMES: Readonly<Record<string, string>> = Object.fromEntries(VISA_TYPES.map((visa) => [visa.code, visa.name]));
const MODULE_TYPE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PETITION_MODULE_TYPE_DETAILS).map(([type, details]) => [type, details.name]),
);

/** The label table of a table's status and type columns (the same column means different things per table). */
function labelTableFor(tableName: string, column: string): Readonly<Record<string, string>> | undefined {
  if (column === 'status') {
    return {
      petitions: PETITION_STATUS_LABELS,
      exhibits: EXHIBIT_STATUS_LABELS,
      compiled_petitions: COMPILE_STATUS_LABELS,
      onboardings: ONBOARDING_STATUS_LABELS,
    }[tableName];
  }
  if (column === 'type') return { modules: MODULE_TYPE_NAMES, petition_forms: FORM_TYPE_LABELS }[tableName];
  return {
    visa_class: VISA_NAMES,
    archetype: ARCHETYPE_LABELS,
    filing_type: FILING_TYPE_LABELS,
    case_type: CASE_TYPE_LABELS,
    party: TASK_PARTY_LABELS,
    checklist_status: ONBOARDING_PROGRESS_STATUS_LABELS,
    // Where the beneficiary's checklist flow stands (the checklist machine's state names).
    flow_state: BENEFICIARY_FLOW_STATE_LABELS,
    priority: TASK_PRIORITY_LABELS,
    // A task closed without being done (migrations 0073, 0124): why, in words.
    closed_reason: { 'rfe-answered': 'The RFE was answered', 'case-decided': 'The case was decided' },
    // Who recorded an I-94 entry (migration 0081).
    recorded_by: { STAFF: 'Staff', BENEFICIARY: 'The beneficiary' },
  }[column];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The character references the editor's HTML carries (it escapes `&`, `<`, `>`, quotes and no-break spaces). */
const NAMED_REFERENCES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `&lt;script&gt;` reads as `<script>`, as it was typed; an unknown reference is left as written. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference: string, name: string) => {
    if (name.startsWith('#')) {
      const codePoint = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : reference;
    }
    return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
  });
}

/** Text as one line without markup (descriptions and notes are HTML), cut with '…'. */
function plainText(value: string, maxLength: number): string {
  // Tags go first, then references: an escaped `&lt;b&gt;` is text the person typed, not a tag to drop.
  const text = decodeCharacterReferences(value.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

export interface ValueContext {
  tableName: string;
  column: string;
  providerName: string;
  timeZone?: string | undefined;
  maxLength: number;
  /** Names of the people the panel knows (user id → full name): a user id reads as the name, not a reference. */
  people?: ReadonlyMap<string, string> | undefined;
  /** The petition's route: a TN applied for at the border words its statuses its own way (petitionStatusLabel). */
  statusRoute?: StatusRoute | undefined;
}

/**
 * One stored value as people read it: '' for nothing (the sentence then says 'cleared' or 'set'), labels
 * for enums and slugs, Yes/No, dates in the app's format, a person's name for their user id and a short
 * reference for any other record id, a count for
 * lists and the named parts for an object.
 */
export function formatValue(value: unknown, context: ValueContext): string {
  const { tableName, column, providerName, timeZone, maxLength } = context;
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return column === 'order_index' ? String(value + 1) : value.toLocaleString('en-US');
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    if (value.every((item) => typeof item === 'string' && !UUID_PATTERN.test(item)))
      return plainText(value.map((item) => humanizeIfCode(item as string)).join(', '), maxLength);
    return countLabel(value.length, 'item', 'items');
  }
  if (typeof value === 'object') {
    const named = Object.entries(value as Record<string, unknown>).filter(([, part]) => part !== null && part !== '');
    if (named.length === 0) return '';
    return plainText(named.map(([key]) => fieldLabel(key)).join(', '), maxLength);
  }
  const text = String(value);
  if (tableName === 'petitions' && column === 'status' && context.statusRoute && isPetitionStatus(text))
    return petitionStatusLabel(text, context.statusRoute);
  const table = labelTableFor(tableName, column);
  if (table && Object.hasOwn(table, text)) return table[text] as string;
  if (column === 'visa_class') return formatVisaClass(text);
  if (column === 'form' && formNumberOf(text)) return formNumberOf(text)!;
  if (column === 'field_name' && tableName === 'petition_form_overrides') return plainText(anyFormFieldLabel(text), maxLength);
  if (column === 'owned_by' && isOwnedBy(text)) return ownedByLabel(text, providerName);
  if (column === 'exhibit_type' || column === 'document_type' || column === 'awaited_type') {
    const exhibitType = getExhibitType(text);
    if (exhibitType) return exhibitType.name;
  }
  if (UUID_PATTERN.test(text) && text.length === 36) return context.people?.get(text) ?? shortReference(text);
  if (ISO_DATE.test(text)) return formatCalendarDate(text);
  if (ISO_TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text))) return formatTimestamp(text, timeZone);
  return plainText(humanizeIfCode(text), maxLength);
}

/** A form field by its PDF name, in the words of whichever supported form has it (a value knows no form). */
function anyFormFieldLabel(field: string): string {
  for (const form of USCIS_FORM_IDS) {
    if (CURRENT_FORM_EDITIONS[form].fields.some((entry) => entry.field === field)) return formFieldLabel(form, field);
  }
  return formFieldLabel('g-28', field);
}

/** An enum value or slug no table knew, in words; any other text as it is. */
function humanizeIfCode(text: string): string {
  return /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(text) || /^[a-z0-9]+([-_][a-z0-9]+)+$/.test(text) ? humanizeCode(text) : text;
}

/**
 * The sub-fields that differ between two objects (a petition's case details, an exhibit's inputs), one
 * level deep, so 'Case details' changes read as the field that changed, not as two blobs of JSON.
 */
export function objectChanges(oldValue: unknown, newValue: unknown): { key: string; old: unknown; new: unknown }[] | null {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    value !== null && typeof value === 'object' && !Array.isArray(value);
  if (!isRecord(newValue) && !isRecord(oldValue)) return null;
  const before = isRecord(oldValue) ? oldValue : {};
  const after = isRecord(newValue) ? newValue : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map((key) => ({ key, old: before[key], new: after[key] }));
}
