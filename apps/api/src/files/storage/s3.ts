import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileStorageConfig } from '../../config/index.ts';
import { StoredObjectTooLargeError, type FileStorage } from './file-storage.ts';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey');

/**
 * An S3-compatible bucket through the AWS SDK v3. The browser PUTs to a
 * presigned URL (Content-Type, and Content-Length when the size is declared,
 * are part of the signature) and downloads from a presigned GET that sets the
 * response Content-Type and Content-Disposition. Sizes are checked again when
 * the upload is registered, since a presigned PUT without a declared size
 * cannot limit it.
 */
export function createS3Storage(config: FileStorageConfig['s3']): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;

  const size = async (key: string): Promise<number | undefined> => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };

  return {
    driver: 's3',
    client,
    async putUrl(key, { contentType, size: declaredSize, expiresInSeconds }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ...(contentType ? { ContentType: contentType } : {}),
        ...(declaredSize !== undefined ? { ContentLength: declaredSize } : {}),
      });
      return getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set([
          ...(contentType ? ['content-type'] : []),
          ...(declaredSize !== undefined ? ['content-length'] : []),
        ]),
      });
    },
    async getUrl(key, { contentType, contentDisposition, expiresInSeconds }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
    async read(key, maxBytes) {
      const known = await size(key);
      if (known === undefined) return undefined;
      if (known > maxBytes) throw new StoredObjectTooLargeError(known);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        if (bytes.length > maxBytes) throw new StoredObjectTooLargeError(bytes.length);
        return bytes;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    size,
    async write(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async exists(key) {
      return (await size(key)) !== undefined;
    },
  };
}
