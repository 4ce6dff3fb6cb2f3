import { caseListArguments, type TCaseListCursor, type TCaseListEntry, type TCaseListFilter } from '@app/domain';
import type pg from 'pg';

interface CaseListRow {
  petition_id: string;
  beneficiary_name: string | null;
  petitioner_name: string | null;
  visa_class: string;
  filing_type: string | null;
  status: TCaseListEntry['status'];
  oa_name: string | null;
  csm_name: string | null;
  target_submission_date: string | null;
  next_deadline: string | null;
  overdue: boolean;
  open_customer_items: number;
  last_customer_activity_at: Date | null;
  sort_key: string;
}

// Dates as text (to_char), so a calendar date never shifts with the server's time zone on the way through JS.
const PAGE_SQL = `select petition_id, beneficiary_name, petitioner_name, visa_class, filing_type, status, oa_name, csm_name,
    to_char(target_submission_date, 'YYYY-MM-DD') as target_submission_date,
    to_char(next_deadline, 'YYYY-MM-DD') as next_deadline, overdue, open_customer_items, last_customer_activity_at, sort_key
  from app_public.case_list(mine => $1, overdue_only => $2, status => $3, visa_class => $4, search => $5, sort => $6,
    cursor_key => $7, cursor_id => $8, backward => $9, page_size => $10)`;

/** One keyset page of the case list through the database function, as the client's user (row-level security on). */
export async function readCaseListPage(
  client: pg.ClientBase,
  filter: TCaseListFilter,
  cursor: TCaseListCursor | null,
  pageSize: number,
): Promise<TCaseListEntry[]> {
  const args = caseListArguments(filter);
  const { rows } = await client.query<CaseListRow>({
    name: 'case_list_page',
    text: PAGE_SQL,
    values: [
      args.mine,
      args.overdueOnly,
      args.status,
      args.visaClass,
      args.search,
      args.sort,
      cursor?.key ?? null,
      cursor?.id ?? null,
      cursor?.backward ?? false,
      pageSize,
    ],
  });
  return rows.map((row) => ({
    petitionId: row.petition_id,
    beneficiaryName: row.beneficiary_name,
    petitionerName: row.petitioner_name,
    visaClass: row.visa_class,
    filingType: row.filing_type,
    status: row.status,
    oaName: row.oa_name,
    csmName: row.csm_name,
    targetSubmissionDate: row.target_submission_date,
    nextDeadline: row.next_deadline,
    overdue: row.overdue,
    openCustomerItems: row.open_customer_items,
    lastCustomerActivityAt: row.last_customer_activity_at?.toISOString() ?? null,
    sortKey: row.sort_key,
  }));
}
