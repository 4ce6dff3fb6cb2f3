import type pg from 'pg';
import { insertRow, makeCompany, makeCompanyMember, makePetition, makeUser } from '../seed/factories/index.ts';
import { asUserRolledBack } from './as-user.ts';

/** A petition's people, for tests of what each of them may change on it. */
export interface PetitionWithParties {
  /** A staff member (an admin). */
  staff: string;
  beneficiary: string;
  /** An ADMIN of the petitioner company. */
  editor: string;
  company: string;
  petition: string;
}

/**
 * An O-1A petition with a staff member, its beneficiary and an ADMIN of its petitioner company: the staff-only
 * columns' tests (the requested and the approved periods) ask each of them the same change.
 */
export async function petitionWithParties(pool: pg.Pool, companyName: string): Promise<PetitionWithParties> {
  const user = async () => (await insertRow(pool, 'users', makeUser())).id as string;
  const staff = await user();
  await insertRow(pool, 'admins', { user_id: staff });
  const beneficiary = await user();
  const editor = await user();
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: companyName }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: company, user_id: editor, role: 'ADMIN' }));
  const petition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, company_id: company, visa_class: 'o_1a' }))
  ).id as string;
  return { staff, beneficiary, editor, company, petition };
}

/**
 * What one update of the petition does for each party, rolled back: the rows it changed, or the error's code
 * ('42501' for a staff-only column). `sql` takes the petition's id as $1.
 */
export async function updateByEachParty(
  pool: pg.Pool,
  parties: PetitionWithParties,
  sql: string,
): Promise<Record<'staff' | 'beneficiary' | 'editor', number | string | undefined>> {
  const updateAs = (userId: string) =>
    asUserRolledBack(pool, userId, async (client) => {
      try {
        return (await client.query(sql, [parties.petition])).rowCount ?? 0;
      } catch (error) {
        return (error as { code?: string }).code;
      }
    });
  return {
    staff: await updateAs(parties.staff),
    beneficiary: await updateAs(parties.beneficiary),
    editor: await updateAs(parties.editor),
  };
}
