import {
  maskEmail,
  SIGNING_CODE_FAILURES_MAX,
  SIGNING_CODE_MINUTES,
  SIGNING_CODES_PER_HOUR,
  SIGNING_SESSION_MINUTES,
  type Locale,
  type declineSigningContract,
  type openSigningLinkContract,
  type requestChangesContract,
  type signedCopyContract,
  type signingDocumentContract,
  type verifySigningCodeContract,
} from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import type { FileStorage } from '../files/storage/file-storage.ts';
import { HttpError } from '../http/http-error.ts';
import { readLetter } from '../letters/read-letter.ts';
import { sendSigningCode, senderInWords, type SigningMail, type SigningSender } from './signature-emails.ts';
import {
  inOwnerTransaction,
  openLink,
  openSession,
  portalLocaleOf,
  recordEvent,
  requestSource,
  type SigningRow,
} from './signature-store.ts';
import { SIGNING_PAGE_WORDS, signingLocaleOf } from './signing-page-words.ts';
import { matchesHash, newCode, newToken, secretHash } from './signing-secrets.ts';

export interface PublicSigningDeps {
  pool: pg.Pool;
  mail: SigningMail;
  storage: FileStorage;
}

/** The staff member who sent the letter, as the signatory is told to contact them. */
export function senderOf(row: SigningRow): SigningSender {
  return { name: row.sender_name?.trim() || null, email: row.sender_email };
}

/** Nothing a signatory reads may be cached or indexed: it is one person's letter behind a one-time link. */
function privateAnswer(res: express.Response): void {
  res.set('Cache-Control', 'no-store').set('X-Robots-Tag', 'noindex');
}

/** POST /signing/open {token}: checks the link and e-mails a code (at most SIGNING_CODES_PER_HOUR an hour). */
export function openSigningLinkRoute(deps: PublicSigningDeps): ContractHandler<typeof openSigningLinkContract> {
  return async (request, req, res) => {
    const pageLocale = request.locale ?? signingLocaleOf(req);
    const answer = await inOwnerTransaction(deps.pool, async (client) => {
      const row = await openLink(client, request.token, deps.mail.providerName, pageLocale);
      const windowOpen = row.codes_window_start && Date.now() - row.codes_window_start.getTime() < 3_600_000;
      if (windowOpen && row.codes_sent >= SIGNING_CODES_PER_HOUR) {
        throw new HttpError(429, SIGNING_PAGE_WORDS[pageLocale].tooManyCodes);
      }
      const code = newCode();
      await client.query(
        `update app_private.signature_secrets set code_hash = $2, code_expires_at = now() + make_interval(mins => $3), code_failures = 0,
           codes_sent = case when $4 then codes_sent + 1 else 1 end, codes_window_start = case when $4 then codes_window_start else now() end
         where request_id = $1`,
        [row.id, secretHash(code), SIGNING_CODE_MINUTES, Boolean(windowOpen)],
      );
      await recordEvent(client, row, 'code-sent', requestSource(req));
      // The code is written in the signatory's portal language when they chose one (the page then switches to it),
      // else in the language the page shows; the request remembers it for the signed copy and later e-mails.
      const portalLocale = await portalLocaleOf(client, row.signer_email);
      const locale = portalLocale ?? request.locale ?? row.locale;
      if (locale && locale !== row.locale) {
        await client.query('update app_public.signature_requests set locale = $2 where id = $1', [row.id, locale]);
      }
      await sendSigningCode(deps.mail, row.signer_email, row.letter_name, code, senderOf(row), locale ?? 'en');
      return {
        letterName: row.letter_name,
        maskedEmail: maskEmail(row.signer_email),
        providerName: deps.mail.providerName,
        portalLocale,
      };
    });
    privateAnswer(res);
    res.json(answer);
  };
}

/**
 * POST /signing/verify {token, code}: the code proves the e-mail address and a session begins (replacing any
 * earlier one). The link stays usable, with a new code each time, until the request closes or a newer e-mail
 * replaces it; too many wrong codes spend it.
 */
export function verifySigningCodeRoute(deps: PublicSigningDeps): ContractHandler<typeof verifySigningCodeContract> {
  return async (request, req, res) => {
    // A wrong code is recorded (and counted) even though the request is refused, so it commits before answering.
    const locale = signingLocaleOf(req);
    const words = SIGNING_PAGE_WORDS[locale];
    const outcome = await inOwnerTransaction(deps.pool, async (client): Promise<{ session?: string; error?: string }> => {
      const row = await openLink(client, request.token, deps.mail.providerName, locale);
      const fresh = row.code_expires_at && row.code_expires_at.getTime() > Date.now();
      if (!fresh || !matchesHash(request.code, row.code_hash)) {
        const failures = row.code_failures + 1;
        const spent = failures >= SIGNING_CODE_FAILURES_MAX;
        await client.query(
          `update app_private.signature_secrets set code_failures = $2, link_used_at = case when $3 then now() else link_used_at end
           where request_id = $1`,
          [row.id, failures, spent],
        );
        await recordEvent(client, row, 'code-failed', requestSource(req));
        if (spent) return { error: words.spentByFailures };
        return { error: fresh ? words.wrongCode : words.codeExpired };
      }
      const session = newToken();
      await client.query(
        `update app_private.signature_secrets set code_hash = null, session_hash = $2,
           session_expires_at = now() + make_interval(mins => $3) where request_id = $1`,
        [row.id, secretHash(session), SIGNING_SESSION_MINUTES],
      );
      await recordEvent(client, row, 'email-verified', requestSource(req), row.signer_email);
      return { session };
    });
    if (!outcome.session) throw new HttpError(400, outcome.error ?? words.wrongCode);
    privateAnswer(res);
    res.json({ session: outcome.session });
  };
}

/** The HTML of the version the signatory was sent (the letter may have a newer one staff have not sent yet). */
export async function sentVersionHtml(client: pg.PoolClient, row: SigningRow, locale: Locale = 'en'): Promise<string> {
  const letter = await readLetter(client, row.letter_id);
  const version = letter?.versions.find((entry) => entry.version === row.letter_version);
  if (!version) throw new HttpError(410, SIGNING_PAGE_WORDS[locale].letterGone);
  return version.html;
}

/** POST /signing/document {session}: the letter to read, the consent to accept; the first read is recorded as viewed. */
export function signingDocumentRoute(deps: PublicSigningDeps): ContractHandler<typeof signingDocumentContract> {
  return async (request, req, res) => {
    // The page's language: the consent and whom to write to are shown in it (the audit certificate stays English).
    const locale = signingLocaleOf(req);
    const answer = await inOwnerTransaction(deps.pool, async (client) => {
      const row = await openSession(client, request.session, deps.mail.providerName, { allowClosed: true, locale });
      if (row.status === 'sent') {
        await client.query(`update app_public.signature_requests set status = 'viewed' where id = $1`, [row.id]);
        await recordEvent(client, row, 'viewed', requestSource(req));
      }
      return {
        letterName: row.letter_name,
        letterVersion: row.letter_version,
        html: await sentVersionHtml(client, row, locale),
        signerName: row.signer_name,
        providerName: deps.mail.providerName,
        contact: senderInWords(deps.mail.providerName, senderOf(row), locale),
        status: row.status === 'sent' ? ('viewed' as const) : row.status,
        consent: SIGNING_PAGE_WORDS[locale].consent(deps.mail.providerName),
      };
    });
    privateAnswer(res);
    res.json(answer);
  };
}

/** POST /signing/request-changes {session, comment}: staff are told (notification) and can send a new version. */
export function requestChangesRoute(deps: PublicSigningDeps): ContractHandler<typeof requestChangesContract> {
  return async (request, req, res) => {
    const locale = signingLocaleOf(req);
    await inOwnerTransaction(deps.pool, async (client) => {
      const row = await openSession(client, request.session, deps.mail.providerName, { locale });
      if (row.status === 'changes-requested') throw new HttpError(409, SIGNING_PAGE_WORDS[locale].changesAlready);
      await client.query(
        `update app_public.signature_requests set status = 'changes-requested', changes_comment = $2 where id = $1`,
        [row.id, request.comment],
      );
      await recordEvent(client, row, 'changes-requested', requestSource(req), request.comment);
    });
    privateAnswer(res);
    res.json({ status: 'changes-requested' });
  };
}

/** POST /signing/decline {session, reason?}: the signatory withdraws; the request closes. */
export function declineSigningRoute(deps: PublicSigningDeps): ContractHandler<typeof declineSigningContract> {
  return async (request, req, res) => {
    await inOwnerTransaction(deps.pool, async (client) => {
      const row = await openSession(client, request.session, deps.mail.providerName, { locale: signingLocaleOf(req) });
      await client.query(`update app_public.signature_requests set status = 'declined' where id = $1`, [row.id]);
      await client.query(`update app_private.signature_secrets set session_hash = null where request_id = $1`, [row.id]);
      await recordEvent(client, row, 'declined', requestSource(req), request.reason ?? null);
    });
    privateAnswer(res);
    res.json({ status: 'declined' });
  };
}

/** POST /signing/signed-copy {session}: the sealed PDF, the signatory's own copy (for as long as the session lasts). */
export function signedCopyRoute(deps: PublicSigningDeps): ContractHandler<typeof signedCopyContract> {
  return async (request, req, res) => {
    const words = SIGNING_PAGE_WORDS[signingLocaleOf(req)];
    const file = await inOwnerTransaction(deps.pool, async (client) => {
      const row = await openSession(client, request.session, deps.mail.providerName, {
        allowClosed: true,
        locale: signingLocaleOf(req),
      });
      if (row.status !== 'signed' || !row.signed_file_id) throw new HttpError(409, words.notSignedYet);
      const { rows } = await client.query<{ name: string; storage_key: string }>(
        'select name, storage_key from app_public.files where id = $1',
        [row.signed_file_id],
      );
      return rows[0]!;
    });
    // A signed letter is a few pages of text: 20 MB is far above any, and bounds what one request reads into memory.
    const bytes = await deps.storage.read(file.storage_key, 20 * 1024 * 1024);
    if (!bytes) throw new HttpError(404, words.copyMissing);
    privateAnswer(res);
    res.type('application/pdf').set('Content-Disposition', `attachment; filename="signed.pdf"`).send(bytes);
  };
}
