import { describe, expect, it } from 'vitest';
import type { AppWords, AppWordedTask } from './notification-app-words.ts';
import { composeNotificationEmail } from './notification-email.ts';
import { notificationWords } from './notifications.ts';

/**
 * The domain's part of an e-mail's app words (the portal's catalogue supplies the words themselves; the web's
 * app-words.test.ts runs this with the real catalogues): which titles are worded again, and for whom.
 */
const brand = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example.com' };
const seen: AppWordedTask[] = [];
/** A portal catalogue of two wordings, recording what it was asked. */
const spanishWords: AppWords = {
  taskTitle: (task) => {
    seen.push(task);
    return task.awaitedKind === 'EXHIBIT_FILE' ? `Subir: ${task.exhibitByExhibitId?.name ?? '?'}` : 'Firme el I-129';
  },
  uscisStatus: (status) => (status === 'Case Was Approved' ? 'Caso aprobado (Case Was Approved)' : status),
};

describe('a notification’s app-written words in the customer’s language', () => {
  it('words an app-written reminder title from what the task awaits, in Spanish and Chinese e-mails', () => {
    const reminder = {
      kind: 'task-due',
      data: {
        task: 'Upload: Org chart',
        dueDate: '2026-12-08',
        titleGenerated: true,
        awaitedKind: 'EXHIBIT_FILE',
        exhibitName: 'Org chart',
        exhibitType: 'org-chart',
      },
    };
    const es = composeNotificationEmail(reminder, { locale: 'es' }, brand, spanishWords);
    expect(es.subject).toBe('Harbor Visas: Vence pronto: Subir: Org chart');
    expect(seen.at(-1)).toEqual({
      content: 'Upload: Org chart',
      titleGenerated: true,
      awaitedKind: 'EXHIBIT_FILE',
      awaitedType: null,
      exhibitByExhibitId: { name: 'Org chart', exhibitType: 'org-chart' },
    });
    const zh = composeNotificationEmail({ ...reminder, kind: 'task-assigned' }, { locale: 'zh-Hans' }, brand, {
      ...spanishWords,
      taskTitle: () => '上传：组织结构图',
    });
    expect(zh.subject).toBe('Harbor Visas: 新任务：上传：组织结构图');
  });

  it('quotes staff’s own words and words USCIS’s status, and keeps staff’s e-mails as stored', () => {
    const typed = { kind: 'task-assigned', data: { task: 'Bring your diplomas' } };
    expect(notificationWords(typed, 'es', spanishWords).title).toBe('Nueva tarea: Bring your diplomas');
    const approved = { kind: 'uscis-status', data: { status: 'Case Was Approved' } };
    expect(notificationWords(approved, 'es', spanishWords).title).toBe(
      'Estado del caso en USCIS (USCIS case status): Caso aprobado (Case Was Approved)',
    );
    const signature = {
      kind: 'task-due',
      data: {
        task: 'Sign the I-129 and upload the signed copy',
        titleGenerated: true,
        awaitedKind: 'SIGNED_FORM',
        awaitedType: 'i-129',
      },
    };
    expect(composeNotificationEmail(signature, { locale: 'es' }, brand, spanishWords).subject).toBe(
      'Harbor Visas: Vence pronto: Firme el I-129',
    );
    expect(composeNotificationEmail(signature, { locale: 'es', isStaff: true }, brand, spanishWords).subject).toBe(
      'Harbor Visas: Due soon: Sign the I-129 and upload the signed copy',
    );
  });
});

describe("a case checklist item's notification (staff, migration 0140)", () => {
  const item = (code: string, label: string, petition: Record<string, unknown>) => ({
    kind: 'task-due',
    data: { task: label, taskCode: code, checklist: true, dueDate: '2026-12-08', ...petition },
  });
  it("names the task as the case's Checklist panel does", () => {
    const kickoff = 'Kickoff call held with beneficiary and petitioner';
    const selfPetition = { visaClass: 'eb_1a', filingType: null, hasPetitionerCompany: false };
    expect(notificationWords(item('intake.kickoff-call', kickoff, selfPetition)).title).toBe(
      'Due soon: Kickoff call held with the beneficiary',
    );
    const employerPetition = { visaClass: 'o_1a', filingType: 'change_of_status', hasPetitionerCompany: true };
    expect(notificationWords(item('intake.kickoff-call', kickoff, employerPetition)).title).toBe(`Due soon: ${kickoff}`);
  });
  it('quotes the stored label when the facts predate the case (written before 0140)', () => {
    expect(
      notificationWords({ kind: 'task-due', data: { task: 'Petition compiled into the filing PDF', checklist: true } }).title,
    ).toBe('Due soon: Petition compiled into the filing PDF');
  });
});
