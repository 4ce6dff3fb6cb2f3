import { z } from 'zod';
import { NOTIFICATION_KIND_LABELS } from './notification-email.ts';
import { notificationLanguage } from './notification-languages.ts';
import { lazySchema } from './lazy-schema.ts';
import type { Locale } from './locale.ts';

/**
 * Stopping notification e-mails in one step (RFC 8058; Gmail's and Yahoo's bulk-sender rules): every notification
 * e-mail and daily summary carries a signed link (List-Unsubscribe, List-Unsubscribe-Post and a visible "Stop these
 * e-mails"). POST to it, with no sign-in, turns that one kind (or the daily summary) to the bell only for the one
 * person the token names; GET shows a page that asks first, since mail scanners follow links. The API signs and
 * checks the token (apps/api/src/notifications); its parts and the page's words are here.
 */

/** Where the one-click unsubscribe answers: GET the page, POST the change. */
export const UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** What a token stops besides a notification kind: the daily summary e-mail (every kind delivered by digest). */
export const DAILY_SUMMARY_TOPIC = 'daily-summary';

/** A notification kind (as notification_preferences.kind's check) or the daily summary. */
export const unsubscribeTopicSchema = lazySchema(() => z.string().regex(/^[a-z][a-z-]{0,39}$/, 'Not a kind of notification'));

/** The signed part of a token: whose e-mails (u) and which (k). */
export const unsubscribeTokenPayloadSchema = lazySchema(() => z.object({ u: z.uuid(), k: unsubscribeTopicSchema }));
export type UnsubscribeTokenPayload = z.infer<typeof unsubscribeTokenPayloadSchema>;

/** The query of both requests: the token, as the e-mail's link carries it. */
export const unsubscribeQuerySchema = lazySchema(() =>
  z.object({
    token: z.string({ error: 'The link has no token' }).min(1, 'The link has no token').max(400, 'The token is too long'),
  }),
);

/** The body RFC 8058 requires of a one-click POST (`List-Unsubscribe=One-Click`); the confirm page's form sends it too. */
export const unsubscribePostBodySchema = lazySchema(() =>
  z.object({ 'List-Unsubscribe': z.literal('One-Click', { error: 'Expected List-Unsubscribe=One-Click' }) }),
);

/** GET: the page that says what the link stops and asks to confirm (changes nothing). */
export const unsubscribePageContract = { method: 'GET', path: UNSUBSCRIBE_PATH, request: unsubscribeQuerySchema } as const;

/** POST (the token in the query, as the List-Unsubscribe header's address carries it): stops those e-mails. */
export const unsubscribeOneClickContract = {
  method: 'POST',
  path: UNSUBSCRIBE_PATH,
  request: unsubscribePostBodySchema,
} as const;

/** The absolute unsubscribe address of a token. */
export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The headers that let a mail client offer one-click unsubscribe (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The unsubscribe page's words. */
export interface UnsubscribePageWords {
  title: string;
  ask: (topic: string) => string;
  stillInBell: string;
  confirm: string;
  done: (topic: string) => string;
  settings: string;
  invalid: string;
  dailySummary: string;
  /** The customer kinds' labels (NOTIFICATION_KIND_LABELS, as the web catalogues translate them). */
  kinds: Readonly<Record<string, string>>;
}

const ENGLISH: UnsubscribePageWords = {
  title: 'Stop these e-mails',
  ask: (topic) => `Stop e-mails about “${topic}”?`,
  stillInBell: 'You will still see these updates under the bell in the portal.',
  confirm: 'Stop these e-mails',
  done: (topic) => `Done. You will no longer get e-mails about “${topic}”.`,
  settings: 'Open your notification settings',
  invalid:
    'This link does not work: it may have been copied only in part. You can change your e-mails in your notification settings.',
  dailySummary: 'The daily summary e-mail',
  kinds: NOTIFICATION_KIND_LABELS,
};

const TRANSLATED: Readonly<Record<Exclude<Locale, 'en'>, UnsubscribePageWords>> = {
  es: {
    title: 'Dejar de recibir estos correos',
    ask: (topic) => `¿Dejar de recibir correos sobre «${topic}»?`,
    stillInBell: 'Seguirá viendo estas novedades en la campana del portal.',
    confirm: 'Dejar de recibir estos correos',
    done: (topic) => `Listo. Ya no recibirá correos sobre «${topic}».`,
    settings: 'Abrir su configuración de notificaciones',
    invalid:
      'Este enlace no funciona: quizás se copió solo en parte. Puede cambiar sus correos en su configuración de notificaciones.',
    dailySummary: 'El correo de resumen diario',
    kinds: {
      'support-reply': 'Respuestas del equipo de soporte',
      'status-changed': 'Cambios en el estado de su petición',
      'task-assigned': 'Tareas asignadas a usted',
      'task-due': 'Tareas que vencen pronto o vencidas',
      'uscis-status': 'Nuevos estados del caso en USCIS (USCIS case status)',
      'rfe-response-sent': 'Nuestras respuestas a una Solicitud de Evidencia (Request for Evidence)',
    },
  },
  'pt-BR': {
    title: 'Parar de receber estes e-mails',
    ask: (topic) => `Parar de receber e-mails sobre “${topic}”?`,
    stillInBell: 'Você continuará vendo essas novidades no sino do portal.',
    confirm: 'Parar de receber estes e-mails',
    done: (topic) => `Pronto. Você não receberá mais e-mails sobre “${topic}”.`,
    settings: 'Abrir suas configurações de notificação',
    invalid:
      'Este link não funciona: talvez tenha sido copiado só em parte. Você pode alterar seus e-mails nas suas configurações de notificação.',
    dailySummary: 'O e-mail de resumo diário',
    kinds: {
      'support-reply': 'Respostas do suporte',
      'status-changed': 'Mudanças no status da sua petição',
      'task-assigned': 'Tarefas atribuídas a você',
      'task-due': 'Tarefas que vencem em breve ou atrasadas',
      'uscis-status': 'Novos status do caso no USCIS (USCIS case status)',
      'rfe-response-sent': 'Nossas respostas a uma Solicitação de Evidências (Request for Evidence)',
    },
  },
  hi: {
    title: 'ये ई-मेल बंद करें',
    ask: (topic) => `“${topic}” के बारे में ई-मेल बंद करें?`,
    stillInBell: 'ये अपडेट आपको पोर्टल की घंटी में दिखते रहेंगे।',
    confirm: 'ये ई-मेल बंद करें',
    done: (topic) => `हो गया। अब आपको “${topic}” के बारे में ई-मेल नहीं मिलेंगे।`,
    settings: 'अपनी सूचना सेटिंग्स खोलें',
    invalid: 'यह लिंक काम नहीं कर रहा है: हो सकता है यह पूरा कॉपी न हुआ हो। आप अपनी सूचना सेटिंग्स में अपने ई-मेल बदल सकते हैं।',
    dailySummary: 'दैनिक सारांश ई-मेल',
    kinds: {
      'support-reply': 'सहायता टीम के उत्तर',
      'status-changed': 'आपकी याचिका की स्थिति में बदलाव',
      'task-assigned': 'आपको दिए गए कार्य',
      'task-due': 'जल्द नियत या समय बीत चुके कार्य',
      'uscis-status': 'USCIS केस की नई स्थितियाँ (USCIS case status)',
      'rfe-response-sent': 'साक्ष्य के अनुरोध (Request for Evidence) के हमारे उत्तर',
    },
  },
  'zh-Hans': {
    title: '停止接收这些邮件',
    ask: (topic) => `停止接收关于“${topic}”的邮件？`,
    stillInBell: '这些更新仍会显示在门户的通知铃铛中。',
    confirm: '停止接收这些邮件',
    done: (topic) => `已完成。您将不再收到关于“${topic}”的邮件。`,
    settings: '打开您的通知设置',
    invalid: '此链接无效：可能只复制了一部分。您可以在通知设置中更改邮件。',
    dailySummary: '每日摘要邮件',
    kinds: {
      'support-reply': '支持团队的回复',
      'status-changed': '您的申请（petition）状态变更',
      'task-assigned': '分配给您的任务',
      'task-due': '即将到期或已逾期的任务',
      'uscis-status': '新的 USCIS 案件状态（USCIS case status）',
      'rfe-response-sent': '我们对补充证据要求（Request for Evidence）的回复',
    },
  },
};

/** The page's words in a person's language: a customer's own (users.locale), English for staff and by default. */
export function unsubscribePageWords(
  locale: string | null | undefined,
  isStaff: boolean,
): UnsubscribePageWords & { lang: string } {
  // The same languages as the person's e-mails (notificationLanguage).
  if (isStaff || !locale || !notificationLanguage(locale)) return { ...ENGLISH, lang: 'en' };
  return { ...TRANSLATED[locale as Exclude<Locale, 'en'>], lang: locale };
}

/** What a token stops, in the page's words: the kind's label, or the daily summary. */
export function unsubscribeTopicLabel(words: UnsubscribePageWords, topic: string): string {
  if (topic === DAILY_SUMMARY_TOPIC) return words.dailySummary;
  return words.kinds[topic] ?? NOTIFICATION_KIND_LABELS[topic] ?? words.dailySummary;
}
