-- Up Migration
-- Failed password sign-ins of the built-in identity provider (issue 29): counted per account and per client
-- address, so repeated wrong passwords meet growing delays (429 with Retry-After) instead of an unlimited
-- guessing rate. Kept in PostgreSQL, not in a replica's memory, so the limit holds whichever replica answers.
-- Only failures are counted, and a successful sign-in clears its account's row, so ordinary use never waits
-- (apps/api/src/auth/dev-oidc/sign-in-throttle.ts holds the limits).
-- Only the server (the schema owner) reads and writes it; it is not part of the API.

create table app_private.sign_in_failures (
  -- 'account': the e-mail address typed (known or not, so a lockout never tells which accounts exist);
  -- 'address': the client's IP address (behind a proxy, with TRUST_PROXY=true, the forwarded one).
  scope text not null check (scope in ('account', 'address')),
  -- SHA-256 (hex) of the lower-cased e-mail or of the address: no typed text (a password typed into the
  -- e-mail field) and no address is stored. An operator clears an account with
  -- delete ... where scope = 'account' and subject = encode(sha256(convert_to(lower('x@y'), 'UTF8')), 'hex').
  subject text not null check (subject ~ '^[0-9a-f]{64}$'),
  -- Failures since the counter last started (a quiet hour, or a success for accounts, starts it again).
  failures integer not null check (failures >= 1),
  -- The database's clock, never the replica's: replicas whose clocks disagree still agree on a delay.
  last_failed_at timestamptz not null default now(),
  -- No password is checked for this subject before then.
  blocked_until timestamptz,
  primary key (scope, subject)
);
comment on table app_private.sign_in_failures is 'Failed password sign-ins per account and per client address of the built-in identity provider: the growing delays before the next attempt.';
-- Nobody but the owner reads it: row-level security on, no policy, no grant.
alter table app_private.sign_in_failures enable row level security;

-- Down Migration
drop table app_private.sign_in_failures;
