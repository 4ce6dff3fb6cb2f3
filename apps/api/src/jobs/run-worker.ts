import { Logger, run, runMigrations, type LogFunctionFactory, type TaskList, type WorkerEvents } from 'graphile-worker';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { DEFAULT_JOB_RECOVERY, type JobRecoverySettings } from '../config/index.ts';
import { JOB_SCHEDULE } from './job-schedule.ts';
import { startWorkerHeartbeat } from './worker-heartbeat.ts';

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
  /** Heartbeat and sweep of crashed workers' jobs (worker-heartbeat.ts); defaults when unset. */
  recovery?: JobRecoverySettings;
}): Promise<JobWorker> {
  // Our own emitter, listened to before run(): the pool's id is announced while run() is still starting.
  const events = new EventEmitter() as WorkerEvents;
  const heartbeat = startWorkerHeartbeat({
    pool: options.pool,
    events,
    settings: options.recovery ?? DEFAULT_JOB_RECOVERY,
    log: (message) => console.error(`[jobs] ${message}`),
  });
  let runner: Awaited<ReturnType<typeof run>>;
  try {
    runner = await run({
      events,
      pgPool: options.pool,
      taskList: options.taskList,
      concurrency: options.concurrency ?? DEFAULT_JOB_CONCURRENCY,
      pollInterval: options.pollIntervalMs,
      // No crontab file is read from the working directory: scheduled jobs are declared in job-schedule.ts.
      crontab: scheduleFor(options.taskList),
      // The server's own SIGINT/SIGTERM handler stops the worker through stop().
      noHandleSignals: true,
      logger: new Logger(quietLogFactory),
    });
  } catch (error) {
    await heartbeat.stop();
    throw error;
  }
  return {
    stop: async () => {
      await runner.stop();
      await heartbeat.stop();
    },
  };
}

/** The crontab lines whose task this worker runs (a worker started with a partial task list schedules only those). */
function scheduleFor(taskList: TaskList): string {
  return JOB_SCHEDULE.filter((line) => line.trim().split(/\s+/)[5]! in taskList).join('\n');
}

/**
 * Creates or upgrades the queue's schema without running jobs: an API process whose jobs run in separate
 * workers (JOB_WORKER=off) still queues jobs (from the database's triggers too), so the queue must exist
 * before its first request.
 */
export async function prepareJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: new Logger(quietLogFactory) });
}
