import { parseStoredLocale, type Locale, type SignatureEventKind, type SignatureStatus } from '@app/domain';
import type express from 'express';
import type pg from 'pg';
import { HttpError } from '../http/http-error.ts';
import { senderInWords } from './signature-emails.ts';
import { SIGNING_PAGE_WORDS } from './signing-page-words.ts';
import { secretHash } from './signing-secrets.ts';
import { inTransaction } from '../database/in-transaction.ts';

/** A request with its secrets' state, as the signing routes read it (locked for the transaction). */
export interface SigningRow {
  id: string;
  petition_id: string;
  letter_id: string;
  letter_version: number;
  letter_name: string;
  signer_name: string;
  signer_email: string;
  status: SignatureStatus;
  expires_at: Date;
  unsigned_file_id: string | null;
  signed_file_id: string | null;
  sent_by: string | null;
  /** Who at the provider sent the letter: the person the signatory's e-mails and pages name to contact. */
  sender_name: string | null;
  sender_email: string | null;
  /** Set when too many wrong codes spent the link; a right code no longer spends it (it opens a new session). */
  link_used_at: Date | null;
  code_hash: string | null;
  code_expires_at: Date | null;
  code_failures: number;
  codes_sent: number;
  codes_window_start: Date | null;
  session_expires_at: Date | null;
  /** The signatory's language (migration 0083); null: not known. */
  locale: Locale | null;
}

const SELECT_ROW = `
  select r.id, r.petition_id, r.letter_id, r.letter_version, l.name as letter_name, r.signer_name, r.signer_email,
         r.status, r.expires_at, r.unsigned_file_id, r.signed_file_id, r.sent_by, u.full_name as sender_name,
         u.email as sender_email, s.link_used_at, s.code_hash, s.code_expires_at, s.code_failures, s.codes_sent,
         s.codes_window_start, s.session_expires_at, r.locale
    from app_private.signature_secrets s
    join app_public.signature_requests r on r.id = s.request_id
    join app_public.petition_letters l on l.id = r.letter_id
    left join app_public.users u on u.id = r.sent_by`;

/**
 * Runs `work` in a transaction as the schema owner: the signing tables are written by the server only, after the
 * route's own check (staff guard, or link and code), never by a request's role.
 */
export function inOwnerTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, work);
}

/**
 * The portal language of the person with this e-mail address, when they chose one (users.locale, migration 0063):
 * a signatory who is also a portal person reads their signing e-mails and page in it. null otherwise.
 */
export async function portalLocaleOf(client: pg.PoolClient, email: string): Promise<Locale | null> {
  const { rows } = await client.query<{ locale: string | null }>(
    `select locale from app_public.users where lower(btrim(email)) = lower(btrim($1)) and locale is not null limit 1`,
    [email],
  );
  return parseStoredLocale(rows[0]?.locale);
}

/** Where an event came from: the signatory's address and browser, or the staff member who acted. */
export interface EventSource {
  ipAddress?: string | null;
  userAgent?: string | null;
  actorUserId?: string | null;
}

export function requestSource(req: express.Request): EventSource {
  return {
    ipAddress: (req.ip ?? req.socket.remoteAddress ?? null)?.slice(0, 100) ?? null,
    userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  };
}

export async function recordEvent(
  client: pg.PoolClient,
  request: { id: string; letter_version: number },
  kind: SignatureEventKind,
  source: EventSource,
  detail: string | null = null,
): Promise<void> {
  await client.query(
    `insert into app_public.signature_events (request_id, kind, letter_version, ip_address, user_agent, detail, actor_user_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      request.id,
      kind,
      request.letter_version,
      source.ipAddress ?? null,
      source.userAgent ?? null,
      detail,
      source.actorUserId ?? null,
    ],
  );
}

/**
 * The sentence a signatory reads when a request can no longer be acted on, in the page's language
 * (signing-page-words.ts). It names whom to write to (the staff member who sent the letter, as the e-mails do): "the
 * sender" alone left a signatory with an e-mail from a no-reply address and nobody to ask. A signed letter's copy
 * comes by e-mail, so the page says where to find it.
 */
function closedReason(row: SigningRow, providerName: string, locale: Locale): string | null {
  const words = SIGNING_PAGE_WORDS[locale];
  const sender = { name: row.sender_name?.trim() || null, email: row.sender_email };
  const who = senderInWords(providerName, sender, locale);
  switch (row.status) {
    case 'signed':
      return words.signedAlready(words.copyPolicy(who));
    case 'declined':
      return words.declined(who);
    case 'voided':
      return words.voided(who);
    case 'expired':
      return words.expired(who);
    default:
      return row.expires_at.getTime() <= Date.now() ? words.expired(who) : null;
  }
}

export const UNKNOWN_LINK = SIGNING_PAGE_WORDS.en.unknownLink;

/**
 * Only too many wrong codes spend a link. A right code used to spend it too, so a phone that reloaded the page,
 * a signatory who read on the phone and wanted to sign at a desk, or one whose 60-minute session ended (told to
 * "open the link again") met "already been used" and waited for staff to send a new one. Each opening still needs
 * a fresh e-mailed code, which is what proves the address.
 */
export const LINK_SPENT = SIGNING_PAGE_WORDS.en.linkSpent;

/** The request of a signing link that can still be used, locked; a clear refusal otherwise (410 Gone). */
export async function openLink(
  client: pg.PoolClient,
  token: string,
  providerName: string,
  locale: Locale = 'en',
): Promise<SigningRow> {
  const { rows } = await client.query<SigningRow>(`${SELECT_ROW} where s.link_hash = $1 for update of r, s`, [secretHash(token)]);
  const row = rows[0];
  if (!row) throw new HttpError(404, SIGNING_PAGE_WORDS[locale].unknownLink);
  const closed = closedReason(row, providerName, locale);
  if (closed) throw new HttpError(410, closed);
  if (row.link_used_at) throw new HttpError(410, SIGNING_PAGE_WORDS[locale].linkSpent);
  return row;
}

/** The request of a signing session (after the code), locked; a clear refusal once the session has ended. */
export async function openSession(
  client: pg.PoolClient,
  session: string,
  providerName: string,
  options: { allowClosed?: boolean; locale?: Locale } = {},
): Promise<SigningRow> {
  const locale = options.locale ?? 'en';
  const { rows } = await client.query<SigningRow>(`${SELECT_ROW} where s.session_hash = $1 for update of r, s`, [
    secretHash(session),
  ]);
  const row = rows[0];
  if (!row || !row.session_expires_at || row.session_expires_at.getTime() <= Date.now()) {
    throw new HttpError(401, SIGNING_PAGE_WORDS[locale].sessionEnded);
  }
  const closed = closedReason(row, providerName, locale);
  if (closed && !options.allowClosed) throw new HttpError(410, closed);
  return row;
}
