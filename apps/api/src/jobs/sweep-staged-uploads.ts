import type { Task } from 'graphile-worker';
import type pg from 'pg';
import { sweepAllExpiredUploads } from '../files/pending-uploads.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';

export const SWEEP_STAGED_UPLOADS = 'sweep_staged_uploads';

/**
 * Every ten minutes (issue 29): staged uploads never registered are forgotten once their time is up
 * (upload URL lifetime plus the registration grace) and their bytes deleted from storage. Presigning
 * also sweeps a few, but a server nobody uploads to must not keep abandoned files for ever.
 * graphile-worker's crontab runs one job per tick however many replicas there are.
 */
export const SWEEP_STAGED_UPLOADS_SCHEDULE = `*/10 * * * * ${SWEEP_STAGED_UPLOADS}`;

export function makeSweepStagedUploadsTask(deps: { pool: pg.Pool; storage: FileStorage }): Task {
  return async () => {
    await sweepAllExpiredUploads(deps.pool, deps.storage);
  };
}
