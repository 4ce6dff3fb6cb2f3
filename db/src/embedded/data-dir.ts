import { createHash } from 'node:crypto';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './errors.ts';
import { canEnter, type ServerUser } from './server-user.ts';

/** Where root keeps embedded data the 'postgres' user could not reach inside the checkout. */
export const RELOCATED_DATA_ROOT = '/var/lib/petition-studio';

/**
 * The directory, outside the checkout, that holds the embedded data of
 * `dataDir` when the server user cannot enter it: one per checkout path, so
 * two checkouts never share a cluster, and the same on every start, so data
 * survives restarts.
 */
export function relocatedDataDir(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  const checkoutName = path.basename(path.dirname(resolved)).replace(/[^\w.-]/g, '_');
  const hash = createHash('sha256').update(resolved).digest('hex').slice(0, 8);
  return path.join(RELOCATED_DATA_ROOT, `${checkoutName}-${hash}`);
}

/**
 * The directory the embedded cluster and its password file live in: `dataDir`
 * when the server user can enter it (always when not root), else — when
 * `relocate` — the same directory under /var/lib/petition-studio.
 */
export async function chooseDataDir(options: {
  dataDir: string;
  user: ServerUser | undefined;
  relocate: boolean;
  log: (message: string) => void;
}): Promise<string> {
  const { dataDir, user, log } = options;
  await mkdir(dataDir, { recursive: true });
  if (!user || canEnter(user, dataDir)) return dataDir;
  if (!options.relocate) {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL runs as the system user '${user.name}' (PostgreSQL refuses to run as root), which cannot enter ${dataDir}: ` +
        `set EMBEDDED_PG_DATA_DIR to a directory it can reach, ${USE_OWN_DATABASE}.`,
    );
  }
  const relocated = relocatedDataDir(dataDir);
  try {
    await mkdir(relocated, { recursive: true });
    await chmod(RELOCATED_DATA_ROOT, 0o755);
    await chmod(relocated, 0o755);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The '${user.name}' user cannot enter ${dataDir} and ${relocated} could not be created (${error instanceof Error ? error.message : String(error)}): ` +
        `move the checkout to a directory it can enter (not under /root or a mode-700 directory), ${USE_OWN_DATABASE}.`,
    );
  }
  if (!canEnter(user, relocated)) {
    throw new EmbeddedPostgresError(
      `The '${user.name}' user cannot enter ${dataDir} nor ${relocated}: move the checkout to a directory it can enter, ${USE_OWN_DATABASE}.`,
    );
  }
  log(`The '${user.name}' user cannot enter ${dataDir}: the embedded PostgreSQL keeps its data in ${relocated}`);
  return relocated;
}
