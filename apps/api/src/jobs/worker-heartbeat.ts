import { hostname } from 'node:os';
import type { WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { JobRecoverySettings } from '../config/index.ts';
import { sweepStaleWorkers } from './stale-worker-sweep.ts';

export interface WorkerHeartbeat {
  /** Stops the timers and deletes this process's rows: a cleanly stopped worker holds no locks to recover. */
  stop: () => Promise<void>;
}

/**
 * Records a heartbeat for every id graphile-worker locks jobs with in this process (the pool's id since
 * 0.16, each worker's id before: both are recorded, force-unlocking an id that locks nothing is harmless),
 * and sweeps crashed workers' jobs back to the queue on start and every sweep interval. Listens on the
 * runner's `events` before the runner starts, so no id is missed.
 */
export function startWorkerHeartbeat(options: {
  pool: pg.Pool;
  events: WorkerEvents;
  settings: JobRecoverySettings;
  log: (message: string) => void;
}): WorkerHeartbeat {
  const { pool, events, settings, log } = options;
  const ids = new Set<string>();
  const label = `${hostname()}:${process.pid}`.slice(0, 300);

  const beat = async () => {
    if (ids.size === 0) return;
    await pool.query(
      `insert into app_private.job_worker_heartbeats (worker_id, process_label)
       select unnest($1::text[]), $2
       on conflict (worker_id) do update set last_seen_at = now()`,
      [[...ids], label],
    );
  };
  const sweep = async () => {
    const unlocked = await sweepStaleWorkers(pool, settings.staleAfterSeconds);
    if (unlocked.length > 0) log(`Unlocked the jobs of stopped workers ${unlocked.join(', ')}`);
  };
  const report = (what: string) => (error: unknown) => log(`${what} failed: ${(error as Error).message}`);

  // The first beat goes out as soon as an id is known: the window in which a crash leaves an unrecorded lock is tiny.
  events.on('pool:create', ({ workerPool }) => {
    ids.add(workerPool.id);
    void beat().catch(report('Job worker heartbeat'));
  });
  events.on('worker:create', ({ worker }) => {
    ids.add(worker.workerId);
    void beat().catch(report('Job worker heartbeat'));
  });

  const heartbeatTimer = setInterval(
    () => void beat().catch(report('Job worker heartbeat')),
    settings.heartbeatIntervalSeconds * 1000,
  );
  void sweep().catch(report('Sweeping stopped job workers'));
  const sweepTimer = setInterval(
    () => void sweep().catch(report('Sweeping stopped job workers')),
    settings.sweepIntervalSeconds * 1000,
  );
  // Timers never keep a process alive that is otherwise done.
  heartbeatTimer.unref();
  sweepTimer.unref();

  return {
    stop: async () => {
      clearInterval(heartbeatTimer);
      clearInterval(sweepTimer);
      if (ids.size === 0) return;
      await pool
        .query('delete from app_private.job_worker_heartbeats where worker_id = any($1::text[])', [[...ids]])
        .catch(report('Removing job worker heartbeats'));
    },
  };
}
