import { once } from 'node:events';
import { asUser } from '@app/db';
import {
  CASE_LIST_MAX_PAGE_SIZE,
  caseListCsvHeader,
  caseListCsvRow,
  nextPageCursor,
  type exportCaseListContract,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { readCaseListPage } from './read-case-list.ts';

/**
 * GET /case-list/export.csv: every row of the filtered case list, streamed page by page (keyset, 100 rows a page)
 * inside one read-only transaction as the staff member (row-level security on); memory stays flat at any size.
 */
export function exportCaseListRoute(deps: { pool: pg.Pool }): ContractHandler<typeof exportCaseListContract> {
  return async (filter, req, res) => {
    const today = new Date().toISOString().slice(0, 10);
    await asUser(deps.pool, req.auth!.userId, async (client) => {
      // Nothing here writes; say so, so a bug could not.
      await client.query('set transaction read only');
      res.status(200);
      res.set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="case-list-${today}.csv"`,
        'Cache-Control': 'no-store',
      });
      res.write(caseListCsvHeader());
      let cursor = null;
      for (;;) {
        const rows = await readCaseListPage(client, filter, cursor, CASE_LIST_MAX_PAGE_SIZE);
        const chunk = rows.map((row) => caseListCsvRow(row, today)).join('');
        // Backpressure: wait for a slow client rather than buffering the whole list.
        if (chunk && !res.write(chunk)) await once(res, 'drain');
        if (rows.length < CASE_LIST_MAX_PAGE_SIZE || req.destroyed) break;
        cursor = nextPageCursor(rows);
      }
    });
    res.end();
  };
}
