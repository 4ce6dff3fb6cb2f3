import { z } from 'zod';
import {
  notificationWords,
  SUPPORT_PANEL_QUERY,
  WORKSPACE_PANEL_PARAM,
  type NotificationFacts,
  type NotificationTarget,
} from './notifications.ts';
import { notificationLanguage, type NotificationLanguage } from './notification-languages.ts';
import { lazySchema } from './lazy-schema.ts';
import { NOTIFICATION_SETTINGS_PATHS } from './notification-settings-paths.ts';
import type { AppWords } from './notification-app-words.ts';
import { labelBeforeLink, renderEmailHtml, type EmailBlock, type EmailFooterLink } from './email-html.ts';

/**
 * The e-mails of notifications (issue 30, migration 0049): one notification at once, or a day's in a digest.
 * Worded here only, from notificationWords, so an e-mail says exactly what the bell says. Plain text with an HTML
 * part of the same sentences (email-html.ts), branded with the provider's name, with a link into the portal;
 * never passport data (the words carry none: a
 * notification's facts are its kind, a status, an exhibit's name, a reply's start and whose petition it is).
 */
export interface EmailBranding {
  /** The provider's name (PROVIDER_NAME). */
  providerName: string;
  /** The portal's origin (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
}

export interface ComposedEmail {
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The same message as an HTML document (email-html.ts), sent beside the text as multipart/alternative. */
  html: string;
}

export interface EmailRecipient {
  fullName?: string | null;
  /** Staff open tasks in the admin portal, customers in Action Items. */
  isStaff?: boolean;
  /** The person's portal language (users.locale, issue 36): a customer's e-mails are written in it. */
  locale?: string | null;
  /**
   * The signed one-click address that stops this e-mail's kind (or the daily summary) for this person
   * (notification-unsubscribe.ts); the small print links to it. Without it, only the settings are linked.
   */
  unsubscribeUrl?: string | null;
}

/** The language a recipient's e-mails are written in: a customer's own; English (null) for staff and by default. */
function languageOf(recipient: EmailRecipient): NotificationLanguage | null {
  return recipient.isStaff ? null : notificationLanguage(recipient.locale);
}

/** The locale the notification's words are in (notificationWords), matching languageOf. */
const wordsLocale = (recipient: EmailRecipient) => (languageOf(recipient) ? recipient.locale : null);

/** The e-mail's language tag, for its HTML part's lang: the recipient's own, or English. */
const htmlLang = (recipient: EmailRecipient) => wordsLocale(recipient) ?? 'en';

/**
 * The portal address of a notification's page, as the bell's (apps/web notification-href.ts) with the web app's
 * paths (apps/web/src/lib/paths.ts: `/`, `/actions`, `/admin`, `/admin/petition-builder/:id`); the help panel
 * opens on the home page.
 */
export function notificationLink(target: NotificationTarget | null, publicUrl: string, isStaff = false): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const petition = (petitionId: string) => `${origin}/admin/petition-builder/${encodeURIComponent(petitionId)}`;
  if (!target) return isStaff ? `${origin}/admin` : `${origin}/`;
  switch (target.page) {
    case 'support':
      return `${origin}/?${SUPPORT_PANEL_QUERY.name}=${SUPPORT_PANEL_QUERY.value}`;
    case 'home':
      return `${origin}/`;
    case 'petition':
      return target.panel
        ? `${petition(target.petitionId)}?${WORKSPACE_PANEL_PARAM}=${target.panel}`
        : petition(target.petitionId);
    case 'task':
      if (!isStaff) return `${origin}/actions`;
      return target.petitionId ? `${petition(target.petitionId)}?${WORKSPACE_PANEL_PARAM}=${target.panel}` : `${origin}/admin`;
    case 'case-status':
      if (!isStaff) return `${origin}/`;
      return target.petitionId ? `${petition(target.petitionId)}?${WORKSPACE_PANEL_PARAM}=uscis` : `${origin}/admin`;
  }
}

/** The absolute address of a person's notification settings. */
export function notificationSettingsLink(publicUrl: string, isStaff = false): string {
  return publicUrl.replace(/\/+$/, '') + NOTIFICATION_SETTINGS_PATHS[isStaff ? 'staff' : 'customer'];
}

/** One line: a subject must not carry line breaks (they would start new mail headers). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const greeting = (recipient: EmailRecipient) => {
  const name = recipient.fullName ? oneLine(recipient.fullName) : '';
  const language = languageOf(recipient);
  if (language) return language.hello(name || null);
  return name ? `Hello ${name},` : 'Hello,';
};

/**
 * The small print: why the person gets it, a link to the notification settings (NOTIFICATION_SETTINGS_PATHS, opened
 * after sign-in) and, when the sender signed one, the one-click "Stop these e-mails" link.
 */
function footerLinks(brand: EmailBranding, recipient: EmailRecipient): { why: string; links: EmailFooterLink[] } {
  const language = languageOf(recipient);
  const links = [
    {
      label: language?.settingsLink ?? 'Notification settings',
      url: notificationSettingsLink(brand.publicUrl, recipient.isStaff),
    },
  ];
  if (recipient.unsubscribeUrl) links.push({ label: language?.stopLink ?? 'Stop these e-mails', url: recipient.unsubscribeUrl });
  return { why: language?.footer ?? 'You receive this e-mail because of your notification settings.', links };
}

/** The text's footer; the HTML part has the same sentence and links (by their labels) and signature as its small print. */
const footer = (brand: EmailBranding, recipient: EmailRecipient) => {
  const { why, links } = footerLinks(brand, recipient);
  // A full-width colon after Chinese words, as the other sentences that carry a link (openIn).
  const colon = languageOf(recipient)?.fullStop === '。' ? '：' : ': ';
  return ['', why, ...links.map((link) => `${link.label}${colon}${link.url}`), '', `— ${brand.providerName}`];
};

/**
 * The portal's own words in the recipient's language (notification-app-words.ts), for a customer written to in
 * hers; staff's e-mails and English ones quote what the notification stored.
 */
const appWordsFor = (recipient: EmailRecipient, appWords: AppWords | null | undefined) =>
  languageOf(recipient) ? appWords : null;

/** The e-mail of one notification, sent at once. `appWords`: the portal's words in the recipient's language. */
export function composeNotificationEmail(
  facts: NotificationFacts,
  recipient: EmailRecipient,
  brand: EmailBranding,
  appWords?: AppWords | null,
): ComposedEmail {
  const words = notificationWords(facts, wordsLocale(recipient), appWordsFor(recipient, appWords));
  const language = languageOf(recipient);
  const link = notificationLink(words.target, brand.publicUrl, recipient.isStaff);
  const title = words.title + (language?.fullStop ?? '.');
  const quoted = words.detail ? `“${words.detail}”` : null;
  const open = language?.openIn(brand.providerName, link) ?? `Open it in the ${brand.providerName} portal: ${link}`;
  const lines = [greeting(recipient), '', title];
  if (quoted) lines.push(quoted);
  lines.push('', open, ...footer(brand, recipient));
  const subject = oneLine(`${brand.providerName}: ${words.title}`);
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', lines: [greeting(recipient)] },
    { kind: 'paragraph', lines: [title] },
    ...(quoted ? [{ kind: 'quote', text: quoted } as const] : []),
    { kind: 'button', label: labelBeforeLink(open, link), url: link },
  ];
  return { subject, text: lines.join('\n'), html: notificationHtml(recipient, brand, subject, blocks) };
}

/** A notification e-mail's HTML part: the recipient's language, and small print on where to change these e-mails. */
function notificationHtml(recipient: EmailRecipient, brand: EmailBranding, subject: string, blocks: EmailBlock[]): string {
  const { why, links } = footerLinks(brand, recipient);
  return renderEmailHtml({
    lang: htmlLang(recipient),
    providerName: brand.providerName,
    subject,
    blocks,
    footer: [why, ...links],
  });
}

/** A day's notifications in one e-mail, oldest first, each with its link. */
export function composeDigestEmail(
  notifications: readonly NotificationFacts[],
  recipient: EmailRecipient,
  brand: EmailBranding,
  appWords?: AppWords | null,
): ComposedEmail {
  const count = notifications.length;
  const language = languageOf(recipient);
  const intro =
    language?.digestIntro(count) ??
    (count === 1 ? 'Here is what happened since yesterday:' : `Here are the ${count} things that happened since yesterday:`);
  const lines = [greeting(recipient), '', intro];
  const blocks: EmailBlock[] = [
    { kind: 'paragraph', lines: [greeting(recipient)] },
    { kind: 'paragraph', lines: [intro] },
  ];
  for (const facts of notifications) {
    const words = notificationWords(facts, wordsLocale(recipient), appWordsFor(recipient, appWords));
    const link = notificationLink(words.target, brand.publicUrl, recipient.isStaff);
    lines.push('', `- ${words.title}`);
    if (words.detail) lines.push(`  ${words.detail}`);
    lines.push(`  ${link}`);
    blocks.push({ kind: 'item', title: words.title, detail: words.detail, url: link });
  }
  lines.push(...footer(brand, recipient));
  const updates = count === 1 ? '1 update' : `${count} updates`;
  const subject = oneLine(
    language?.digestSubject(brand.providerName, count) ?? `${brand.providerName}: your daily summary (${updates})`,
  );
  return { subject, text: lines.join('\n'), html: notificationHtml(recipient, brand, subject, blocks) };
}

/** What an outbox e-mail's status (migration 0049) means, in the admin portal's words. */
export const EMAIL_OUTBOX_STATUSES = ['queued', 'sent', 'kept', 'failed'] as const;
export type EmailOutboxStatus = (typeof EMAIL_OUTBOX_STATUSES)[number];

export function emailStatusWords(status: string, attempts: number): string {
  switch (status) {
    case 'sent':
      return 'Sent';
    case 'kept':
      return 'Kept here (no mail server configured)';
    case 'failed':
      return `Not delivered (gave up after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'})`;
    default:
      return attempts > 0 ? `Retrying (${attempts} failed ${attempts === 1 ? 'attempt' : 'attempts'})` : 'Waiting to be sent';
  }
}

/**
 * How a person gets one kind of notification (app_public.notification_preferences): the bell only, the bell and
 * an e-mail at once, the bell and the daily digest, or nothing (off: not shown, not e-mailed; docs/decisions.md).
 */
export const NOTIFICATION_DELIVERIES = ['in-app', 'email', 'digest', 'off'] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];
export const notificationDeliverySchema = lazySchema(() => z.enum(NOTIFICATION_DELIVERIES, { error: 'Choose how to be told' }));

export const NOTIFICATION_DELIVERY_LABELS: Record<NotificationDelivery, string> = {
  'in-app': 'In the app only',
  email: 'In the app and by e-mail at once',
  digest: 'In the app and in a daily summary e-mail',
  off: 'Off (not shown, not e-mailed)',
};

/** The kinds a person of each portal can receive, as the settings list them. */
export const NOTIFICATION_KINDS_BY_PORTAL = {
  customer: ['support-reply', 'status-changed', 'task-assigned', 'task-due', 'uscis-status', 'rfe-response-sent'],
  staff: [
    'document-uploaded',
    'task-assigned',
    'task-due',
    'uscis-status',
    'signature-changes-requested',
    'signature-signed',
    'signature-declined',
    'signature-waiting',
    'signed-form-received',
    'description-reviewed',
  ],
} as const satisfies Record<'customer' | 'staff', readonly string[]>;

export const NOTIFICATION_KIND_LABELS: Record<string, string> = {
  'support-reply': 'Replies from support',
  'status-changed': 'Changes of your petition’s status',
  'document-uploaded': 'Files customers upload',
  'task-assigned': 'Tasks given to you',
  'task-due': 'Tasks due soon or overdue',
  'uscis-status': 'New USCIS case statuses',
  'rfe-response-sent': 'Our responses to a Request for Evidence',
  'signature-changes-requested': 'Signatories asking for changes to a letter',
  'signature-signed': 'Letters signed',
  'signature-declined': 'Letters declined by their signatory',
  'signature-waiting': 'Letters still waiting for a signature',
  'signed-form-received': 'Signed USCIS forms uploaded by customers',
  'description-reviewed': 'Exhibit descriptions approved or sent back by customers',
};
