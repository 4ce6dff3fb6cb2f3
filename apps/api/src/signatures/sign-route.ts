import { maskEmail, type signLetterContract, type SignatureEventKind } from '@app/domain';
import { PDFDocument } from 'pdf-lib';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';
import { HttpError } from '../http/http-error.ts';
import { PDF_MIME_TYPE, storeFile } from '../letters/store-letter-files.ts';
import { safeFileName } from '../files/content-disposition.ts';
import type { AuditEvent } from './audit-certificate.ts';
import { buildSignedLetter } from './build-signed-letter.ts';
import { senderOf, sentVersionHtml, type PublicSigningDeps } from './public-signing-routes.ts';
import { senderInWords } from './signature-emails.ts';
import type { SignatureMark } from './signature-appearance.ts';
import { inOwnerTransaction, openSession, recordEvent, requestSource } from './signature-store.ts';
import { SIGNING_PAGE_WORDS, signingLocaleOf } from './signing-page-words.ts';
import type { SigningKey } from './signing-key.ts';

/** The signature from the request; a drawing that is not a readable PNG is a 400, never a failed signing. */
async function markOf(request: {
  style: 'typed' | 'drawn';
  typedName?: string | undefined;
  drawnSignature?: string | undefined;
}): Promise<SignatureMark> {
  if (request.style === 'typed') return { style: 'typed', name: request.typedName! };
  const png = Buffer.from(request.drawnSignature!.slice('data:image/png;base64,'.length), 'base64');
  try {
    await (await PDFDocument.create()).embedPng(png);
  } catch {
    throw new HttpError(400, 'drawnSignature must be a drawn signature');
  }
  return { style: 'drawn', png };
}

/**
 * POST /signing/sign {session, consent: true, style, typedName | drawnSignature}: records the consent and the
 * signature, builds the signed PDF (signature on its line, audit certificate, seal) and files it: the letter's final
 * file, and in place of the unsigned PDF in any exhibit, so later packets take the signed copy. In the same
 * transaction it queues the signatory's copy (signed_copy_emails, sent and retried by the job queue:
 * send-signed-copy-task.ts), and answers with the (masked) address it goes to, or null without a mail server.
 */
export function signLetterRoute(
  deps: PublicSigningDeps & { signingKey: () => Promise<SigningKey> },
): ContractHandler<typeof signLetterContract> {
  return async (request, req, res) => {
    const mark = await markOf(request);
    const key = await deps.signingKey();
    const source = requestSource(req);
    const signed = await inOwnerTransaction(deps.pool, async (client: pg.PoolClient) => {
      const locale = request.locale ?? signingLocaleOf(req);
      const row = await openSession(client, request.session, deps.mail.providerName, { locale });
      if (row.status === 'changes-requested') throw new HttpError(409, SIGNING_PAGE_WORDS[locale].changesAskedCannotSign);
      await recordEvent(client, row, 'consented', source);
      await recordEvent(client, row, 'signed', source, mark.style === 'typed' ? `Typed name: ${mark.name}` : 'Drawn signature');
      const { rows: events } = await client.query<{
        kind: SignatureEventKind;
        letter_version: number;
        occurred_at: Date;
        ip_address: string | null;
        user_agent: string | null;
        detail: string | null;
        actor_name: string | null;
      }>(
        `select e.kind, e.letter_version, e.occurred_at, e.ip_address, e.user_agent, e.detail, u.full_name as actor_name
           from app_public.signature_events e left join app_public.users u on u.id = e.actor_user_id
          where e.request_id = $1 order by e.occurred_at, e.kind`,
        [row.id],
      );
      const sentFile = await client.query<{ sha256: string | null }>('select sha256 from app_public.files where id = $1', [
        row.unsigned_file_id,
      ]);
      const verified = events.filter((event) => event.kind === 'email-verified').at(-1);
      const signedAt = events.filter((event) => event.kind === 'signed').at(-1)!.occurred_at;
      const auditEvents: AuditEvent[] = events.map((event) => ({
        kind: event.kind,
        letterVersion: event.letter_version,
        occurredAt: event.occurred_at,
        ipAddress: event.ip_address,
        userAgent: event.user_agent,
        detail: event.detail,
        actorName: event.actor_name,
      }));
      const bytes = await buildSignedLetter(
        {
          html: await sentVersionHtml(client, row),
          mark,
          audit: {
            providerName: deps.mail.providerName,
            letterName: row.letter_name,
            letterVersion: row.letter_version,
            sentDocumentSha256: sentFile.rows[0]?.sha256 ?? null,
            signerName: row.signer_name,
            signerEmail: row.signer_email,
            sentBy: row.sender_name ? senderInWords(deps.mail.providerName, senderOf(row)) : null,
            emailVerifiedAt: verified?.occurred_at ?? null,
            signedAt,
            ipAddress: source.ipAddress ?? null,
            userAgent: source.userAgent ?? null,
            events: auditEvents,
          },
        },
        key,
      );
      const signedFileId = await storeFile(client, deps.storage, {
        name: `${safeFileName(row.letter_name).slice(0, 230)} (signed).pdf`,
        mimeType: PDF_MIME_TYPE,
        bytes,
        ownerId: row.sent_by,
      });
      await client.query(
        // The language the page was read in: the signed-copy e-mail (send-signed-copy-task.ts) is written in it.
        `update app_public.signature_requests set status = 'signed', signed_file_id = $2, signed_at = $3,
           locale = coalesce($4, locale) where id = $1`,
        [row.id, signedFileId, signedAt, request.locale ?? null],
      );
      // The signed copy is the letter's final file while the letter is still at the version signed.
      await client.query('update app_public.petition_letters set final_file_id = $2 where id = $1 and version = $3', [
        row.letter_id,
        signedFileId,
        row.letter_version,
      ]);
      if (row.unsigned_file_id) {
        await client.query('update app_public.exhibit_files set file_id = $2 where file_id = $1', [
          row.unsigned_file_id,
          signedFileId,
        ]);
      }
      await client.query('update app_private.signature_secrets set code_hash = null where request_id = $1', [row.id]);
      // The signatory's copy goes by the job queue, after this commits: a refusing mail server is retried and never
      // undoes the signature.
      await client.query('insert into app_public.signed_copy_emails (request_id, address) values ($1, $2)', [
        row.id,
        row.signer_email,
      ]);
      return { row };
    });
    const { row } = signed;
    const emailing = Boolean(deps.mail.sendEmail);
    res.set('Cache-Control', 'no-store').json({ status: 'signed', copyEmailedTo: emailing ? maskEmail(row.signer_email) : null });
  };
}
