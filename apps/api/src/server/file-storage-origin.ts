import { isIP } from 'node:net';
import type { FileStorageConfig } from '../config/index.ts';

// The bucket names the AWS SDK addresses as a host name (virtual-hosted style); others go in the path.
const VIRTUAL_HOSTABLE_BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

/**
 * The origin of the presigned URLs of the S3 driver (as the AWS SDK v3 builds them), which the
 * browser fetches (uploads, and previews read as blobs), so it belongs in the CSP connect-src.
 * Null for the local driver, whose URLs are on this server.
 */
export function fileStorageOrigin(files: Pick<FileStorageConfig, 'driver' | 's3'>): string | null {
  if (files.driver !== 's3') return null;
  const { bucket, region, endpoint, forcePathStyle } = files.s3;
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  const pathStyle = forcePathStyle || !VIRTUAL_HOSTABLE_BUCKET.test(bucket) || isIP(base.hostname.replace(/^\[|\]$/g, '')) !== 0;
  if (pathStyle) return base.origin;
  base.hostname = `${bucket}.${base.hostname}`;
  return base.origin;
}
