import { CASE_LIST_COLUMN_LABELS, CASE_LIST_COLUMNS, caseListCells, type TCaseListEntry } from './case-list.ts';

/**
 * The case list as CSV (RFC 4180): the same columns in words as the page. Cells a spreadsheet would run as a
 * formula (= + - @ at the start) get a leading apostrophe, since names are typed by customers.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function caseListCsvHeader(): string {
  return `${CASE_LIST_COLUMNS.map((column) => csvCell(CASE_LIST_COLUMN_LABELS[column])).join(',')}\r\n`;
}

export function caseListCsvRow(entry: TCaseListEntry, today: string): string {
  const cells = caseListCells(entry, today);
  return `${CASE_LIST_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
}
