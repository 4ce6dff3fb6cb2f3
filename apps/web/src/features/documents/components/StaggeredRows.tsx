import type { ReactNode } from 'react';
import { useStaggeredMount } from '@/lib/use-staggered-mount.ts';

/** How many rows of a list mount together. */
export const ROWS_PER_PART = 8;
/** About a row's height (name, details and buttons; on a phone the buttons wrap below), kept until it renders. */
const ROW_HEIGHT_REM = 4.5;

/**
 * A long page's list rows, in parts of ROWS_PER_PART that mount one per commit (issue 35: the documents page's
 * rows in one commit held a phone's main thread for one long task). The first part of the first screen's list
 * comes with the page; until a part's turn, room is kept for it. Parts are keyed by position, so a refetch that
 * adds a row at the top moves rows between mounted parts instead of mounting them again.
 */
export function StaggeredRows<Row>({
  rows,
  firstScreen,
  renderRow,
}: {
  rows: readonly Row[];
  firstScreen: boolean;
  renderRow: (row: Row) => ReactNode;
}) {
  const parts: Row[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_PART) parts.push(rows.slice(start, start + ROWS_PER_PART));
  return parts.map((part, index) => (
    <RowsPart key={index} rows={part} immediate={firstScreen && index === 0} renderRow={renderRow} />
  ));
}

function RowsPart<Row>({
  rows,
  immediate,
  renderRow,
}: {
  rows: readonly Row[];
  immediate: boolean;
  renderRow: (row: Row) => ReactNode;
}) {
  const mounted = useStaggeredMount(immediate);
  if (!mounted) return <li aria-hidden="true" style={{ height: `${rows.length * ROW_HEIGHT_REM}rem` }} />;
  return rows.map(renderRow);
}
