import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './errors.ts';

/**
 * Fails in one line when something already listens on the embedded port
 * (another embedded server still running, another program), instead of
 * PostgreSQL exiting with a bind error after initdb.
 */
export async function assertPortFree(port: number): Promise<void> {
  const problem = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
  if (!problem) return;
  const why = problem.code === 'EADDRINUSE' ? 'another program already listens there' : problem.message;
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL cannot listen on 127.0.0.1:${port} (EMBEDDED_PG_PORT): ${why}. Stop that program or set EMBEDDED_PG_PORT to a free port, ${USE_OWN_DATABASE}.`,
  );
}

/**
 * A data directory can only be opened by the PostgreSQL major version that
 * created it (its PG_VERSION file says which). Checked before starting so the
 * user learns it in one line rather than from PostgreSQL's FATAL output.
 */
export async function assertClusterVersion(clusterDir: string, bundledMajor: number): Promise<void> {
  const versionFile = path.join(clusterDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return;
  const found = (await readFile(versionFile, 'utf8')).trim();
  if (Number.parseInt(found, 10) === bundledMajor) return;
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL data in ${clusterDir} was created by PostgreSQL ${found}, but the bundled PostgreSQL is ${bundledMajor}: ` +
      `move that directory away to start with fresh demo data (after a pg_dump with PostgreSQL ${found} if you need it), ${USE_OWN_DATABASE}.`,
  );
}
