import { SWEEP_STAGED_UPLOADS_SCHEDULE } from './sweep-staged-uploads.ts';

/**
 * Scheduled tasks, one crontab line each in graphile-worker's format (`min hour day month weekday
 * task`); the task itself is registered in task-registry.ts like any other. A worker schedules only
 * the lines whose task is in its list.
 */
export const JOB_SCHEDULE: readonly string[] = [SWEEP_STAGED_UPLOADS_SCHEDULE];
