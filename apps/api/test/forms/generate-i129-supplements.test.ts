import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { DEMO_DUTIES, giveWorldTheDemoCase, O_SUPPLEMENT_DUTIES_FIELD } from './case-fixture.ts';
import { generateStoredForm } from './generated-form.ts';

/**
 * The I-129's classification supplements filled from real cases (issue 28): an O-1A, a TN for a Canadian and
 * an E-2, each generated through the API and read back from the stored PDF by field name.
 */
describe('the I-129 classification supplements and Parts 3 and 4', () => {
  let t: PacketTestServer;

  const generate = async () => {
    const form = await generateStoredForm(t, t.world.petitionId);
    return { ...form, missing: form.missing.map((entry) => entry.message) };
  };
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  /** Runs a case of another class on the demo petition, then puts the O-1A case back. */
  const asCase = async (visaClass: string, citizenship: string, run: () => Promise<void>) => {
    await sql(`insert into app_public.visa_types (id, name) values ($1, $2) on conflict do nothing`, [
      visaClass,
      visaClass.toUpperCase(),
    ]);
    await sql('update app_public.petitions set visa_class = $2 where id = $1', [t.world.petitionId, visaClass]);
    await sql('update app_public.user_data set country_of_issue = $2 where user_id = $1', [t.world.beneficiary.id, citizenship]);
    try {
      await run();
    } finally {
      await sql(`update app_public.petitions set visa_class = 'o_1a' where id = $1`, [t.world.petitionId]);
      await sql(`update app_public.user_data set country_of_issue = 'IN' where user_id = $1`, [t.world.beneficiary.id]);
    }
  };

  beforeAll(async () => {
    t = await startPacketTestServer('ps-i129-supplements-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('fills the O supplement of an O-1A case and the beneficiary’s status, arrival and foreign address', async () => {
    const { missing, text, checked, selected, has } = await generate();
    expect(missing).toEqual([]);
    expect(checked('#subform[33].a_O1A[0]')).toBe(true);
    expect(checked('#subform[33].b_O1B[0]')).toBe(false);
    expect(text('#subform[33].Line1_FamilyName[5]')).toBe('Northwind Robotics, Inc.');
    expect(text('#subform[33].HSupLine2_FamilyName[1]')).toBe('Priya Sharma');
    expect(text('#subform[33].Line3_JobDescription[8]')).toBe(
      'Employment as Staff Perception Engineer with Northwind Robotics, Inc., 01/04/2027 to 12/31/2029',
    );
    expect(text('#subform[33].Line3_JobDescription[7]')).toBe(DEMO_DUTIES);
    // Item 9, from the checklist's "Advisory opinion obtained (O-1)".
    expect(checked('#subform[34].OandPSuppLine8[1]')).toBe(true);
    expect(checked('#subform[34].OandPSuppLine8[0]')).toBe(false);
    expect(text('#subform[35].Line1_FamilyName[6]')).toBe('Okafor');
    expect(text('#subform[35].Line1_GivenName[2]')).toBe('Carl');
    // Part 3: the latest I-94 entry (F-1 on 08/28/2022); Part 4: the foreign address and the new petition.
    expect(selected('#subform[2].Line11g_CurrentNon[0]')).toEqual(['F1']);
    expect(text('#subform[2].Part3Line5_DateofArrival[0]')).toBe('08/28/2022');
    expect(text('#subform[2].Part4Line3_DProvince[0]')).toBe('Maharashtra');
    expect(text('#subform[3].Line2b_StreetNumberName[0]')).toBe('22 Viman Nagar Road');
    expect(text('#subform[3].Line2c_CityTown[0]')).toBe('Pune');
    expect(text('#subform[3].Line2g2_Province[1]')).toBe('Maharashtra');
    expect(text('#subform[3].Line3f_PostalCode[0]')).toBe('411014');
    expect(text('#subform[3].Line_Country[0]')).toBe('India');
    expect(checked('#subform[3].P4Line8[0]')).toBe(true);
    expect(checked('#subform[3].P4Line8[1]')).toBe(false);
    // Never an O-1A before (an F-1 only), and the case cannot say "no": item 8.A is left alone.
    expect(checked('#subform[3].P4Line8a_Yes[0]')).toBe(false);
    expect(checked('#subform[3].P4Line8a_No[0]')).toBe(false);
    // The supplements of other classes are not filed.
    expect(has('#subform[11].TASupLine1_NameofPetitioner[0]')).toBe(false);
    expect(has('#subform[8].SupELine1_NameofEmployer[0]')).toBe(false);
    expect(has('#subform[8].E2_TreatyInvestor[0]')).toBe(false);
  });

  it('lists the O supplement answers the case does not give, and the onboarding answers fill Part 4', async () => {
    await sql(`delete from app_public.petition_form_overrides where petition_id = $1 and field_name = $2`, [
      t.world.petitionId,
      O_SUPPLEMENT_DUTIES_FIELD,
    ]);
    await sql(`update app_public.petition_checklist_items set completed_at = null, completed_by = null where petition_id = $1`, [
      t.world.petitionId,
    ]);
    await sql(
      `update app_public.petitions set metadata = metadata || '{"hasFiledImmigrantPetition": "No",
              "hasFiledNonImmigrantPetition": "Yes", "hasJ1J2History": "No"}'::jsonb where id = $1`,
      [t.world.petitionId],
    );
    const { missing, text, checked } = await generate();
    expect(missing).toEqual([
      'O supplement: duties to be performed — enter it in this form by hand (the case does not record it)',
      'O supplement: consultation or advisory opinion submitted with the petition — enter it in this form by hand (the case does not record it)',
    ]);
    expect(text('#subform[33].Line3_JobDescription[7]')).toBeUndefined();
    expect(checked('#subform[34].OandPSuppLine8[1]')).toBe(false);
    expect(checked('#subform[3].P4Line7[0]')).toBe(true);
    expect(checked('#subform[3].P4Line7[1]')).toBe(false);
    expect(checked('#subform[3].P4Line9_Yes[0]')).toBe(true);
    expect(checked('#subform[3].P4Line9_No[0]')).toBe(false);
    expect(checked('#subform[3].P4Line11a_No[0]')).toBe(true);
    expect(checked('#subform[3].P4Line11a_Yes[0]')).toBe(false);
  });

  it('fills the Trade Agreement supplement of a TN case for a Canadian citizen', async () => {
    await sql(
      `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number, admit_until)
       values ($1, 'TN', '2024-03-01', '55566677701', '2027-02-28')`,
      [t.world.petitionId],
    );
    await asCase('tn', 'CA', async () => {
      const { text, checked, selected, has } = await generate();
      expect(text('#subform[1].Part2_ClassificationSymbol[0]')).toBe('TN');
      expect(text('#subform[11].TASupLine1_NameofPetitioner[0]')).toBe('Northwind Robotics, Inc.');
      expect(text('#subform[11].TASupLine1_NameofBeneficiary[0]')).toBe('Priya Sharma');
      expect(checked('#subform[11].a_Canada[0]')).toBe(true);
      expect(checked('#subform[11].b_Mexico[0]')).toBe(false);
      expect(checked('#subform[11].employer[1]')).toBe(true);
      expect(checked('#subform[11].employer[0]')).toBe(false);
      expect(text('#subform[11].TASupLine1a_PetitionerLastName[0]')).toBe('Okafor');
      // A change of status to TN is Part 2's free-trade box F, not B.
      expect(checked('#subform[1].P2Checkbox4[5]')).toBe(true);
      expect(checked('#subform[1].P2Checkbox4[1]')).toBe(false);
      expect(text('#subform[2].Part3Line4_CountryOfCitizenship[0]')).toBe('Canada');
      // The latest I-94 (TN, 03/01/2024): a Canadian's TN is the list's TN1, and TN held within 7 years.
      expect(selected('#subform[2].Line11g_CurrentNon[0]')).toEqual(['TN1']);
      expect(text('#subform[2].Part3Line5_DateofArrival[0]')).toBe('03/01/2024');
      expect(checked('#subform[3].P4Line8a_Yes[0]')).toBe(true);
      expect(text('#subform[4].Part5_Q10_DateFrom[0]')).toBe('01/04/2027');
      expect(has('#subform[33].a_O1A[0]')).toBe(false);
      expect(has('#subform[33].Line3_JobDescription[8]')).toBe(false);
    });
  });

  it('checks TN2 for a Mexican citizen, and lists the TN box when the citizenship allows neither', async () => {
    await asCase('tn', 'MX', async () => {
      const { missing, checked } = await generate();
      expect(missing).toEqual([]);
      expect(checked('#subform[11].b_Mexico[0]')).toBe(true);
      expect(checked('#subform[11].a_Canada[0]')).toBe(false);
    });
    await asCase('tn', 'IN', async () => {
      const { missing, checked } = await generate();
      expect(missing).toEqual([
        "Trade agreement supplement: TN1 (Canada) or TN2 (Mexico) — enter it in the beneficiary's person data",
      ]);
      expect(checked('#subform[11].a_Canada[0]')).toBe(false);
      expect(checked('#subform[11].b_Mexico[0]')).toBe(false);
    });
  });

  it('fills the E-1/E-2 supplement of an E-2 case with the treaty country', async () => {
    await asCase('e_2', 'JP', async () => {
      const { missing, text, checked, has } = await generate();
      expect(missing).toEqual([]);
      expect(text('#subform[1].Part2_ClassificationSymbol[0]')).toBe('E-2');
      expect(text('#subform[8].SupELine1_NameofEmployer[0]')).toBe('Northwind Robotics, Inc.');
      expect(text('#subform[8].Line1_FamilyName[1]')).toBe('Sharma');
      expect(text('#subform[8].Line1_GivenName[1]')).toBe('Priya');
      expect(checked('#subform[8].E2_TreatyInvestor[0]')).toBe(true);
      expect(checked('#subform[8].E1_TreatyTrader[0]')).toBe(false);
      expect(text('#subform[8].Line_Country[1]')).toBe('Japan');
      expect(text('#subform[9].Line2e_NetAnnualIncome[0]')).toBe('5,200,000.00');
      expect(has('#subform[11].a_Canada[0]')).toBe(false);
      expect(has('#subform[33].a_O1A[0]')).toBe(false);
    });
  });
});
