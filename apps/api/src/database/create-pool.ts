import pg from 'pg';

/**
 * Session settings of every connection the API and the job worker open (PostgreSQL's startup `options`).
 *
 * `jit=off`: PostgreSQL JIT-compiles a statement whose estimated cost passes `jit_above_cost`. The builder
 * read's row-level security (the files policy's alternative sub-plans over the link tables) is estimated
 * far above that once the database holds ~100,000 petitions, although it runs in ~30 ms; compiling its
 * expressions then took 1.8 s on every request (issue 17, measured on the large seed). The API runs short
 * statements only, where JIT never pays off.
 */
export const DATABASE_SESSION_OPTIONS = '-c jit=off';

/** The connection pool of a server or worker process: `max` connections to `connectionString`. */
export function createDatabasePool(connectionString: string, max: number): pg.Pool {
  return new pg.Pool({ connectionString, max, options: DATABASE_SESSION_OPTIONS });
}
