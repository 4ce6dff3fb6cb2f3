import type pg from 'pg';
import {
  isPassportSex,
  isSelfPetition,
  offeredEmployment,
  offeredRole,
  offeredRoleInput,
  petitionWorksite,
  PetitionMetadataSchema,
  type FormCaseData,
  type OfferEmploymentRow,
  type RoleOfferRecord,
} from '@app/domain';
import { address, isoDate, money, otherCompensationOf, otherNamesOf, text, yesNo } from './form-case-values.ts';
import { loadBeneficiaryOccupation } from './load-beneficiary-occupation.ts';
import { loadTypedANumber } from './load-typed-a-number.ts';

/**
 * Reads what the USCIS forms are filled from, as the signed-in staff member (row-level security applies), and
 * answers it in the forms' terms (FormCaseData). Null when the petition does not exist or cannot be read.
 */

type Row = Record<string, unknown>;

async function one(client: pg.PoolClient, sql: string, params: unknown[]): Promise<Row | null> {
  const { rows } = await client.query<Row>(sql, params);
  return rows[0] ?? null;
}

export async function loadFormCaseData(
  client: pg.PoolClient,
  petitionId: string,
  staffUserId: string,
): Promise<FormCaseData | null> {
  const petition = await one(
    client,
    `select p.visa_class, p.filing_type, p.metadata, p.uscis_receipt_number, p.company_id, p.beneficiary_id,
            p.worksite_office_id, p.requested_start_date, p.requested_end_date, p.extends_petition_id,
            extended.uscis_receipt_number as extended_receipt_number
       from app_public.petitions p
       left join app_public.petitions extended on extended.id = p.extends_petition_id
      where p.id = $1`,
    [petitionId],
  );
  if (!petition) return null;
  const metadata = PetitionMetadataSchema.safeParse(petition.metadata);
  const meta = metadata.success ? metadata.data : {};
  const companyId = petition.company_id as string | null;
  const beneficiaryId = petition.beneficiary_id as string;

  const [company, signatory, person, addresses, employment, [chosenOffice, firstWorksite], attorney, arrivals, advisoryOpinion] =
    await Promise.all([
      companyId ? one(client, 'select * from app_public.companies where id = $1', [companyId]) : null,
      companyId
        ? one(
            client,
            `select u.first_name, u.middle_name, u.last_name, u.email, d.phone_number, d.role, d.us_role_title
             from app_public.company_members m
             join app_public.users u on u.id = m.user_id
             left join app_public.user_data d on d.user_id = u.id
            where m.company_id = $1 and m.is_authorized_signatory
            order by m.created_at limit 1`,
            [companyId],
          )
        : null,
      one(
        client,
        `select u.first_name, u.middle_name, u.last_name, u.email, d.*
         from app_public.users u left join app_public.user_data d on d.user_id = u.id
        where u.id = $1`,
        [beneficiaryId],
      ),
      client
        .query<Row>(
          `select street, street2, city, province, postal_code, country, is_current
           from app_public.user_addresses where user_id = $1 order by is_current desc, from_date desc`,
          [beneficiaryId],
        )
        .then((result) => result.rows),
      // The beneficiary's employments at the petitioner; offeredEmployment (domain) picks, as the petition page does.
      companyId
        ? client
            .query<Row>(
              `select company_id, is_current, start_date, position, end_date, salary, salary_frequency, is_full_time,
                      hours_per_week, other_compensation
                 from app_public.user_employments where user_id = $1 and company_id = $2`,
              [beneficiaryId, companyId],
            )
            .then(({ rows }) =>
              offeredEmployment(
                rows.map((row): Row & OfferEmploymentRow & RoleOfferRecord => ({
                  ...row,
                  companyId: row.company_id as string,
                  isCurrent: row.is_current === true,
                  startDate: isoDate(row.start_date),
                  // The role offer as offeredRoleInput reads it (the other fields are the row's own).
                  salaryFrequency: row.salary_frequency,
                })),
                companyId,
              ),
            )
        : null,
      // The chosen office and the company's first worksite; petitionWorksite (domain) picks, as the petition page does.
      Promise.all([
        petition.worksite_office_id
          ? one(client, 'select * from app_public.company_offices where id = $1', [petition.worksite_office_id])
          : null,
        companyId
          ? one(
              client,
              `select * from app_public.company_offices where company_id = $1 and is_employee_worksite
              order by created_at, id limit 1`,
              [companyId],
            )
          : null,
      ]),
      one(client, 'select * from app_public.attorney_profiles where user_id = $1', [staffUserId]),
      client
        .query<Row>(
          `select visa_class, date_of_entry, i94_number, admit_until, admitted_for_duration_of_status
             from app_public.i94_entries where petition_id = $1
          order by date_of_entry desc, created_at desc`,
          [petitionId],
        )
        .then((result) => result.rows),
      // The O supplement's consultation question: the checklist's "Advisory opinion obtained (O-1)" ticked, or
      // an approved advisory opinion letter among the exhibits.
      one(
        client,
        `select exists (select 1 from app_public.petition_checklist_items i
                        join app_public.checklist_tasks t on t.id = i.task_id
                       where i.petition_id = $1 and t.code = 'forms.advisory-opinion' and i.completed_at is not null)
           or exists (select 1 from app_public.exhibits e
                       where e.petition_id = $1 and e.exhibit_type = 'ao-letter' and e.status = 'APPROVED_EXHIBIT')
              as obtained`,
        [petitionId],
      ),
    ]);
  // A self-petitioner's occupation (the I-140's Part 5 item 11). One client runs its queries one after another anyway.
  const occupation = await loadBeneficiaryOccupation(client, beneficiaryId);
  const aNumber = await loadTypedANumber(client, petitionId);

  const worksite = petitionWorksite({
    chosen: chosenOffice,
    firstWorksite,
    businessAddressIsWorksite: company?.is_business_address_worksite === true,
  });
  const companyAddress = company
    ? address({
        street: company.street_number_street_name_business_address,
        unitType: company.unit_type,
        unitNumber: company.unit_number,
        city: company.city,
        region: company.state,
        postalCode: company.zip_code,
        country: company.country,
      })
    : null;
  const historyAddress = (row: Row | undefined) =>
    row
      ? address({
          street: row.street,
          unitNumber: row.street2,
          city: row.city,
          region: row.province,
          postalCode: row.postal_code,
          country: row.country,
        })
      : null;
  const usRow = addresses.find((row) => row.country === 'US');
  const foreignRow = addresses.find((row) => row.country !== 'US');
  // The employer's role offer, else the builder's words ('$185,000 per year', held to the domain's rule by the
  // database): chosen by the domain's offeredRole, which the petition page uses to say what the forms print.
  const role = offeredRole(offeredRoleInput(employment, meta));
  // Both or neither (migration 0092): the forms print this period, else the offer's (petitionEmploymentPeriod).
  const requestedStart = isoDate(petition.requested_start_date);
  const requestedEnd = isoDate(petition.requested_end_date);

  return {
    petition: {
      visaClass: String(petition.visa_class),
      filingType:
        petition.filing_type === 'change_of_status' || petition.filing_type === 'consular_processing'
          ? petition.filing_type
          : (meta.filingType ?? null),
      premiumProcessing: meta.premiumProcessing === 'Yes',
      basis: meta.basisForClassification ?? null,
      receiptNumber: text(petition.uscis_receipt_number),
      // An extension (migration 0149) quotes the approved petition's receipt number as the most recent one.
      extends: petition.extends_petition_id ? { receiptNumber: text(petition.extended_receipt_number) } : null,
      advisoryOpinionObtained: advisoryOpinion?.obtained === true ? true : null,
      filedImmigrantPetition: yesNo(meta.hasFiledImmigrantPetition),
      filedNonimmigrantPetition: yesNo(meta.hasFiledNonImmigrantPetition),
      j1J2History: yesNo(meta.hasJ1J2History),
      requestedPeriod: requestedStart && requestedEnd ? { start: requestedStart, end: requestedEnd } : null,
      // The beneficiary signs for, and is printed as, the petitioner (migration 0097).
      selfPetition: isSelfPetition({ visaClass: String(petition.visa_class), hasPetitionerCompany: companyId !== null }),
    },
    petitioner: {
      name: text(company?.legal_name) ?? text(company?.dba_name),
      ein: text(company?.ein),
      phone: text(company?.phone_number),
      email: null,
      address: companyAddress,
      typeOfBusiness: text(company?.company_type_of_business),
      employees:
        company?.current_number_of_employees === null || company?.current_number_of_employees === undefined
          ? null
          : Number(company.current_number_of_employees),
      grossAnnualIncome: money(company?.company_gross_annual_income),
      netAnnualIncome: money(company?.company_net_annual_income),
      yearEstablished:
        company?.year_established === null || company?.year_established === undefined ? null : Number(company.year_established),
      dateEstablished: isoDate(company?.date_established),
      naicsCode: text(company?.naics_code),
      signatory: signatory
        ? {
            familyName: text(signatory.last_name),
            givenName: text(signatory.first_name),
            middleName: text(signatory.middle_name),
            // The employer wizard keeps a signatory's title as their own job title (user_data.role: "Your details",
            // add_company_signatory); a U.S. role title is the older place it was read from.
            title: text(signatory.role) ?? text(signatory.us_role_title),
            email: text(signatory.email),
            phone: text(signatory.phone_number),
          }
        : null,
    },
    beneficiary: {
      // The name as on the passport when the passport data has one (its middle name too, even if none), else
      // the account's name: the forms ask for the legal name.
      ...(text(person?.surname) || text(person?.given_name)
        ? {
            familyName: text(person?.surname),
            givenName: text(person?.given_name),
            middleName: text(person?.passport_middle_name),
          }
        : { familyName: text(person?.last_name), givenName: text(person?.first_name), middleName: text(person?.middle_name) }),
      // The onboarding's "Other names" step (the I-765's Part 2 items 2–4).
      otherNames: otherNamesOf(person?.other_names),
      dateOfBirth: isoDate(person?.date_of_birth),
      sex: isPassportSex(person?.sex) ? person.sex : null,
      cityOfBirth: text(person?.city_birth),
      provinceOfBirth: text(person?.province_birth),
      countryOfBirth: text(person?.country_birth),
      // The app keeps no separate citizenship: the passport's issuing country is the beneficiary's nationality.
      citizenship: text(person?.country_of_issue),
      passportNumber: text(person?.passport_number),
      passportCountry: text(person?.country_of_issue),
      passportIssued: isoDate(person?.date_of_issue),
      passportExpires: isoDate(person?.expiration_date),
      email: text(person?.email),
      phone: text(person?.phone_number),
      usAddress:
        historyAddress(usRow) ??
        address({
          street: person?.street_number_street_name_us_residential_address,
          city: person?.city_us_residential_address,
          region: person?.state_us_residential_address,
          postalCode: person?.zip_code_us_residential_address,
          country: person?.city_us_residential_address ? 'US' : null,
        }),
      foreignAddress:
        historyAddress(foreignRow) ??
        address({
          street: person?.street_number_street_name_foreign_address,
          city: person?.city_foreign_address,
          region: person?.province_foreign_address ?? person?.state_foreign_address,
          postalCode: person?.postal_code_foreign_address,
          country: person?.country_foreign_address,
        }),
      arrivals: arrivals.flatMap((row) => {
        const classification = text(row.visa_class);
        const date = isoDate(row.date_of_entry);
        return classification && date
          ? [
              {
                classification,
                date,
                i94Number: text(row.i94_number),
                admitUntil: isoDate(row.admit_until),
                durationOfStatus: row.admitted_for_duration_of_status === true,
              },
            ]
          : [];
      }),
      occupation,
      aNumber,
      // Whole dollars (migration 0111); the I-140 prints it only for a self-petitioner.
      annualIncome: person?.annual_income === null || person?.annual_income === undefined ? null : Number(person.annual_income),
    },
    offer: {
      jobTitle: role.jobTitle?.value ?? text(person?.us_role_title),
      wages: role.wages?.amount ?? null,
      wagesPer: role.wages?.per ?? null,
      startDate: isoDate(employment?.start_date),
      endDate: isoDate(employment?.end_date),
      fullTime: typeof employment?.is_full_time === 'boolean' ? employment.is_full_time : null,
      hoursPerWeek: money(employment?.hours_per_week),
      otherCompensation: otherCompensationOf(employment?.other_compensation),
    },
    worksite: worksite?.office
      ? address({
          street: worksite.office.street,
          unitType: worksite.office.unit_type,
          unitNumber: worksite.office.unit_number,
          city: worksite.office.city,
          region: worksite.office.state,
          postalCode: worksite.office.postal_code,
          country: worksite.office.country,
        })
      : worksite
        ? companyAddress
        : null,
    attorney: attorney
      ? {
          familyName: text(attorney.family_name),
          givenName: text(attorney.given_name),
          middleName: text(attorney.middle_name),
          firmName: text(attorney.firm_name),
          barNumber: text(attorney.bar_number),
          licensingAuthority: text(attorney.licensing_authority),
          address: address({
            street: attorney.street,
            unitType: attorney.unit_type,
            unitNumber: attorney.unit_number,
            city: attorney.city,
            region: attorney.state,
            postalCode: attorney.postal_code,
            country: attorney.country,
          }),
          phone: text(attorney.phone),
          mobilePhone: text(attorney.mobile_phone),
          email: text(attorney.email),
          uscisOnlineAccountNumber: text(attorney.uscis_online_account_number),
        }
      : null,
  };
}
