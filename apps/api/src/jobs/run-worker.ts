import { Logger, run, type LogFunctionFactory, type TaskList } from 'graphile-worker';
import type pg from 'pg';

/** Jobs one API process runs at a time: background work must not starve the requests it shares the pool with. */
export const DEFAULT_JOB_CONCURRENCY = 2;

export interface JobWorker {
  /** Waits for running jobs to finish (graphile-worker's graceful shutdown), then stops polling. */
  stop: () => Promise<void>;
}

/** Warnings and errors only: every job's start and success would drown the server log. */
const quietLogFactory: LogFunctionFactory = (scope) => (level, message) => {
  if (level !== 'error' && level !== 'warning') return;
  const where = scope.taskIdentifier ? ` ${scope.taskIdentifier}` : '';
  console.error(`[jobs${where}] ${message}`);
};

/**
 * Starts the graphile-worker runner inside this API process, on the server's pool. It creates or
 * upgrades its own `graphile_worker` schema before it resolves, so a job queued by the database (see
 * migration 0019) always has somewhere to go once the server is up. Several replicas may run it on one
 * database: graphile-worker locks each job, so a job runs once.
 */
export async function startJobWorker(options: {
  pool: pg.Pool;
  taskList: TaskList;
  concurrency?: number;
  /** How often jobs scheduled for later (retries) are looked for; new jobs arrive at once by LISTEN. */
  pollIntervalMs?: number;
}): Promise<JobWorker> {
  const runner = await run({
    pgPool: options.pool,
    taskList: options.taskList,
    concurrency: options.concurrency ?? DEFAULT_JOB_CONCURRENCY,
    pollInterval: options.pollIntervalMs,
    // No crontab file is read from the working directory: scheduled jobs, when there are any, are declared here.
    crontab: '',
    // The server's own SIGINT/SIGTERM handler stops the worker through stop().
    noHandleSignals: true,
    logger: new Logger(quietLogFactory),
  });
  return { stop: () => runner.stop() };
}
