import type pg from 'pg';
import { expect } from 'vitest';
import { demoAccount } from './pages.ts';

/**
 * A case of Priya's after filing, set up the way the RFE and decision browser tests need it (rfe-response,
 * rfe-past-due, case-decided, rfe-item-upload): a new petition of hers with a receipt number, its case status shared
 * with her or not, optionally criteria whose exhibits each hold a demo PDF, a USCIS status and an open RFE. Each
 * test deletes the petition afterwards (deleteCase), so other files find her petitions as they were.
 */
export const PRIYA = demoAccount('beneficiary');

/** The UTC date `offset` days from today (YYYY-MM-DD): an RFE's dates are checked against today (migration 0100). */
export function isoDay(offset: number): string {
  const date = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD as the app writes it, MM/DD/YYYY. */
export const shownDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export interface PriyasCase {
  receiptNumber: string;
  /** Whether staff share the case status with her (petitions.share_uscis_status); not shared by default. */
  shareCaseStatus?: boolean;
  /** The case's own status; PENDING_DOCS (the column's default) when left out. */
  status?: 'SHIPPED';
  targetSubmissionDate?: string;
  shippedDate?: string;
  /**
   * Criteria (modules, in this order) and their exhibits' names, each exhibit holding the demo's first PDF. A case with
   * criteria takes the petitioner and visa class of that PDF's petition, one without them those of Priya's first
   * petition (as each test had it before it shared this helper).
   */
  criteria?: readonly { name: string; exhibits: readonly string[] }[];
}

/** Creates the case and answers its petition's id. */
export async function createPriyasCase(db: pg.Client, c: PriyasCase): Promise<string> {
  const { rows } = await db.query<{ petition_id: string }>(
    `
    with evidence as (
      select p.company_id, p.visa_class, ef.file_id
        from app_public.exhibit_files ef
        join app_public.files f on f.id = ef.file_id and f.mime_type = 'application/pdf' and not f.deleted
        join app_public.exhibits e on e.id = ef.exhibit_id
        join app_public.petitions p on p.id = e.petition_id
       order by f.created_at, f.id
       limit 1
    ), hers as (
      select u.id as beneficiary_id, p.company_id, p.visa_class
        from app_public.users u join app_public.petitions p on p.beneficiary_id = u.id
       where lower(u.email) = lower($1) order by p.created_at limit 1
    ), petition as (
      insert into app_public.petitions (beneficiary_id, company_id, visa_class, uscis_receipt_number, share_uscis_status,
                                        status, target_submission_date, petition_shipped_date)
      select hers.beneficiary_id,
             case when $8 then evidence.company_id else hers.company_id end,
             case when $8 then evidence.visa_class else hers.visa_class end,
             $2, $3, coalesce($4::app_public.petition_status, 'PENDING_DOCS'), $5::date, $6::date
        from hers left join evidence on true
      returning id
    ), criteria as (
      select c.ordinality - 1 as order_index, c.value ->> 'name' as name, c.value -> 'exhibits' as exhibits
        from jsonb_array_elements($7::jsonb) with ordinality c
    ), modules as (
      insert into app_public.modules (petition_id, type, name, order_index)
      select petition.id, (select id from app_public.module_types order by id limit 1), criteria.name, criteria.order_index
        from petition, criteria
      returning id, name
    ), exhibits as (
      insert into app_public.exhibits (module_id, name)
      select modules.id, x.value #>> '{}'
        from modules join criteria on criteria.name = modules.name
             cross join lateral jsonb_array_elements(criteria.exhibits) x
      returning id
    ), link as (
      insert into app_public.exhibit_files (exhibit_id, file_id) select exhibits.id, evidence.file_id from exhibits, evidence
    )
    select id as petition_id from petition`,
    [
      PRIYA.email,
      c.receiptNumber,
      c.shareCaseStatus ?? false,
      c.status ?? null,
      c.targetSubmissionDate ?? null,
      c.shippedDate ?? null,
      JSON.stringify(c.criteria ?? []),
      (c.criteria ?? []).length > 0,
    ],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.petition_id;
}

/** A USCIS status on the case, as the polling job or staff record it (it becomes the petition's status, 0112). */
export async function recordUscisStatus(db: pg.Client, petitionId: string, receiptNumber: string, status: string) {
  await db.query('insert into app_public.uscis_case_statuses (petition_id, receipt_number, status) values ($1, $2, $3)', [
    petitionId,
    receiptNumber,
    status,
  ]);
}

/**
 * An open RFE on the case. `asItStandsToday`: one opened in time whose due date has passed since — the dates trigger
 * refuses a due date already past when it is set (migration 0100), so the row is written without the triggers.
 */
export async function openRfe(
  db: pg.Client,
  petitionId: string,
  dates: { received: string | null; due: string },
  { asItStandsToday = false } = {},
) {
  const insert = () =>
    db.query('insert into app_public.rfe_responses (petition_id, received_date, due_date) values ($1, $2, $3)', [
      petitionId,
      dates.received,
      dates.due,
    ]);
  if (!asItStandsToday) {
    await insert();
    return;
  }
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await insert();
  await db.query('commit');
}

/** Deletes the case (its rows go with it). */
export async function deleteCase(db: pg.Client, petitionId: string | undefined) {
  if (petitionId) await db.query('delete from app_public.petitions where id = $1', [petitionId]);
}

/** The case approved by USCIS for the period given (YYYY-MM-DD), as staff record it from the approval notice. */
export async function approveCase(db: pg.Client, petitionId: string, period: { from: string; to: string }) {
  await db.query(
    `update app_public.petitions set status = 'APPROVED', approved_valid_from = $2, approved_valid_to = $3 where id = $1`,
    [petitionId, period.from, period.to],
  );
}

/** The case's checklist item "Extension filed before the approved period ends": its due date and whether it is ticked. */
export async function extensionChecklistItem(db: pg.Client, petitionId: string | undefined) {
  const { rows } = await db.query<{ due: string | null; done: boolean }>(
    `select to_char(i.due_date, 'YYYY-MM-DD') as due, i.completed_at is not null as done
       from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
      where t.code = 'decision.extension-filed' and i.petition_id = $1`,
    [petitionId],
  );
  return rows[0];
}
