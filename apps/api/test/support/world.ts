import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** People of a test world; `sub` is what their tokens carry. */
export interface Person {
  id: string;
  sub: string;
  email: string;
  fullName: string;
}

export interface World {
  /** Unique to this world; part of every name, so searches find only its records. */
  tag: string;
  staff: Person;
  beneficiary: Person;
  otherBeneficiary: Person;
  companyAdmin: Person;
  companyViewer: Person;
  companyId: string;
  otherCompanyId: string;
  petitionId: string;
  otherPetitionId: string;
  moduleIds: string[];
  exhibitId: string;
  hiddenExhibitId: string;
  fileId: string;
}

/**
 * Builds an isolated set of records (fresh ids, so tests can share a database)
 * directly as the database owner, the way the seed does.
 */
export async function createWorld(pool: pg.Pool): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const person = async (name: string, isAdmin = false): Promise<Person> => {
    const sub = `test|${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`;
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.test`;
    const { rows } = await pool.query<{ id: string }>(
      'insert into app_public.users (full_name, email, auth0_sub) values ($1, $2, $3) returning id',
      [name, email, sub],
    );
    const id = rows[0]!.id;
    if (isAdmin) await pool.query('insert into app_public.admins (user_id) values ($1)', [id]);
    return { id, sub, email, fullName: name };
  };
  await pool.query(`insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A') on conflict do nothing`);
  await pool.query(
    `insert into app_public.module_types (id, name) values ('awards', 'Awards'), ('press', 'Press') on conflict do nothing`,
  );

  const staff = await person('Sam Staff Admin', true);
  const beneficiary = await person(`Bea Beneficiary ${tag}`);
  const otherBeneficiary = await person(`Olga Other ${tag}`);
  const companyAdmin = await person('Carl Company');
  const companyViewer = await person('Vera Viewer');

  const company = await pool.query<{ id: string }>(`insert into app_public.companies (dba_name) values ($1) returning id`, [
    `Acme ${tag}`,
  ]);
  const otherCompany = await pool.query<{ id: string }>(`insert into app_public.companies (dba_name) values ($1) returning id`, [
    `Globex ${tag}`,
  ]);
  const companyId = company.rows[0]!.id;
  const otherCompanyId = otherCompany.rows[0]!.id;
  await pool.query(
    `insert into app_public.company_members (company_id, user_id, role) values ($1, $2, 'ADMIN'), ($1, $3, 'VIEWER')`,
    [companyId, companyAdmin.id, companyViewer.id],
  );
  const petition = async (beneficiaryId: string, cId: string) =>
    (
      await pool.query<{ id: string }>(
        `insert into app_public.petitions (beneficiary_id, company_id, visa_class, metadata) values ($1, $2, 'o_1a', '{"fieldOfEndeavor":"Robotics"}') returning id`,
        [beneficiaryId, cId],
      )
    ).rows[0]!.id;
  const petitionId = await petition(beneficiary.id, companyId);
  const otherPetitionId = await petition(otherBeneficiary.id, otherCompanyId);
  const modules = await pool.query<{ id: string }>(
    `insert into app_public.modules (petition_id, type, name, order_index) values ($1, 'awards', 'Awards', 0), ($1, 'press', 'Press', 1) returning id`,
    [petitionId],
  );
  const moduleIds = modules.rows.map((r) => r.id);
  const exhibits = await pool.query<{ id: string }>(
    `insert into app_public.exhibits (module_id, name, owned_by, visible, order_index)
     values ($1, 'Award certificate', 'BENEFICIARY', true, 0), ($1, 'Staff memo', 'PLYMOUTH', false, 1) returning id`,
    [moduleIds[0]],
  );
  const file = await pool.query<{ id: string }>(
    `insert into app_public.files (name, mime_type, storage_key, owner_id) values ('award.pdf', 'application/pdf', $1, $2) returning id`,
    [`files/${randomUUID()}`, beneficiary.id],
  );
  const fileId = file.rows[0]!.id;
  await pool.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [exhibits.rows[0]!.id, fileId]);
  return {
    tag,
    staff,
    beneficiary,
    otherBeneficiary,
    companyAdmin,
    companyViewer,
    companyId,
    otherCompanyId,
    petitionId,
    otherPetitionId,
    moduleIds,
    exhibitId: exhibits.rows[0]!.id,
    hiddenExhibitId: exhibits.rows[1]!.id,
    fileId,
  };
}
