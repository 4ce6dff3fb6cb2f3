import {
  escapeHtml,
  notificationSettingsLink,
  textDirection,
  unsubscribePageWords,
  unsubscribeQuerySchema,
  unsubscribeTopicLabel,
  UNSUBSCRIBE_PATH,
  type UnsubscribePageWords,
  type UnsubscribeTokenPayload,
} from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export interface UnsubscribeDeps {
  pool: pg.Pool;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  providerName: string;
}

/** Whom a token names, as the page needs them: their language and portal (staff read English, as their e-mails). */
export interface TokenOwner {
  payload: UnsubscribeTokenPayload;
  locale: string | null;
  isStaff: boolean;
}

/**
 * The person a request's token names: null when the query has no token, the token was not signed by this server
 * (forged, altered, cut short) or its person no longer exists. Read with the pool's role: nobody is signed in.
 */
export async function tokenOwner(deps: UnsubscribeDeps, req: express.Request): Promise<TokenOwner | null> {
  const query = unsubscribeQuerySchema.safeParse(req.query);
  const payload = query.success ? deps.tokens.verify(query.data.token) : null;
  if (!payload) return null;
  const { rows } = await deps.pool.query<{ locale: string | null; is_staff: boolean }>(
    `select u.locale, exists (select 1 from app_public.admins a where a.user_id = u.id) as is_staff
       from app_public.users u where u.id = $1`,
    [payload.u],
  );
  return rows[0] ? { payload, locale: rows[0].locale, isStaff: rows[0].is_staff } : null;
}

type PageState = { kind: 'ask'; token: string } | { kind: 'done' } | { kind: 'invalid' };

const STYLE = {
  body: "margin:0;padding:16px 12px;background:#f3f4f6;color:#111827;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;font-size:16px;line-height:1.5;",
  card: 'max-width:560px;margin:0 auto;background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:20px 16px;',
  header: 'margin:0 0 16px 0;padding-bottom:12px;border-bottom:1px solid #e5e7eb;font-size:20px;font-weight:700;',
  title: 'margin:0 0 12px 0;font-size:22px;line-height:1.3;',
  button:
    'min-height:44px;padding:12px 20px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:16px;font-weight:700;cursor:pointer;',
  link: 'display:inline-block;min-height:44px;line-height:44px;color:#1d4ed8;text-decoration:underline;',
};

/**
 * The small public page (no sign-in, no script): what the link stops and a button that stops it (a form POSTing
 * the RFC 8058 body to the same address), what was stopped, or that the link does not work; each with a link to the
 * notification settings. In the person's language; English when the token names nobody.
 */
export function renderUnsubscribePage(deps: UnsubscribeDeps, owner: TokenOwner | null, state: PageState): string {
  const words: UnsubscribePageWords & { lang: string } = unsubscribePageWords(owner?.locale, owner?.isStaff ?? false);
  const topic = owner ? unsubscribeTopicLabel(words, owner.payload.k) : '';
  const paragraph = (text: string) => `<p style="margin:0 0 16px 0;">${text}</p>`;
  const body =
    state.kind === 'invalid'
      ? [`<h1 style="${STYLE.title}">${escapeHtml(words.title)}</h1>`, paragraph(escapeHtml(words.invalid))]
      : state.kind === 'done'
        ? [`<h1 style="${STYLE.title}">${escapeHtml(words.done(topic))}</h1>`, paragraph(escapeHtml(words.stillInBell))]
        : [
            `<h1 style="${STYLE.title}">${escapeHtml(words.ask(topic))}</h1>`,
            paragraph(escapeHtml(words.stillInBell)),
            `<form method="post" action="${escapeHtml(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(state.token)}`)}" style="margin:0 0 16px 0;">`,
            '<input type="hidden" name="List-Unsubscribe" value="One-Click">',
            `<button type="submit" style="${STYLE.button}">${escapeHtml(words.confirm)}</button>`,
            '</form>',
          ];
  const settings = notificationSettingsLink(deps.publicUrl, owner?.isStaff ?? false);
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(words.lang)}" dir="${textDirection(words.lang)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(words.title)} – ${escapeHtml(deps.providerName)}</title></head>`,
    `<body style="${STYLE.body}"><main style="${STYLE.card}">`,
    `<p style="${STYLE.header}">${escapeHtml(deps.providerName)}</p>`,
    ...body,
    `<p style="margin:0;"><a href="${escapeHtml(settings)}" style="${STYLE.link}">${escapeHtml(words.settings)}</a></p>`,
    '</main></body></html>',
  ].join('\n');
}

/** A page is one person's: never cached or indexed, and its address (which holds the token) not sent on. */
export function sendUnsubscribePage(res: express.Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex').set('Referrer-Policy', 'no-referrer');
  res.type('html').send(html);
}

/** GET: shows what the link stops and asks to confirm. Changes nothing (mail scanners follow links). */
export function unsubscribePageRoute(deps: UnsubscribeDeps): express.RequestHandler {
  return (req, res, next) => {
    tokenOwner(deps, req)
      .then((owner) => {
        const token = unsubscribeQuerySchema.safeParse(req.query).data?.token;
        if (!owner || !token) sendUnsubscribePage(res, 400, renderUnsubscribePage(deps, null, { kind: 'invalid' }));
        else sendUnsubscribePage(res, 200, renderUnsubscribePage(deps, owner, { kind: 'ask', token }));
      })
      .catch(next);
  };
}
