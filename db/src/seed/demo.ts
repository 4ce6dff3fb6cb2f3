import type pg from 'pg';
import {
  buildArchetypeTemplate,
  buildTnPresetModules,
  caseTypeForFilingType,
  createModuleDraft,
  DEMO_ACCOUNTS,
  DEMO_COMPANY_NAME,
  EXHIBIT_STATUSES,
  getExhibitType,
  isOnboardingModuleType,
  ONBOARDING_MODULE_TITLES,
  onboardingExhibitTypeFor,
  PETITION_MODULE_TYPE_DETAILS,
  type Archetype,
  type CaseStrategyPayload,
  type CompanyDocumentType,
  type DemoAccountKey,
  type EntityType,
  type ExhibitDisplayStatus,
  type ExhibitStatus,
  type ExhibitTypeId,
  type FilingType,
  type FormType,
  type ImmigrationDocumentType,
  type ModuleDraft,
  type OnboardingExhibitStatus,
  type OnboardingModuleStatus,
  type OnboardingModuleType,
  type OnboardingStatus,
  type OwnedBy,
  type PetitionMetadata,
  type PetitionStatus,
  type UserDocumentType,
} from '@app/domain';
import {
  BENEFICIARIES,
  COMPANIES,
  ENTITIES,
  FOREIGN_PLACES,
  NOTE_TEXTS,
  PROJECT_MANAGEMENT_STATUSES,
  STAFF,
  TASK_TEXTS,
  US_STREETS,
  type BeneficiaryFixture,
  type CompanyFixture,
  type Place,
} from './demo-fixtures.ts';
import { SeededRandom } from './random.ts';
import { makeSampleFile, makeSamplePdf, SAMPLE_MIME_TYPES, sha256Hex, type SampleFileKind } from './sample-files.ts';
import { insertRows, type Row } from './sql.ts';

export interface DemoSeedOptions {
  /** Bytes of each demo file; defaults to small real PDF, PNG and JPEG files made by the seed. */
  fileBytes?: (kind: SampleFileKind, name: string) => Buffer;
  /** Writes a file's bytes to storage under its key (`files/<fileId>`). Without it only the rows are written. */
  storeFile?: (storageKey: string, bytes: Buffer) => Promise<void>;
  /** "Today" for the relative dates of the demo; defaults to the current day (UTC midnight). */
  now?: Date;
}

/** Key of the advisory lock that keeps two servers from seeding the same empty database at once. */
const DEMO_SEED_LOCK = 7_310_466_001;
const SEED = 20_240_917;

/**
 * Fills an empty database (no users) with a realistic, fictional practice:
 * the four demo accounts, staff, companies and their teams, forty
 * beneficiaries with petitions in every status built from the archetype
 * templates and the TN preset, real small files, entities, reusable exhibits,
 * notes, tasks, checklists, onboarding records and a case strategy.
 * Deterministic (seeded PRNG); runs in one transaction as the connection's
 * own role; does nothing when any user exists.
 */
export async function seedDemoData(client: pg.ClientBase, options: DemoSeedOptions = {}): Promise<void> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
    const existing = await client.query<{ has_users: boolean }>('select exists (select 1 from app_public.users) as has_users');
    if (existing.rows[0]?.has_users) {
      await client.query('rollback');
      return;
    }
    const tasks = await client.query<{ id: string; code: string }>('select id, code from app_public.checklist_tasks');
    const data = buildDemoData({
      now: options.now ?? new Date(),
      fileBytes: options.fileBytes,
      checklistTaskIds: new Map(tasks.rows.map((row) => [row.code, row.id])),
    });
    await writeDemoData(client, data);
    if (options.storeFile) await storeAll(data.storedFiles, options.storeFile);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

async function storeAll(
  files: readonly { storageKey: string; bytes: Buffer }[],
  storeFile: (storageKey: string, bytes: Buffer) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file) await storeFile(file.storageKey, file.bytes);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

// ---------------------------------------------------------------------------
// Writing

/** Tables in the order their rows are inserted (parents before children). */
const TABLE_ORDER = [
  'users',
  'admins',
  'user_data',
  'companies',
  'company_offices',
  'company_members',
  'user_employments',
  'additional_entities',
  'files',
  'user_documents',
  'immigration_documents',
  'company_documents',
  'petitions',
  'i94_entries',
  'modules',
  'module_entities',
  'exhibits',
  'sub_exhibits',
  'exhibit_files',
  'onboardings',
  'petition_forms',
  'petition_letters',
  'compiled_petitions',
  'provider_documents',
  'notes',
  'pending_petition_tasks',
  'petition_checklist_items',
  'case_strategies',
  'reusable_exhibits',
  'reusable_sub_exhibits',
  'reusable_exhibit_files',
  'reusable_exhibit_entities',
] as const;
type TableKey = (typeof TABLE_ORDER)[number];

const TABLE_NAMES: Partial<Record<TableKey, string>> = {
  sub_exhibits: 'exhibits',
  reusable_sub_exhibits: 'reusable_exhibits',
};

interface DemoData {
  rows: Record<TableKey, Row[]>;
  /** Status changes after creation, per step: petitions walk PENDING_DOCS → … → their status. */
  statusSteps: { id: string; status: PetitionStatus }[][];
  /** When each status was reached (petition_status_changes.changed_at). */
  statusTimes: { petition_id: string; status: PetitionStatus; changed_at: string }[];
  /** Last activity per petition (petitions.updated_at). */
  petitionUpdatedAt: { id: string; updated_at: string }[];
  staffAdminId: string;
  storedFiles: { storageKey: string; bytes: Buffer }[];
}

async function writeDemoData(client: pg.ClientBase, data: DemoData): Promise<void> {
  for (const table of TABLE_ORDER) {
    if (table === 'i94_entries') await walkPetitionStatuses(client, data);
    await insertRows(client, TABLE_NAMES[table] ?? table, data.rows[table]);
  }
}

/**
 * Petitions are inserted as PENDING_DOCS and then moved through their history
 * one status at a time, as staff would, so the status trigger records every
 * change with the staff admin as the author. The change times and the
 * petitions' updated_at are then set to the story's dates.
 */
async function walkPetitionStatuses(client: pg.ClientBase, data: DemoData): Promise<void> {
  await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [data.staffAdminId]);
  for (const step of data.statusSteps) {
    await client.query(
      `update app_public.petitions p set status = x.status::app_public.petition_status
       from jsonb_to_recordset($1::jsonb) as x(id uuid, status text) where p.id = x.id`,
      [JSON.stringify(step)],
    );
  }
  await client.query(`select set_config('jwt.claims.user_id', '', true)`);
  await client.query(
    `update app_public.petition_status_changes c set changed_at = x.changed_at
     from jsonb_to_recordset($1::jsonb) as x(petition_id uuid, status text, changed_at timestamptz)
     where c.petition_id = x.petition_id and c.to_status = x.status::app_public.petition_status`,
    [JSON.stringify(data.statusTimes)],
  );
  // updated_at is kept current by a trigger; the story's dates need it off for
  // one statement, which only a superuser may do. Without that the dates stay "now".
  await client.query('savepoint demo_updated_at');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query(
      `update app_public.petitions p set updated_at = x.updated_at
       from jsonb_to_recordset($1::jsonb) as x(id uuid, updated_at timestamptz) where p.id = x.id`,
      [JSON.stringify(data.petitionUpdatedAt)],
    );
    await client.query('set local session_replication_role = origin');
    await client.query('release savepoint demo_updated_at');
  } catch {
    await client.query('rollback to savepoint demo_updated_at');
  }
}

// ---------------------------------------------------------------------------
// Building

interface BuildOptions {
  now: Date;
  fileBytes: ((kind: SampleFileKind, name: string) => Buffer) | undefined;
  checklistTaskIds: ReadonlyMap<string, string>;
}

interface Person {
  id: string;
  fullName: string;
  email: string;
}

interface CompanyRecord {
  id: string;
  fixture: CompanyFixture;
  adminId: string;
  memberIds: string[];
  entityId: string;
}

interface BeneficiaryRecord extends Person {
  fixture: BeneficiaryFixture;
  company: CompanyRecord;
  birthPlace: Place;
  inUs: boolean;
  entityId: string;
  passportFileId?: string;
}

interface ExhibitRecord {
  id: string;
  type: ExhibitTypeId;
  name: string;
  description: string | null;
  ownedBy: OwnedBy;
  visible: boolean;
  status: ExhibitStatus;
  parentId: string | null;
}

interface ModuleRecord {
  id: string;
  type: ModuleDraft['type'];
  name: string;
  exhibits: ExhibitRecord[];
}

interface PetitionPlan {
  id: string;
  beneficiary: BeneficiaryRecord;
  company: CompanyRecord;
  visa: string;
  status: PetitionStatus;
  path: PetitionStatus[];
  latest: boolean;
  createdDaysAgo: number;
  filingType: FilingType;
  onboarding: OnboardingStatus | null;
  oaId: string;
  csmId: string;
  modules: ModuleRecord[];
}

const DAY_MS = 86_400_000;

const FULL_PATH: readonly PetitionStatus[] = ['IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'];

/** Statuses after PENDING_DOCS that lead to `status`. */
function statusPath(status: PetitionStatus, rng: SeededRandom): PetitionStatus[] {
  switch (status) {
    case 'PENDING_DOCS':
      return [];
    case 'IN_ATTORNEY_REVIEW':
    case 'SUBMITTED':
    case 'PRINT_SHIP_REQUESTED':
    case 'SHIPPED':
      return FULL_PATH.slice(0, FULL_PATH.indexOf(status) + 1);
    case 'APPROVED':
      return rng.chance(0.4) ? [...FULL_PATH, 'RFEED', 'APPROVED'] : [...FULL_PATH, 'APPROVED'];
    case 'DENIED':
      return [...FULL_PATH, 'RFEED', 'DENIED'];
    case 'RFEED':
      return [...FULL_PATH, 'RFEED'];
    case 'ARCHIVED':
      return ['ARCHIVED'];
  }
}

/** Rough age of a petition by how far it got. */
function createdDaysAgoFor(status: PetitionStatus, rng: SeededRandom): number {
  const ranges: Record<PetitionStatus, [number, number]> = {
    PENDING_DOCS: [4, 45],
    IN_ATTORNEY_REVIEW: [40, 80],
    SUBMITTED: [60, 95],
    PRINT_SHIP_REQUESTED: [70, 105],
    SHIPPED: [80, 120],
    RFEED: [130, 200],
    APPROVED: [150, 300],
    DENIED: [160, 300],
    ARCHIVED: [100, 250],
  };
  const [min, max] = ranges[status];
  return rng.int(min, max);
}

const UMBRELLA_TYPES: ReadonlySet<string> = new Set([
  'critical-role',
  'original-contribution',
  'high-remuneration',
  'membership',
  'awards',
  'judging',
  'press',
]);

const SCREENSHOT_TYPES: ReadonlySet<string> = new Set([
  'original-code',
  'code-contributor-page',
  'code-project-ownership',
  'google-scholar-page',
  'screenshot-of-event-or-prizes',
  'proof-of-membership-profile-page',
  'link-to-event',
  'org-chart',
  'evidence-of-significant-usage',
]);
const PHOTO_TYPES: ReadonlySet<string> = new Set(['passport', 'visa-stamp', 'ead', 'student-visa']);

const DISPLAY_STATUS: Readonly<Record<ExhibitStatus, ExhibitDisplayStatus>> = {
  PENDING_DOCUMENTS: 'requested',
  DOCUMENT_UPLOADED: 'submitted',
  DOCUMENT_APPROVAL: 'submitted',
  CREATE_EXHIBIT_DESCRIPTION: 'approved',
  REVIEW_EXHIBIT_DESCRIPTION: 'drafted',
  APPROVED_EXHIBIT_DESCRIPTION: 'customer-approved',
  APPROVED_EXHIBIT: 'plymouth-approved',
};

const EXPERTS: readonly (readonly [string, string, string])[] = [
  ['Dr. Margaret Ellison', 'Professor of Robotics', 'Lakeside Institute of Technology'],
  ['Dr. Samuel Okoye', 'Director of Research', 'Pinecrest Computing Lab'],
  ['Prof. Laura Bennett', 'Chair of Computer Science', 'Riverton University'],
  ['Dr. Victor Amari', 'Chief Scientist', 'Bluefield Analytics'],
  ['Dr. Claire Dumont', 'Principal Investigator', 'Northgate Medical Research Center'],
  ['Prof. Ethan Caldwell', 'Professor of Electrical Engineering', 'Westbrook University'],
  ['Dr. Nora Halvorsen', 'Vice President of Engineering', 'Tidewater Systems'],
];

const PAST_EMPLOYERS: readonly string[] = [
  'Sunrise Data Labs',
  'Kite Systems',
  'Blue Lantern Analytics',
  'Vertex Mobility',
  'Harborline Software',
  'Cinder Labs',
  'Orion Health Systems',
  'Polar Bit Studios',
  'Nimbus Research Institute',
  'Redwood Applied Sciences',
];

const PAST_POSITIONS: readonly string[] = [
  'Software Engineer',
  'Research Engineer',
  'Senior Engineer',
  'Product Manager',
  'Research Assistant',
  'Data Scientist',
  'Team Lead',
];

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function lastName(fullName: string): string {
  return fullName.trim().split(/\s+/).slice(-1)[0] ?? fullName;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}

function weighted<T>(rng: SeededRandom, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = choices[choices.length - 1];
  if (!last) throw new Error('weighted pick from no choices');
  return last[0];
}

function buildDemoData(options: BuildOptions): DemoData {
  const rng = new SeededRandom(SEED);
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  /** An ISO timestamp `days` days before today, during office hours. */
  const at = (days: number, hour?: number): string =>
    new Date(today - days * DAY_MS + (hour ?? rng.int(14, 23)) * 3_600_000 + rng.int(0, 59) * 60_000).toISOString();
  const dateOf = (days: number): string => new Date(today - days * DAY_MS).toISOString().slice(0, 10);
  const daysFromIso = (iso: string): number => Math.floor((today - Date.parse(iso)) / DAY_MS);

  const rows = Object.fromEntries(TABLE_ORDER.map((table) => [table, [] as Row[]])) as Record<TableKey, Row[]>;
  const add = (table: TableKey, row: Row) => rows[table].push(row);
  const storedFiles: { storageKey: string; bytes: Buffer }[] = [];

  const addFile = (file: {
    name: string;
    kind: SampleFileKind;
    ownerId: string;
    createdAt: string;
    title: string;
    lines?: string[];
  }): string => {
    const id = rng.uuid();
    const bytes = options.fileBytes
      ? options.fileBytes(file.kind, file.name)
      : file.kind === 'pdf'
        ? makeSamplePdf(file.title, file.lines)
        : makeSampleFile(file.kind, file.title);
    const storageKey = `files/${id}`;
    add('files', {
      id,
      name: file.name,
      mime_type: SAMPLE_MIME_TYPES[file.kind],
      size_bytes: bytes.length,
      storage_key: storageKey,
      sha256: sha256Hex(bytes),
      owner_id: file.ownerId,
      deleted: false,
      created_at: file.createdAt,
    });
    storedFiles.push({ storageKey, bytes });
    return id;
  };

  const userData = (row: Row) =>
    add('user_data', {
      id: rng.uuid(),
      addresses: [],
      other_names: null,
      ...row,
    });

  const addUser = (user: {
    fullName: string;
    email: string;
    sub?: string;
    archetype?: Archetype | null;
    bio?: string | null;
    portalOnboarded?: boolean;
    createdDaysAgo: number;
  }): Person => {
    const id = rng.uuid();
    const createdAt = at(user.createdDaysAgo);
    add('users', {
      id,
      email: user.email,
      full_name: user.fullName,
      bio: user.bio ?? null,
      archetype: user.archetype ?? null,
      portal_onboarded: user.portalOnboarded ?? false,
      auth0_sub: user.sub ?? null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    return { id, fullName: user.fullName, email: user.email };
  };

  // --- Staff --------------------------------------------------------------
  const demo = (key: DemoAccountKey) => {
    const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === key);
    if (!account) throw new Error(`Demo account ${key} is missing from @app/domain`);
    return account;
  };
  const staffAdminAccount = demo('staffAdmin');
  const staffAdmin = addUser({
    fullName: staffAdminAccount.fullName,
    email: staffAdminAccount.email,
    sub: staffAdminAccount.sub,
    portalOnboarded: true,
    createdDaysAgo: 900,
  });
  const staff: Person[] = [staffAdmin];
  userData({ user_id: staffAdmin.id, role: 'Head of Operations', phone_number: '+1 (415) 555-0100' });
  STAFF.forEach(([fullName, title], index) => {
    const person = addUser({
      fullName,
      email: `${slug(firstName(fullName))}.${slug(lastName(fullName))}@staff.petition-studio.example`,
      portalOnboarded: true,
      createdDaysAgo: 800 - index * 60,
    });
    staff.push(person);
    userData({ user_id: person.id, role: title, phone_number: `+1 (415) 555-01${String(index + 1).padStart(2, '0')}` });
  });
  for (const person of staff) {
    add('admins', { user_id: person.id, created_at: rows.users.find((user) => user.id === person.id)?.created_at ?? at(800) });
  }
  const operationsAssociates = staff.filter((_, index) => index === 0 || STAFF[index - 1]?.[1] === 'Operations Associate');
  const successManagers = staff.filter((_, index) => index > 0 && STAFF[index - 1]?.[1] === 'Customer Success Manager');

  // --- Companies, teams, offices ------------------------------------------
  const employerAccount = demo('employerAdmin');
  const viewerAccount = demo('companyViewer');
  const companies = new Map<string, CompanyRecord>();
  COMPANIES.forEach((fixture, index) => {
    const id = rng.uuid();
    const createdDaysAgo = 700 - index * 40;
    const createdAt = at(createdDaysAgo);
    const phone = `+1 (${rng.int(201, 989)}) 555-01${rng.digits(2)}`;
    add('companies', {
      id,
      dba_name: fixture.dbaName,
      legal_name: fixture.legalName,
      bio: fixture.bio,
      phone_number: phone,
      ein: `${rng.digits(2)}-${rng.digits(7)}`,
      website_url: `https://${slug(fixture.dbaName)}.example`,
      portal_onboarded: fixture.portalOnboarded,
      country: 'US',
      state: fixture.place.state,
      city: fixture.place.city,
      street_number_street_name_business_address: fixture.street,
      unit_number: fixture.unit?.number ?? null,
      unit_type: fixture.unit?.type ?? null,
      zip_code: fixture.place.zip,
      is_business_address_worksite: fixture.worksites.length === 0 || rng.chance(0.5),
      company_type_of_business: fixture.typeOfBusiness,
      current_number_of_employees: fixture.employees,
      company_gross_annual_income: fixture.grossIncome,
      company_net_annual_income: Math.round(fixture.grossIncome * (rng.int(-15, 22) / 100)),
      created_at: createdAt,
      updated_at: createdAt,
    });
    add('company_offices', {
      id: rng.uuid(),
      company_id: id,
      label: 'Headquarters',
      street: fixture.street,
      street2: null,
      unit_type: fixture.unit?.type ?? null,
      unit_number: fixture.unit?.number ?? null,
      city: fixture.place.city,
      state: fixture.place.state,
      country: 'US',
      postal_code: fixture.place.zip,
      is_employee_worksite: true,
      created_at: createdAt,
    });
    for (const site of fixture.worksites) {
      add('company_offices', {
        id: rng.uuid(),
        company_id: id,
        label: site.label,
        street: site.street,
        street2: null,
        unit_type: null,
        unit_number: null,
        city: site.place.city,
        state: site.place.state,
        country: 'US',
        postal_code: site.place.zip,
        is_employee_worksite: true,
        created_at: at(createdDaysAgo - 30),
      });
    }

    const members: { person: Person; role: string; signatory: boolean; title: string }[] = [];
    if (fixture.key === 'northwind') {
      if (fixture.dbaName !== DEMO_COMPANY_NAME) throw new Error('The first demo company must be DEMO_COMPANY_NAME');
      members.push({
        person: addUser({
          fullName: employerAccount.fullName,
          email: employerAccount.email,
          sub: employerAccount.sub,
          portalOnboarded: true,
          createdDaysAgo: createdDaysAgo - 2,
        }),
        role: 'ADMIN',
        signatory: true,
        title: 'VP of People and Operations',
      });
      members.push({
        person: addUser({
          fullName: viewerAccount.fullName,
          email: viewerAccount.email,
          sub: viewerAccount.sub,
          portalOnboarded: true,
          createdDaysAgo: createdDaysAgo - 20,
        }),
        role: 'VIEWER',
        signatory: false,
        title: 'Finance Manager',
      });
    }
    for (const [fullName, role, signatory, title] of fixture.members) {
      members.push({
        person: addUser({
          fullName,
          email: `${slug(firstName(fullName))}.${slug(lastName(fullName))}@${slug(fixture.dbaName)}.example`,
          portalOnboarded: fixture.portalOnboarded,
          createdDaysAgo: createdDaysAgo - rng.int(1, 25),
        }),
        role,
        signatory,
        title,
      });
    }
    for (const member of members) {
      add('company_members', {
        company_id: id,
        user_id: member.person.id,
        role: member.role,
        is_authorized_signatory: member.signatory,
        created_at: at(createdDaysAgo - 1),
      });
      userData({
        user_id: member.person.id,
        role: member.title,
        phone_number: `+1 (${rng.int(201, 989)}) 555-01${rng.digits(2)}`,
        linkedin_url: `https://linkedin.example/in/${slug(member.person.fullName)}`,
      });
    }
    const admin = members.find((member) => member.role === 'ADMIN');
    if (!admin) throw new Error(`Company ${fixture.dbaName} needs an ADMIN member`);
    const entityId = rng.uuid();
    add('additional_entities', {
      id: entityId,
      name: fixture.dbaName,
      type: 'COMPANY',
      data: {
        description: fixture.bio,
        selection_criteria: '',
        industry: fixture.industry,
        founded_year: fixture.foundedYear,
        headquarters: `${fixture.place.city}, ${fixture.place.state}`,
        employee_count: fixture.employees,
        website_url: `https://${slug(fixture.dbaName)}.example`,
      },
      user_id: null,
      company_id: id,
      created_at: createdAt,
      updated_at: createdAt,
    });
    companies.set(fixture.key, { id, fixture, adminId: admin.person.id, memberIds: members.map((m) => m.person.id), entityId });
  });
  const companyOf = (key: string): CompanyRecord => {
    const company = companies.get(key);
    if (!company) throw new Error(`Unknown demo company ${key}`);
    return company;
  };

  // Company documents.
  for (const company of companies.values()) {
    const types: CompanyDocumentType[] = ['ARTICLES_OF_INCORPORATION', 'TAX_ID_FEIN_DOCUMENT'];
    if (company.fixture.key === 'northwind') types.push('FUNDING_DOCUMENT', 'BANK_STATEMENT');
    else if (rng.chance(0.5))
      types.push(rng.pick(['FUNDING_DOCUMENT', 'TERM_SHEET', 'BANK_STATEMENT', 'COMPANY_OVERVIEW'] as const));
    if (company.fixture.key === 'quillstone') types.push('FOREIGN_QUALIFICATION');
    types.forEach((type, index) => {
      const label = type.toLowerCase().replaceAll('_', '-');
      const fileId = addFile({
        name: `${slug(company.fixture.dbaName)}-${label}.pdf`,
        kind: 'pdf',
        ownerId: company.adminId,
        createdAt: at(300 - index * 5),
        title: `${type
          .replaceAll('_', ' ')
          .toLowerCase()
          .replace(/^\w/, (c) => c.toUpperCase())}: ${company.fixture.legalName}`,
        lines: [`Company: ${company.fixture.legalName}`, `${company.fixture.place.city}, ${company.fixture.place.state}`],
      });
      add('company_documents', {
        company_id: company.id,
        file_id: fileId,
        type,
        visible: !(company.fixture.key === 'cobalt' && type === 'TAX_ID_FEIN_DOCUMENT'),
        created_at: at(300 - index * 5),
      });
    });
  }

  // --- Entities (other than USER and COMPANY) -----------------------------
  const entitiesByType = new Map<EntityType, { id: string; name: string }[]>();
  const addEntityRef = (type: EntityType, ref: { id: string; name: string }) => {
    const list = entitiesByType.get(type) ?? [];
    list.push(ref);
    entitiesByType.set(type, list);
  };
  for (const company of companies.values()) addEntityRef('COMPANY', { id: company.entityId, name: company.fixture.dbaName });
  for (const entity of ENTITIES) {
    const id = rng.uuid();
    const createdAt = at(rng.int(200, 600));
    add('additional_entities', {
      id,
      name: entity.name,
      type: entity.type,
      data: entity.data,
      user_id: null,
      company_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    addEntityRef(entity.type, { id, name: entity.name });
  }
  const entitiesOf = (type: EntityType) => entitiesByType.get(type) ?? [];

  // --- Beneficiaries --------------------------------------------------------
  const beneficiaryAccount = demo('beneficiary');
  const beneficiaries: BeneficiaryRecord[] = BENEFICIARIES.map((fixture, index) => {
    const isPriya = index === 0;
    if (isPriya && fixture.fullName !== beneficiaryAccount.fullName) {
      throw new Error('The first demo beneficiary must be the beneficiary demo account');
    }
    const company = companyOf(fixture.company);
    const places = FOREIGN_PLACES[fixture.country];
    if (!places) throw new Error(`No demo places for ${fixture.country}`);
    const birthPlace = rng.pick(places);
    const foreign = rng.pick(places);
    const inUs = fixture.visa !== 'tn' && rng.chance(0.8);
    const createdDaysAgo = rng.int(120, 420);
    const person = addUser({
      fullName: fixture.fullName,
      email: isPriya
        ? beneficiaryAccount.email
        : `${slug(firstName(fixture.fullName))}.${slug(lastName(fixture.fullName))}@mail.example`,
      sub: isPriya ? beneficiaryAccount.sub : undefined,
      archetype: fixture.archetype,
      bio: `${firstName(fixture.fullName)} works in ${fixture.field.toLowerCase()} as ${fixture.role} at ${company.fixture.dbaName}.`,
      portalOnboarded: true,
      createdDaysAgo,
    });
    const usPlace = company.fixture.place;
    const usStreet = `${rng.int(100, 9999)} ${rng.pick(US_STREETS)}`;
    const usUnit = rng.chance(0.6) ? `Apt ${rng.int(1, 30)}${rng.pick(['A', 'B', 'C', ''])}` : null;
    const birthYear = rng.int(1980, 1997);
    const issuedDaysAgo = rng.int(200, 2800);
    const words = fixture.fullName.split(' ');
    const hasOtherName = !isPriya && rng.chance(0.2);
    userData({
      user_id: person.id,
      city_birth: birthPlace.city,
      country_birth: birthPlace.country,
      province_birth: birthPlace.province,
      date_of_birth: `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
      city_foreign_address: foreign.city,
      country_foreign_address: foreign.country,
      province_foreign_address: foreign.province,
      state_foreign_address: null,
      postal_code_foreign_address: foreign.postalCode,
      street_number_street_name_foreign_address: foreign.street,
      city_us_residential_address: inUs ? usPlace.city : null,
      state_us_residential_address: inUs ? usPlace.state : null,
      street_number_street_name_us_residential_address: inUs ? usStreet + (usUnit ? `, ${usUnit}` : '') : null,
      zip_code_us_residential_address: inUs ? usPlace.zip : null,
      phone_number: `+1 (${rng.int(201, 989)}) 555-01${rng.digits(2)}`,
      role: fixture.role,
      us_role_title: fixture.role,
      linkedin_url: `https://linkedin.example/in/${slug(fixture.fullName)}`,
      personal_url: rng.chance(0.4) ? `https://${slug(fixture.fullName)}.example` : null,
      addresses: [
        {
          street: foreign.street,
          street2: null,
          city: foreign.city,
          province: foreign.province,
          country: foreign.country,
          postalCode: foreign.postalCode,
          createdAt: at(createdDaysAgo),
        },
        ...(inUs
          ? [
              {
                street: usStreet,
                street2: usUnit,
                city: usPlace.city,
                province: usPlace.state,
                country: 'US',
                postalCode: usPlace.zip,
                createdAt: at(createdDaysAgo - 1),
              },
            ]
          : []),
      ],
      other_names: hasOtherName
        ? [{ firstName: words[0], middleName: null, lastName: rng.pick(['Almeida', 'Novak', 'Haddad', 'Lindberg', 'Moretti']) }]
        : rng.chance(0.7)
          ? []
          : null,
      passport_number: `${fixture.country.slice(0, 1)}${rng.digits(8)}`,
      city_of_issue: foreign.city,
      country_of_issue: fixture.country,
      date_of_issue: dateOf(issuedDaysAgo),
      expiration_date: dateOf(issuedDaysAgo - 3650),
      place_of_birth: `${birthPlace.city}, ${birthPlace.country}`,
      surname: words.slice(words.length > 2 ? 2 : 1).join(' '),
      given_name: words[0] ?? '',
      passport_middle_name: words.length > 2 ? (words[1] ?? null) : null,
    });

    // Employment: the petitioner, then one or two earlier jobs abroad.
    const startDaysAgo = fixture.visa === 'tn' ? -rng.int(30, 90) : rng.int(400, 2000);
    add('user_employments', {
      id: rng.uuid(),
      user_id: person.id,
      company_id: company.id,
      company_name: company.fixture.dbaName,
      position: fixture.role,
      start_date: dateOf(startDaysAgo),
      end_date: null,
      is_current: fixture.visa !== 'tn',
      city: usPlace.city,
      country: 'US',
      salary: fixture.salary,
      salary_frequency: 'annual',
      other_compensation: {
        equityAndStandardBenefits: true,
        otherGuaranteedPay: rng.chance(0.3),
        other: rng.chance(0.2) ? 'Annual performance bonus up to 15%' : '',
      },
      is_full_time: true,
      hours_per_week: 40,
      created_at: at(createdDaysAgo - 2),
      updated_at: at(createdDaysAgo - 2),
    });
    let endDaysAgo = Math.max(startDaysAgo, 0) + rng.int(10, 60);
    for (let job = 0; job < rng.int(1, 2); job++) {
      const jobStart = endDaysAgo + rng.int(500, 1500);
      add('user_employments', {
        id: rng.uuid(),
        user_id: person.id,
        company_id: null,
        company_name: rng.pick(PAST_EMPLOYERS),
        position: rng.pick(PAST_POSITIONS),
        start_date: dateOf(jobStart),
        end_date: dateOf(endDaysAgo),
        is_current: false,
        city: foreign.city,
        country: foreign.country,
        salary: rng.int(40, 140) * 1000,
        salary_frequency: 'annual',
        other_compensation: { equityAndStandardBenefits: rng.chance(0.5), otherGuaranteedPay: false, other: '' },
        is_full_time: true,
        hours_per_week: 40,
        created_at: at(createdDaysAgo - 2),
        updated_at: at(createdDaysAgo - 2),
      });
      endDaysAgo = jobStart + rng.int(10, 90);
    }

    const entityId = rng.uuid();
    add('additional_entities', {
      id: entityId,
      name: fixture.fullName,
      type: 'USER',
      data: {
        description: `${fixture.role} at ${company.fixture.dbaName}; works in ${fixture.field.toLowerCase()}.`,
        selection_criteria: '',
        headline: fixture.role,
        citizenship: fixture.country,
      },
      user_id: person.id,
      company_id: null,
      created_at: at(createdDaysAgo),
      updated_at: at(createdDaysAgo),
    });
    addEntityRef('USER', { id: entityId, name: fixture.fullName });
    return { ...person, fixture, company, birthPlace, inUs, entityId };
  });

  // Immigration and personal documents.
  for (const beneficiary of beneficiaries) {
    const name = beneficiary.fullName;
    const docs: { type: ImmigrationDocumentType; kind: SampleFileKind; label: string; deleted?: boolean }[] = [
      { type: 'PASSPORT', kind: 'jpg', label: 'passport' },
    ];
    if (beneficiary.inUs)
      docs.push({ type: 'I_94', kind: 'pdf', label: 'i-94' }, { type: 'VISA_STAMP', kind: 'jpg', label: 'visa-stamp' });
    if (beneficiary.fixture.earlier?.[1] === 'APPROVED')
      docs.push({ type: 'APPROVAL_NOTICE', kind: 'pdf', label: 'i-797-approval-notice' });
    if (beneficiary.inUs && rng.chance(0.2))
      docs.push({ type: 'STUDENT_VISA', kind: 'jpg', label: 'f-1-visa' }, { type: 'I_20', kind: 'pdf', label: 'i-20' });
    if (beneficiary.inUs && rng.chance(0.1)) docs.push({ type: 'EAD_CARD', kind: 'jpg', label: 'ead-card' });
    if (rng.chance(0.1)) docs.push({ type: 'PASSPORT', kind: 'jpg', label: 'old-passport', deleted: true });
    docs.forEach((doc, index) => {
      const createdAt = at(rng.int(20, 110));
      const fileId = addFile({
        name: `${doc.label}-${slug(lastName(name))}.${doc.kind}`,
        kind: doc.kind,
        ownerId: beneficiary.id,
        createdAt,
        title: `${doc.type.replaceAll('_', ' ')}: ${name}`,
        lines: [`Holder: ${name}`],
      });
      if (doc.type === 'PASSPORT' && !doc.deleted) beneficiary.passportFileId = fileId;
      add('immigration_documents', {
        owner_id: beneficiary.id,
        file_id: fileId,
        type: doc.type,
        deleted: doc.deleted ?? false,
        order_index: index,
        created_at: createdAt,
      });
    });
    const personalTypes: Record<Archetype, readonly UserDocumentType[]> = {
      'technology-founder': ['pitch-deck', 'cap-table', 'vc-evidence', 'press-article'],
      'software-engineer': ['offer-letter', 'pay-stubs', 'code-contributor-page', 'conference-presentation'],
      'critical-employee': ['offer-letter', 'org-chart', 'promotion-evidence', 'pay-stubs'],
      'researcher-scientist': ['journal-article', 'google-scholar-page', 'award-evidence', 'evidence-of-citation'],
    };
    for (const documentType of rng.sample(personalTypes[beneficiary.fixture.archetype], rng.int(1, 3))) {
      const createdAt = at(rng.int(10, 100));
      const kind: SampleFileKind = SCREENSHOT_TYPES.has(documentType) ? 'png' : 'pdf';
      const fileId = addFile({
        name: `${documentType}-${slug(lastName(name))}.${kind}`,
        kind,
        ownerId: beneficiary.id,
        createdAt,
        title: `${getExhibitType(documentType).name}: ${name}`,
      });
      add('user_documents', { user_id: beneficiary.id, file_id: fileId, document_type: documentType, created_at: createdAt });
    }
  }

  // --- Petitions ------------------------------------------------------------
  const latestStatuses = rng.shuffle<PetitionStatus>([
    ...Array<PetitionStatus>(13).fill('PENDING_DOCS'),
    ...Array<PetitionStatus>(5).fill('IN_ATTORNEY_REVIEW'),
    ...Array<PetitionStatus>(4).fill('SUBMITTED'),
    ...Array<PetitionStatus>(3).fill('PRINT_SHIP_REQUESTED'),
    ...Array<PetitionStatus>(4).fill('SHIPPED'),
    ...Array<PetitionStatus>(4).fill('APPROVED'),
    ...Array<PetitionStatus>(2).fill('DENIED'),
    ...Array<PetitionStatus>(3).fill('RFEED'),
    'ARCHIVED',
  ]);
  const plans: PetitionPlan[] = [];
  const planFor = (
    beneficiary: BeneficiaryRecord,
    visa: string,
    status: PetitionStatus,
    latest: boolean,
    createdDaysAgo: number,
  ): PetitionPlan => {
    const pendingOnboarding: OnboardingStatus =
      beneficiary.fixture === BENEFICIARIES[0]
        ? 'in_progress'
        : weighted<OnboardingStatus>(rng, [
            ['not_started', 3],
            ['in_progress', 5],
            ['followup', 2],
          ]);
    const onboarding: OnboardingStatus | null = !latest
      ? null
      : status === 'PENDING_DOCS'
        ? pendingOnboarding
        : status === 'ARCHIVED'
          ? 'not_started'
          : 'completed';
    return {
      id: rng.uuid(),
      beneficiary,
      company: beneficiary.company,
      visa,
      status,
      path: statusPath(status, rng),
      latest,
      createdDaysAgo,
      filingType: beneficiary.inUs ? 'change_of_status' : 'consular_processing',
      onboarding,
      oaId: rng.pick(operationsAssociates).id,
      csmId: rng.pick(successManagers).id,
      modules: [],
    };
  };
  beneficiaries.forEach((beneficiary, index) => {
    const earlier = beneficiary.fixture.earlier;
    if (earlier) plans.push(planFor(beneficiary, earlier[0], earlier[1], false, rng.int(480, 900)));
    const status: PetitionStatus = index === 0 ? 'PENDING_DOCS' : (latestStatuses[index - 1] ?? 'PENDING_DOCS');
    plans.push(planFor(beneficiary, beneficiary.fixture.visa, status, true, createdDaysAgoFor(status, rng)));
  });

  const statusSteps: { id: string; status: PetitionStatus }[][] = [];
  const statusTimes: DemoData['statusTimes'] = [];
  const petitionUpdatedAt: DemoData['petitionUpdatedAt'] = [];
  const docAuthorByOwner = (plan: PetitionPlan, owner: OwnedBy): string =>
    owner === 'BENEFICIARY' ? plan.beneficiary.id : owner === 'PETITIONER' ? plan.company.adminId : plan.oaId;

  for (const plan of plans) {
    const { beneficiary, company } = plan;
    const createdAt = at(plan.createdDaysAgo);
    // Status history: one step per status, spread from creation to a few days ago.
    const lastActivityDaysAgo = !plan.latest
      ? plan.createdDaysAgo - rng.int(150, 300)
      : plan.status === 'PENDING_DOCS'
        ? rng.int(0, Math.min(3, plan.createdDaysAgo))
        : rng.int(2, 20);
    const stepDays = Math.max(1, Math.floor((plan.createdDaysAgo - lastActivityDaysAgo) / Math.max(1, plan.path.length)));
    statusTimes.push({ petition_id: plan.id, status: 'PENDING_DOCS', changed_at: createdAt });
    const reachedDaysAgo = new Map<PetitionStatus, number>();
    plan.path.forEach((status, step) => {
      (statusSteps[step] ??= []).push({ id: plan.id, status });
      const daysAgo = Math.max(lastActivityDaysAgo, plan.createdDaysAgo - (step + 1) * stepDays);
      reachedDaysAgo.set(status, daysAgo);
      statusTimes.push({ petition_id: plan.id, status, changed_at: at(daysAgo) });
    });
    petitionUpdatedAt.push({ id: plan.id, updated_at: at(lastActivityDaysAgo) });

    const shippedDaysAgo = reachedDaysAgo.get('SHIPPED');
    const filed = shippedDaysAgo !== undefined;
    const answered = plan.onboarding === 'completed' || plan.onboarding === 'followup' || !plan.latest;
    const hasDependents = rng.chance(0.3);
    const metadata: PetitionMetadata = {
      filingType: plan.filingType,
      fieldOfEndeavor: beneficiary.fixture.field,
      proposedUSSalary: `${beneficiary.fixture.salary} per year`,
      proposedUSRole: beneficiary.fixture.role,
      worksiteLocation: `${company.fixture.street}, ${company.fixture.place.city}, ${company.fixture.place.state} ${company.fixture.place.zip}`,
      ...(answered || plan.onboarding === 'in_progress'
        ? {
            hasDependents: hasDependents ? 'Yes' : 'No',
            dependentsInUS: hasDependents && beneficiary.inUs ? 'Yes' : 'No',
            ...(hasDependents && beneficiary.inUs ? { dependentsVisaStatus: 'O-3' } : {}),
            hasVisaDenial: beneficiary.fixture.earlier?.[1] === 'DENIED' ? 'Yes' : 'No',
            hasJ1J2History: rng.chance(0.1) ? 'Yes' : 'No',
          }
        : {}),
      ...(answered
        ? {
            hasFiledImmigrantPetition: plan.visa === 'eb_1a' ? 'Yes' : 'No',
            hasFiledNonImmigrantPetition: beneficiary.fixture.earlier ? 'Yes' : 'No',
            basisForClassification: beneficiary.inUs && beneficiary.fixture.earlier ? 'Change of Employer' : 'New Employer',
          }
        : {}),
    };
    const receiptPrefix = plan.visa === 'eb_1a' ? 'IOE' : rng.pick(['WAC', 'EAC']);
    const uscisStatus: Partial<Record<PetitionStatus, string>> = {
      SHIPPED: 'Case Was Received',
      RFEED: 'Request for Evidence Was Sent',
      APPROVED: 'Case Was Approved',
      DENIED: 'Case Was Denied',
      ARCHIVED: filed ? 'Case Was Approved' : undefined,
    };
    add('petitions', {
      id: plan.id,
      beneficiary_id: beneficiary.id,
      company_id: company.id,
      visa_class: plan.visa,
      status: 'PENDING_DOCS',
      latest_petition: plan.latest,
      archetype: beneficiary.fixture.archetype,
      filing_type: plan.filingType,
      case_type: caseTypeForFilingType(plan.filingType),
      metadata,
      target_submission_date: dateOf(plan.createdDaysAgo - rng.int(45, 75)),
      petition_shipped_date: filed ? dateOf(shippedDaysAgo) : null,
      uscis_address: reachedDaysAgo.has('PRINT_SHIP_REQUESTED')
        ? plan.visa === 'eb_1a'
          ? 'USCIS Texas Service Center, Dallas, TX'
          : 'USCIS California Service Center, Laguna Niguel, CA'
        : null,
      tracking_number: filed ? `7${rng.digits(11)}` : null,
      uscis_receipt_number: filed ? `${receiptPrefix}${rng.digits(10)}` : null,
      uscis_status: uscisStatus[plan.status] ?? null,
      project_management_status:
        plan.status === 'PENDING_DOCS' || plan.status === 'IN_ATTORNEY_REVIEW' || plan.status === 'RFEED'
          ? rng.pick(PROJECT_MANAGEMENT_STATUSES)
          : null,
      oa_user_id: plan.oaId,
      csm_user_id: plan.csmId,
      created_at: createdAt,
      updated_at: createdAt,
    });
    if (plan.filingType === 'change_of_status') {
      for (let entry = 0; entry < rng.int(1, 2); entry++) {
        add('i94_entries', {
          id: rng.uuid(),
          petition_id: plan.id,
          visa_class: entry === 0 ? rng.pick(['H-1B', 'F-1', 'O-1', 'L-1B']) : rng.pick(['B-2', 'F-1']),
          date_of_entry: dateOf(plan.createdDaysAgo + rng.int(60, 700) + entry * 400),
          created_at: createdAt,
        });
      }
    }

    // --- Modules and exhibits from the archetype template or the TN preset.
    const drafts: ModuleDraft[] =
      plan.visa === 'tn' ? buildTnPresetModules() : buildArchetypeTemplate(beneficiary.fixture.archetype);
    if (plan.visa !== 'tn' && rng.chance(0.65)) {
      drafts.splice(
        drafts.length - 1,
        0,
        createModuleDraft({
          type: 'employer-documents',
          exhibits: ['articles-of-incorporation', 'tax-id-fein-document', 'funding-document'],
        }),
        createModuleDraft({ type: 'immigration-history', exhibits: ['passport', 'visa-stamp', 'i-94'] }),
      );
    }
    const pickStatus = (): ExhibitStatus => {
      switch (plan.status) {
        case 'PENDING_DOCS':
          if (plan.onboarding === 'not_started') return rng.chance(0.9) ? 'PENDING_DOCUMENTS' : 'DOCUMENT_UPLOADED';
          return weighted<ExhibitStatus>(rng, [
            ['PENDING_DOCUMENTS', 40],
            ['DOCUMENT_UPLOADED', 25],
            ['DOCUMENT_APPROVAL', 12],
            ['CREATE_EXHIBIT_DESCRIPTION', 10],
            ['REVIEW_EXHIBIT_DESCRIPTION', 8],
            ['APPROVED_EXHIBIT', 5],
          ]);
        case 'IN_ATTORNEY_REVIEW':
          return weighted<ExhibitStatus>(rng, [
            ['DOCUMENT_APPROVAL', 10],
            ['CREATE_EXHIBIT_DESCRIPTION', 20],
            ['REVIEW_EXHIBIT_DESCRIPTION', 30],
            ['APPROVED_EXHIBIT_DESCRIPTION', 20],
            ['APPROVED_EXHIBIT', 20],
          ]);
        case 'ARCHIVED':
          if (!filed) return rng.chance(0.7) ? 'PENDING_DOCUMENTS' : 'DOCUMENT_UPLOADED';
          return 'APPROVED_EXHIBIT';
        default:
          return rng.chance(0.95) ? 'APPROVED_EXHIBIT' : 'APPROVED_EXHIBIT_DESCRIPTION';
      }
    };
    const entityFor = (type: EntityType) => {
      const options = entitiesOf(type);
      return options.length > 0 ? rng.pick(options) : undefined;
    };
    drafts.forEach((draft, moduleIndex) => {
      const moduleId = rng.uuid();
      const record: ModuleRecord = { id: moduleId, type: draft.type, name: draft.name, exhibits: [] };
      plan.modules.push(record);
      const linked: { id: string; name: string }[] = [];
      switch (draft.type) {
        case 'memo-starter':
          linked.push(
            { id: beneficiary.entityId, name: beneficiary.fullName },
            { id: company.entityId, name: company.fixture.dbaName },
          );
          break;
        case 'critical-role':
        case 'high-remuneration':
        case 'original-contribution':
          linked.push({ id: company.entityId, name: company.fixture.dbaName });
          if (draft.type === 'critical-role') {
            const role = entitiesOf('ROLE').find((entity) => entity.name.endsWith(company.fixture.dbaName));
            if (role) linked.push(role);
          }
          break;
        case 'awards': {
          const award = entityFor(beneficiary.fixture.archetype === 'technology-founder' && rng.chance(0.5) ? 'VC' : 'AWARD');
          if (award) linked.push(award);
          break;
        }
        case 'press':
          linked.push(...rng.sample(entitiesOf('PRESS_PUBLISHER'), rng.int(1, 2)));
          break;
        case 'judging':
        case 'membership':
        case 'authorship': {
          const entityType: EntityType =
            draft.type === 'judging' ? 'JUDGING_ENTITY' : draft.type === 'membership' ? 'MEMBERSHIP' : 'AUTHORSHIP_PUBLISHER';
          const entity = entityFor(entityType);
          if (entity) linked.push(entity);
          break;
        }
        case 'tn-support-letter-offer-of-employment': {
          const location = entitiesOf('LOCATION')[0];
          linked.push({ id: company.entityId, name: company.fixture.dbaName }, ...(location ? [location] : []));
          break;
        }
        default:
          break;
      }
      for (const entity of linked) add('module_entities', { module_id: moduleId, entity_id: entity.id, created_at: createdAt });

      const moduleData: Record<string, unknown> = {
        notes: rng.chance(0.3)
          ? rng.pick([
              'Strong criterion; lead with it.',
              'Needs one more independent source.',
              'Ask the client for the original award letter.',
              'Use the expert letter to tie this to the field.',
            ])
          : '',
      };
      let autogen = draft.autogen;
      if (draft.type === 'authorship') {
        moduleData.google_scholar_url = `https://scholar.google.com/citations?user=${rng.digits(6)}demo`;
        moduleData.num_articles = rng.int(3, 8);
        autogen = rng.chance(0.5);
      }
      add('modules', {
        id: moduleId,
        petition_id: plan.id,
        type: draft.type,
        name: draft.name,
        description: moduleIndex > 0 && rng.chance(0.2) ? PETITION_MODULE_TYPE_DETAILS[draft.type].description : null,
        order_index: moduleIndex,
        visible: draft.visible && !(draft.type !== 'memo-starter' && draft.type !== 'conclusion' && rng.chance(0.04)),
        autogen,
        compiler_hide_title_row: draft.type === 'memo-starter',
        data: moduleData,
        created_at: createdAt,
        updated_at: createdAt,
      });

      // Some criteria get an umbrella exhibit that holds the first two as sub-exhibits.
      const useUmbrella = UMBRELLA_TYPES.has(draft.type) && draft.exhibits.length >= 3 && rng.chance(0.5);
      let parentId: string | null = null;
      let topIndex = 0;
      const statuses = draft.exhibits.map(() => pickStatus());
      if (useUmbrella) {
        parentId = rng.uuid();
        const umbrella = getExhibitType(draft.type);
        const subject = linked.find((entity) => entity.id !== company.entityId)?.name ?? company.fixture.dbaName;
        // The umbrella is as far along as its least advanced sub-exhibit.
        const status = statuses
          .slice(0, 2)
          .reduce((least, next) => (EXHIBIT_STATUSES.indexOf(next) < EXHIBIT_STATUSES.indexOf(least) ? next : least));
        add('exhibits', {
          id: parentId,
          module_id: moduleId,
          petition_id: plan.id,
          parent_exhibit_id: null,
          exhibit_type: draft.type,
          name: `${umbrella?.name ?? draft.name}: ${subject}`,
          description: null,
          status,
          owned_by: umbrella?.defaultOwnedBy ?? 'BENEFICIARY',
          visible: true,
          autogen: false,
          order_index: topIndex++,
          compiler_override_name: null,
          data: {},
          metadata: { status: DISPLAY_STATUS[status] },
          created_at: createdAt,
          updated_at: createdAt,
        });
        record.exhibits.push({
          id: parentId,
          type: draft.type as ExhibitTypeId,
          name: `${umbrella?.name ?? draft.name}: ${subject}`,
          description: null,
          ownedBy: umbrella?.defaultOwnedBy ?? 'BENEFICIARY',
          visible: true,
          status,
          parentId: null,
        });
      }
      let subIndex = 0;
      draft.exhibits.forEach((exhibitDraft, exhibitIndex) => {
        const isSub = parentId !== null && exhibitIndex < 2;
        const id = rng.uuid();
        const status = statuses[exhibitIndex] ?? 'PENDING_DOCUMENTS';
        let ownedBy = exhibitDraft.ownedBy;
        if (ownedBy === 'BENEFICIARY' && rng.chance(0.05)) ownedBy = 'PETITIONER';
        const visible = ownedBy === 'PLYMOUTH' ? rng.chance(0.2) : exhibitDraft.visible;
        const data: Record<string, unknown> = {};
        let autogenExhibit = false;
        let name = exhibitDraft.name;
        if (exhibitDraft.type === 'press-article') {
          const publisher = linked[0]?.name ?? 'Metro Tech Daily';
          data.url = `https://${slug(publisher)}.example/${new Date(today - plan.createdDaysAgo * DAY_MS).getUTCFullYear()}/${slug(beneficiary.fixture.field)}`;
          autogenExhibit = rng.chance(0.5);
          name = `Press article: ${publisher}`;
        } else if (exhibitDraft.type === 'patent') {
          data.key = 'patent_id';
          data.value = `US ${rng.int(10, 12)},${rng.digits(3)},${rng.digits(3)} B2`;
          autogenExhibit = rng.chance(0.3);
        } else if (exhibitDraft.type === 'distinguished-reputation') {
          data.company_id = company.id;
          name = `Distinguished reputation: ${company.fixture.dbaName}`;
        } else if (exhibitDraft.type === 'expert-letter') {
          const [expert] = rng.pick(EXPERTS);
          name = `Expert letter: ${expert}`;
        } else if (exhibitDraft.type === 'offer-letter') {
          name = `Offer letter: ${company.fixture.dbaName}`;
        }
        const described = status !== 'PENDING_DOCUMENTS' && status !== 'DOCUMENT_UPLOADED' && status !== 'DOCUMENT_APPROVAL';
        const description = described
          ? `<p>${name} for ${beneficiary.fullName}. ${getExhibitType(exhibitDraft.type)?.description ?? ''}</p>`
          : null;
        add(isSub ? 'sub_exhibits' : 'exhibits', {
          id,
          module_id: moduleId,
          petition_id: plan.id,
          parent_exhibit_id: isSub ? parentId : null,
          exhibit_type: exhibitDraft.type,
          name,
          description,
          status,
          owned_by: ownedBy,
          visible,
          autogen: autogenExhibit,
          order_index: isSub ? subIndex++ : topIndex++,
          compiler_override_name: rng.chance(0.05) ? `Exhibit ${moduleIndex + 1}-${exhibitIndex + 1}: ${name}` : null,
          data,
          metadata: { status: status === 'PENDING_DOCUMENTS' && rng.chance(0.1) ? 'edit-requested' : DISPLAY_STATUS[status] },
          created_at: createdAt,
          updated_at: createdAt,
        });
        record.exhibits.push({
          id,
          type: exhibitDraft.type,
          name,
          description,
          ownedBy,
          visible,
          status,
          parentId: isSub ? parentId : null,
        });

        // Files for exhibits that have documents.
        if (status !== 'PENDING_DOCUMENTS') {
          const kind: SampleFileKind = PHOTO_TYPES.has(exhibitDraft.type)
            ? 'jpg'
            : SCREENSHOT_TYPES.has(exhibitDraft.type)
              ? 'png'
              : 'pdf';
          const count = exhibitDraft.type === 'pay-stubs' ? 3 : rng.chance(0.3) ? 2 : 1;
          const uploadedDaysAgo = Math.max(0, plan.createdDaysAgo - rng.int(3, 30));
          for (let n = 0; n < count; n++) {
            const suffix =
              exhibitDraft.type === 'pay-stubs'
                ? `-${dateOf(uploadedDaysAgo + 30 * (count - n)).slice(0, 7)}`
                : count > 1
                  ? `-${n + 1}`
                  : '';
            const fileId =
              exhibitDraft.type === 'passport' && beneficiary.passportFileId && n === 0
                ? beneficiary.passportFileId
                : addFile({
                    name: `${slug(exhibitDraft.name)}-${slug(lastName(beneficiary.fullName))}${suffix}.${kind}`,
                    kind,
                    ownerId: docAuthorByOwner(plan, ownedBy),
                    createdAt: at(uploadedDaysAgo),
                    title: `${name}${suffix ? ` (${suffix.slice(1)})` : ''}`,
                    lines: [
                      `Beneficiary: ${beneficiary.fullName}`,
                      `Petitioner: ${company.fixture.legalName}`,
                      `Evidence type: ${exhibitDraft.name}`,
                    ],
                  });
            add('exhibit_files', { exhibit_id: id, file_id: fileId, order_index: n, created_at: at(uploadedDaysAgo) });
          }
        }
      });
    });

    // --- Forms, letters, provider documents.
    const reviewed = plan.path.includes('IN_ATTORNEY_REVIEW');
    const submitted = plan.path.includes('SUBMITTED');
    const forms: FormType[] = ['G28', plan.visa === 'eb_1a' ? 'I140' : 'I129'];
    if (reviewed && rng.chance(0.5)) forms.push('I907');
    if (submitted && rng.chance(0.3)) forms.push('CREDIT_CARD');
    if (plan.status === 'PENDING_DOCS' && rng.chance(0.5)) forms.length = 1;
    if (plan.status !== 'ARCHIVED' || filed) {
      for (const type of forms) {
        const hasFile = reviewed || rng.chance(0.3);
        add('petition_forms', {
          id: rng.uuid(),
          petition_id: plan.id,
          type,
          file_id: hasFile
            ? addFile({
                name: `${type.toLowerCase()}-${slug(lastName(beneficiary.fullName))}.pdf`,
                kind: 'pdf',
                ownerId: plan.oaId,
                createdAt: at(Math.max(0, plan.createdDaysAgo - 10)),
                title: `Form ${type.replace(/^I(\d)/, 'I-$1').replace('G28', 'G-28')}: ${beneficiary.fullName}`,
                lines: [
                  `Petitioner: ${company.fixture.legalName}`,
                  `Visa class: ${plan.visa.toUpperCase().replaceAll('_', '-')}`,
                ],
              })
            : null,
          created_at: at(Math.max(0, plan.createdDaysAgo - 5)),
          updated_at: at(Math.max(0, plan.createdDaysAgo - 5)),
        });
      }
    }
    if (reviewed || (plan.status === 'PENDING_DOCS' && rng.chance(0.3))) {
      const letters = [`Support letter from ${company.fixture.dbaName}`];
      if (plan.visa !== 'tn') letters.push(`Expert letter: ${rng.pick(EXPERTS)[0]}`);
      for (const letter of letters) {
        add('petition_letters', {
          id: rng.uuid(),
          petition_id: plan.id,
          name: letter,
          content: `<p>To whom it may concern,</p><p>I write in support of the petition for ${beneficiary.fullName}, ${beneficiary.fixture.role} at ${company.fixture.dbaName}, whose work in ${beneficiary.fixture.field.toLowerCase()} is of extraordinary importance to our field.</p><p>Sincerely,</p>`,
          final_file_id: submitted
            ? addFile({
                name: `${slug(letter)}-signed.pdf`,
                kind: 'pdf',
                ownerId: plan.oaId,
                createdAt: at(Math.max(0, plan.createdDaysAgo - 20)),
                title: `${letter} (signed)`,
                lines: [`In support of ${beneficiary.fullName}`],
              })
            : null,
          created_at: at(Math.max(0, plan.createdDaysAgo - 12)),
          updated_at: at(Math.max(0, plan.createdDaysAgo - 12)),
        });
      }
    }
    if (reviewed && plan.visa !== 'tn' && rng.chance(0.3)) {
      const createdAtDoc = at(Math.max(0, plan.createdDaysAgo - 15));
      add('provider_documents', {
        owner_id: beneficiary.id,
        file_id: addFile({
          name: `wage-analysis-${slug(lastName(beneficiary.fullName))}.pdf`,
          kind: 'pdf',
          ownerId: plan.oaId,
          createdAt: createdAtDoc,
          title: `Prevailing wage analysis: ${beneficiary.fullName}`,
        }),
        petition_id: plan.id,
        document_type: 'wage-analysis',
        created_at: createdAtDoc,
      });
    }
  }

  // One compiled filing packet (after a failed first attempt) on a shipped petition.
  const compiledPlan =
    plans.find((plan) => plan.latest && plan.status === 'SHIPPED') ?? plans.find((plan) => plan.path.includes('SHIPPED'));
  if (compiledPlan) {
    const shippedAt =
      statusTimes.find((time) => time.petition_id === compiledPlan.id && time.status === 'PRINT_SHIP_REQUESTED')?.changed_at ??
      at(10);
    const displayName = `${compiledPlan.visa.toUpperCase().replaceAll('_', '-')} petition: ${compiledPlan.beneficiary.fullName}`;
    add('compiled_petitions', {
      id: rng.uuid(),
      petition_id: compiledPlan.id,
      display_name: `${displayName} (draft)`,
      status: 'FAILED',
      creator_id: compiledPlan.oaId,
      file_id: null,
      created_at: at(daysFromIso(shippedAt) + 2),
    });
    add('compiled_petitions', {
      id: rng.uuid(),
      petition_id: compiledPlan.id,
      display_name: displayName,
      status: 'COMPLETED',
      creator_id: compiledPlan.oaId,
      file_id: addFile({
        name: `${slug(displayName)}.pdf`,
        kind: 'pdf',
        ownerId: compiledPlan.oaId,
        createdAt: shippedAt,
        title: displayName,
        lines: [
          `Petitioner: ${compiledPlan.company.fixture.legalName}`,
          `Modules: ${compiledPlan.modules.map((m) => m.name).join(', ')}`,
        ],
      }),
      created_at: shippedAt,
    });
  }

  // --- Onboarding records (spec 3 §3): modules with exhibits and statuses.
  for (const plan of plans) {
    if (!plan.onboarding) continue;
    add('onboardings', {
      id: rng.uuid(),
      petition_id: plan.id,
      modules: onboardingModules(plan, rng),
      status: plan.onboarding,
      flow_state:
        plan.onboarding === 'not_started' ? null : plan.onboarding === 'in_progress' ? 'collectingData' : plan.onboarding,
      version: 1,
      created_at: at(plan.createdDaysAgo),
      updated_at: at(Math.max(0, plan.createdDaysAgo - 3)),
    });
  }

  // --- Notes, tasks and checklist items on the live petitions.
  for (const plan of plans) {
    const live = plan.latest && plan.status !== 'ARCHIVED';
    if (!live) continue;
    const customers = [plan.beneficiary.id, plan.company.adminId];
    const noteCount = plan.beneficiary.fixture === BENEFICIARIES[0] ? 4 : rng.int(0, 3);
    for (let n = 0; n < noteCount; n++) {
      const fromStaff = n % 2 === 0;
      const createdAt = at(Math.max(0, plan.createdDaysAgo - 2 - n * rng.int(2, 6)));
      add('notes', {
        id: rng.uuid(),
        petition_id: plan.id,
        user_id: plan.beneficiary.id,
        sender_id: fromStaff ? rng.pick([plan.oaId, plan.csmId]) : rng.pick(customers),
        content: rng.pick(NOTE_TEXTS),
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    const openExhibits = plan.modules
      .flatMap((module) => module.exhibits)
      .filter((exhibit) => exhibit.status === 'PENDING_DOCUMENTS' && exhibit.ownedBy !== 'PLYMOUTH');
    const taskCount = plan.status === 'PENDING_DOCS' || plan.status === 'RFEED' ? rng.int(2, 4) : rng.int(0, 1);
    for (let n = 0; n < taskCount; n++) {
      const exhibit = openExhibits.length > 0 && rng.chance(0.7) ? rng.pick(openExhibits) : undefined;
      const completed = plan.status !== 'PENDING_DOCS' || rng.chance(0.3);
      const createdDaysAgo = Math.max(1, plan.createdDaysAgo - rng.int(1, 10));
      add('pending_petition_tasks', {
        id: rng.uuid(),
        petition_id: plan.id,
        exhibit_id: exhibit?.id ?? null,
        content:
          plan.status === 'RFEED' && n === 0
            ? 'Respond to the Request for Evidence: more proof of the distinguished reputation of the employer'
            : exhibit
              ? `Upload: ${exhibit.name}`
              : rng.pick(TASK_TEXTS),
        link: exhibit ? '/docs' : rng.pick(['/onboarding/beneficiary', '/docs', null]),
        created_at: at(createdDaysAgo),
        created_by: plan.csmId,
        completed_at: completed ? at(Math.max(0, createdDaysAgo - rng.int(1, 5))) : null,
        completed_by: completed ? rng.pick(customers) : null,
      });
    }
    // Checklist: everything up to how far the case got is ticked off.
    const progress = plan.path.length;
    const ticked: readonly (readonly [string, boolean])[] = [
      ['intake.engagement-signed', true],
      ['intake.retainer-paid', true],
      ['intake.kickoff-call', plan.status !== 'PENDING_DOCS' || rng.chance(0.7)],
      ['intake.beneficiary-onboarding', plan.onboarding === 'completed'],
      ['intake.employer-onboarding', plan.company.fixture.portalOnboarded],
      ['evidence.strategy-approved', progress >= 1 || rng.chance(0.4)],
      ['evidence.expert-letters-requested', progress >= 1 || rng.chance(0.5)],
      ['evidence.expert-letters-signed', progress >= 2],
      ['evidence.exhibits-reviewed', progress >= 2],
      ['evidence.exhibit-index-final', progress >= 2],
      ['forms.g28', progress >= 1],
      ['forms.i129', progress >= 2],
      ['forms.petitioner-signature', progress >= 2],
      ['filing.attorney-final-review', progress >= 2],
      ['filing.compiled', progress >= 3],
      ['filing.fees-prepared', progress >= 3],
      ['filing.shipped', progress >= 4],
      ['filing.tracking-recorded', progress >= 4],
      ['filing.receipt-received', progress >= 4 && plan.status !== 'SHIPPED'],
    ];
    for (const [code, done] of ticked) {
      const taskId = options.checklistTaskIds.get(code);
      if (!taskId) continue;
      // Items exist once staff start on them; open items without a note are not stored.
      const note = !done && rng.chance(0.15) ? 'Waiting on the client' : null;
      if (!done && !note) continue;
      const createdAt = at(Math.max(0, plan.createdDaysAgo - rng.int(0, 5)));
      add('petition_checklist_items', {
        id: rng.uuid(),
        petition_id: plan.id,
        module_id: null,
        task_id: taskId,
        completed_at: done ? createdAt : null,
        completed_by: done ? plan.oaId : null,
        note,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
    // Per-module review for petitions in attorney review.
    const reviewTask = options.checklistTaskIds.get('evidence.exhibits-reviewed');
    if (plan.status === 'IN_ATTORNEY_REVIEW' && reviewTask) {
      for (const module of plan.modules) {
        if (module.type === 'memo-starter' || module.type === 'conclusion') continue;
        const done = rng.chance(0.6);
        const createdAt = at(rng.int(1, 10));
        add('petition_checklist_items', {
          id: rng.uuid(),
          petition_id: plan.id,
          module_id: module.id,
          task_id: reviewTask,
          completed_at: done ? createdAt : null,
          completed_by: done ? plan.oaId : null,
          note: done ? null : 'Descriptions still in draft',
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
    }
  }

  // --- Case strategies (saved from the build-case-strategy page).
  for (const [index, beneficiary] of [beneficiaries[2], beneficiaries[4]].entries()) {
    if (!beneficiary) continue;
    const visaClass = index === 0 ? 'eb_1a' : 'o_1a';
    const modules = buildArchetypeTemplate(beneficiary.fixture.archetype).map((module) => ({
      ...module,
      entities:
        module.type === 'memo-starter' ? [{ type: 'USER' as const, id: beneficiary.entityId, name: beneficiary.fullName }] : [],
      data: { ...module.data, notes: module.type === 'critical-role' ? 'Strongest criterion: founder role and funding.' : '' },
    }));
    const strategy: CaseStrategyPayload = {
      modules,
      beneficiaryId: beneficiary.id,
      petitionerId: beneficiary.company.id,
      visaClass,
      archetype: beneficiary.fixture.archetype,
      filingType: 'change_of_status',
      fieldOfEndeavor: beneficiary.fixture.field,
      proposedUSSalary: `${beneficiary.fixture.salary} per year`,
      proposedUSRole: beneficiary.fixture.role,
      worksiteLocation: `${beneficiary.company.fixture.place.city}, ${beneficiary.company.fixture.place.state}`,
      note: 'Build on the approved O-1A record; add citations and the 2024 award.',
      confidence: index === 0 ? 0.72 : 0.64,
      confidenceReasoning: 'Three criteria are well documented; press coverage is the weakest.',
      originalPayload: { visaClass, archetype: beneficiary.fixture.archetype, moduleTypes: modules.map((module) => module.type) },
      moduleNotes: { 'critical-role': 'Use the cap table and the investor letters.', press: 'Only two articles so far.' },
      exhibitExtractedData: [
        {
          type: 'offer-letter',
          extractedValue: `$${beneficiary.fixture.salary.toLocaleString('en-US')} per year`,
          confidence: 0.93,
          confidenceReasoning: 'Salary line read from the signed offer letter.',
        },
        {
          type: 'press-article',
          value: 'Metro Tech Daily, 2024',
          confidence: 0.61,
          confidenceReasoning: 'Publication date partly cut off in the scan.',
        },
      ],
    };
    const updatedAt = at(rng.int(1, 20));
    add('case_strategies', {
      id: rng.uuid(),
      user_id: beneficiary.id,
      user_email: beneficiary.email,
      label: `${visaClass.toUpperCase().replaceAll('_', '-')} strategy: ${beneficiary.fullName}`,
      strategy,
      created_at: updatedAt,
      updated_at: updatedAt,
    });
  }

  // --- Reusable exhibit repository.
  const entityByName = (name: string) => [...entitiesByType.values()].flat().find((entity) => entity.name === name);
  const northwind = companyOf('northwind');
  const reusable: {
    name: string;
    type: ExhibitTypeId;
    ownedBy?: OwnedBy;
    visible?: boolean;
    deleted?: boolean;
    entities?: string[];
    entityIds?: string[];
    files?: number;
    children?: { name: string; type: ExhibitTypeId; files?: number }[];
  }[] = [
    {
      name: 'Ada Prize for Applied Robotics',
      type: 'awards',
      entities: ['Ada Prize for Applied Robotics'],
      files: 1,
      children: [
        { name: 'Award announcement', type: 'award-evidence', files: 1 },
        { name: 'Selection statistics', type: 'evidence-of-selectivity', files: 1 },
        { name: 'Judging panel', type: 'profile-of-judges', files: 2 },
      ],
    },
    {
      name: 'Northern Lights Young Innovator Award',
      type: 'awards',
      entities: ['Northern Lights Young Innovator Award'],
      children: [
        { name: 'Winners page', type: 'screenshot-of-event-or-prizes', files: 1 },
        { name: 'Coverage of the award', type: 'evidence-of-recognition', files: 1 },
      ],
    },
    { name: 'Granite Peak Ventures: investor reputation', type: 'vc-evidence', entities: ['Granite Peak Ventures'], files: 2 },
    { name: 'The Bay Ledger: circulation and reach', type: 'publication-prominence', entities: ['The Bay Ledger'], files: 1 },
    { name: 'Metro Tech Daily: audience figures', type: 'publication-prominence', entities: ['Metro Tech Daily'], files: 1 },
    {
      name: 'Institute of Autonomous Systems fellowship',
      type: 'membership',
      entities: ['Institute of Autonomous Systems, Fellow'],
      children: [
        { name: 'Fellowship bylaws', type: 'evidence-of-selection-criteria', files: 1 },
        { name: 'Fellows admitted per year', type: 'evidence-of-selectivity', files: 1 },
      ],
    },
    {
      name: 'ICMP program committee',
      type: 'judging',
      entities: ['International Conference on Machine Perception, Program Committee', 'Journal of Applied Machine Perception'],
      children: [
        { name: 'Program committee page', type: 'judges', files: 1 },
        { name: 'Review assignments', type: 'judging-documentation', files: 1 },
      ],
    },
    {
      name: 'Occupational Outlook Handbook: Software Developers',
      type: 'occupational-outlook-handbook',
      ownedBy: 'PLYMOUTH',
      visible: false,
      files: 1,
    },
    { name: 'USMCA professions list (Appendix 1603.D.1)', type: 'tn-occupation-list', ownedBy: 'PLYMOUTH', files: 1 },
    {
      name: 'Wage survey: software engineers, Austin TX',
      type: 'wage-comparison',
      ownedBy: 'PLYMOUTH',
      visible: false,
      files: 1,
    },
    {
      name: 'Northwind Robotics: distinguished reputation',
      type: 'distinguished-reputation',
      ownedBy: 'PETITIONER',
      entityIds: [northwind.entityId],
      files: 2,
    },
    {
      name: 'Founders Forge 2023 (superseded)',
      type: 'judging',
      deleted: true,
      entities: ['Founders Forge Pitch Competition 2024'],
      files: 1,
    },
  ];
  const staffAuthor = staffAdmin.id;
  reusable.forEach((item, index) => {
    const id = rng.uuid();
    const definition = getExhibitType(item.type);
    const createdAt = at(rng.int(30, 400));
    add('reusable_exhibits', {
      id,
      parent_id: null,
      name: item.name,
      description: `<p>${item.name}. ${definition.description}</p>`,
      visible: item.visible ?? true,
      deleted: item.deleted ?? false,
      owned_by: item.ownedBy ?? 'PLYMOUTH',
      exhibit_type: item.type,
      module_type: definition.moduleType,
      order_index: index,
      created_at: createdAt,
      updated_at: createdAt,
    });
    const attach = (reusableId: string, name: string, type: ExhibitTypeId, count: number) => {
      const kind: SampleFileKind = SCREENSHOT_TYPES.has(type) ? 'png' : 'pdf';
      for (let n = 0; n < count; n++) {
        add('reusable_exhibit_files', {
          reusable_exhibit_id: reusableId,
          file_id: addFile({
            name: `${slug(name)}${count > 1 ? `-${n + 1}` : ''}.${kind}`,
            kind,
            ownerId: staffAuthor,
            createdAt,
            title: name,
          }),
          order_index: n,
          created_at: createdAt,
        });
      }
    };
    attach(id, item.name, item.type, item.files ?? 0);
    for (const entityId of [...(item.entities ?? []).map((name) => entityByName(name)?.id), ...(item.entityIds ?? [])]) {
      if (entityId)
        add('reusable_exhibit_entities', {
          reusable_exhibit_id: id,
          entity_id: entityId,
          created_at: createdAt,
          updated_at: createdAt,
        });
    }
    item.children?.forEach((child, childIndex) => {
      const childId = rng.uuid();
      const childDefinition = getExhibitType(child.type);
      add('reusable_sub_exhibits', {
        id: childId,
        parent_id: id,
        name: child.name,
        description: `<p>${childDefinition.description}</p>`,
        visible: true,
        deleted: false,
        owned_by: 'PLYMOUTH',
        exhibit_type: child.type,
        module_type: definition.moduleType,
        order_index: childIndex,
        created_at: createdAt,
        updated_at: createdAt,
      });
      attach(childId, `${item.name}: ${child.name}`, child.type, child.files ?? 0);
    });
  });

  return { rows, statusSteps, statusTimes, petitionUpdatedAt, staffAdminId: staffAdmin.id, storedFiles };
}

// ---------------------------------------------------------------------------
// Onboarding modules JSON (spec 3 §3)

interface OnboardingExhibitJson {
  id: string;
  exhibitId: string | null;
  type: string;
  name: string;
  description: string;
  required: boolean;
  hidden: boolean;
  status: OnboardingExhibitStatus;
  data: Record<string, unknown>;
  moduleType: OnboardingModuleType;
  company?: { id: string; dbaName: string };
  award?: { awardName: string };
}

const PERSONAL_MODULES: readonly {
  type: OnboardingModuleType;
  subtitle: string;
  exhibits: readonly (readonly [string, string, boolean])[];
}[] = [
  {
    type: 'PERSONAL',
    subtitle: 'Your legal name, other names, addresses and family.',
    exhibits: [
      ['LEGAL_NAME', 'Legal name', true],
      ['OTHER_NAMES', 'Other names', false],
      ['US_ADDRESS', 'U.S. address', true],
      ['FOREIGN_ADDRESS', 'Foreign address', true],
      ['DEPENDENTS', 'Dependents', true],
    ],
  },
  {
    type: 'IDENTIFICATION',
    subtitle: 'Passport and visa documents.',
    exhibits: [
      ['PASSPORT', 'Passport', true],
      ['VISA_STAMP', 'Visa stamp', false],
      ['STUDENT_VISA', 'Identification Documents', false],
      ['EAD', 'EAD card', false],
    ],
  },
  {
    type: 'EMPLOYMENT',
    subtitle: 'Your current and past employers.',
    exhibits: [['EMPLOYMENT_HISTORY', 'Employment history', true]],
  },
  {
    type: 'FILING_TYPE',
    subtitle: 'How you will receive your visa.',
    exhibits: [
      ['FILING_TYPE', 'Filing type', true],
      ['IMMIGRATION_QUESTIONS', 'Immigration questions', true],
    ],
  },
];

function onboardingModules(plan: PetitionPlan, rng: SeededRandom): unknown[] {
  const doneStatus = (): OnboardingExhibitStatus => (rng.chance(0.1) ? 'skipped' : 'completed');
  const personalStatus = (): OnboardingExhibitStatus => {
    switch (plan.onboarding) {
      case 'not_started':
        return 'pending';
      case 'in_progress':
      case 'followup':
      case 'completed':
      case null:
        return 'completed';
    }
  };
  const moduleStatus = (exhibits: readonly OnboardingExhibitJson[]): OnboardingModuleStatus => {
    const visible = exhibits.filter((exhibit) => !exhibit.hidden && exhibit.type !== 'COVER_PAGE');
    if (visible.every((exhibit) => exhibit.status === 'completed' || exhibit.status === 'skipped')) return 'completed';
    if (visible.some((exhibit) => exhibit.status !== 'pending')) return 'in_progress';
    return 'pending';
  };
  const modules: unknown[] = [];
  for (const template of PERSONAL_MODULES) {
    const exhibits: OnboardingExhibitJson[] = template.exhibits.map(([type, name, required]) => {
      const hidden =
        (type === 'US_ADDRESS' && !plan.beneficiary.inUs) ||
        ((type === 'STUDENT_VISA' || type === 'EAD' || type === 'VISA_STAMP') && !plan.beneficiary.inUs);
      return {
        id: rng.uuid(),
        exhibitId: null,
        type,
        name,
        description: '',
        required,
        hidden,
        status: hidden ? 'pending' : required ? personalStatus() : plan.onboarding === 'not_started' ? 'pending' : doneStatus(),
        data: {},
        moduleType: template.type,
      };
    });
    modules.push({
      id: rng.uuid(),
      type: template.type,
      title: ONBOARDING_MODULE_TITLES[template.type],
      subtitle: template.subtitle,
      name: ONBOARDING_MODULE_TITLES[template.type],
      status: moduleStatus(exhibits),
      exhibits,
      ...(template.type === 'EMPLOYMENT' ? { company: { id: plan.company.id, dbaName: plan.company.fixture.dbaName } } : {}),
    });
  }

  // Case evidence: the petition's customer-facing exhibits, grouped by their module.
  const expertLetters: OnboardingExhibitJson[] = [];
  for (const module of plan.modules) {
    const type = module.type.toUpperCase().replaceAll('-', '_');
    if (!isOnboardingModuleType(type) || type === 'MEMO_STARTER') continue;
    const exhibits: OnboardingExhibitJson[] = [];
    for (const exhibit of module.exhibits) {
      const isUmbrella = module.exhibits.some((child) => child.parentId === exhibit.id);
      if (exhibit.ownedBy === 'PLYMOUTH' || !exhibit.visible || isUmbrella) continue;
      const status: OnboardingExhibitStatus =
        exhibit.status === 'PENDING_DOCUMENTS'
          ? plan.onboarding === 'followup' && rng.chance(0.4)
            ? 'in_progress'
            : 'pending'
          : doneStatus();
      const json: OnboardingExhibitJson = {
        id: rng.uuid(),
        exhibitId: exhibit.id,
        type: onboardingExhibitTypeFor(exhibit.type),
        name: exhibit.name,
        description: getExhibitType(exhibit.type).description,
        required: exhibit.type !== 'press-summary' && exhibit.type !== 'link-to-event',
        hidden: false,
        status: plan.onboarding === 'completed' && (status === 'pending' || status === 'in_progress') ? 'skipped' : status,
        data: {},
        moduleType: type,
        ...(type === 'CRITICAL_ROLE' || type === 'HIGH_REMUNERATION'
          ? { company: { id: plan.company.id, dbaName: plan.company.fixture.dbaName } }
          : {}),
        ...(type === 'AWARDS' ? { award: { awardName: exhibit.name } } : {}),
      };
      if (exhibit.type === 'expert-letter') {
        const [fullName, title, currentCompanyName] = rng.pick(EXPERTS);
        expertLetters.push({
          ...json,
          moduleType: 'EXPERT_LETTERS',
          data:
            json.status === 'completed'
              ? {
                  fullName,
                  email: `${slug(fullName)}@university.example`,
                  title,
                  currentCompanyName,
                  linkedin: `https://linkedin.example/in/${slug(fullName)}`,
                  description: `${fullName} has followed the beneficiary's work for several years and can speak to its significance and adoption across the field in detail.`,
                  meetDescription: 'Met at a conference workshop and later collaborated.',
                  phoneNumber: '',
                  monthMet: 'March',
                  yearMet: '2021',
                }
              : {},
        });
        continue;
      }
      exhibits.push(json);
    }
    if (exhibits.length === 0) continue;
    if (type === 'HIGH_REMUNERATION') {
      exhibits.unshift({
        id: rng.uuid(),
        exhibitId: null,
        type: 'COVER_PAGE',
        name: 'High remuneration',
        description: 'How your pay compares with others in your field.',
        required: false,
        hidden: false,
        status: 'completed',
        data: {},
        moduleType: type,
      });
    }
    modules.push({
      id: module.id,
      type,
      title: ONBOARDING_MODULE_TITLES[type],
      subtitle: PETITION_MODULE_TYPE_DETAILS[module.type].description,
      name: module.name,
      status: moduleStatus(exhibits),
      exhibits,
    });
  }
  if (expertLetters.length > 0) {
    modules.push({
      id: rng.uuid(),
      type: 'EXPERT_LETTERS',
      title: ONBOARDING_MODULE_TITLES.EXPERT_LETTERS,
      subtitle: 'People who can speak to the significance of your work.',
      name: ONBOARDING_MODULE_TITLES.EXPERT_LETTERS,
      status: moduleStatus(expertLetters),
      exhibits: expertLetters,
    });
  }
  modules.push({
    id: rng.uuid(),
    type: 'MEMO_STARTER',
    title: ONBOARDING_MODULE_TITLES.MEMO_STARTER,
    subtitle: '',
    name: ONBOARDING_MODULE_TITLES.MEMO_STARTER,
    status: 'pending',
    exhibits: [],
  });
  return modules;
}
