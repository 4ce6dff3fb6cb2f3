-- Up Migration
-- Heartbeats of the job workers (issue 12: a crashed worker's job is retried). graphile-worker locks a job
-- with its worker pool's id and only lets another worker take it once the lock is four hours old, so a job
-- whose worker process was killed (SIGKILL, out of memory, a lost machine) would keep its packet RUNNING for
-- hours. Each worker process writes the ids it locks jobs with here every few seconds
-- (apps/api/src/jobs/worker-heartbeat.ts); any worker's sweep hands the jobs of ids whose heartbeat has gone
-- stale back to the queue through graphile_worker.force_unlock_workers and deletes those rows.
-- Only the job workers (the schema owner) read and write it; it is not part of the API.

create table app_private.job_worker_heartbeats (
  -- graphile-worker's own id: its worker pool's ('pool-…') or one worker's ('worker-…'), what jobs.locked_by holds.
  worker_id text primary key check (length(worker_id) between 1 and 200),
  -- Host name and process id, for a person reading the table while investigating; never used to decide.
  process_label text not null default '' check (length(process_label) <= 300),
  started_at timestamptz not null default now(),
  -- The database's clock, never the worker's: machines whose clocks disagree still agree on staleness.
  last_seen_at timestamptz not null default now()
);
comment on table app_private.job_worker_heartbeats is 'Job workers that are alive: rows not refreshed within the stale threshold belong to crashed workers, whose jobs are unlocked and whose rows are deleted.';
create index job_worker_heartbeats_last_seen_at_idx on app_private.job_worker_heartbeats (last_seen_at);
-- Nobody but the owner reads it: row-level security on, no policy, no grant.
alter table app_private.job_worker_heartbeats enable row level security;

-- Down Migration
drop table app_private.job_worker_heartbeats;
