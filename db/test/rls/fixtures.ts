import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import {
  insertRow,
  makeAdmin,
  makeAnalyticsEvent,
  makeCaseStrategy,
  makeChecklistItem,
  makeCompany,
  makeCompanyDocument,
  makeCompanyMember,
  makeCompanyOffice,
  makeCompiledPetition,
  makeEditorImage,
  makeEmployerOnboarding,
  makeEmployment,
  makeEntity,
  makeExhibit,
  makeExhibitFile,
  makeFeatureFlag,
  makeFeatureFlagOverride,
  makeFile,
  makeGeneratedText,
  makeSupportMessage,
  makeI94Entry,
  makeImmigrationDocument,
  makeModule,
  makeModuleEntity,
  makeNote,
  makeOnboarding,
  makePendingTask,
  makePetition,
  makePetitionForm,
  makePetitionLetter,
  makeProviderDocument,
  makeReusableExhibit,
  makeReusableExhibitEntity,
  makeReusableExhibitFile,
  makeUser,
  makeUserData,
  makeUserDocument,
} from '../../src/seed/index.ts';

/** Who makes the request. `anonymous` has no user id; the others are users of the world below. */
export const PERSONAS = [
  'anonymous',
  'beneficiary',
  'otherBeneficiary',
  'companyAdmin',
  'companyMember',
  'companyViewer',
  'otherCompanyMember',
  'staffAdmin',
] as const;
export type Persona = (typeof PERSONAS)[number];
export type Person = Exclude<Persona, 'anonymous'>;

/** Files by purpose, with their uploader. `spare` files (one per person) are linked to nothing. */
const FILES = {
  fileBeneficiaryExhibit: 'beneficiary',
  fileMemberExhibit: 'companyMember',
  fileStaffHiddenExhibit: 'staffAdmin',
  fileStaffVisibleExhibit: 'staffAdmin',
  fileOtherExhibit: 'otherBeneficiary',
  fileBeneficiaryUserDoc: 'beneficiary',
  fileOtherUserDoc: 'otherBeneficiary',
  fileBeneficiaryPassport: 'beneficiary',
  fileBeneficiaryVisa: 'beneficiary',
  fileOtherPassport: 'otherBeneficiary',
  fileCompanyDocA: 'companyAdmin',
  fileHiddenCompanyDocA: 'staffAdmin',
  fileCompanyDocB: 'otherCompanyMember',
  fileProviderDocA: 'staffAdmin',
  fileHiddenProviderDocA: 'staffAdmin',
  fileProviderDocB: 'staffAdmin',
  fileFormA: 'staffAdmin',
  fileLetterA: 'staffAdmin',
  fileCompiledA: 'staffAdmin',
  fileReusable1: 'staffAdmin',
  fileReusable2: 'staffAdmin',
  fileBeneficiaryEditorImage: 'beneficiary',
} as const satisfies Record<string, Person>;

type CompanyIds = 'companyA' | 'companyB' | 'officeA' | 'employmentA';
type PetitionIds =
  'petitionA' | 'petitionB' | 'statusChangeA' | 'petitionChangeA' | 'i94A' | 'onboardingA' | 'moduleA1' | 'moduleA2' | 'moduleB1';
type ExhibitIds = 'exhibitOwnA' | 'exhibitHiddenA' | 'exhibitVisibleA' | 'exhibitSubA' | 'exhibitB';
type CaseWorkIds =
  'formA' | 'letterA' | 'compiledA' | 'noteByBeneficiaryA' | 'taskA' | 'taskPetitionerA' | 'checklistItemA' | 'caseStrategy';
type ReferenceIds = 'visaType' | 'moduleType' | 'exhibitType' | 'entityType' | 'checklistSection' | 'checklistTask';
type ToolIds = 'awardEntity' | 'companyBEntity' | 'reusableParent' | 'reusableChild1' | 'reusableChild2';
type PlatformIds =
  | 'featureFlag'
  | 'flagOverride'
  | 'analyticsEvent'
  | 'editorImage'
  | 'generatedText'
  | 'supportMessage'
  | 'supportReply'
  | 'notificationForBeneficiary'
  | 'emailOutboxForBeneficiary'
  | 'savedFilterByStaffAdmin'
  | 'savedFilterByBeneficiary'
  | 'signatureRequestA';
/** Named ids the matrix statements use. A = the beneficiary's side (company A), B = the other beneficiary's. */
export type Ids = Record<
  CompanyIds | PetitionIds | ExhibitIds | CaseWorkIds | ReferenceIds | ToolIds | PlatformIds | keyof typeof FILES,
  string
> & {
  spare: Record<Person, string>;
};

export interface World {
  tag: string;
  /** User id per persona; null for anonymous. */
  user: Record<Persona, string | null>;
  /** Primary-key columns per app_public table (read from the catalog). */
  keys: Record<string, string[]>;
  /** Fixture rows: table -> row name -> primary key (columns joined with ':'). */
  rows: Record<string, Record<string, string>>;
  ids: Ids;
}

/** SQL expression giving a row's key as recorded in World.rows. */
export function keySql(world: World, table: string): string {
  const cols = world.keys[table];
  if (!cols?.length) throw new Error(`app_public.${table} has no primary key`);
  return `concat_ws(':', ${cols.map((c) => `${c}::text`).join(', ')})`;
}

/** The spare (unlinked) file of the requesting user; staff's for anonymous, whose insert fails before it matters. */
export function spareOf(world: World, me: string | null): string {
  const person = (Object.keys(world.ids.spare) as Person[]).find((p) => world.user[p] === me) ?? 'staffAdmin';
  return world.ids.spare[person];
}

async function primaryKeys(db: pg.Pool): Promise<Record<string, string[]>> {
  const { rows } = await db.query<{ table: string; cols: string[] }>(`
    select c.relname as table, array_agg(a.attname::text order by k.ord) as cols
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'app_public'
    cross join lateral unnest(i.indkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary
    group by c.relname`);
  return Object.fromEntries(rows.map((r) => [r.table, r.cols]));
}

const insertSql = (table: string, cols: string[]) =>
  `insert into app_public.${table} (${cols.join(', ')}) values (${cols.map((_, i) => `$${i + 1}`).join(', ')})`;

/** Reference rows the petitions need: the seed's (nth by id) when present, else `fallback` (on conflict do nothing). */
async function referenceId(db: pg.Pool, table: string, fallback: Record<string, string>, nth = 0): Promise<string> {
  const found = await db.query<{ id: string }>(`select id from app_public.${table} order by id offset $1 limit 1`, [nth]);
  if (found.rows[0]) return found.rows[0].id;
  await db.query(`${insertSql(table, Object.keys(fallback))} on conflict do nothing`, Object.values(fallback));
  return fallback.id!;
}

/**
 * Builds a self-contained world with fresh ids, directly as the database owner
 * (no role switch), so it can share the database with other tests.
 */
/**
 * Removes the world's rows that change what the whole app does, not only what a persona reads: a newer form edition
 * (migration 0132) is filled by every later generation in this worker's database, on a fixture file that is no
 * form. Called when the file that made the world ends.
 */
export async function removeWorldWideRows(db: pg.Pool, world: World): Promise<void> {
  await db.query('delete from app_public.uscis_form_editions where added_by = $1', [world.user.staffAdmin]);
}

export async function createWorld(db: pg.Pool): Promise<World> {
  const tag = randomBytes(4).toString('hex');
  const keys = await primaryKeys(db);
  const rows: Record<string, Record<string, string>> = {};
  const ids = { spare: {} } as Ids;

  /** Inserts one row (made by a factory of @app/db/seed) and records its key as World.rows[table][name]; returns its id. */
  const add = async (table: string, name: string, values: object): Promise<string> => {
    const row = await insertRow(db, table, { ...values });
    (rows[table] ??= {})[name] = keys[table]!.map((c) => String(row[c])).join(':');
    return String(row.id);
  };

  // Reference data: the seed's values for the petitions (visa class o_1a), fresh rows for the matrix to change.
  await db.query(`insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A') on conflict do nothing`);
  await db.query(`insert into app_public.entity_schemas (type) values ('AWARD') on conflict do nothing`);
  const awards = await referenceId(db, 'module_types', { id: 'awards', name: 'Awards' });
  const press = await referenceId(db, 'module_types', { id: 'press', name: 'Press' }, 1);
  const exhibitType = await referenceId(db, 'exhibit_types', { id: 'award-certificate', name: 'Award certificate' });
  rows.entity_schemas = { award: 'AWARD' };
  ids.entityType = 'AWARD';
  ids.visaType = await add('visa_types', 'fresh', { id: `rls_${tag}`, name: `RLS ${tag}` });
  ids.moduleType = await add('module_types', 'fresh', { id: `rls-${tag}`, name: `RLS ${tag}` });
  ids.exhibitType = await add('exhibit_types', 'fresh', { id: `rls-${tag}`, name: `RLS ${tag}`, module_type_id: ids.moduleType });
  Object.assign(rows.visa_types!, { used: 'o_1a' });
  Object.assign(rows.module_types!, { used: awards });
  Object.assign(rows.exhibit_types!, { used: exhibitType });
  ids.checklistSection = await add('checklist_sections', 'fresh', { name: `RLS section ${tag}` });
  ids.checklistTask = await add('checklist_tasks', 'fresh', {
    section_id: ids.checklistSection,
    code: `rls-${tag}`,
    label: 'Task',
  });

  // People: one user (with user data) per persona; staffAdmin is in admins.
  const user = { anonymous: null } as Record<Persona, string | null>;
  const p = {} as Record<Person, string>;
  for (const who of PERSONAS.filter((x): x is Person => x !== 'anonymous')) {
    p[who] = await add(
      'users',
      who,
      makeUser({ full_name: `${who} Tester`, email: `${who}.${tag}@example.test`, auth0_sub: `test|${who}-${tag}` }),
    );
    user[who] = p[who];
    await add('user_data', who, makeUserData({ user_id: p[who], phone_number: '+1 555 0100' }));
    // Address history (migration 0037): one current address per person.
    await add('user_addresses', who, {
      user_id: p[who],
      street: '1 Main St',
      city: 'Austin',
      country: 'US',
      from_date: '2020-01-01',
      is_current: true,
    });
  }
  await add('admins', 'staffAdmin', makeAdmin({ user_id: p.staffAdmin }));

  // Companies: A is the petitioner of the beneficiary's petition, B of the other beneficiary's.
  const [A, B] = [
    await add('companies', 'companyA', makeCompany({ dba_name: `Acme ${tag}` })),
    await add('companies', 'companyB', makeCompany({ dba_name: `Globex ${tag}` })),
  ];
  Object.assign(ids, { companyA: A, companyB: B });
  ids.officeA = await add('company_offices', 'officeA', makeCompanyOffice({ company_id: A, label: 'HQ' }));
  await add('company_offices', 'officeB', makeCompanyOffice({ company_id: B, label: 'HQ' }));
  await add('employer_onboardings', 'companyA', makeEmployerOnboarding({ company_id: A }));
  await add('employer_onboardings', 'companyB', makeEmployerOnboarding({ company_id: B }));
  const member = (name: string, values: Parameters<typeof makeCompanyMember>[0]) =>
    add('company_members', name, makeCompanyMember(values));
  await member('companyAdmin', { company_id: A, user_id: p.companyAdmin, role: 'ADMIN' });
  await member('companyMember', { company_id: A, user_id: p.companyMember, role: 'MEMBER' });
  await member('companyViewer', { company_id: A, user_id: p.companyViewer, role: 'VIEWER' });
  await member('otherCompanyMember', { company_id: B, user_id: p.otherCompanyMember, role: 'ADMIN' });
  ids.employmentA = await add(
    'user_employments',
    'beneficiaryAtA',
    makeEmployment({ user_id: p.beneficiary, company_id: A, company_name: 'Acme' }),
  );
  await add('user_employments', 'beneficiaryEarlier', makeEmployment({ user_id: p.beneficiary, company_name: 'Old Corp' }));
  await add(
    'user_employments',
    'otherAtB',
    makeEmployment({ user_id: p.otherBeneficiary, company_id: B, company_name: 'Globex' }),
  );

  // Petitions; the insert trigger records their first status. staffAdmin is petition A's customer success manager.
  const pA = await add(
    'petitions',
    'petitionA',
    makePetition({ beneficiary_id: p.beneficiary, company_id: A, csm_user_id: p.staffAdmin }),
  );
  const pB = await add('petitions', 'petitionB', makePetition({ beneficiary_id: p.otherBeneficiary, company_id: B }));
  Object.assign(ids, { petitionA: pA, petitionB: pB });
  const history = await db.query<{ id: string; petition_id: string }>(
    'select id, petition_id from app_public.petition_status_changes where petition_id = any($1)',
    [[pA, pB]],
  );
  const statusChangeOf = (petitionId: string) => history.rows.find((r) => r.petition_id === petitionId)!.id;
  rows.petition_status_changes = { petitionA: statusChangeOf(pA), petitionB: statusChangeOf(pB) };
  ids.statusChangeA = statusChangeOf(pA);
  // The history trigger recorded each petition's creation too.
  const changes = await db.query<{ id: string; petition_id: string }>(
    `select id::text, petition_id from app_public.petition_changes
      where table_name = 'petitions' and operation = 'INSERT' and petition_id = any($1)`,
    [[pA, pB]],
  );
  const creationOf = (petitionId: string) => changes.rows.find((r) => r.petition_id === petitionId)!.id;
  rows.petition_changes = { petitionA: creationOf(pA), petitionB: creationOf(pB) };
  ids.petitionChangeA = creationOf(pA);
  // The case list's per-petition figures (migration 0050): the petitions' insert trigger made one row each.
  rows.case_list_facts = { petitionA: pA, petitionB: pB };
  ids.i94A = await add('i94_entries', 'petitionA', makeI94Entry({ petition_id: pA }));
  await add('i94_entries', 'petitionB', makeI94Entry({ petition_id: pB, visa_class: 'F-1', date_of_entry: '2023-05-06' }));
  ids.onboardingA = await add('onboardings', 'petitionA', makeOnboarding({ petition_id: pA }));
  await add('onboardings', 'petitionB', makeOnboarding({ petition_id: pB }));

  // Modules and exhibits: module A1 has the beneficiary's exhibit (with a sub-exhibit) and two provider-owned ones.
  ids.moduleA1 = await add('modules', 'moduleA1', makeModule({ petition_id: pA, type: awards, name: 'Awards', order_index: 0 }));
  ids.moduleA2 = await add('modules', 'moduleA2', makeModule({ petition_id: pA, type: press, name: 'Press', order_index: 1 }));
  ids.moduleB1 = await add('modules', 'moduleB1', makeModule({ petition_id: pB, type: awards, name: 'Awards' }));
  const exhibit = async (name: ExhibitIds, values: Partial<Parameters<typeof makeExhibit>[0]>) => {
    const inB = values.module_id === ids.moduleB1;
    ids[name] = await add(
      'exhibits',
      name,
      makeExhibit({ name, module_id: ids.moduleA1, petition_id: inB ? pB : pA, owned_by: 'BENEFICIARY', ...values }),
    );
  };
  await exhibit('exhibitOwnA', { order_index: 0, exhibit_type: exhibitType });
  await exhibit('exhibitHiddenA', { owned_by: 'PLYMOUTH', visible: false, order_index: 1 });
  await exhibit('exhibitVisibleA', { owned_by: 'PLYMOUTH', visible: true, order_index: 2 });
  await exhibit('exhibitSubA', { parent_exhibit_id: ids.exhibitOwnA });
  await exhibit('exhibitB', { module_id: ids.moduleB1 });

  // Files and their links.
  const file = (name: string, owner: Person) =>
    add('files', name, makeFile({ name: `${name}.pdf`, storage_key: `rls/${tag}/${name}`, owner_id: p[owner] }));
  for (const who of Object.keys(p) as Person[]) ids.spare[who] = await file(`spare_${who}`, who);
  for (const [name, owner] of Object.entries(FILES)) ids[name as keyof typeof FILES] = await file(name, owner);
  const link = async (table: string, name: string, values: object) => void (await add(table, name, values));
  const exhibitFile = (name: string, values: Parameters<typeof makeExhibitFile>[0]) =>
    link('exhibit_files', name, makeExhibitFile(values));
  await exhibitFile('ownA_beneficiaryFile', { exhibit_id: ids.exhibitOwnA, file_id: ids.fileBeneficiaryExhibit });
  await exhibitFile('ownA_memberFile', { exhibit_id: ids.exhibitOwnA, file_id: ids.fileMemberExhibit, order_index: 1 });
  await exhibitFile('hiddenA_staffFile', { exhibit_id: ids.exhibitHiddenA, file_id: ids.fileStaffHiddenExhibit });
  await exhibitFile('visibleA_staffFile', { exhibit_id: ids.exhibitVisibleA, file_id: ids.fileStaffVisibleExhibit });
  await exhibitFile('exhibitB_otherFile', { exhibit_id: ids.exhibitB, file_id: ids.fileOtherExhibit });
  // What customers provided for an exhibit (migration 0035; written by the onboarding trigger, here as the owner).
  const contribution = (name: string, exhibitId: string, petitionId: string) =>
    link('exhibit_contributions', name, { exhibit_id: exhibitId, petition_id: petitionId, checklist_status: 'completed' });
  await contribution('ownA', ids.exhibitOwnA, pA);
  await contribution('hiddenA', ids.exhibitHiddenA, pA);
  await contribution('exhibitB', ids.exhibitB, pB);
  await link(
    'user_documents',
    'beneficiary',
    makeUserDocument({ user_id: p.beneficiary, file_id: ids.fileBeneficiaryUserDoc, document_type: 'offer' }),
  );
  await link(
    'user_documents',
    'otherBeneficiary',
    makeUserDocument({ user_id: p.otherBeneficiary, file_id: ids.fileOtherUserDoc, document_type: 'offer' }),
  );
  const immigrationDocument = (name: string, values: Parameters<typeof makeImmigrationDocument>[0]) =>
    link('immigration_documents', name, makeImmigrationDocument(values));
  await immigrationDocument('beneficiaryPassport', { owner_id: p.beneficiary, file_id: ids.fileBeneficiaryPassport });
  await immigrationDocument('beneficiaryVisa', {
    owner_id: p.beneficiary,
    file_id: ids.fileBeneficiaryVisa,
    type: 'VISA',
    order_index: 1,
  });
  await immigrationDocument('otherPassport', { owner_id: p.otherBeneficiary, file_id: ids.fileOtherPassport });
  const companyDocument = (name: string, values: Parameters<typeof makeCompanyDocument>[0]) =>
    link('company_documents', name, makeCompanyDocument({ type: 'BANK_STATEMENT', ...values }));
  await companyDocument('visibleA', { company_id: A, file_id: ids.fileCompanyDocA });
  await companyDocument('hiddenA', { company_id: A, file_id: ids.fileHiddenCompanyDocA, visible: false });
  await companyDocument('visibleB', { company_id: B, file_id: ids.fileCompanyDocB });
  await link('provider_documents', 'beneficiary', {
    ...makeProviderDocument({ owner_id: p.beneficiary, file_id: ids.fileProviderDocA, petition_id: pA }),
    visible_to_customer: true,
  });
  // Hidden from its owner until staff make it visible (migration 0031).
  await link(
    'provider_documents',
    'beneficiaryHidden',
    makeProviderDocument({ owner_id: p.beneficiary, file_id: ids.fileHiddenProviderDocA, petition_id: pA }),
  );
  await link('provider_documents', 'otherBeneficiary', {
    ...makeProviderDocument({ owner_id: p.otherBeneficiary, file_id: ids.fileProviderDocB, petition_id: pB }),
    visible_to_customer: true,
  });

  // Case work on both petitions.
  ids.formA = await add(
    'petition_forms',
    'petitionA',
    makePetitionForm({ petition_id: pA, type: 'I129', file_id: ids.fileFormA }),
  );
  await add('petition_forms', 'petitionB', makePetitionForm({ petition_id: pB, type: 'G28' }));
  ids.letterA = await add(
    'petition_letters',
    'petitionA',
    makePetitionLetter({ petition_id: pA, name: 'Support', final_file_id: ids.fileLetterA }),
  );
  await add('petition_letters', 'petitionB', makePetitionLetter({ petition_id: pB, name: 'Expert' }));
  ids.compiledA = await add(
    'compiled_petitions',
    'petitionA',
    makeCompiledPetition({ petition_id: pA, display_name: 'Filing', file_id: ids.fileCompiledA }),
  );
  await add('compiled_petitions', 'petitionB', makeCompiledPetition({ petition_id: pB, display_name: 'Filing' }));
  await add('compiled_petition_sources', 'petitionA', {
    compiled_petition_id: ids.compiledA,
    sources: { unnumberedPages: 0, forms: [], coverLetter: null, exhibits: [] },
  });
  // USCIS form filling (migration 0043): staff tools, one row each.
  await add('attorney_profiles', 'staffAdmin', { user_id: p.staffAdmin, family_name: 'Reyes', given_name: 'Elena' });
  await add('petition_form_overrides', 'petitionA', { petition_id: pA, form: 'g-28', field_name: 'field', value: 'Typed' });
  await add('petition_generated_forms', 'petitionA', {
    petition_id: pA,
    form: 'g-28',
    edition: '2018-09-17',
    file_id: ids.fileFormA,
  });
  // A newer blank edition staff added (migration 0132): staff only, on a staff-only file.
  await add('uscis_form_editions', 'staffAdmin', {
    form: 'i-129',
    edition: '2026-02-27',
    file_id: ids.fileCompiledA,
    field_names: { old: 'new' },
    added_by: p.staffAdmin,
  });
  // The petitioner asked to sign it (migration 0087): its team reads the request.
  await add('petition_form_signatures', 'petitionA', { petition_id: pA, form: 'g-28', requested_file_id: ids.fileFormA });
  // A copy received and refused (migration 0093): kept as the request's history.
  await add('petition_form_signed_copies', 'petitionA', {
    petition_id: pA,
    form: 'g-28',
    file_id: ids.fileFormA,
    refused_reason: 'Unreadable',
    refused_at: new Date(),
  });
  // Descriptions the customer reviews (migration 0091): the beneficiary's, the company team's, and side B's.
  await add('exhibit_description_reviews', 'beneficiaryA', {
    exhibit_id: ids.exhibitOwnA,
    petition_id: pA,
    party: 'BENEFICIARY',
  });
  await add('exhibit_description_reviews', 'petitionerA', { exhibit_id: ids.exhibitSubA, petition_id: pA, party: 'PETITIONER' });
  await add('exhibit_description_reviews', 'petitionB', { exhibit_id: ids.exhibitB, petition_id: pB, party: 'BENEFICIARY' });
  ids.noteByBeneficiaryA = await add(
    'notes',
    'byBeneficiaryA',
    makeNote({ petition_id: pA, sender_id: p.beneficiary, content: 'Uploaded.' }),
  );
  await add(
    'notes',
    'byStaffA',
    makeNote({ petition_id: pA, sender_id: p.staffAdmin, user_id: p.beneficiary, content: 'Thanks!' }),
  );
  await add('notes', 'byOtherB', makeNote({ petition_id: pB, sender_id: p.otherBeneficiary, content: 'Hello' }));
  ids.taskA = await add(
    'pending_petition_tasks',
    'petitionA',
    makePendingTask({ petition_id: pA, exhibit_id: ids.exhibitOwnA, content: 'Upload' }),
  );
  await add('pending_petition_tasks', 'petitionB', makePendingTask({ petition_id: pB, content: 'Upload the passport' }));
  // Tasks of the other parties of petition A (migration 0036): the company's team and the provider.
  ids.taskPetitionerA = await add(
    'pending_petition_tasks',
    'petitionerA',
    makePendingTask({ petition_id: pA, party: 'PETITIONER', content: 'Sign the support letter' }),
  );
  await add(
    'pending_petition_tasks',
    'providerA',
    makePendingTask({ petition_id: pA, party: 'PLYMOUTH', content: 'Draft the cover letter' }),
  );
  ids.checklistItemA = await add(
    'petition_checklist_items',
    'petitionA',
    makeChecklistItem({ petition_id: pA, task_id: ids.checklistTask }),
  );
  await add('petition_checklist_items', 'petitionB', makeChecklistItem({ petition_id: pB, task_id: ids.checklistTask }));
  ids.caseStrategy = await add(
    'case_strategies',
    'forBeneficiary',
    makeCaseStrategy({ user_id: p.beneficiary, strategy: { modules: ['awards'] } }),
  );

  // Entities and the reusable exhibit repository (staff tools).
  await add('additional_entities', 'beneficiaryUser', makeEntity({ name: 'Bea', type: 'USER', user_id: p.beneficiary }));
  await add('additional_entities', 'companyA', makeEntity({ name: 'Acme', type: 'COMPANY', company_id: A }));
  ids.companyBEntity = await add(
    'additional_entities',
    'companyB',
    makeEntity({ name: 'Globex', type: 'COMPANY', company_id: B }),
  );
  ids.awardEntity = await add('additional_entities', 'award', makeEntity({ name: `Award ${tag}`, type: 'AWARD' }));
  await add('module_entities', 'moduleA1_award', makeModuleEntity({ module_id: ids.moduleA1, entity_id: ids.awardEntity }));
  await add('module_entities', 'moduleB1_companyB', makeModuleEntity({ module_id: ids.moduleB1, entity_id: ids.companyBEntity }));
  const parent = (ids.reusableParent = await add(
    'reusable_exhibits',
    'parent',
    makeReusableExhibit({ name: 'Press kit', module_type: awards }),
  ));
  ids.reusableChild1 = await add(
    'reusable_exhibits',
    'child1',
    makeReusableExhibit({ name: 'Article 1', parent_id: parent, order_index: 0 }),
  );
  ids.reusableChild2 = await add(
    'reusable_exhibits',
    'child2',
    makeReusableExhibit({ name: 'Article 2', parent_id: parent, order_index: 1 }),
  );
  await link(
    'reusable_exhibit_files',
    'parent_file1',
    makeReusableExhibitFile({ reusable_exhibit_id: parent, file_id: ids.fileReusable1 }),
  );
  await link(
    'reusable_exhibit_files',
    'parent_file2',
    makeReusableExhibitFile({ reusable_exhibit_id: parent, file_id: ids.fileReusable2, order_index: 1 }),
  );
  await link(
    'reusable_exhibit_entities',
    'parent_award',
    makeReusableExhibitEntity({ reusable_exhibit_id: parent, entity_id: ids.awardEntity }),
  );

  // Platform: a feature flag with a per-user override, and an analytics event.
  const flagKey = `rls-flag-${tag}`;
  await link('feature_flags', 'flag', makeFeatureFlag({ key: flagKey, enabled: false }));
  ids.featureFlag = flagKey;
  ids.flagOverride = await add(
    'feature_flag_overrides',
    'forBeneficiary',
    makeFeatureFlagOverride({ flag_key: flagKey, user_id: p.beneficiary, enabled: true }),
  );
  ids.analyticsEvent = await add(
    'analytics_events',
    'byBeneficiary',
    makeAnalyticsEvent({ user_id: p.beneficiary, event: 'home_view' }),
  );
  await add(
    'editor_images',
    'byBeneficiary',
    makeEditorImage({ file_id: ids.fileBeneficiaryEditorImage, uploaded_by: p.beneficiary }),
  );
  ids.editorImage = ids.fileBeneficiaryEditorImage;
  ids.generatedText = await add(
    'generated_texts',
    'forExhibitOwnA',
    makeGeneratedText({ target_id: ids.exhibitOwnA, created_by: p.staffAdmin }),
  );
  ids.supportMessage = await add('support_messages', 'byBeneficiary', makeSupportMessage({ user_id: p.beneficiary }));
  await add(
    'support_messages',
    'byCompanyMemberForA',
    makeSupportMessage({ user_id: p.companyMember, company_id: ids.companyA }),
  );
  // Two-way support and notifications (migration 0047). The reply is the customer's own follow-up, which tells
  // nobody, so the notifications below are the only ones.
  ids.supportReply = await add('support_replies', 'onBeneficiaryMessage', {
    support_message_id: ids.supportMessage,
    author_id: p.beneficiary,
    body: 'One more thing',
  });
  ids.notificationForBeneficiary = await add('notifications', 'forBeneficiary', {
    user_id: p.beneficiary,
    kind: 'status-changed',
    data: { status: 'SUBMITTED' },
    petition_id: pA,
  });
  await add('notifications', 'forStaffAdmin', {
    user_id: p.staffAdmin,
    kind: 'document-uploaded',
    data: { exhibitName: 'Award', count: 1 },
    petition_id: pA,
  });

  // Delivery preferences and the e-mail outbox (migration 0049): a kept digest e-mail of the beneficiary's.
  await add('notification_preferences', 'byBeneficiary', { user_id: p.beneficiary, kind: 'document-uploaded', delivery: 'off' });
  await add('notification_preferences', 'byStaffAdmin', { user_id: p.staffAdmin, kind: 'document-uploaded', delivery: 'email' });
  // USCIS case statuses (migration 0059): petition B shares its case status with its customers, A does not.
  await db.query('update app_public.petitions set share_uscis_status = true where id = $1', [pB]);
  await add('uscis_case_statuses', 'onPetitionA', {
    petition_id: pA,
    receipt_number: 'WAC2600000001',
    status: 'Case Was Received',
  });
  await add('uscis_case_statuses', 'onSharedPetitionB', {
    petition_id: pB,
    receipt_number: 'EAC2600000002',
    status: 'Case Was Received',
  });

  // An open RFE on petition A with one item (migration 0060): staff work only. Due in 60 days: a due date is not in the
  // past nor further than USCIS gives (migration 0100).
  const rfeDue = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const rfeA = await add('rfe_responses', 'onPetitionA', { petition_id: pA, due_date: rfeDue });
  await add('rfe_deficiencies', 'onRfeA', { rfe_response_id: rfeA, petition_id: pA, position: 1, title: 'Awards' });

  // Saved case-list filters (migration 0057): the staff admin's, and one in the beneficiary's name put there behind
  // the policies' back (a customer cannot keep any), which nobody else may read or change.
  ids.savedFilterByStaffAdmin = await add('case_list_saved_filters', 'byStaffAdmin', {
    user_id: p.staffAdmin,
    name: 'Overdue',
    filter: { overdue: true },
  });
  ids.savedFilterByBeneficiary = await add('case_list_saved_filters', 'byBeneficiary', {
    user_id: p.beneficiary,
    name: 'Overdue',
    filter: { overdue: true },
  });
  ids.emailOutboxForBeneficiary = await add('email_outbox', 'forBeneficiary', {
    user_id: p.beneficiary,
    address: 'beneficiary@example.test',
    digest_on: '2026-01-01',
    subject: 'Plymouth: your daily summary (1 update)',
    body: 'Hello,',
    status: 'kept',
  });

  // A letter sent for signature, with one audit event (migration 0054): staff read them, nobody writes them.
  ids.signatureRequestA = await add('signature_requests', 'letterA', {
    petition_id: pA,
    letter_id: ids.letterA,
    letter_version: 1,
    signer_name: 'Dana Cole',
    signer_email: 'dana@example.test',
    expires_at: '2099-01-01T00:00:00Z',
    sent_by: p.staffAdmin,
  });
  await add('signature_events', 'sentA', { request_id: ids.signatureRequestA, kind: 'sent', letter_version: 1 });
  // The signatory's copy by e-mail (migration 0080): staff read it, nobody writes it through the API.
  await add('signed_copy_emails', 'copyA', { request_id: ids.signatureRequestA, address: 'dana@example.test' });

  // Passport confirmations (migration 0061): the beneficiary's, with a finding and her reason, and the other
  // beneficiary's; each person reads their own, staff all, team members none.
  const confirmed = { passportNumber: 'Z1234567', surname: 'SHARMA', givenName: 'PRIYA' };
  await add('passport_confirmations', 'byBeneficiary', {
    user_id: p.beneficiary,
    petition_id: pA,
    file_id: ids.fileBeneficiaryPassport,
    reading: { documentCode: 'P', fields: confirmed, fieldConfidence: {} },
    confirmed,
    findings: ['expires-soon'],
    finding_messages: ['The passport expires on 01/31/2027, less than six months after today.'],
    reason: 'Renewal appointment booked',
    confirmed_by: p.beneficiary,
  });
  await add('passport_confirmations', 'byOtherBeneficiary', {
    user_id: p.otherBeneficiary,
    reading: null,
    confirmed,
    findings: ['no-zone'],
    finding_messages: ['No passport lines could be read from this file.'],
    reason: 'Typed from my passport',
    confirmed_by: p.otherBeneficiary,
  });

  // An invitation to the portal (migration 0077): staff read and create them, customers nothing.
  await add('portal_invitations', 'forBeneficiary', { user_id: p.beneficiary, petition_id: pA, address: '' });

  return { tag, user, keys, rows, ids };
}
