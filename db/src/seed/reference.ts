import type pg from 'pg';
import {
  ENTITY_TYPES,
  EXHIBIT_TYPES,
  PETITION_MODULE_TYPE_DETAILS,
  PETITION_MODULE_TYPES,
  VISA_TYPES,
  type EntityType,
} from '@app/domain';

/**
 * Reference data every database needs: visa classes, module and exhibit types
 * (from the shared domain package), one JSON schema per entity type, and the
 * staff case checklist. Runs at every server start and in every test
 * database, so it is one upsert per table (rows travel as one JSON parameter)
 * and rewrites only rows whose values changed. Rows that disappear from the
 * catalogue are left alone: exhibits and checklist items may point at them.
 */
export async function seedReferenceData(client: pg.ClientBase): Promise<void> {
  await client.query(
    `insert into app_public.visa_types (id, name, description, sort_order)
     select id, name, description, sort_order
     from jsonb_to_recordset($1::jsonb) as x(id text, name text, description text, sort_order int)
     on conflict (id) do update set name = excluded.name, description = excluded.description, sort_order = excluded.sort_order
     where (visa_types.name, visa_types.description, visa_types.sort_order)
       is distinct from (excluded.name, excluded.description, excluded.sort_order)`,
    [
      JSON.stringify(
        VISA_TYPES.map((visa, index) => ({ id: visa.code, name: visa.name, description: visa.description, sort_order: index })),
      ),
    ],
  );

  await client.query(
    `insert into app_public.module_types (id, name, description, sort_order)
     select id, name, description, sort_order
     from jsonb_to_recordset($1::jsonb) as x(id text, name text, description text, sort_order int)
     on conflict (id) do update set name = excluded.name, description = excluded.description, sort_order = excluded.sort_order
     where (module_types.name, module_types.description, module_types.sort_order)
       is distinct from (excluded.name, excluded.description, excluded.sort_order)`,
    [
      JSON.stringify(
        PETITION_MODULE_TYPES.map((type, index) => ({
          id: type,
          name: PETITION_MODULE_TYPE_DETAILS[type].name,
          description: PETITION_MODULE_TYPE_DETAILS[type].description,
          sort_order: index,
        })),
      ),
    ],
  );

  await client.query(
    `insert into app_public.exhibit_types (id, name, description, module_type_id, default_owned_by, default_visible, inputs, max_files)
     select id, name, description, module_type_id, default_owned_by::app_public.owned_by, default_visible, inputs, max_files
     from jsonb_to_recordset($1::jsonb)
       as x(id text, name text, description text, module_type_id text, default_owned_by text, default_visible boolean, inputs jsonb,
            max_files int)
     on conflict (id) do update set
       name = excluded.name, description = excluded.description, module_type_id = excluded.module_type_id,
       default_owned_by = excluded.default_owned_by, default_visible = excluded.default_visible, inputs = excluded.inputs,
       max_files = excluded.max_files
     where (exhibit_types.name, exhibit_types.description, exhibit_types.module_type_id, exhibit_types.default_owned_by,
            exhibit_types.default_visible, exhibit_types.inputs, exhibit_types.max_files)
       is distinct from (excluded.name, excluded.description, excluded.module_type_id, excluded.default_owned_by,
            excluded.default_visible, excluded.inputs, excluded.max_files)`,
    [
      JSON.stringify(
        EXHIBIT_TYPES.map((type) => ({
          id: type.id,
          name: type.name,
          description: type.description,
          module_type_id: type.moduleType,
          default_owned_by: type.defaultOwnedBy,
          default_visible: type.defaultVisible,
          inputs: type.inputs,
          // The exhibit type's file limit, held for customers by the exhibit_files trigger (migration 0082).
          max_files: type.maxFiles ?? null,
        })),
      ),
    ],
  );

  await client.query(
    `insert into app_public.entity_schemas (type, schema)
     select type::app_public.entity_type, schema from jsonb_to_recordset($1::jsonb) as x(type text, schema jsonb)
     on conflict (type) do update set schema = excluded.schema
     where entity_schemas.schema is distinct from excluded.schema`,
    [JSON.stringify(ENTITY_TYPES.map((type) => ({ type, schema: entitySchema(type) })))],
  );

  await client.query(
    `insert into app_public.checklist_sections (id, name, position)
     select id, name, position from jsonb_to_recordset($1::jsonb) as x(id uuid, name text, position int)
     on conflict (id) do update set name = excluded.name, position = excluded.position
     where (checklist_sections.name, checklist_sections.position) is distinct from (excluded.name, excluded.position)`,
    [JSON.stringify(CHECKLIST.map((section, position) => ({ id: section.id, name: section.name, position })))],
  );

  await client.query(
    `insert into app_public.checklist_tasks (section_id, code, label, position)
     select section_id, code, label, position
     from jsonb_to_recordset($1::jsonb) as x(section_id uuid, code text, label text, position int)
     on conflict (code) do update set section_id = excluded.section_id, label = excluded.label, position = excluded.position
     where (checklist_tasks.section_id, checklist_tasks.label, checklist_tasks.position)
       is distinct from (excluded.section_id, excluded.label, excluded.position)`,
    [
      JSON.stringify(
        CHECKLIST.flatMap((section) =>
          section.tasks.map(([code, label], position) => ({ section_id: section.id, code, label, position })),
        ),
      ),
    ],
  );
}

// ---------------------------------------------------------------------------
// Staff case checklist

export interface ChecklistSectionSeed {
  /** Fixed, so the upsert finds the section again on every start. */
  id: string;
  name: string;
  /** [code, label]; the code is the task's stable key. */
  tasks: readonly (readonly [string, string])[];
}

export const CHECKLIST: readonly ChecklistSectionSeed[] = [
  {
    id: '0c1a5e00-0000-4000-8000-000000000001',
    name: 'Intake',
    tasks: [
      ['intake.engagement-signed', 'Engagement letter signed by the petitioner'],
      ['intake.retainer-paid', 'Retainer invoice paid'],
      ['intake.kickoff-call', 'Kickoff call held with beneficiary and petitioner'],
      ['intake.beneficiary-onboarding', 'Beneficiary onboarding completed'],
      ['intake.employer-onboarding', 'Employer onboarding completed'],
      // Ticked by the database when the last task waiting for a document closes (migration 0036).
      ['intake.documents-received', 'Documents received'],
    ],
  },
  {
    id: '0c1a5e00-0000-4000-8000-000000000002',
    name: 'Evidence',
    tasks: [
      ['evidence.strategy-approved', 'Case strategy and criteria approved by the attorney'],
      ['evidence.expert-letters-requested', 'Expert letters requested'],
      ['evidence.expert-letters-signed', 'Expert letters signed and uploaded'],
      ['evidence.exhibits-reviewed', 'All exhibits reviewed for completeness'],
      ['evidence.translations-certified', 'Foreign-language documents translated and certified'],
      ['evidence.exhibit-index-final', 'Exhibit index finalized'],
    ],
  },
  {
    id: '0c1a5e00-0000-4000-8000-000000000003',
    name: 'Forms',
    tasks: [
      ['forms.g28', 'G-28 prepared and signed'],
      // Which petitions have which task, and how a task reads on a self-petition: packages/domain
      // case-checklist.ts (checklistTaskApplies, checklistTaskLabel) and, in the database, migration 0101.
      ['forms.i129', 'I-129 and supplement prepared'],
      ['forms.i140', 'I-140 prepared'],
      ['forms.advisory-opinion', 'Advisory opinion obtained (O-1)'],
      ['forms.i907', 'Premium processing (I-907) decided'],
      ['forms.petitioner-signature', 'Forms signed by the authorized signatory'],
    ],
  },
  {
    id: '0c1a5e00-0000-4000-8000-000000000004',
    name: 'Filing',
    tasks: [
      ['filing.attorney-final-review', 'Attorney final review'],
      ['filing.compiled', 'Petition compiled into the filing PDF'],
      // These four are a USCIS filing's: none on a TN applied for at the border or a consulate (migration 0135).
      ['filing.fees-prepared', 'Filing fees prepared'],
      ['filing.shipped', 'Petition printed and shipped to USCIS'],
      ['filing.tracking-recorded', 'Tracking number recorded'],
      ['filing.receipt-received', 'USCIS receipt notice received'],
    ],
  },
  {
    // A TN applied for at the border or a consulate only (packages/domain case-checklist.ts BORDER_APPLICATION_TASKS,
    // migration 0135): it files nothing with USCIS, so these stand where the USCIS shipping tasks stand on a petition.
    id: '0c1a5e00-0000-4000-8000-000000000005',
    name: 'Border or consulate application',
    tasks: [
      ['border.support-letter-signed', 'Support letter signed by the employer'],
      ['border.packet-given', 'Application packet given to the beneficiary'],
      ['border.admission-recorded', 'Admission recorded (I-94)'],
    ],
  },
  {
    // Once USCIS approves: the item is due six months before the approved period ends (migration 0147), on a case
    // whose approval grants a period (case-checklist.ts EXTENSION_TASK: not an I-140).
    id: '0c1a5e00-0000-4000-8000-000000000006',
    name: 'After the decision',
    tasks: [['decision.extension-filed', 'Extension filed before the approved period ends']],
  },
];

// ---------------------------------------------------------------------------
// Entity schemas

type JsonSchemaProperty = { type: 'string' | 'number' | 'integer' | 'boolean'; title: string } & Record<string, unknown>;

const text = (title: string, extra: Record<string, unknown> = {}): JsonSchemaProperty => ({ type: 'string', title, ...extra });
const url = (title: string): JsonSchemaProperty => ({ type: 'string', title, format: 'uri' });
const integer = (title: string, extra: Record<string, unknown> = {}): JsonSchemaProperty => ({
  type: 'integer',
  title,
  minimum: 0,
  ...extra,
});

/** Fields of each entity type beyond the shared description and selection criteria. */
const ENTITY_FIELDS: Readonly<Record<EntityType, Readonly<Record<string, JsonSchemaProperty>>>> = {
  AUTHORSHIP_PUBLISHER: {
    publisher_type: text('Publisher type', { enum: ['journal', 'conference', 'trade publication', 'book publisher'] }),
    impact_factor: { type: 'number', title: 'Impact factor', minimum: 0 },
    h5_index: integer('h5-index'),
    peer_reviewed: { type: 'boolean', title: 'Peer reviewed' },
    website_url: url('Website'),
  },
  AWARD: {
    awarding_body: text('Awarding body'),
    scope: text('Recognition', { enum: ['national', 'international'] }),
    year: integer('Year received', { minimum: 1900 }),
    number_of_recipients: integer('Recipients per year'),
    number_of_applicants: integer('Applicants per year'),
    prize_amount_usd: integer('Prize amount (USD)'),
    website_url: url('Website'),
  },
  COMPANY: {
    industry: text('Industry'),
    founded_year: integer('Founded', { minimum: 1800 }),
    headquarters: text('Headquarters'),
    employee_count: integer('Employees'),
    total_funding_usd: integer('Total funding (USD)'),
    notable_investors: text('Notable investors'),
    distinguished_reputation: text('Evidence of distinguished reputation'),
    website_url: url('Website'),
  },
  JUDGING_ENTITY: {
    event_name: text('Event or venue'),
    organizer: text('Organizer'),
    judging_role: text('Role', { enum: ['judge', 'peer reviewer', 'panelist', 'program committee'] }),
    year: integer('Year', { minimum: 1900 }),
    submissions_reviewed: integer('Submissions reviewed'),
    website_url: url('Website'),
  },
  LOCATION: {
    street: text('Street'),
    city: text('City'),
    state: text('State'),
    country: text('Country'),
    postal_code: text('Postal code'),
    is_worksite: { type: 'boolean', title: 'Beneficiary worksite' },
  },
  MEMBERSHIP: {
    organization: text('Association'),
    membership_level: text('Membership level'),
    admission_requirements: text('Admission requirements'),
    year_joined: integer('Year joined', { minimum: 1900 }),
    acceptance_rate_percent: { type: 'number', title: 'Acceptance rate (%)', minimum: 0, maximum: 100 },
    website_url: url('Website'),
  },
  PRESS_PUBLISHER: {
    outlet_type: text('Outlet type', { enum: ['newspaper', 'magazine', 'online', 'broadcast', 'trade publication'] }),
    circulation: integer('Circulation'),
    monthly_visitors: integer('Monthly visitors'),
    country: text('Country'),
    website_url: url('Website'),
  },
  ROLE: {
    title: text('Title'),
    organization: text('Organization'),
    start_date: text('Start date', { format: 'date' }),
    end_date: text('End date', { format: 'date' }),
    responsibilities: text('Responsibilities'),
    reports_to: text('Reports to'),
  },
  USER: {
    headline: text('Headline'),
    citizenship: text('Citizenship'),
    linkedin_url: url('LinkedIn'),
    google_scholar_url: url('Google Scholar'),
    personal_url: url('Website'),
  },
  VC: {
    firm: text('Firm'),
    fund_size_usd: integer('Fund size (USD)'),
    notable_investments: text('Notable investments'),
    investment_stage: text('Stage', { enum: ['pre-seed', 'seed', 'series A', 'series B', 'growth'] }),
    website_url: url('Website'),
  },
};

/** The JSON schema of an entity type's data: description and selection criteria, then the type's own fields. */
export function entitySchema(type: EntityType): Record<string, unknown> {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: type,
    type: 'object',
    properties: {
      description: text('Description', { 'x-multiline': true }),
      selection_criteria: text('Selection criteria', { 'x-multiline': true }),
      ...ENTITY_FIELDS[type],
    },
    additionalProperties: true,
  };
}
