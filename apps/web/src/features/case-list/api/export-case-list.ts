import { caseListFilterParams, exportCaseListContract, type TCaseListFilter } from '@app/domain';
import { accessToken } from '@/lib/access-token.ts';
import { authHeaders } from '@/lib/apollo.ts';

/**
 * Downloads the filtered case list as CSV (GET /case-list/export.csv). Fetched with the bearer token (a plain link
 * would carry none), then handed to the browser as a file.
 */
export async function downloadCaseListCsv(filter: TCaseListFilter): Promise<void> {
  const query = new URLSearchParams(caseListFilterParams(filter)).toString();
  const response = await fetch(`${exportCaseListContract.path}?${query}`, {
    headers: { accept: 'text/csv', ...authHeaders(accessToken()) },
  });
  if (!response.ok) throw new Error(`The export failed (${response.status})`);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'case-list.csv';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
