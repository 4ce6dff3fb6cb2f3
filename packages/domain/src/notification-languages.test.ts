import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { composeDigestEmail, composeNotificationEmail } from './notification-email.ts';
import { NOTIFICATION_LANGUAGES, type TranslatedLocale } from './notification-languages.ts';
import { NOTIFICATION_KINDS_BY_PORTAL } from './notification-email.ts';
import { notificationWords } from './notifications.ts';
import { PETITION_STATUSES } from './petition-status.ts';

const brand = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example.com/' };
const translated = LOCALES.filter((locale): locale is TranslatedLocale => locale !== 'en');

describe('notifications in the customer’s language (issue 36)', () => {
  it('has every language of the portal, each petition status in each', () => {
    expect(Object.keys(NOTIFICATION_LANGUAGES).sort()).toEqual([...translated].sort());
    for (const locale of translated) {
      for (const status of PETITION_STATUSES) expect(NOTIFICATION_LANGUAGES[locale].petitionStatus[status], locale).toBeTruthy();
    }
  });

  it('words each of a customer’s kinds in their language, never in English', () => {
    const facts = {
      'support-reply': { excerpt: 'Upload it under Travel.' },
      'status-changed': { status: 'RFEED' },
      'task-assigned': { task: 'Passport scan', dueDate: '2026-03-14' },
      'task-due': { task: 'Passport scan', dueDate: '2026-03-14', overdue: true },
      'uscis-status': { status: 'Case Was Received', statusDate: '2026-03-14', receiptNumber: 'IOE0912345678' },
      'rfe-response-sent': { answeredOn: '2026-12-05' },
    };
    for (const kind of NOTIFICATION_KINDS_BY_PORTAL.customer) {
      const english = notificationWords({ kind, data: facts[kind] });
      for (const locale of translated) {
        const words = notificationWords({ kind, data: facts[kind] }, locale);
        expect(words.title, `${kind} ${locale}`).not.toBe(english.title);
        expect(words.target).toEqual(english.target);
      }
    }
    expect(notificationWords({ kind: 'status-changed', data: { status: 'RFEED' } }, 'es').title).toBe(
      'El estado de su petición ahora es: Solicitud de Evidencia recibida (Request for Evidence, RFE)',
    );
    expect(notificationWords({ kind: 'task-due', data: facts['task-due'] }, 'zh-Hans')).toMatchObject({
      title: '已逾期：Passport scan',
      detail: '截止日期：2026年3月14日',
    });
  });

  it('words the status news of a TN applied for at the border or a consulate as its application, in each language', () => {
    // Migration 0137 marks such a case's news (data.borderApplication): nothing is shipped to USCIS.
    const shipped = { kind: 'status-changed', data: { status: 'SHIPPED', borderApplication: true } };
    expect(notificationWords(shipped).title).toBe('Your application’s status is now Packet Given to Beneficiary');
    expect(notificationWords({ ...shipped, beneficiaryName: 'Émile Dubois', readerIsBeneficiary: false }).title).toBe(
      'The status of Émile Dubois’s application is now Packet Given to Beneficiary',
    );
    expect(notificationWords({ kind: 'status-changed', data: { status: 'APPROVED', borderApplication: true } }).title).toBe(
      'Your application’s status is now Approved',
    );
    expect(notificationWords(shipped, 'es').title).toBe('El estado de su solicitud ahora es: Paquete entregado al beneficiario');
    expect(
      notificationWords({ kind: 'status-changed', data: { status: 'PRINT_SHIP_REQUESTED', borderApplication: true } }, 'zh-Hans')
        .title,
    ).toBe('您的申请状态已更新为：申请材料包已备妥');
    for (const locale of translated) {
      const words = notificationWords(shipped, locale).title;
      expect(words, locale).not.toBe(notificationWords({ kind: 'status-changed', data: { status: 'SHIPPED' } }, locale).title);
      expect(words, locale).toContain(NOTIFICATION_LANGUAGES[locale].borderApplicationStatus.SHIPPED);
    }
    // Every other case's news is unchanged.
    expect(notificationWords({ kind: 'status-changed', data: { status: 'SHIPPED' } }).title).toBe(
      'Your petition’s status is now Shipped',
    );
  });

  it('words the correction of a reopened RFE in each language, never in English', () => {
    for (const tasksReopened of [true, false]) {
      const facts = { kind: 'rfe-reopened', data: { answeredOn: '2026-12-05', tasksReopened } };
      const corrected = { kind: 'rfe-response-sent', data: { answeredOn: '2026-12-05', corrected: true } };
      const english = notificationWords(facts);
      for (const locale of translated) {
        const words = notificationWords(facts, locale);
        expect(words.title, locale).not.toBe(english.title);
        expect(words.detail, locale).not.toBe(english.detail);
        expect(words.target).toEqual(english.target);
        expect(notificationWords(corrected, locale).detail, locale).not.toBe(notificationWords(corrected).detail);
      }
    }
  });

  it('writes a customer’s e-mail in their language and a staff member’s in English', () => {
    const reply = { kind: 'support-reply', data: { excerpt: 'Subido bajo Viajes.' } };
    const spanish = composeNotificationEmail(reply, { fullName: 'Priya Sharma', locale: 'es' }, brand);
    expect(spanish.subject).toBe('Harbor Visas: El equipo de soporte respondió a su mensaje');
    expect(spanish.text.split('\n').slice(0, 6)).toEqual([
      'Hola, Priya Sharma:',
      '',
      'El equipo de soporte respondió a su mensaje.',
      '“Subido bajo Viajes.”',
      '',
      'Ábralo en el portal de Harbor Visas: https://portal.example.com/?support=open',
    ]);
    const hindi = composeNotificationEmail(reply, { fullName: null, locale: 'hi' }, brand);
    expect(hindi.text.split('\n').slice(0, 3)).toEqual(['नमस्ते,', '', 'सहायता टीम ने आपके संदेश का उत्तर दिया है।']);
    const staff = composeNotificationEmail(reply, { fullName: 'Sam Staff', isStaff: true, locale: 'es' }, brand);
    expect(staff.subject).toBe('Harbor Visas: Support replied to your message');
    expect(staff.text).toContain('Hello Sam Staff,');
  });

  it('writes a digest in the customer’s language', () => {
    const digest = composeDigestEmail(
      [
        { kind: 'support-reply', data: { excerpt: 'Primero' } },
        { kind: 'status-changed', data: { status: 'SUBMITTED' } },
      ],
      { fullName: 'Ana Souza', locale: 'pt-BR' },
      brand,
    );
    expect(digest.subject).toBe('Harbor Visas: seu resumo diário (2 atualizações)');
    expect(digest.text).toContain('Veja as 2 novidades desde ontem:');
    expect(digest.text).toContain('- O status da sua petição agora é: Protocolada');
  });
});
