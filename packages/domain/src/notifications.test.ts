import { describe, expect, it } from 'vitest';
import { notificationWords } from './notifications.ts';

describe('notificationWords', () => {
  it('words each kind from its facts, with labels, never codes', () => {
    expect(notificationWords({ kind: 'support-reply', data: '{"excerpt":"We have your passport"}' })).toEqual({
      title: 'Support replied to your message',
      detail: 'We have your passport',
      target: { page: 'support' },
    });
    expect(notificationWords({ kind: 'status-changed', data: { status: 'IN_ATTORNEY_REVIEW' }, petitionId: 'p1' }).title).toBe(
      'Your petition’s status is now In Attorney Review',
    );
    expect(
      notificationWords({
        kind: 'document-uploaded',
        data: { exhibitName: 'Awards', count: 3 },
        petitionId: 'p1',
        beneficiaryName: 'Priya Sharma',
      }),
    ).toEqual({
      title: '3 new files in Awards',
      detail: 'Uploaded for Priya Sharma’s petition',
      target: { page: 'petition', petitionId: 'p1' },
    });
    expect(notificationWords({ kind: 'document-uploaded', data: { exhibitName: 'Awards', count: 1 } }).title).toBe(
      'A new file in Awards',
    );
    // A USCIS notice the customer filed (migration 0062) leads staff to the USCIS status tab.
    expect(
      notificationWords({
        kind: 'document-uploaded',
        data: { exhibitName: 'USCIS notices', count: 1, uscisNotice: true },
        petitionId: 'p1',
        beneficiaryName: 'Priya Sharma',
      }),
    ).toEqual({
      title: 'A USCIS notice was uploaded',
      detail: 'For Priya Sharma’s petition: read it in the USCIS status tab',
      target: { page: 'case-status', petitionId: 'p1' },
    });
  });

  it('words task notifications with their due date', () => {
    expect(
      notificationWords({ kind: 'task-assigned', data: { task: 'Upload pay stubs', dueDate: '2026-12-01' }, petitionId: 'p1' }),
    ).toEqual({
      title: 'New task: Upload pay stubs',
      detail: 'Due 12/01/2026',
      target: { page: 'task', petitionId: 'p1', panel: 'tasks' },
    });
    expect(
      notificationWords({ kind: 'task-due', data: { task: 'Sign the G-28', dueDate: '2026-11-20', overdue: true } }).title,
    ).toBe('Overdue: Sign the G-28');
    expect(
      notificationWords({ kind: 'task-due', data: { task: 'Sign the G-28', dueDate: '2026-11-29', overdue: false } }).title,
    ).toBe('Due soon: Sign the G-28');
  });

  it('tells the customer that the response to the RFE was sent, with the date as the portal writes it', () => {
    expect(
      notificationWords({
        kind: 'rfe-response-sent',
        data: { answeredOn: '2026-12-05' },
        petitionId: 'p1',
        beneficiaryName: 'Priya Sharma',
      }),
    ).toEqual({
      title: 'We sent our response to USCIS’s Request for Evidence on 12/05/2026',
      detail: 'Priya Sharma’s petition',
      target: { page: 'case-status', petitionId: 'p1' },
    });
    expect(notificationWords({ kind: 'rfe-response-sent', data: { answeredOn: 'soon' } }).title).toBe(
      'We sent our response to USCIS’s Request for Evidence',
    );
    expect(notificationWords({ kind: 'rfe-response-sent', data: { answeredOn: '2026-12-05' } }, 'es').title).toBe(
      'Enviamos nuestra respuesta a la Solicitud de Evidencia (Request for Evidence) de USCIS el 5 dic 2026',
    );
  });

  it('corrects the news when the RFE is reopened: the news says so, the follow-up says what happens next', () => {
    expect(
      notificationWords({
        kind: 'rfe-response-sent',
        data: { answeredOn: '2026-12-05', corrected: true },
        petitionId: 'p1',
        beneficiaryName: 'Priya Sharma',
      }).detail,
    ).toBe('Corrected: the response has not been sent yet · Priya Sharma’s petition');
    expect(
      notificationWords({ kind: 'rfe-reopened', data: { answeredOn: '2026-12-05', tasksReopened: true }, petitionId: 'p1' }),
    ).toEqual({
      title: 'Correction: our response to USCIS’s Request for Evidence has not been sent yet',
      detail: 'Your tasks for it are open again in Action Items',
      target: { page: 'task', petitionId: 'p1', panel: 'tasks' },
    });
    expect(notificationWords({ kind: 'rfe-reopened', data: { tasksReopened: false }, petitionId: 'p1' })).toMatchObject({
      detail: 'We will tell you when it is sent',
      target: { page: 'case-status', petitionId: 'p1' },
    });
    expect(notificationWords({ kind: 'rfe-reopened', data: { tasksReopened: true } }, 'es')).toMatchObject({
      title: 'Corrección: todavía no hemos enviado nuestra respuesta a la Solicitud de Evidencia (Request for Evidence) de USCIS',
      detail: 'Sus tareas para la respuesta vuelven a estar abiertas en Tareas pendientes',
    });
  });

  it('reads broken or unknown facts as plain words', () => {
    expect(notificationWords({ kind: 'status-changed', data: '{not json' }).title).toBe('Your petition’s status changed');
    expect(notificationWords({ kind: 'status-changed', data: { status: 'BOGUS_VALUE' } }).title).toBe(
      'Your petition’s status changed',
    );
    expect(notificationWords({ kind: 'something-new', data: {} })).toEqual({
      title: 'Something changed',
      detail: null,
      target: null,
    });
  });
});
