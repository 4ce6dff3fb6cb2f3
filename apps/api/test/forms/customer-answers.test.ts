import { I94_TEXTS, PASSPORT_SEX_TEXTS, YEAR_ESTABLISHED_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from '../files/file-service-client.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';
import { giveWorldTheDemoCase } from './case-fixture.ts';
import { generateStoredForm } from './generated-form.ts';

const RECORD_ARRIVAL = `mutation($input: RecordLatestArrivalInput!) {
  recordLatestArrival(input: $input) { i94Entry { id visaClass dateOfEntry i94Number } }
}`;
const RECORD_ADMIT_UNTIL = `mutation($input: RecordArrivalAdmitUntilInput!) {
  recordArrivalAdmitUntil(input: $input) { i94Entry { admitUntil admittedForDurationOfStatus } }
}`;
const UPDATE_COMPANY = `mutation($id: UUID!, $year: Int) {
  updateCompanyById(input: { id: $id, companyPatch: { yearEstablished: $year } }) { company { yearEstablished } }
}`;

/**
 * The I-129 boxes only the customer can answer (migration 0078): the beneficiary's sex, confirmed from their passport,
 * their latest arrival's I-94 number and date, given in onboarding, and the petitioner's year established, given in
 * the employer wizard. Each is listed as missing until given, read back from the generated PDF once given, refused
 * with the form's sentence when malformed, and a passport's X is listed for staff instead of mapped.
 */
describe("the I-129's customer answers", () => {
  let t: PacketTestServer;
  let employerToken: string;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);

  const generate = async () => {
    const form = await generateStoredForm(t, t.world.petitionId);
    return { ...form, text: (name: string) => form.text(name) ?? null };
  };
  const recordArrival = (token: string, input: Record<string, unknown>) =>
    graphql<{
      recordLatestArrival: { i94Entry: { id: string; visaClass: string; dateOfEntry: string; i94Number: string } } | null;
    }>(t.server.url, token, RECORD_ARRIVAL, { input: { petitionId: t.world.petitionId, ...input } });
  const recordAdmitUntil = (token: string, input: Record<string, unknown>) =>
    graphql<{
      recordArrivalAdmitUntil: { i94Entry: { admitUntil: string | null; admittedForDurationOfStatus: boolean } } | null;
    }>(t.server.url, token, RECORD_ADMIT_UNTIL, { input });
  const setYear = (year: number | null) =>
    graphql<{ updateCompanyById: { company: { yearEstablished: number | null } } | null }>(
      t.server.url,
      employerToken,
      UPDATE_COMPANY,
      { id: t.world.companyId, year },
    );
  const confirmPassport = (sex: string) =>
    callJson(`${t.server.url}/passport-confirmations`, t.beneficiaryToken, {
      body: {
        fileId: null,
        reading: null,
        confirmed: {
          passportNumber: 'Z12345678',
          givenName: 'PRIYA',
          middleName: null,
          surname: 'SHARMA',
          nationality: 'IND',
          dateOfBirth: '1991-04-17',
          sex,
          countryOfIssue: 'IND',
          expirationDate: '2029-06-02',
        },
        reason: 'I typed these from my passport photo page.',
      },
    });
  const errorsOf = (result: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
    result.errors?.map(({ message, extensions }) => ({ message, code: extensions?.code }));

  beforeAll(async () => {
    t = await startPacketTestServer('ps-forms-answers-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
    // The case as it is before the customer answers: none of the three recorded.
    await sql('update app_public.user_data set sex = null where user_id = $1', [t.world.beneficiary.id]);
    await sql('delete from app_public.i94_entries where petition_id = $1', [t.world.petitionId]);
    await sql('update app_public.companies set year_established = null where id = $1', [t.world.companyId]);
    employerToken = await t.server.issuer.issueToken({
      sub: t.world.companyAdmin.sub,
      email: t.world.companyAdmin.email,
      name: t.world.companyAdmin.fullName,
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the sex, the I-94 number, the date of last arrival and the year established while the case lacks them', async () => {
    const { missing, checked, text } = await generate();
    expect(missing.map((entry) => entry.label)).toEqual(
      expect.arrayContaining([
        'Beneficiary sex: male',
        'Beneficiary date of last arrival',
        'Beneficiary I-94 arrival-departure record number',
        'Year established',
      ]),
    );
    expect(missing.find((entry) => entry.label === 'Beneficiary I-94 arrival-departure record number')?.message).toBe(
      "Beneficiary I-94 arrival-departure record number — enter it in the beneficiary's latest arrival (their onboarding's filing type step)",
    );
    expect([checked('#subform[2].Line1_Gender_P3[0]'), checked('#subform[2].Line1_Gender_P3[1]')]).toEqual([false, false]);
    expect(text('#subform[2].Part3Line5_ArrivalDeparture[0]')).toBeNull();
    expect(text('#subform[5].P5Line13_YearEstablished[0]')).toBeNull();
  });

  it('fills them from what the beneficiary and the employer give, and lists them no more', async () => {
    expect((await confirmPassport('f')).status).toBe(201);
    const arrival = await recordArrival(t.beneficiaryToken, {
      visaClass: 'F-1',
      dateOfEntry: '2022-08-28',
      i94Number: '123456789A1',
    });
    expect(arrival.errors).toBeUndefined();
    // A corrected number replaces the latest arrival's, never adds a second latest arrival.
    await recordArrival(t.beneficiaryToken, { visaClass: 'F-1', dateOfEntry: '2022-08-28', i94Number: '987654321B2' });
    const { rows } = await sql('select i94_number from app_public.i94_entries where petition_id = $1', [t.world.petitionId]);
    expect(rows).toEqual([{ i94_number: '987654321B2' }]);
    // Her I-94 admits her until a date (migration 0148): a date before her entry is refused in the form's words.
    const entryId = arrival.data!.recordLatestArrival!.i94Entry.id;
    const early = await recordAdmitUntil(t.beneficiaryToken, { entryId, admitUntil: '2022-08-27', durationOfStatus: false });
    expect(errorsOf(early)).toEqual([{ message: I94_TEXTS.admitUntil, code: '23514' }]);
    const until = await recordAdmitUntil(t.beneficiaryToken, { entryId, admitUntil: '2025-08-27', durationOfStatus: false });
    expect(until.data?.recordArrivalAdmitUntil?.i94Entry).toEqual({
      admitUntil: '2025-08-27',
      admittedForDurationOfStatus: false,
    });
    // Nobody but her and staff records it.
    expect(
      errorsOf(await recordAdmitUntil(employerToken, { entryId, admitUntil: null, durationOfStatus: true }))?.[0]?.code,
    ).toBe('42501');
    expect((await setYear(2015)).data?.updateCompanyById?.company.yearEstablished).toBe(2015);

    const { missing, checked, text } = await generate();
    expect(checked('#subform[2].Line1_Gender_P3[0]')).toBe(false);
    expect(checked('#subform[2].Line1_Gender_P3[1]')).toBe(true);
    expect(text('#subform[2].Part3Line5_ArrivalDeparture[0]')).toBe('987654321B2');
    expect(text('#subform[2].Part3Line5_DateofArrival[0]')).toBe('08/28/2022');
    expect(text('#subform[2].Line11h_DateStatusExpires[0]')).toBe('08/27/2025');
    expect(text('#subform[5].P5Line13_YearEstablished[0]')).toBe('2015');
    expect(missing).toEqual([]);
  });

  it('refuses a malformed answer with the form’s sentence, as a client error, and keeps what was saved', async () => {
    const badNumber = await recordArrival(t.beneficiaryToken, {
      visaClass: 'F-1',
      dateOfEntry: '2022-08-28',
      i94Number: '12345678A1',
    });
    expect(errorsOf(badNumber)).toEqual([{ message: I94_TEXTS.number, code: '23514' }]);
    const badClass = await recordArrival(t.beneficiaryToken, { visaClass: 'f 1!', dateOfEntry: '2022-08-28', i94Number: null });
    expect(errorsOf(badClass)).toEqual([{ message: I94_TEXTS.admissionClass, code: '23514' }]);
    const future = await recordArrival(t.beneficiaryToken, { visaClass: 'F-1', dateOfEntry: '2099-01-01', i94Number: null });
    expect(errorsOf(future)).toEqual([{ message: I94_TEXTS.dateOfEntry, code: '23514' }]);
    // Only the petition's beneficiary (or staff) records its arrival.
    const employer = await recordArrival(employerToken, { visaClass: 'F-1', dateOfEntry: '2022-08-28', i94Number: null });
    expect(errorsOf(employer)?.[0]?.code).toBe('42501');

    for (const year of [1599, new Date().getUTCFullYear() + 1]) {
      expect(errorsOf(await setYear(year)), String(year)).toEqual([{ message: YEAR_ESTABLISHED_TEXTS.invalid, code: '23514' }]);
    }
    const sex = await confirmPassport('Q');
    expect(sex.status).toBe(400);
    expect(JSON.stringify(sex.body)).toContain(PASSPORT_SEX_TEXTS.invalid);

    const stored = await sql(
      `select (select sex from app_public.user_data where user_id = $1) as sex,
              (select year_established from app_public.companies where id = $2) as year,
              (select i94_number from app_public.i94_entries where petition_id = $3) as number`,
      [t.world.beneficiary.id, t.world.companyId, t.world.petitionId],
    );
    expect(stored.rows[0]).toEqual({ sex: 'F', year: 2015, number: '987654321B2' });
  });

  it("lists a passport's X for staff to decide, and ticks neither Male nor Female", async () => {
    expect((await confirmPassport('X')).status).toBe(201);
    const { missing, checked } = await generate();
    expect([checked('#subform[2].Line1_Gender_P3[0]'), checked('#subform[2].Line1_Gender_P3[1]')]).toEqual([false, false]);
    expect(missing.map((entry) => entry.message)).toEqual([
      'Beneficiary sex: male — the passport says X (unspecified) and the form offers only Male or Female: decide it by hand for this form',
    ]);
  });
});
