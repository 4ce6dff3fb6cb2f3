import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the seeds put file bytes. The API's FileStorage (local disk or S3)
 * has this shape already, so the server passes its configured storage and the
 * demo files land where the server reads them; `db` itself never imports the
 * API. Keys are the file service's (`files/<fileId>`).
 */
export interface SeedFileWriter {
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

/** Writes under a local directory, laid out as the API's local-disk driver reads it (for the db CLI). */
export function localDiskFileWriter(root: string): SeedFileWriter {
  const resolvedRoot = path.resolve(root);
  return {
    async write(key, bytes) {
      const target = path.resolve(resolvedRoot, key);
      if (!target.startsWith(resolvedRoot + path.sep)) throw new Error(`Storage key escapes the files directory: ${key}`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
  };
}
