import { randomUUID } from 'node:crypto';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { fileStorageKey } from '../files/storage-keys.ts';
import { assemblePacket, type AssembledPacket } from './assemble-packet.ts';
import { loadPacketPlan } from './load-packet-plan.ts';
import { loadRfePacketPlan } from './load-rfe-packet-plan.ts';
import { PacketCompileError } from './packet-plan.ts';
import { sweepPacketSections } from './section-cleanup.ts';

/** The identifier migration 0029's app_public.compile_petition queues jobs under. */
export const COMPILE_PETITION_PACKET = 'compile-petition-packet';

const payloadSchema = z.object({ compiledPetitionId: z.uuid() });

interface CompileRow {
  id: string;
  petition_id: string;
  status: string;
  creator_id: string | null;
  display_name: string;
  /** Set for an RFE response packet (migration 0060), which continues the filed packet. */
  rfe_response_id: string | null;
}

export interface CompileTaskDependencies {
  pool: pg.Pool;
  storage: FileStorage;
}

async function markFailed(pool: pg.Pool, id: string, reason: string): Promise<void> {
  await pool.query(
    `update app_public.compiled_petitions set status = 'FAILED', failure_reason = $2, finished_at = now()
      where id = $1 and status = 'RUNNING'`,
    [id, reason.slice(0, 1000)],
  );
}

/**
 * The file goes to storage first, under a fresh key nothing points at; then one transaction adds its
 * files row, turns the compile COMPLETED and records what it was compiled from. A crash in between leaves
 * an unreferenced object and a RUNNING row the retry finishes, never a COMPLETED row with a half-written file.
 */
async function recordCompleted(
  deps: CompileTaskDependencies,
  row: CompileRow,
  packet: AssembledPacket,
  prefix: string,
): Promise<void> {
  const fileId = randomUUID();
  const key = fileStorageKey(fileId);
  const bytes = Buffer.from(packet.pdf);
  await deps.storage.write(key, bytes, 'application/pdf');
  const client = await deps.pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into app_public.files (id, name, mime_type, size_bytes, storage_key, owner_id)
       values ($1, $2, 'application/pdf', $3, $4, $5)`,
      [fileId, `${row.display_name.replace(/[\\/:*?"<>|]+/g, '-').slice(0, 200)}.pdf`, bytes.length, key, row.creator_id],
    );
    const updated = await client.query(
      `update app_public.compiled_petitions
          set status = 'COMPLETED', file_id = $2, page_count = $3, bates_prefix = $4, finished_at = now(), failure_reason = null
        where id = $1 and status = 'RUNNING'`,
      [row.id, fileId, packet.pageCount, prefix],
    );
    if (updated.rowCount === 0) {
      // Deleted or finished meanwhile: keep nothing.
      await client.query('rollback');
      await deps.storage.delete(key);
      return;
    }
    // Which form copies and file versions went in (migration 0045), with the packet or not at all.
    await client.query('insert into app_public.compiled_petition_sources (compiled_petition_id, sources) values ($1, $2)', [
      row.id,
      JSON.stringify(packet.sources),
    ]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Compiles one RUNNING compiled petition into its PDF. A file that cannot be converted marks the row
 * FAILED with the exhibit and file named (no retry would help); anything else (storage or database
 * down) throws so graphile-worker retries, and the last attempt marks the row FAILED.
 */
export function makeCompilePacketTask(deps: CompileTaskDependencies): Task {
  return async (payload, helpers) => {
    const { compiledPetitionId } = payloadSchema.parse(payload);
    const { rows } = await deps.pool.query<CompileRow>(
      'select id, petition_id, status, creator_id, display_name, rfe_response_id from app_public.compiled_petitions where id = $1',
      [compiledPetitionId],
    );
    const row = rows[0];
    if (!row || row.status !== 'RUNNING') return;
    try {
      // One pipeline for both: an RFE response differs only in its plan (load-rfe-packet-plan.ts).
      const plan = row.rfe_response_id
        ? await loadRfePacketPlan(deps.pool, row.rfe_response_id, new Date())
        : await loadPacketPlan(deps.pool, row.petition_id, new Date());
      if (!plan) {
        const gone = row.rfe_response_id
          ? 'The RFE or the filed packet it continues no longer exists'
          : 'The petition no longer exists';
        return markFailed(deps.pool, row.id, gone);
      }
      const packet = await assemblePacket(deps.storage, plan);
      await recordCompleted(deps, row, packet, plan.batesPrefix);
      // Housekeeping only: a failed sweep leaves stale cache objects for the next compile, never a failed packet.
      await sweepPacketSections(deps.pool, deps.storage, plan).catch((error: unknown) =>
        helpers.logger.error(`Sweeping cached packet sections failed: ${(error as Error).message}`),
      );
    } catch (error) {
      if (error instanceof PacketCompileError) return markFailed(deps.pool, row.id, error.message);
      const lastAttempt = helpers.job.attempts >= helpers.job.max_attempts;
      if (lastAttempt) await markFailed(deps.pool, row.id, `The packet could not be compiled (${(error as Error).message})`);
      throw error;
    }
  };
}
