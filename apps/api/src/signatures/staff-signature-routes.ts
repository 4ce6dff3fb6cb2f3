import { asUser } from '@app/db';
import {
  OPEN_SIGNATURE_STATUSES,
  SIGNING_LINK_DAYS,
  type listSignatureRequestsContract,
  type resendForSignatureContract,
  type sendForSignatureContract,
  type Locale,
  type SignatureStatus,
  type TSignatureRequestSummary,
  type voidSignatureRequestContract,
} from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { letterIdParam } from '../letters/letter-id-param.ts';
import { readLetter, type StoredLetter } from '../letters/read-letter.ts';
import { sendSigningLink, type SigningMail, type SigningSender } from './signature-emails.ts';
import { inOwnerTransaction, portalLocaleOf, recordEvent } from './signature-store.ts';
import { newToken, secretHash } from './signing-secrets.ts';

interface StaffDeps {
  pool: pg.Pool;
  mail: SigningMail;
}

/** The letter as the staff member sees it (row-level security), with its current version's PDF; a 404 otherwise. */
async function visibleLetter(
  pool: pg.Pool,
  userId: string,
  letterId: string,
): Promise<StoredLetter & { pdfFileId: string | null }> {
  const letter = await asUser(pool, userId, (client) => readLetter(client, letterId));
  if (!letter) throw new HttpError(404, 'Letter not found');
  const current = letter.versions.at(-1);
  if (!current?.html.trim()) throw new HttpError(400, 'The letter has no saved text to sign');
  return { ...letter, pdfFileId: current.pdfFileId };
}

/** The staff member sending: named in the e-mail, and where the signatory's replies go. */
async function senderOf(client: pg.PoolClient, userId: string): Promise<SigningSender> {
  const { rows } = await client.query<{ full_name: string | null; email: string | null }>(
    'select full_name, email from app_public.users where id = $1',
    [userId],
  );
  return { name: rows[0]?.full_name?.trim() || null, email: rows[0]?.email ?? null };
}

/** A new one-time link for the request (the old one, its code and session stop working). */
async function replaceLink(client: pg.PoolClient, requestId: string): Promise<string> {
  const token = newToken();
  await client.query(
    `insert into app_private.signature_secrets (request_id, link_hash) values ($1, $2)
     on conflict (request_id) do update set link_hash = excluded.link_hash, link_used_at = null, code_hash = null,
       code_expires_at = null, code_failures = 0, session_hash = null, session_expires_at = null`,
    [requestId, secretHash(token)],
  );
  return token;
}

/** POST /signature-requests {letterId, signerName, signerEmail, locale?}: sends the letter's current version to sign. Staff only. */
export function sendForSignatureRoute(deps: StaffDeps): ContractHandler<typeof sendForSignatureContract> {
  return async (request, req, res) => {
    const userId = req.auth!.userId;
    const letter = await visibleLetter(deps.pool, userId, request.letterId);
    const requestId = await inOwnerTransaction(deps.pool, async (client) => {
      const open = await client.query(
        `select 1 from app_public.signature_requests where letter_id = $1 and status = any($2) and expires_at > now()`,
        [letter.id, OPEN_SIGNATURE_STATUSES],
      );
      if (open.rowCount)
        throw new HttpError(409, 'This letter is already out for signature: send the new version or void that request first');
      // An open request past its expiry is closed as expired, so the new one can take its place.
      await client.query(
        `update app_public.signature_requests set status = 'expired' where letter_id = $1 and status = any($2)`,
        [letter.id, OPEN_SIGNATURE_STATUSES],
      );
      // The language staff chose; left out, a signatory who is a portal person with a chosen language gets the
      // e-mails (and the page) in it, anyone else English e-mails and a page that follows their browser (null).
      const locale = request.locale ?? (await portalLocaleOf(client, request.signerEmail));
      const { rows } = await client.query<{ id: string; letter_version: number; expires_at: Date }>(
        `insert into app_public.signature_requests (petition_id, letter_id, letter_version, signer_name, signer_email, expires_at,
           unsigned_file_id, sent_by, locale)
         values ($1, $2, $3, $4, $5, now() + make_interval(days => $6), $7, $8, $9) returning id, letter_version, expires_at`,
        [
          letter.petitionId,
          letter.id,
          letter.version,
          request.signerName,
          request.signerEmail,
          SIGNING_LINK_DAYS,
          letter.pdfFileId,
          userId,
          locale,
        ],
      );
      const row = rows[0]!;
      const token = await replaceLink(client, row.id);
      await recordEvent(client, row, 'sent', { actorUserId: userId }, `To ${request.signerName} <${request.signerEmail}>`);
      // Last: a mail server that refuses the e-mail rolls the request back, so no request waits on a link nobody got.
      await sendSigningLink(
        deps.mail,
        { name: request.signerName, email: request.signerEmail },
        { name: letter.name, version: letter.version, occasion: 'first' },
        { token, expiresAt: row.expires_at, locale },
        await senderOf(client, userId),
      );
      return row.id;
    });
    res.status(201).json({ requestId });
  };
}

function requestIdParam(value: string | undefined): string {
  try {
    return letterIdParam(value);
  } catch {
    throw new HttpError(400, 'The signature request id in the path must be an id');
  }
}

/**
 * POST /signature-requests/{id}/resend: e-mails the letter's current version with a new link — the new version
 * after changes were asked for, or the same one again as a reminder or after the link expired. Staff only.
 */
export function resendForSignatureRoute(deps: StaffDeps): ContractHandler<typeof resendForSignatureContract> {
  return async (_request, req, res) => {
    const userId = req.auth!.userId;
    const id = requestIdParam(req.params.id);
    const visible = await asUser(deps.pool, userId, (client) =>
      client.query<{ letter_id: string }>('select letter_id from app_public.signature_requests where id = $1', [id]),
    );
    if (!visible.rows[0]) throw new HttpError(404, 'Signature request not found');
    const letter = await visibleLetter(deps.pool, userId, visible.rows[0].letter_id);
    const answer = await inOwnerTransaction(deps.pool, async (client) => {
      const { rows } = await client.query<{
        id: string;
        status: SignatureStatus;
        letter_version: number;
        signer_name: string;
        signer_email: string;
        locale: Locale | null;
      }>(
        'select id, status, letter_version, signer_name, signer_email, locale from app_public.signature_requests where id = $1 for update',
        [id],
      );
      const current = rows[0]!;
      if (!['sent', 'viewed', 'changes-requested', 'expired'].includes(current.status)) {
        throw new HttpError(
          409,
          `This request is ${current.status === 'signed' ? 'signed' : 'closed'}: send the letter for signature anew instead`,
        );
      }
      const isNewVersion = letter.version !== current.letter_version;
      // The portal language when chosen (it may have changed since), else the language the signatory last read in.
      const locale = (await portalLocaleOf(client, current.signer_email)) ?? current.locale;
      const updated = { id, letter_version: letter.version };
      // A reminder of a version the signatory has opened keeps 'viewed': staff waiting on them still see they read it.
      const { rows: renewed } = await client.query<{ expires_at: Date }>(
        `update app_public.signature_requests set letter_version = $2,
           status = case when not $5 and status = 'viewed' and expires_at > now() then status else 'sent' end, changes_comment = null,
           expires_at = now() + make_interval(days => $3), unsigned_file_id = $4, last_reminded_at = case when $5 then last_reminded_at else now() end,
           locale = $6
         where id = $1 returning expires_at`,
        [id, letter.version, SIGNING_LINK_DAYS, letter.pdfFileId, isNewVersion, locale],
      );
      const token = await replaceLink(client, id);
      await recordEvent(client, updated, isNewVersion ? 'new-version-sent' : 'reminded', { actorUserId: userId });
      await sendSigningLink(
        deps.mail,
        { name: current.signer_name, email: current.signer_email },
        { name: letter.name, version: letter.version, occasion: isNewVersion ? 'new-version' : 'reminder' },
        { token, expiresAt: renewed[0]!.expires_at, locale },
        await senderOf(client, userId),
      );
      return { requestId: id, letterVersion: letter.version };
    });
    res.json(answer);
  };
}

/** POST /signature-requests/{id}/void: withdraws an open request; its link and session stop working. Staff only. */
export function voidSignatureRequestRoute(deps: { pool: pg.Pool }): ContractHandler<typeof voidSignatureRequestContract> {
  return async (_request, req, res) => {
    const userId = req.auth!.userId;
    const id = requestIdParam(req.params.id);
    const visible = await asUser(deps.pool, userId, (client) =>
      client.query('select 1 from app_public.signature_requests where id = $1', [id]),
    );
    if (!visible.rowCount) throw new HttpError(404, 'Signature request not found');
    await inOwnerTransaction(deps.pool, async (client) => {
      const { rows } = await client.query<{ id: string; letter_version: number }>(
        `update app_public.signature_requests set status = 'voided' where id = $1 and status in ('sent', 'viewed', 'changes-requested')
         returning id, letter_version`,
        [id],
      );
      if (!rows[0]) throw new HttpError(409, 'Only a request still waiting for the signatory can be voided');
      await client.query(`update app_private.signature_secrets set session_hash = null, code_hash = null where request_id = $1`, [
        id,
      ]);
      await recordEvent(client, rows[0], 'voided', { actorUserId: userId });
    });
    res.json({ requestId: id });
  };
}

/** GET /signature-requests?petitionId=: the petition's requests, newest first, with their events. Staff only. */
export function listSignatureRequestsRoute(deps: { pool: pg.Pool }): ContractHandler<typeof listSignatureRequestsContract> {
  return async (request, req, res) => {
    const requests = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const { rows } = await client.query<TSignatureRequestSummary>(
        `select r.id, r.letter_id as "letterId", r.letter_version as "letterVersion", r.signer_name as "signerName",
                r.signer_email as "signerEmail", app_public.signature_requests_display_status(r) as status,
                r.changes_comment as "changesComment", r.expires_at as "expiresAt", r.signed_at as "signedAt",
                r.signed_file_id as "signedFileId", r.locale,
                coalesce((select json_agg(json_build_object('kind', e.kind, 'letterVersion', e.letter_version,
                   'occurredAt', e.occurred_at, 'detail', e.detail) order by e.occurred_at)
                   from app_public.signature_events e where e.request_id = r.id), '[]') as events,
                (select json_build_object('address', c.address, 'status', c.status, 'attached', c.attached,
                   'attempts', c.attempts, 'lastError', c.last_error, 'sentAt', c.sent_at)
                   from app_public.signed_copy_emails c where c.request_id = r.id) as "signedCopyEmail"
           from app_public.signature_requests r where r.petition_id = $1 order by r.created_at desc limit 200`,
        [request.petitionId],
      );
      return rows.map((row) => ({
        ...row,
        expiresAt: new Date(row.expiresAt).toISOString(),
        signedAt: row.signedAt ? new Date(row.signedAt).toISOString() : null,
        signedCopyEmail: row.signedCopyEmail && {
          ...row.signedCopyEmail,
          sentAt: row.signedCopyEmail.sentAt ? new Date(row.signedCopyEmail.sentAt).toISOString() : null,
        },
      }));
    });
    res.set('Cache-Control', 'no-store').json({ requests });
  };
}
