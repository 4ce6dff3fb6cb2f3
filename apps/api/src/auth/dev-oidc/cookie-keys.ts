import { createHmac } from 'node:crypto';

/** Cookie signing keys derived from the app secret, so no second secret has to be configured. */
export function deriveCookieKeys(appSecret: string): string[] {
  return [createHmac('sha256', appSecret).update('petition-studio/dev-oidc/cookies/v1').digest('base64url')];
}
