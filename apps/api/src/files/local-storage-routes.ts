import type express from 'express';
import type pg from 'pg';
import { publicAccess } from '../auth/route-access.ts';
import { FILE_RESPONSE_HEADERS } from './content-disposition.ts';
import { asyncRoute } from '../http/async-route.ts';
import { HttpError } from '../http/http-error.ts';
import { isUploadKeyPending } from './pending-uploads.ts';
import { UploadTooLargeError, type LocalDiskStorage } from './storage/local-disk.ts';
import { LOCAL_OBJECT_PATH, type LocalUrlSigner } from './storage/local-url-signer.ts';

/**
 * The local driver's signed URLs, served by this server: PUT streams the body
 * to disk within the signed size limit (the size declared when the upload started: reading stops
 * and nothing is kept past it) and only with the signed Content-Type; GET serves the file with the signed
 * Content-Type and Content-Disposition, nosniff and a sandboxing CSP. The
 * signature is the authority (as with S3), so no bearer token is needed.
 */
export function installLocalStorageRoutes(
  app: express.Express,
  deps: { pool: pg.Pool; storage: LocalDiskStorage; signer: LocalUrlSigner },
): void {
  const signed = publicAccess('the signed URL is the authority, as with S3: no bearer token');
  const refuse = (reason: 'invalid' | 'expired', what: string) =>
    new HttpError(403, reason === 'expired' ? `This ${what} link has expired` : `This ${what} link is not valid`);

  app.put(
    LOCAL_OBJECT_PATH,
    signed,
    asyncRoute(async (req, res) => {
      const verified = deps.signer.verify(req.query, 'put');
      if (!verified.ok) throw refuse(verified.reason, 'upload');
      const { key, type } = verified.params;
      const max = Number(verified.params.max);
      const sentType = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type && sentType !== type) throw new HttpError(400, `Content-Type must be ${type}, as requested for this upload`);
      const declared = Number(req.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(declared) && declared > max) {
        // Refused before reading: the unread body is dropped with the connection.
        res.set('Connection', 'close');
        throw new HttpError(413, 'The file is larger than the size given when its upload started');
      }
      if (!(await isUploadKeyPending(deps.pool, key))) throw refuse('expired', 'upload');
      try {
        await deps.storage.writeStream(key, req, max);
      } catch (error) {
        if (error instanceof UploadTooLargeError) {
          res.set('Connection', 'close');
          throw new HttpError(413, 'The file is larger than the size given when its upload started');
        }
        throw error;
      }
      res.status(200).end();
    }),
  );

  app.get(
    LOCAL_OBJECT_PATH,
    signed,
    asyncRoute(async (req, res) => {
      const verified = deps.signer.verify(req.query, 'get');
      if (!verified.ok) throw refuse(verified.reason, 'download');
      const { key, type, disposition } = verified.params;
      const size = await deps.storage.size(key);
      if (size === undefined) throw new HttpError(404, 'File not found');
      res.set({
        ...FILE_RESPONSE_HEADERS,
        'Content-Type': type,
        'Content-Disposition': disposition,
        'Content-Length': String(size),
      });
      await new Promise<void>((resolve, reject) => {
        const stream = deps.storage.readStream(key);
        stream.once('error', reject);
        res.once('finish', resolve);
        res.once('close', resolve);
        stream.pipe(res);
      });
    }),
  );
}
