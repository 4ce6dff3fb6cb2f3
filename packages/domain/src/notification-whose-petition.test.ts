import { describe, expect, it } from 'vitest';
import { composeDigestEmail, composeNotificationEmail } from './notification-email.ts';
import { notificationWords, type NotificationFacts } from './notifications.ts';

/**
 * A petition's news told to the employer's team (21st session): the beneficiary reads "your petition", the company's
 * readers (not the beneficiary) read whose petition it is, in their language, and their e-mail says what their bell says.
 */
const brand = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example.com/' };
const shipped = (readerIsBeneficiary: boolean | null): NotificationFacts => ({
  kind: 'status-changed',
  data: { status: 'SHIPPED' },
  petitionId: 'p1',
  beneficiaryName: 'Priya Sharma',
  readerIsBeneficiary,
});

describe('whose petition a customer notification is about', () => {
  it('names the beneficiary’s petition for the company’s readers and keeps “your petition” for her', () => {
    expect(notificationWords(shipped(true)).title).toBe('Your petition’s status is now Shipped');
    expect(notificationWords(shipped(false)).title).toBe('The status of Priya Sharma’s petition is now Shipped');
    expect(notificationWords({ ...shipped(false), data: {} }).title).toBe('The status of Priya Sharma’s petition changed');
    // Not knowing the reader, or whose petition it is: the wording as before.
    expect(notificationWords(shipped(null)).title).toBe('Your petition’s status is now Shipped');
    expect(notificationWords({ ...shipped(false), beneficiaryName: null }).title).toBe('Your petition’s status is now Shipped');
  });

  it('says it in the reader’s language', () => {
    const cases: [string, string, string][] = [
      ['es', 'El estado de su petición ahora es: Enviada', 'El estado de la petición de Priya Sharma ahora es: Enviada'],
      ['pt-BR', 'O status da sua petição agora é: Enviada', 'O status da petição de Priya Sharma agora é: Enviada'],
      ['hi', 'आपकी याचिका (petition) की स्थिति अब है: भेज दी गई', 'Priya Sharma की याचिका (petition) की स्थिति अब है: भेज दी गई'],
      ['zh-Hans', '您的申请（petition）状态已更新为：已寄出', 'Priya Sharma 的申请（petition）状态已更新为：已寄出'],
    ];
    for (const [locale, own, theirs] of cases) {
      expect(notificationWords(shipped(true), locale).title, locale).toBe(own);
      expect(notificationWords(shipped(false), locale).title, locale).toBe(theirs);
    }
    expect(notificationWords({ ...shipped(false), data: {} }, 'es').title).toBe(
      'El estado de la petición de Priya Sharma cambió',
    );
  });

  it('writes the same words in the e-mail and the daily summary as on the bell', () => {
    const daniel = { fullName: 'Daniel Okafor', locale: 'es' };
    const email = composeNotificationEmail(shipped(false), daniel, brand);
    expect(email.subject).toBe('Harbor Visas: El estado de la petición de Priya Sharma ahora es: Enviada');
    expect(email.text).toContain('El estado de la petición de Priya Sharma ahora es: Enviada.');
    const digest = composeDigestEmail([shipped(false)], { fullName: 'Mei Chen' }, brand);
    expect(digest.text).toContain('- The status of Priya Sharma’s petition is now Shipped');
    const own = composeNotificationEmail(shipped(true), { fullName: 'Priya Sharma' }, brand);
    expect(own.subject).toBe('Harbor Visas: Your petition’s status is now Shipped');
  });

  it('names the petition of a reopened RFE for the company’s readers', () => {
    const reopened = (readerIsBeneficiary: boolean) => ({
      kind: 'rfe-reopened',
      data: { tasksReopened: false },
      petitionId: 'p1',
      beneficiaryName: 'Priya Sharma',
      readerIsBeneficiary,
    });
    expect(notificationWords(reopened(true)).detail).toBe('We will tell you when it is sent');
    expect(notificationWords(reopened(false)).detail).toBe('Priya Sharma’s petition · We will tell you when it is sent');
    expect(notificationWords(reopened(false), 'pt-BR').detail).toBe(
      'Petição de Priya Sharma · Avisaremos quando ela for enviada',
    );
  });
});
