/**
 * Where file bytes live. One interface, one file per provider (local disk,
 * S3-compatible). Keys are made of ids only (see storage-keys.ts); a user's
 * file name never becomes part of a path or key.
 */
export interface PutUrlOptions {
  contentType: string;
  /** Largest body the URL accepts, where the provider can enforce it. */
  maxBytes: number;
  /** The declared size; S3 signs it as Content-Length when given. */
  size?: number;
  expiresInSeconds: number;
}

export interface GetUrlOptions {
  /** Content-Type the download is served with. */
  contentType: string;
  /** Full Content-Disposition header value. */
  contentDisposition: string;
  expiresInSeconds: number;
}

export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** A URL the browser PUTs the bytes to. May be origin-relative (local driver). */
  putUrl(key: string, options: PutUrlOptions): Promise<string>;
  /** A short-lived URL the browser downloads from. May be origin-relative (local driver). */
  getUrl(key: string, options: GetUrlOptions): Promise<string>;
  /** The stored bytes; undefined when absent. Refuses objects larger than maxBytes. */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  /** The stored size in bytes; undefined when absent. */
  size(key: string): Promise<number | undefined>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Thrown by read() when the object is larger than allowed. */
export class StoredObjectTooLargeError extends Error {
  readonly size: number;

  constructor(size: number) {
    super(`Stored object is ${size} bytes, larger than allowed`);
    this.size = size;
    this.name = 'StoredObjectTooLargeError';
  }
}
