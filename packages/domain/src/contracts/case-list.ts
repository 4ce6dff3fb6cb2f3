import { z } from 'zod';
import { ZCaseListFilterSchema } from '../case-list.ts';
import { defineContract } from './rest-contract.ts';
import { lazySchema } from '../lazy-schema.ts';

/**
 * GET /case-list/export.csv (staff only): the filtered case list as CSV, every page, with a header row. The query is
 * the case list's filter (mine, overdue, status, visaClass, search, sort); a bad value is a 400 naming it.
 */
export const exportCaseListContract = lazySchema(() =>
  defineContract({
    method: 'GET',
    path: '/case-list/export.csv',
    request: ZCaseListFilterSchema,
    // text/csv, streamed: not JSON, so the client reads the body as text.
    response: z.string(),
  }),
);
