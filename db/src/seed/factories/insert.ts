import type pg from 'pg';
import type { Row } from '../sql.ts';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function qualified(table: string): string {
  const [schema, name] = table.includes('.') ? table.split('.') : ['app_public', table];
  for (const part of [schema, name]) if (!part || !IDENTIFIER.test(part)) throw new Error(`Unexpected table name '${table}'`);
  return `${schema}.${name}`;
}

/**
 * Inserts one factory row (or any object of column values) and returns the
 * row as stored. The values travel as one JSON object that PostgreSQL turns
 * into the table's row type, so JSON columns keep arrays as arrays and every
 * other column is converted by PostgreSQL itself. Columns the row leaves out
 * get their database defaults. For many rows at once use insertRows.
 */
export async function insertRow<T extends Row = Row>(db: pg.ClientBase | pg.Pool, table: string, row: Row): Promise<T> {
  const target = qualified(table);
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  for (const column of columns) if (!IDENTIFIER.test(column)) throw new Error(`Unexpected column name '${column}'`);
  const list = columns.join(', ');
  const { rows } = await db.query<T>(
    `insert into ${target} (${list}) select ${list} from jsonb_populate_record(null::${target}, $1::jsonb) returning *`,
    [JSON.stringify(row)],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error(`Nothing was inserted into ${target}`);
  return inserted;
}
