import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many wrong passwords are free, and how the wait grows after them. Accounts allow few (nobody mistypes
 * their password five times in an hour); addresses allow more, since an office shares one address.
 */
export interface FailureLimit {
  /** Failures answered at once; each one after that blocks the subject for a while. */
  freeFailures: number;
  /** The first block; each further failure doubles it. */
  firstDelaySeconds: number;
  /** The longest block: an attacker keeps a few guesses an hour, a locked-out person waits at most this. */
  maxDelaySeconds: number;
  /** A counter untouched this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const ACCOUNT_LIMIT: FailureLimit = {
  freeFailures: 5,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};
export const ADDRESS_LIMIT: FailureLimit = {
  freeFailures: 20,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

export interface SignInAttempt {
  /** The e-mail address typed. */
  email: string;
  /** The client's address (req.ip: the forwarded one behind a trusted proxy). */
  address: string;
}

/** Seconds to wait before the next password is checked; 0: go ahead. */
export type RetryAfterSeconds = number;

type Scope = 'account' | 'address';

/** Hashed, so neither the text typed (sometimes a password, in the wrong field) nor an address is stored. */
function subjectOf(scope: Scope, value: string): string {
  const normalized = scope === 'account' ? value.trim().toLowerCase() : value;
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}

function subjects(attempt: SignInAttempt): { scope: Scope; subject: string; limit: FailureLimit }[] {
  return [
    { scope: 'account', subject: subjectOf('account', attempt.email), limit: ACCOUNT_LIMIT },
    { scope: 'address', subject: subjectOf('address', attempt.address), limit: ADDRESS_LIMIT },
  ];
}

// The failure count after this one: a counter quiet for longer than the limit's memory starts again.
const NEXT_FAILURES = `case when f.last_failed_at < now() - make_interval(secs => $3) then 1 else f.failures + 1 end`;
// No wait for the free failures; then the first delay, doubled per failure, capped.
const delayAfter = (failures: string) =>
  `case when ${failures} <= $4 then null
        else now() + make_interval(secs => least($6::float8, $5::float8 * power(2, ${failures} - $4 - 1))) end`;

/**
 * Growing delays for wrong passwords, per account and per client address, kept in PostgreSQL
 * (app_private.sign_in_failures) so they hold across replicas; the database's clock decides.
 */
export class SignInThrottle {
  private readonly pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.pool = pool;
  }

  /** How long this attempt must wait before its password may be checked (the longer of both waits). */
  async retryAfter(attempt: SignInAttempt): Promise<RetryAfterSeconds> {
    const keys = subjects(attempt);
    const { rows } = await this.pool.query<{ seconds: number | null }>(
      `select ceil(extract(epoch from max(blocked_until) - now()))::int as seconds
         from app_private.sign_in_failures
        where (scope, subject) in (($1, $2), ($3, $4)) and blocked_until > now()`,
      keys.flatMap(({ scope, subject }) => [scope, subject]),
    );
    return Math.max(0, rows[0]?.seconds ?? 0);
  }

  /** Counts a wrong password for the account and the address; answers the wait it starts (0: none). */
  async recordFailure(attempt: SignInAttempt): Promise<RetryAfterSeconds> {
    let wait = 0;
    for (const { scope, subject, limit } of subjects(attempt)) {
      const { rows } = await this.pool.query<{ seconds: number | null }>(
        `insert into app_private.sign_in_failures as f (scope, subject, failures, last_failed_at, blocked_until)
         values ($1, $2, 1, now(), ${delayAfter('1')})
         on conflict (scope, subject) do update
            set failures = ${NEXT_FAILURES},
                last_failed_at = now(),
                blocked_until = ${delayAfter(`(${NEXT_FAILURES})`)}
         returning ceil(extract(epoch from blocked_until - now()))::int as seconds`,
        [scope, subject, limit.forgetAfterSeconds, limit.freeFailures, limit.firstDelaySeconds, limit.maxDelaySeconds],
      );
      wait = Math.max(wait, rows[0]?.seconds ?? 0);
    }
    return wait;
  }

  /**
   * A correct password clears the account's counter. The address's stays: one known password must not
   * buy an address fresh guesses at other accounts.
   */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.pool.query(`delete from app_private.sign_in_failures where scope = 'account' and subject = $1`, [
      subjectOf('account', attempt.email),
    ]);
  }
}

/** "45 seconds", "2 minutes": how long to wait, for the sign-in page. */
export function describeWait(seconds: RetryAfterSeconds): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
