import express from 'express';
import type pg from 'pg';
import { unsubscribeOneClickContract, unsubscribePageContract } from '@app/domain';
import { mountRoute, publicAccess } from '../auth/route-access.ts';
import { unsubscribePageRoute } from './unsubscribe-page-route.ts';
import { unsubscribeRoute } from './unsubscribe-route.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface NotificationRouteDeps {
  pool: pg.Pool;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  providerName: string;
}

/**
 * The one-click unsubscribe of notification e-mails (RFC 8058, @app/domain notification-unsubscribe.ts). Public on
 * purpose: the mail provider posts without a session, and a person stops e-mails without signing in.
 */
export function installNotificationRoutes(app: express.Express, deps: NotificationRouteDeps): void {
  const access = publicAccess('the signed unsubscribe token names the one person and kind it may change; GET changes nothing');
  mountRoute(app, unsubscribePageContract, access, unsubscribePageRoute(deps));
  // Form-encoded (mail providers, the page's form) or multipart as text: a few bytes either way. JSON is parsed too,
  // so text that cannot be stored is refused naming its field there as on every other route (refuseUnstorableRequestText).
  const parsers = [
    express.urlencoded({ extended: false, limit: '2kb' }),
    express.json({ limit: '2kb' }),
    express.text({ type: 'multipart/form-data', limit: '4kb' }),
  ];
  mountRoute(app, unsubscribeOneClickContract, access, parsers, unsubscribeRoute(deps));
}
