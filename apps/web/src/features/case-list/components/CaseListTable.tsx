import { CASE_LIST_COLUMN_LABELS, CASE_LIST_COLUMNS, caseListCells, type TCaseListEntry } from '@app/domain';
import { AppLink } from '@/lib/navigation.tsx';
import { hrefs } from '@/lib/paths.ts';

/** The case list's rows in words; the beneficiary's name opens the petition. */
export function CaseListTable({ rows, today }: { rows: readonly TCaseListEntry[]; today: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Cases</caption>
        <thead>
          <tr className="border-b text-left">
            {CASE_LIST_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-medium">
                {CASE_LIST_COLUMN_LABELS[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const cells = caseListCells(row, today);
            return (
              <tr key={row.petitionId} className="border-b align-top">
                {CASE_LIST_COLUMNS.map((column) =>
                  column === 'beneficiary' ? (
                    <th key={column} scope="row" className="px-2 py-2 text-left font-normal">
                      <AppLink to={hrefs.petition(row.petitionId)} className="underline underline-offset-2">
                        {cells.beneficiary}
                      </AppLink>
                    </th>
                  ) : (
                    <td
                      key={column}
                      className={
                        column === 'nextDeadline' && cells.nextDeadline.startsWith('Overdue')
                          ? 'px-2 py-2 font-medium text-destructive'
                          : 'px-2 py-2'
                      }
                    >
                      {cells[column]}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
