import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signs the local driver's upload and download URLs: an HMAC-SHA256 over the
 * operation, key, expiry and every parameter that changes what the URL does,
 * with a key derived from the app secret (so the secret itself signs nothing
 * else's format).
 */
export type LocalUrlOperation = 'put' | 'get';

export interface LocalUrlParams {
  op: LocalUrlOperation;
  key: string;
  /** Unix seconds. */
  expires: number;
  /** put: largest accepted body; get: unused (''). */
  max: string;
  /** put: required Content-Type; get: Content-Type to serve. */
  type: string;
  /** get: Content-Disposition to serve; put: ''. */
  disposition: string;
}

const FIELDS = ['op', 'key', 'expires', 'max', 'type', 'disposition'] as const;

export const LOCAL_OBJECT_PATH = '/db/storage/object';

export function createLocalUrlSigner(appSecret: string) {
  const signingKey = createHmac('sha256', appSecret).update('petition-studio/local-file-urls/v1').digest();
  const mac = (params: LocalUrlParams) =>
    createHmac('sha256', signingKey)
      .update(FIELDS.map((field) => String(params[field]).replaceAll('\n', ' ')).join('\n'))
      .digest('base64url');

  return {
    /** An origin-relative URL carrying the parameters and their signature. */
    sign(params: LocalUrlParams): string {
      const query = new URLSearchParams();
      for (const field of FIELDS) query.set(field, String(params[field]));
      query.set('sig', mac(params));
      return `${LOCAL_OBJECT_PATH}?${query.toString()}`;
    },

    /**
     * The parameters of a signed query, or the reason it is refused. Expiry is
     * checked after the signature, so a tampered expiry reads as tampering.
     */
    verify(
      query: Record<string, unknown>,
      op: LocalUrlOperation,
      nowSeconds = Math.floor(Date.now() / 1000),
    ): { ok: true; params: LocalUrlParams } | { ok: false; reason: 'invalid' | 'expired' } {
      const text = (name: string) => (typeof query[name] === 'string' ? query[name] : undefined);
      const values = Object.fromEntries(FIELDS.map((field) => [field, text(field)]));
      const signature = text('sig');
      if (!signature || FIELDS.some((field) => values[field] === undefined) || values.op !== op) {
        return { ok: false, reason: 'invalid' };
      }
      const expires = Number(values.expires);
      if (!Number.isInteger(expires)) return { ok: false, reason: 'invalid' };
      const params = { ...(values as Record<(typeof FIELDS)[number], string>), op, expires };
      const expected = Buffer.from(mac(params));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
      if (expires < nowSeconds) return { ok: false, reason: 'expired' };
      return { ok: true, params };
    },
  };
}

export type LocalUrlSigner = ReturnType<typeof createLocalUrlSigner>;
