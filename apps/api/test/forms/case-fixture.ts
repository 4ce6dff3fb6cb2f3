import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { World } from '../support/world.ts';

/** The O supplement's item 5 (duties to be performed). */
export const O_SUPPLEMENT_DUTIES_FIELD = 'form1[0].#subform[33].Line3_JobDescription[7]';
export const DEMO_DUTIES = 'Leads the perception software of the robotics lab: sensor fusion, object detection, field trials.';

/**
 * Gives a test world's petition the demo O-1A case's data (Priya Sharma for Northwind Robotics): the company
 * profile and signatory, the beneficiary's person data, address history and offered role, the worksite and the
 * staff member's attorney profile. Written as the database owner, as the seed writes it.
 */
export async function giveWorldTheDemoCase(pool: pg.Pool, world: World): Promise<void> {
  await pool.query(
    `update app_public.companies set legal_name = 'Northwind Robotics, Inc.', ein = '12-3456789',
            phone_number = '+1 (415) 555-0142', country = 'US', state = 'CA', city = 'San Francisco',
            street_number_street_name_business_address = '500 Howard Street', unit_type = 'STE', unit_number = '400',
            zip_code = '94105', company_type_of_business = 'Industrial robotics', current_number_of_employees = 240,
            company_gross_annual_income = 48000000, company_net_annual_income = 5200000, year_established = 2015
      where id = $1`,
    [world.companyId],
  );
  await pool.query(`update app_public.users set first_name = 'Carl', last_name = 'Okafor' where id = $1`, [
    world.companyAdmin.id,
  ]);
  await pool.query(
    `update app_public.company_members set is_authorized_signatory = true where company_id = $1 and user_id = $2`,
    [world.companyId, world.companyAdmin.id],
  );
  await pool.query(
    `insert into app_public.user_data (user_id, surname, given_name, date_of_birth, city_birth, province_birth,
            country_birth, passport_number, country_of_issue, city_of_issue, date_of_issue, expiration_date, phone_number, sex)
     values ($1, 'Sharma', 'Priya', '1991-04-17', 'Pune', 'Maharashtra', 'IN', 'Z12345678', 'IN', 'Pune',
             '2019-06-03', '2029-06-02', '+1 (415) 555-0188', 'F')
     on conflict (user_id) do update set surname = excluded.surname, given_name = excluded.given_name,
            date_of_birth = excluded.date_of_birth, country_birth = excluded.country_birth,
            passport_number = excluded.passport_number, country_of_issue = excluded.country_of_issue,
            date_of_issue = excluded.date_of_issue, expiration_date = excluded.expiration_date, sex = excluded.sex`,
    [world.beneficiary.id],
  );
  await pool.query(
    `insert into app_public.user_addresses (user_id, street, street2, city, province, postal_code, country, from_date, to_date, is_current)
     values ($1, '22 Viman Nagar Road', null, 'Pune', 'Maharashtra', '411014', 'IN', '2015-01-01', '2022-08-31', false),
            ($1, '1200 Folsom Street', 'Apt 5B', 'San Francisco', 'CA', '94103', 'US', '2022-09-01', null, true)`,
    [world.beneficiary.id],
  );
  await pool.query(
    `insert into app_public.user_employments (user_id, company_id, company_name, position, start_date, end_date,
            is_current, salary, salary_frequency, is_full_time)
     values ($1, $2, 'Northwind Robotics', 'Staff Perception Engineer', '2027-01-04', '2029-12-31', true, 215000, 'annual', true)`,
    [world.beneficiary.id, world.companyId],
  );
  const officeId = randomUUID();
  await pool.query(
    `insert into app_public.company_offices (id, company_id, label, street, unit_type, unit_number, city, state, country, postal_code)
     values ($1, $2, 'Robotics lab', '77 Mission Bay Boulevard', 'FLR', '3', 'San Francisco', 'CA', 'US', '94158')`,
    [officeId, world.companyId],
  );
  await pool.query(
    `update app_public.petitions set visa_class = 'o_1a', filing_type = 'change_of_status', worksite_office_id = $2,
            metadata = metadata || '{"premiumProcessing": "Yes", "basisForClassification": "New Employer"}'::jsonb
      where id = $1`,
    [world.petitionId, officeId],
  );
  // An F-1 arrival (admitted for the duration of status, D/S), the O-1 advisory opinion ticked in the checklist, and the duties staff typed for the O
  // supplement (no part of the case holds them): the I-129 is then complete.
  await pool.query(
    `insert into app_public.i94_entries (petition_id, visa_class, date_of_entry, i94_number, admitted_for_duration_of_status)
     values ($1, 'F-1', '2022-08-28', '123456789A1', true)`,
    [world.petitionId],
  );
  await pool.query(
    `insert into app_public.petition_checklist_items (petition_id, task_id, completed_at, completed_by)
     select $1, id, now(), $2 from app_public.checklist_tasks where code = 'forms.advisory-opinion'
     on conflict do nothing`,
    [world.petitionId, world.staff.id],
  );
  await pool.query(
    `insert into app_public.petition_form_overrides (petition_id, form, field_name, value, updated_by)
     values ($1, 'i-129', $2, $3, $4) on conflict do nothing`,
    [world.petitionId, O_SUPPLEMENT_DUTIES_FIELD, DEMO_DUTIES, world.staff.id],
  );
  await pool.query(
    `insert into app_public.attorney_profiles (user_id, family_name, given_name, firm_name, bar_number,
            licensing_authority, street, unit_type, unit_number, city, state, postal_code, country, phone, email,
            uscis_online_account_number)
     values ($1, 'Reyes', 'Elena', 'Reyes Immigration LLP', 'CA-284113', 'State Bar of California', '1 Market Street',
             'FLR', '12', 'San Francisco', 'CA', '94105', 'US', '+1 (415) 555-0100', 'elena@reyes-law.example', '123456789012')
     on conflict (user_id) do nothing`,
    [world.staff.id],
  );
}
