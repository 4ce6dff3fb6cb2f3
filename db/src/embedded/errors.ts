/**
 * A start-up failure of the embedded PostgreSQL that the user can act on. Its
 * message is one line — what failed, why, and what to do — so the server
 * prints it instead of a stack trace.
 */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/** The closing advice every unfixable case shares: the embedded server is only a default. */
export const USE_OWN_DATABASE = 'or set DATABASE_URL to use a PostgreSQL server of your own';

/** The first line of a child process's error output that says what went wrong (FATAL/ERROR lines first). */
export function firstProblemLine(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.find((line) => /\b(FATAL|ERROR|PANIC)\b/.test(line)) ?? lines.at(-1) ?? 'no output';
}
