import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  insertRow,
  makeAdmin,
  makeCompany,
  makeCompanyMember,
  makeExhibit,
  makeExhibitFile,
  makeFile,
  makeModule,
  makePetition,
  makeUser,
} from '@app/db/seed';

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
 * directly as the database owner, with the seed's row factories.
 */
export async function createWorld(pool: pg.Pool): Promise<World> {
  const tag = randomUUID().slice(0, 8);
  const person = async (name: string, isAdmin = false): Promise<Person> => {
    const sub = `test|${name.toLowerCase().replace(/\s+/g, '-')}-${tag}`;
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${tag}@example.test`;
    const user = makeUser({ full_name: name, email, auth0_sub: sub });
    await insertRow(pool, 'users', user);
    if (isAdmin) await insertRow(pool, 'admins', makeAdmin({ user_id: user.id }));
    return { id: user.id, sub, email, fullName: name };
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

  const company = makeCompany({ dba_name: `Acme ${tag}` });
  const otherCompany = makeCompany({ dba_name: `Globex ${tag}` });
  for (const row of [company, otherCompany]) await insertRow(pool, 'companies', row);
  await insertRow(
    pool,
    'company_members',
    makeCompanyMember({ company_id: company.id, user_id: companyAdmin.id, role: 'ADMIN' }),
  );
  await insertRow(
    pool,
    'company_members',
    makeCompanyMember({ company_id: company.id, user_id: companyViewer.id, role: 'VIEWER' }),
  );
  const petition = makePetition({ beneficiary_id: beneficiary.id, company_id: company.id });
  const otherPetition = makePetition({ beneficiary_id: otherBeneficiary.id, company_id: otherCompany.id });
  for (const row of [petition, otherPetition]) await insertRow(pool, 'petitions', row);
  const modules = [
    makeModule({ petition_id: petition.id, type: 'awards', name: 'Awards', order_index: 0 }),
    makeModule({ petition_id: petition.id, type: 'press', name: 'Press', order_index: 1 }),
  ];
  for (const row of modules) await insertRow(pool, 'modules', row);
  const inFirstModule = { module_id: modules[0]!.id, petition_id: petition.id };
  const exhibit = makeExhibit({ ...inFirstModule, name: 'Award certificate', owned_by: 'BENEFICIARY', visible: true });
  const hiddenExhibit = makeExhibit({
    ...inFirstModule,
    name: 'Staff memo',
    owned_by: 'PLYMOUTH',
    visible: false,
    order_index: 1,
  });
  for (const row of [exhibit, hiddenExhibit]) await insertRow(pool, 'exhibits', row);
  const file = makeFile({ name: 'award.pdf', mime_type: 'application/pdf', owner_id: beneficiary.id });
  await insertRow(pool, 'files', file);
  await insertRow(pool, 'exhibit_files', makeExhibitFile({ exhibit_id: exhibit.id, file_id: file.id }));
  return {
    tag,
    staff,
    beneficiary,
    otherBeneficiary,
    companyAdmin,
    companyViewer,
    companyId: company.id,
    otherCompanyId: otherCompany.id,
    petitionId: petition.id,
    otherPetitionId: otherPetition.id,
    moduleIds: modules.map((row) => row.id),
    exhibitId: exhibit.id,
    hiddenExhibitId: hiddenExhibit.id,
    fileId: file.id,
  };
}
