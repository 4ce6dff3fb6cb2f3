import { apiCalendarDate, uscisApiStatusDate } from '@app/domain';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import type { CaseStatusAnswer, UscisCaseStatusClient } from './torch-client.ts';

export const POLL_USCIS_CASE_STATUSES = 'poll_uscis_case_statuses';

/**
 * Every hour at :20 (issue 31): asks USCIS about the receipt numbers of undecided petitions not checked for 20 hours,
 * oldest check first, so each open case is asked about about once a day and a quota too small for the caseload
 * spreads over the days. graphile-worker's crontab runs one job per tick however many replicas there are; only a
 * server with USCIS_API_BASE_URL registers the task (without it, staff enter statuses by hand and nothing is polled).
 */
export const POLL_USCIS_CASE_STATUSES_SCHEDULE = `20 * * * * ${POLL_USCIS_CASE_STATUSES}`;

const RECHECK_AFTER = '20 hours';
const BATCH = 500;

/** What one run did, for the log and the tests. */
export interface PollSummary {
  asked: number;
  changed: number;
  problems: number;
  /** Stopped early: the day's quota was spent, or USCIS stopped answering. */
  stoppedBecause: 'quota' | 'unavailable' | null;
}

const PROBLEM_TEXTS = {
  unknown: 'USCIS does not know this receipt number. Check it against the receipt notice.',
  refused: 'USCIS refused the receipt number. Check it against the receipt notice.',
} as const;

/**
 * Asks about at most `batch` undecided cases. Decided cases are never asked about again, so they keep their last
 * check and would stay first in line (oldest check, or none when the decision was entered by hand): the query leaves
 * them out (app_private.is_decided_uscis_status, @app/domain's isDecidedUscisStatus in SQL), or a provider with a
 * batch's worth of decided cases would never ask about an open one again.
 */
export async function pollUscisCaseStatuses(
  pool: pg.Pool,
  client: UscisCaseStatusClient,
  { batch = BATCH }: { batch?: number } = {},
): Promise<PollSummary> {
  const summary: PollSummary = { asked: 0, changed: 0, problems: 0, stoppedBecause: null };
  for (const petition of await dueCases(pool, batch)) {
    const { rows } = await pool.query<{ taken: boolean }>('select app_private.take_uscis_api_request($1) as taken', [
      client.settings.dailyQuota,
    ]);
    if (!rows[0]?.taken) {
      summary.stoppedBecause = 'quota';
      break;
    }
    summary.asked += 1;
    const answer = await client.caseStatus(petition.receipt_number);
    if (answer.kind === 'unavailable') {
      // Nothing is marked checked: the next run asks again.
      summary.stoppedBecause = 'unavailable';
      break;
    }
    const outcome = await recordAnswer(pool, petition, answer);
    if (outcome === 'changed') summary.changed += 1;
    if (outcome === 'problem') summary.problems += 1;
  }
  return summary;
}

interface DueCase {
  id: string;
  receipt_number: string;
  uscis_status: string | null;
}

/** The undecided cases due a check, oldest check first (never checked first). */
async function dueCases(pool: pg.Pool, limit: number): Promise<DueCase[]> {
  const { rows } = await pool.query<DueCase>(
    `select p.id, p.uscis_receipt_number as receipt_number, p.uscis_status
       from app_public.petitions p left join app_private.uscis_status_checks c on c.petition_id = p.id
      where p.uscis_receipt_number is not null
        and not app_private.is_decided_uscis_status(p.uscis_status)
        and (c.checked_at is null or c.checked_at < now() - interval '${RECHECK_AFTER}')
      order by c.checked_at nulls first, p.id
      limit $1`,
    [limit],
  );
  return rows;
}

async function recordAnswer(
  pool: pg.Pool,
  petition: { id: string; receipt_number: string; uscis_status: string | null },
  answer: Exclude<CaseStatusAnswer, { kind: 'unavailable' }>,
): Promise<'changed' | 'same' | 'problem'> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const problem = answer.kind === 'found' ? null : PROBLEM_TEXTS[answer.kind];
    await client.query(
      `insert into app_private.uscis_status_checks (petition_id, checked_at, problem) values ($1, now(), $2)
       on conflict (petition_id) do update set checked_at = excluded.checked_at, problem = excluded.problem`,
      [petition.id, problem],
    );
    let outcome: 'changed' | 'same' | 'problem' = problem ? 'problem' : 'same';
    if (answer.kind === 'found') {
      const status = answer.caseStatus.current_case_status_text_en.replace(/\s+/g, ' ').trim().slice(0, 120);
      if (status && status !== petition.uscis_status) {
        const history = (answer.caseStatus.hist_case_status ?? []).slice(0, 100).map((entry) => ({
          date: apiCalendarDate(entry.date),
          status: (entry.completed_text_en ?? '').replace(/\s+/g, ' ').trim().slice(0, 300),
        }));
        // Not after the database's UTC date, which migration 0069's trigger compares with (now() is the
        // transaction's start, the same in both): a date USCIS gives a day ahead is today; further, it is left out.
        const { rows: clock } = await client.query<{ today: string }>(
          `select to_char((now() at time zone 'utc')::date, 'YYYY-MM-DD') as today`,
        );
        const statusDate = uscisApiStatusDate(apiCalendarDate(answer.caseStatus.modifiedDate), clock[0]!.today);
        // The trigger puts it on the petition and tells the people concerned (migration 0059).
        await client.query(
          `insert into app_public.uscis_case_statuses
             (petition_id, receipt_number, status, description, form_type, status_date, source, history)
           values ($1, $2, $3, $4, $5, $6, 'uscis-api', $7)`,
          [
            petition.id,
            petition.receipt_number,
            status,
            answer.caseStatus.current_case_status_desc_en?.trim().slice(0, 4000) || null,
            answer.caseStatus.formType?.trim().slice(0, 20) || null,
            statusDate,
            JSON.stringify(history),
          ],
        );
        outcome = 'changed';
      }
    }
    await client.query('commit');
    return outcome;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export function makePollUscisCaseStatusesTask(deps: { pool: pg.Pool; client: UscisCaseStatusClient }): Task {
  return async (_payload, helpers) => {
    const summary = await pollUscisCaseStatuses(deps.pool, deps.client);
    if (summary.asked > 0 || summary.stoppedBecause) {
      helpers.logger.info(
        `asked USCIS about ${summary.asked} case(s): ${summary.changed} new status(es), ${summary.problems} problem(s)` +
          (summary.stoppedBecause ? `; stopped (${summary.stoppedBecause})` : ''),
      );
    }
  };
}
