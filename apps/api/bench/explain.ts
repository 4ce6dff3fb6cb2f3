import type pg from 'pg';
import { becomeUser, becomeVisitor } from '@app/db';

export interface SeqScan {
  relation: string;
  /** Where the scan sits: the statement itself, or a statement nested in a function a policy calls. */
  statement: string;
  /** How many times the scan ran (loops, over every execution of its statement). */
  scans: number;
  /** Rows the scans returned plus rows their filters threw away, in total. */
  rowsRead: number;
  filter: string | null;
}

export interface NestedStatement {
  /** A statement run inside a function (policy helpers), as auto_explain reports it. */
  statement: string;
  runs: number;
  totalMs: number;
}

export interface ExplainReport {
  /** Execution time under EXPLAIN ANALYZE (auto_explain off). */
  executionMs: number;
  /** EXPLAIN (ANALYZE, BUFFERS) of the statement, then auto_explain's plans of nested statements (policy helpers). */
  text: string;
  seqScans: SeqScan[];
  /** Nested statements, most often run first. */
  nestedStatements: NestedStatement[];
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Filter?: string;
  Plans?: PlanNode[];
}

/** Adds the plan's sequential scans to `out`, merging scans of the same table in the same statement. */
function collectSeqScans(node: PlanNode, statement: string, out: Map<string, SeqScan>): void {
  const loops = node['Actual Loops'] ?? 0;
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && loops > 0) {
    const rowsRead = Math.round(((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) * loops);
    const key = `${node['Relation Name']}\u0000${statement}`;
    const seen = out.get(key);
    if (seen) {
      seen.scans += loops;
      seen.rowsRead += rowsRead;
    } else {
      out.set(key, { relation: node['Relation Name'], statement, scans: loops, rowsRead, filter: node.Filter ?? null });
    }
  }
  for (const child of node.Plans ?? []) collectSeqScans(child, statement, out);
}

/**
 * EXPLAIN ANALYZE of one statement, as the owner (userId null) or with row
 * level security on as the given user. Policies call security-definer helpers
 * (readable_petition_ids() and friends) whose statements EXPLAIN does not
 * show, so auto_explain is loaded for the transaction and reports every
 * nested statement's plan back as a notice.
 */
export async function explainStatement(
  client: pg.ClientBase,
  sql: string,
  params: unknown[],
  userId: string | null,
): Promise<ExplainReport> {
  const nested: { statement: string; plan: PlanNode; ms: number }[] = [];
  const onNotice = (notice: { message?: string }) => {
    const message = notice.message ?? '';
    const duration = /^duration: ([\d.]+) ms/.exec(message);
    const start = message.indexOf('{');
    if (!duration || start < 0) return;
    try {
      const parsed = JSON.parse(message.slice(start)) as { 'Query Text': string; Plan: PlanNode };
      nested.push({ statement: parsed['Query Text'].trim().replace(/\s+/g, ' '), plan: parsed.Plan, ms: Number(duration[1]) });
    } catch {
      // not an auto_explain plan
    }
  };
  client.on('notice', onNotice);
  await client.query('begin');
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`select set_config('auto_explain.log_min_duration', '0', true),
      set_config('auto_explain.log_analyze', 'on', true), set_config('auto_explain.log_nested_statements', 'on', true),
      set_config('auto_explain.log_format', 'json', true), set_config('auto_explain.log_level', 'notice', true)`);
    if (userId) {
      await becomeUser(client, userId);
    }
    nested.length = 0;
    const json = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, buffers, format json) ${sql}`,
      params,
    );
    const top = json.rows[0]?.['QUERY PLAN'][0];
    if (!top) throw new Error('EXPLAIN returned no plan');
    // auto_explain also reports the EXPLAIN itself, and (when its portal closes late) the set_config before it.
    const nestedPlans = nested.filter(
      (entry) => !entry.statement.startsWith('explain') && !entry.statement.startsWith('select set_config('),
    );
    client.off('notice', onNotice);
    // The readable plan and its time come from a second run with auto_explain off (it slows every nested call).
    if (userId) await client.query('reset role');
    await client.query(`select set_config('auto_explain.log_min_duration', '-1', true)`);
    if (userId) await becomeVisitor(client);
    const text = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    const textLines = text.rows.map((row) => row['QUERY PLAN']);
    const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(textLines.join('\n'))?.[1] ?? top['Execution Time']);
    const seqScans = new Map<string, SeqScan>();
    collectSeqScans(top.Plan, 'the builder statement', seqScans);
    for (const entry of nestedPlans) collectSeqScans(entry.plan, entry.statement, seqScans);
    const distinct = new Map<string, { plan: PlanNode; runs: number; totalMs: number }>();
    for (const entry of nestedPlans) {
      const seen = distinct.get(entry.statement);
      if (seen) {
        seen.runs += 1;
        seen.totalMs += entry.ms;
      } else distinct.set(entry.statement, { plan: entry.plan, runs: 1, totalMs: entry.ms });
    }
    const nestedStatements = [...distinct]
      .map(([statement, { runs, totalMs }]) => ({ statement, runs, totalMs: Math.round(totalMs * 100) / 100 }))
      .sort((a, b) => b.runs - a.runs);
    const sections = [
      textLines.join('\n'),
      '\n-- Statements run inside functions during a first, instrumented run (auto_explain), first plan of each:',
      ...[...distinct].map(
        ([statement, { plan, runs, totalMs }]) =>
          `\n-- ran ${runs}x, ${totalMs.toFixed(1)} ms in total: ${statement}\n${JSON.stringify(plan, null, 2)}`,
      ),
    ];
    return {
      executionMs,
      text: sections.join('\n'),
      seqScans: [...seqScans.values()],
      nestedStatements,
    };
  } finally {
    client.off('notice', onNotice);
    await client.query('rollback').catch(() => {});
  }
}
