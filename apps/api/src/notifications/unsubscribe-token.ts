import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeTokenPayloadSchema, type UnsubscribeTokenPayload } from '@app/domain';

/**
 * The one-click unsubscribe token (@app/domain notification-unsubscribe.ts): `<payload>.<signature>`, the payload
 * the base64url JSON {u: the person's id, k: the kind or 'daily-summary'}, the signature HMAC-SHA256 of the payload
 * with a key derived from APP_SECRET for this purpose only (as the dev provider's cookies and local file URLs derive
 * theirs). Nothing is stored: the same person and kind always give the same token, so a retried e-mail says the same,
 * and it never expires (an old e-mail's link keeps working, as mail providers expect). Changing the payload (another
 * person, another kind) breaks the signature; a token can only ever stop its own person's kind.
 */
export interface UnsubscribeTokens {
  sign: (payload: UnsubscribeTokenPayload) => string;
  /** The payload of a token this server signed; null for anything else (forged, altered, cut short, malformed). */
  verify: (token: string) => UnsubscribeTokenPayload | null;
}

export function createUnsubscribeTokens(appSecret: string): UnsubscribeTokens {
  const key = createHmac('sha256', appSecret).update('petition-studio/notification-unsubscribe/v1').digest();
  const signatureOf = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign: (payload) => {
      const encoded = Buffer.from(JSON.stringify({ u: payload.u, k: payload.k })).toString('base64url');
      return `${encoded}.${signatureOf(encoded).toString('base64url')}`;
    },
    verify: (token) => {
      const [encoded, signature, ...rest] = token.split('.');
      if (!encoded || !signature || rest.length) return null;
      const presented = Buffer.from(signature, 'base64url');
      const expected = signatureOf(encoded);
      if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
      try {
        const parsed = unsubscribeTokenPayloadSchema.safeParse(JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
