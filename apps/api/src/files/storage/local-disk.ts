import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import { isStorageKey } from '../storage-keys.ts';
import { StoredObjectTooLargeError, type FileStorage } from './file-storage.ts';
import type { LocalUrlSigner } from './local-url-signer.ts';

/** Thrown while streaming an upload that is larger than the signed limit. */
export class UploadTooLargeError extends Error {
  constructor() {
    super('Upload exceeds the allowed size');
    this.name = 'UploadTooLargeError';
  }
}

/**
 * Files on the server's disk under one root directory. The browser's upload
 * and download URLs point at this server (routes in local-storage-routes.ts),
 * signed with an HMAC and an expiry.
 */
export function createLocalDiskStorage(options: { rootDir: string; signer: LocalUrlSigner }) {
  const root = path.resolve(options.rootDir);
  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error('Refusing a storage key this service did not make');
    const target = path.resolve(root, key);
    if (!target.startsWith(`${root}${path.sep}`)) throw new Error('Storage key escapes the storage root');
    return target;
  };
  const expiresAt = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
  const sizeOf = async (key: string): Promise<number | undefined> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  const storage = {
    driver: 'local' as const,
    async putUrl(key, { contentType, maxBytes, expiresInSeconds }) {
      pathOf(key);
      return options.signer.sign({
        op: 'put',
        key,
        expires: expiresAt(expiresInSeconds),
        max: String(maxBytes),
        type: contentType,
        disposition: '',
      });
    },
    async getUrl(key, { contentType, contentDisposition, expiresInSeconds }) {
      pathOf(key);
      return options.signer.sign({
        op: 'get',
        key,
        expires: expiresAt(expiresInSeconds),
        max: '',
        type: contentType,
        disposition: contentDisposition,
      });
    },
    async read(key, maxBytes) {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      if (size > maxBytes) throw new StoredObjectTooLargeError(size);
      const handle = await open(pathOf(key), 'r');
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    },
    size: sizeOf,
    async write(key, bytes) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, target);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },
  } satisfies FileStorage;

  return {
    ...storage,
    /** Streams a request body to the key, failing (and keeping nothing) past maxBytes. */
    async writeStream(key: string, body: Readable, maxBytes: number): Promise<number> {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      let received = 0;
      try {
        await pipeline(
          body,
          async function* limit(source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              received += chunk.length;
              if (received > maxBytes) throw new UploadTooLargeError();
              yield chunk;
            }
          },
          createWriteStream(temporary, { mode: 0o600 }),
        );
        await rename(temporary, target);
        return received;
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    /** A read stream of the key (the caller checked it exists). */
    readStream(key: string): Readable {
      return createReadStream(pathOf(key));
    },
  };
}

export type LocalDiskStorage = ReturnType<typeof createLocalDiskStorage>;
