import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { becomeVisitor } from '../../src/as-user.ts';
import { asUserRolledBack } from '../../src/testing/index.ts';
import { keySql, PERSONAS, type Persona, type World } from './fixtures.ts';

/**
 * What a write does for one persona:
 * - a number: rows affected (row-level security filters silently, so a row the persona may not touch gives 0);
 * - 'denied': SQLSTATE 42501 from a policy ("new row violates row-level security policy");
 * - 'staffOnly': SQLSTATE 42501 from tg_staff_only_columns ("Only staff may change …");
 * - { error }: any other SQLSTATE (e.g. 23503 when a foreign key, not a policy, stops it); for any other
 *   42501 (a missing privilege) the message too.
 */
export type Outcome = number | 'denied' | 'staffOnly' | { error: string };

/** A known disagreement between the policies and the rules: the test asserts `actual` and names the bug. */
export interface Bug<T> {
  bug: string;
  rule: T;
  actual: T;
}
export const bug = (id: string, rule: Outcome, actual: Outcome): Bug<Outcome> => ({ bug: id, rule, actual });

/** Row names of World.rows[table] a persona may select; ALL = every fixture row of the table. */
export const ALL = ['*'] as const;
export type Visible = readonly string[];

export interface Statement {
  sql: string;
  params?: unknown[];
  /** Runs first as the table owner (inside the same rolled-back savepoint), e.g. to make room for an insert. */
  setup?: { sql: string; params?: unknown[] };
}

export interface WriteCase {
  /** Qualifier shown in the test name: `update status`. */
  what?: string;
  run: (w: World, me: string | null) => Statement;
  expect: Record<Persona, Outcome | Bug<Outcome>>;
}

export interface TableMatrix {
  select: Record<Persona, Visible | Bug<Visible>>;
  insert: WriteCase[];
  update: WriteCase[];
  delete: WriteCase[];
}
export type Matrices = Record<string, TableMatrix>;

// Persona groups (staffAdmin is never in a customer group).
export const STAFF = ['staffAdmin'] as const;
export const TEAM_A = ['companyAdmin', 'companyMember', 'companyViewer'] as const;
export const TEAM_A_EDITORS = ['companyAdmin', 'companyMember'] as const;
export const CUSTOMERS_A = ['beneficiary', ...TEAM_A] as const;
export const EDITORS_A = ['beneficiary', ...TEAM_A_EDITORS] as const;
export const SIDE_B = ['otherBeneficiary', 'otherCompanyMember'] as const;
export const SIGNED_IN = PERSONAS.filter((p) => p !== 'anonymous');

/** The same expectation for each persona of a group; spread into a matrix row. */
export function each<T>(group: readonly Persona[], value: T): Partial<Record<Persona, T>> {
  return Object.fromEntries(group.map((p) => [p, value]));
}
/** `value` for the personas of `group`, `otherwise` for everybody else. */
export function only(group: readonly Persona[], value: Outcome, otherwise: Outcome): Record<Persona, Outcome> {
  return { ...(each(PERSONAS, otherwise) as Record<Persona, Outcome>), ...each(group, value) };
}
/** Nobody sees anything: the base of select expectations. */
export const NOBODY = each(PERSONAS, []) as Record<Persona, Visible>;

const isBug = <T>(e: T | Bug<T>): e is Bug<T> => typeof e === 'object' && e !== null && 'bug' in e;

function describeOutcome(op: string, o: Outcome): string {
  if (typeof o === 'number') return o > 0 ? `can ${op}` : `cannot ${op} (no row)`;
  if (o === 'denied') return `cannot ${op} (42501 policy)`;
  if (o === 'staffOnly') return `cannot ${op} (42501 staff-only column)`;
  return `${op} passes the policy but fails with ${o.error}`;
}
function describeVisible(v: Visible): string {
  return v === ALL ? 'sees all' : v.length ? `sees ${v.join(', ')}` : 'sees nothing';
}

/** Runs one statement in a savepoint of the request transaction and reports what happened. */
async function attempt(client: pg.PoolClient, stmt: Statement): Promise<Outcome> {
  await client.query('savepoint probe');
  try {
    if (stmt.setup) {
      await client.query('reset role');
      await client.query(stmt.setup.sql, stmt.setup.params);
      await becomeVisitor(client);
    }
    const result = await client.query(stmt.sql, stmt.params);
    return result.rowCount ?? 0;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    if (code === '42501' && message.startsWith('new row violates row-level security policy')) return 'denied';
    if (code === '42501' && message.startsWith('Only staff may change')) return 'staffOnly';
    return { error: code === '42501' ? `42501 ${message}` : (code ?? message) };
  } finally {
    await client.query('rollback to savepoint probe');
  }
}

interface Probe {
  visible: string[];
  writes: Outcome[];
}
const writeCases = (m: TableMatrix) => [
  ...m.insert.map((c) => ({ op: 'insert', c })),
  ...m.update.map((c) => ({ op: 'update', c })),
  ...m.delete.map((c) => ({ op: 'delete', c })),
];

/** One request as `persona`: the visible fixture rows of `table`, then every write, each rolled back. */
async function probe(pool: pg.Pool, world: World, table: string, m: TableMatrix, persona: Persona): Promise<Probe> {
  const names = world.rows[table] ?? {};
  const nameOf = new Map(Object.entries(names).map(([name, key]) => [key, name]));
  return asUserRolledBack(pool, world.user[persona], async (client) => {
    const key = keySql(world, table);
    const { rows } = await client.query<{ k: string }>(
      `select ${key} as k from app_public.${table} where ${key} = any($1::text[])`,
      [[...nameOf.keys()]],
    );
    const visible = rows.map((r) => nameOf.get(r.k)!).sort();
    const writes: Outcome[] = [];
    for (const { c } of writeCases(m)) writes.push(await attempt(client, c.run(world, world.user[persona])));
    return { visible, writes };
  });
}

/** Generates `<table>: <persona> can|cannot <op>` tests for every table × persona × operation. */
export function matrixTests(matrices: Matrices, ctx: () => { pool: pg.Pool; world: World }): void {
  for (const [table, m] of Object.entries(matrices)) {
    describe(table, () => {
      const probes = {} as Record<Persona, Probe>;
      beforeAll(async () => {
        const { pool, world } = ctx();
        for (const p of PERSONAS) probes[p] = await probe(pool, world, table, m, p);
      });

      for (const persona of PERSONAS) {
        const sel = m.select[persona];
        const visible = isBug(sel) ? sel.actual : sel;
        const bugNote = isBug(sel) ? ` — ${sel.bug} (rule: ${describeVisible(sel.rule)})` : '';
        it(`${table}: ${persona} ${describeVisible(visible)}${bugNote}`, () => {
          const names = Object.keys(ctx().world.rows[table] ?? {});
          const wanted = visible === ALL ? names : [...visible];
          for (const n of wanted) expect(names, `unknown fixture row ${table}.${n}`).toContain(n);
          expect(probes[persona].visible).toEqual([...wanted].sort());
        });
      }

      writeCases(m).forEach(({ op, c }, index) => {
        const label = c.what ? `${op} ${c.what}` : op;
        for (const persona of PERSONAS) {
          const e = c.expect[persona];
          const outcome = isBug(e) ? e.actual : e;
          const bugNote = isBug(e) ? ` — ${e.bug} (rule: ${describeOutcome(label, e.rule)})` : '';
          it(`${table}: ${persona} ${describeOutcome(label, outcome)}${bugNote}`, () => {
            expect(probes[persona].writes[index], isBug(e) ? `${e.bug} fixed? then expect the rule outcome` : undefined).toEqual(
              outcome,
            );
          });
        }
      });
    });
  }
}
