import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (db/src/cli → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the server keeps uploaded files by default; the demo seed writes its files there too. */
export function filesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.FILE_STORAGE_DIR ?? path.join(REPO_ROOT, '.data/files');
}

/** storeFile for the demo seed: writes under the local file storage root, as the server does. */
export function localFileStore(root: string): (storageKey: string, bytes: Buffer) => Promise<void> {
  return async (storageKey, bytes) => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const target = path.resolve(root, storageKey);
    if (!target.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the files directory: ${storageKey}`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  };
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/petition_studio');
    process.exit(2);
  }
  return url;
}
