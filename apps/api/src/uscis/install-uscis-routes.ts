import { readReceiptNoticeContract } from '@app/domain';
import type express from 'express';
import type { Authenticator } from '../auth/authenticate.ts';
import { mountRoute, staffAccess } from '../auth/route-access.ts';
import { readReceiptNoticeRoute, type ReceiptNoticeDeps } from './receipt-notice-route.ts';

/** After filing (issue 31): staff read USCIS notices for a petition. */
export function installUscisRoutes(app: express.Express, deps: ReceiptNoticeDeps & { authenticator: Authenticator }): void {
  const staff = staffAccess(deps.authenticator, 'Only staff may read USCIS notices');
  mountRoute(app, readReceiptNoticeContract, staff, { handle: readReceiptNoticeRoute(deps) });
}
