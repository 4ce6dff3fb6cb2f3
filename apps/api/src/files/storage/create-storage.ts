import type { AppConfig } from '../../config/index.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage, type LocalDiskStorage } from './local-disk.ts';
import { createLocalUrlSigner, type LocalUrlSigner } from './local-url-signer.ts';
import { createS3Storage } from './s3.ts';

export interface StorageSetup {
  storage: FileStorage;
  /** Present for the local driver: the routes that serve its signed URLs need it. */
  local?: { storage: LocalDiskStorage; signer: LocalUrlSigner };
}

/** The configured storage driver. */
export function createStorage(config: Pick<AppConfig, 'files' | 'appSecret'>): StorageSetup {
  if (config.files.driver === 's3') return { storage: createS3Storage(config.files.s3) };
  const signer = createLocalUrlSigner(config.appSecret);
  const storage = createLocalDiskStorage({ rootDir: config.files.localDir, signer });
  return { storage, local: { storage, signer } };
}
