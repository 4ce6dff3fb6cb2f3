import { MODULE_CONTENT_KINDS } from '@app/domain';
import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { z } from 'zod';
import type { WriteModuleContent } from '../writing/index.ts';
import { writeModuleDescriptionUnlessWritten } from './write-module-description.ts';

/** The identifier POST /petition queues a generated module's writing under. */
export const WRITE_GENERATED_MODULE = 'write-generated-module';

const payloadSchema = z.object({
  kind: z.enum(MODULE_CONTENT_KINDS),
  petitionId: z.uuid(),
  moduleId: z.uuid(),
  /** The staff member who created the petition: the text is written with their permissions. */
  userId: z.uuid(),
});
export type WriteGeneratedModulePayload = z.infer<typeof payloadSchema>;

/**
 * Writes the content of an autogen memo-starter, conclusion or authorship module of a new petition and
 * stores it as the module's description, unless staff wrote one meanwhile. A failed generation throws, so graphile-worker retries it with
 * its backoff; a petition deleted meanwhile is nothing to do.
 */
export function makeWriteGeneratedModuleTask(deps: { pool: pg.Pool; writeModuleContent: WriteModuleContent }): Task {
  return async (payload) => {
    await writeModuleDescriptionUnlessWritten(deps, payloadSchema.parse(payload));
  };
}

/**
 * Queues the writing of generated modules, after the petition's transaction committed (the job reads
 * the petition). Runs on the server's own connection: request users have no rights on the job queue.
 */
export async function queueGeneratedModules(pool: pg.Pool, jobs: readonly WriteGeneratedModulePayload[]): Promise<void> {
  for (const job of jobs) {
    await pool.query('select graphile_worker.add_job($1, $2::json, job_key => $3)', [
      WRITE_GENERATED_MODULE,
      JSON.stringify(job),
      `${WRITE_GENERATED_MODULE}:${job.moduleId}`,
    ]);
  }
}
