import type pg from 'pg';

export type Row = Record<string, unknown>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Unexpected SQL identifier '${name}'`);
  return name;
}

/** The union of the rows' keys, in first-seen order. */
function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON
 * parameter and `jsonb_populate_recordset` turns them into the table's row type,
 * so every column is converted by PostgreSQL itself. A key missing from a row
 * is inserted as null, so give every row the same keys.
 */
export async function insertRows(
  client: pg.ClientBase,
  table: string,
  rows: readonly Row[],
  options: { onConflict?: string; chunkSize?: number } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const [schema, name] = table.includes('.') ? table.split('.') : ['app_public', table];
  const qualified = `${identifier(schema ?? 'app_public')}.${identifier(name ?? '')}`;
  const columns = columnsOf(rows).map(identifier);
  const list = columns.join(', ');
  const chunkSize = options.chunkSize ?? 2000;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await client.query(
      `insert into ${qualified} (${list})
       select ${list} from jsonb_populate_recordset(null::${qualified}, $1::jsonb)
       ${options.onConflict ?? ''}`,
      [JSON.stringify(chunk)],
    );
  }
}
