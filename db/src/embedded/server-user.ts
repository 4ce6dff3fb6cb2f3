import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './errors.ts';

const run = promisify(execFile);

/** The unprivileged account the PostgreSQL processes run as when we are root. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

const SERVER_USER_NAME = 'postgres';

/**
 * PostgreSQL refuses to run as root, so as root (containers, CI, a fresh cloud
 * server) its processes run as the system user 'postgres', created when
 * missing. Otherwise they run as the current user: undefined.
 */
export async function resolveServerUser(): Promise<ServerUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookUpUser(SERVER_USER_NAME);
  if (existing) return existing;
  try {
    if (!(await groupExists(SERVER_USER_NAME))) await run('groupadd', ['--system', SERVER_USER_NAME]);
    await run('useradd', ['--system', '--gid', SERVER_USER_NAME, '--no-create-home', SERVER_USER_NAME]);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `Could not create the system user '${SERVER_USER_NAME}' the embedded PostgreSQL runs as under root ` +
        `(${oneLine(error)}): create it (useradd --system ${SERVER_USER_NAME}), start as a regular user, ${USE_OWN_DATABASE}.`,
    );
  }
  const created = await lookUpUser(SERVER_USER_NAME);
  if (!created) throw new EmbeddedPostgresError(`The system user '${SERVER_USER_NAME}' was created but cannot be found.`);
  return created;
}

/**
 * Whether the server user can enter `dir` — every directory above it must let
 * it through, which a checkout under /root or a `mktemp -d` directory (mode
 * 700) does not. Asked of the system itself (a shell run as that user), so
 * ACLs and group memberships count too.
 */
export function canEnter(user: ServerUser | undefined, dir: string): boolean {
  if (!user) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  return probe.status === 0;
}

/** Whether the server user can run `binary` (here: `postgres --version`). */
export function canExecute(user: ServerUser | undefined, binary: string): boolean {
  const probe = spawnSync(binary, ['--version'], { ...(user && { uid: user.uid, gid: user.gid }), stdio: 'ignore' });
  return !probe.error && probe.status === 0;
}

async function lookUpUser(name: string): Promise<ServerUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

async function groupExists(name: string): Promise<boolean> {
  try {
    await run('getent', ['group', name]);
    return true;
  } catch {
    return false;
  }
}

function oneLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n').find((line) => line.trim()) ?? text;
}
