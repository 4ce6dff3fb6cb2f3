import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (db/src/cli → ../../..). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the server keeps uploaded files by default; the demo seed writes its files there too. */
export function filesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.FILE_STORAGE_DIR ?? path.join(REPO_ROOT, '.data/files');
}

export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is not set. Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/petition_studio');
    process.exit(2);
  }
  return url;
}
