import { composeDigestEmail, composeNotificationEmail } from '@app/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as spanish } from '../../locales/es/messages.ts';
import { messages as chinese } from '../../locales/zh-Hans/messages.ts';
import { appWordsOf } from './app-words.ts';
import { taskTitle } from './task-titles.ts';

/**
 * A customer's notification e-mails (composed in the domain) word the app's task titles and USCIS statuses with the
 * portal's own catalogues: the e-mail says what Action Items and Home say, one translation per language.
 */
const brand = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example.com' };
const i18nIn = (locale: 'es' | 'zh-Hans') => setupI18n({ locale, messages: { [locale]: locale === 'es' ? spanish : chinese } });
const customerIn = (locale: 'es' | 'zh-Hans') => ({ fullName: 'Priya Sharma', locale });

/** A reminder's data as migration 0129's send_task_reminders writes it for an app-worded G-28 task. */
const g28Reminder = {
  kind: 'task-due',
  data: {
    task: 'Sign the G-28 for the I-765 and upload the signed copy',
    dueDate: '2026-12-08',
    overdue: false,
    titleGenerated: true,
    awaitedKind: 'SIGNED_FORM',
    awaitedType: 'g-28-i-765',
  },
};

describe('a customer’s notification e-mail words the app’s titles as the portal does', () => {
  it('writes a Spanish reminder with the Action Items title in Spanish', () => {
    const i18n = i18nIn('es');
    const mail = composeNotificationEmail(g28Reminder, customerIn('es'), brand, appWordsOf(i18n));
    expect(mail.subject).toBe('Harbor Visas: Vence pronto: Firme el G-28 para el I-765 y suba la copia firmada');
    // The same words the Action Items page shows for that task.
    const portal = taskTitle(i18n, { ...g28Reminder.data, content: g28Reminder.data.task });
    expect(mail.text).toContain(`Vence pronto: ${portal}.`);
    expect(mail.text).not.toContain('Sign the G-28');
  });

  it('writes a Chinese new-task e-mail for an exhibit upload and a USCIS status in Chinese, staff’s words as typed', () => {
    const words = appWordsOf(i18nIn('zh-Hans'));
    const upload = {
      kind: 'task-assigned',
      data: {
        task: 'Upload: Org chart',
        titleGenerated: true,
        awaitedKind: 'EXHIBIT_FILE',
        exhibitName: 'Org chart',
        exhibitType: 'org-chart',
      },
    };
    const staffWords = { kind: 'task-assigned', data: { task: 'Bring your diplomas to the interview' } };
    const rfe = { kind: 'uscis-status', data: { status: 'Request For Evidence Was Sent' } };
    const mail = composeDigestEmail([upload, staffWords, rfe], customerIn('zh-Hans'), brand, words);
    expect(mail.text).toContain(
      `- 新任务：${words.taskTitle({ content: 'Upload: Org chart', titleGenerated: true, awaitedKind: 'EXHIBIT_FILE', awaitedType: null, exhibitByExhibitId: { name: 'Org chart', exhibitType: 'org-chart' } })}`,
    );
    expect(mail.text).not.toContain('Upload: Org chart');
    expect(mail.text).toContain('- 新任务：Bring your diplomas to the interview');
    expect(mail.text).toContain('已发出补充证据要求（Request for Evidence Was Sent）');
  });

  it('keeps a staff member’s e-mail in English with the stored title', () => {
    const mail = composeNotificationEmail(
      g28Reminder,
      { fullName: 'Sam Staff', isStaff: true, locale: 'es' },
      brand,
      appWordsOf(i18nIn('es')),
    );
    expect(mail.subject).toBe('Harbor Visas: Due soon: Sign the G-28 for the I-765 and upload the signed copy');
  });
});
