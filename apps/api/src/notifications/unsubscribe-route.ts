import { asUser } from '@app/db';
import { DAILY_SUMMARY_TOPIC, NOTIFICATION_KINDS_BY_PORTAL, unsubscribePostBodySchema } from '@app/domain';
import type express from 'express';
import { renderUnsubscribePage, sendUnsubscribePage, tokenOwner, type UnsubscribeDeps } from './unsubscribe-page-route.ts';

/** Every kind a person can get, for the daily summary: the kinds it carries are the ones they get by digest. */
const ALL_KINDS = [...new Set<string>([...NOTIFICATION_KINDS_BY_PORTAL.customer, ...NOTIFICATION_KINDS_BY_PORTAL.staff])];

/**
 * The RFC 8058 body: `List-Unsubscribe=One-Click`, form-encoded (mail providers, the confirm page's form) or
 * multipart/form-data (which RFC 8058 allows too; read as text, since it has one field).
 */
function isOneClick(body: unknown): boolean {
  if (typeof body === 'string') return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/.test(body);
  return unsubscribePostBodySchema.safeParse(body).success;
}

/**
 * POST: stops the e-mails the token names, for its person only, without sign-in or CSRF token (RFC 8058: the mail
 * provider posts it). It runs as that person under row-level security (notification_preferences' own-row policies,
 * through set_notification_delivery as the settings do), so nobody else's choices can change. A kind e-mailed at
 * once or in the digest becomes "in the app only" (still in the bell); the daily summary turns each kind the person
 * gets by digest to the bell only. A kind already in the app only or off stays as it is. Answers 200 with the page
 * saying what was stopped; doing it twice is harmless.
 */
export function unsubscribeRoute(deps: UnsubscribeDeps): express.RequestHandler {
  return (req, res, next) => {
    const run = async () => {
      const owner = await tokenOwner(deps, req);
      if (!owner) {
        sendUnsubscribePage(res, 400, renderUnsubscribePage(deps, null, { kind: 'invalid' }));
        return;
      }
      if (!isOneClick(req.body)) {
        res.status(400).json({ error: 'Expected the body List-Unsubscribe=One-Click' });
        return;
      }
      const { u: person, k: topic } = owner.payload;
      await asUser(deps.pool, person, async (client) => {
        if (topic === DAILY_SUMMARY_TOPIC) {
          await client.query(
            `select app_public.set_notification_delivery(k.kind, 'in-app')
               from (select unnest($1::text[]) union select kind from app_public.notification_preferences where delivery = 'digest') k (kind)
              where app_public.my_notification_delivery(k.kind) = 'digest'`,
            [ALL_KINDS],
          );
        } else {
          await client.query(
            `select app_public.set_notification_delivery($1, 'in-app') where app_public.my_notification_delivery($1) in ('email', 'digest')`,
            [topic],
          );
        }
      });
      sendUnsubscribePage(res, 200, renderUnsubscribePage(deps, owner, { kind: 'done' }));
    };
    run().catch(next);
  };
}
