import { describe, expect, it } from 'vitest';
import { composeDigestEmail, composeNotificationEmail, emailStatusWords, notificationLink } from './notification-email.ts';

const brand = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example.com/' };

describe('notification e-mail', () => {
  it('words one notification as the bell does, branded, with a link into the portal', () => {
    const email = composeNotificationEmail(
      { kind: 'support-reply', data: { excerpt: 'Upload it under Travel.' } },
      { fullName: 'Priya Sharma' },
      brand,
    );
    expect(email.subject).toBe('Harbor Visas: Support replied to your message');
    expect(email.text).toBe(
      [
        'Hello Priya Sharma,',
        '',
        'Support replied to your message.',
        '“Upload it under Travel.”',
        '',
        'Open it in the Harbor Visas portal: https://portal.example.com/?support=open',
        '',
        'You receive this e-mail because of your notification settings.',
        'Notification settings: https://portal.example.com/notifications/settings',
        '',
        '— Harbor Visas',
      ].join('\n'),
    );
  });

  it('links staff to the petition and customers to their own pages', () => {
    expect(notificationLink({ page: 'petition', petitionId: 'p 1' }, brand.publicUrl)).toBe(
      'https://portal.example.com/admin/petition-builder/p%201',
    );
    expect(notificationLink({ page: 'task', petitionId: 'p1', panel: 'tasks' }, brand.publicUrl, false)).toBe(
      'https://portal.example.com/actions',
    );
    expect(notificationLink({ page: 'task', petitionId: 'p1', panel: 'checklist' }, brand.publicUrl, true)).toBe(
      'https://portal.example.com/admin/petition-builder/p1?panel=checklist',
    );
    expect(notificationLink({ page: 'home' }, brand.publicUrl)).toBe('https://portal.example.com/');
  });

  it('keeps a subject on one line, whatever the facts hold', () => {
    const email = composeNotificationEmail(
      { kind: 'document-uploaded', data: { exhibitName: 'CV\r\nBcc: x@evil.test', count: 2 } },
      {},
      brand,
    );
    expect(email.subject).toBe('Harbor Visas: 2 new files in CV Bcc: x@evil.test');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.text.startsWith('Hello,\n')).toBe(true);
  });

  it('lists a day of notifications in one digest, each with its link', () => {
    const email = composeDigestEmail(
      [
        {
          kind: 'document-uploaded',
          data: { exhibitName: 'Award', count: 1 },
          petitionId: 'p1',
          beneficiaryName: 'Priya Sharma',
        },
        { kind: 'status-changed', data: { status: 'nonsense' } },
      ],
      { fullName: 'Sam Staff', isStaff: true },
      brand,
    );
    expect(email.subject).toBe('Harbor Visas: your daily summary (2 updates)');
    expect(email.text).toContain('Here are the 2 things that happened since yesterday:');
    expect(email.text).toContain(
      '- A new file in Award\n  Uploaded for Priya Sharma’s petition\n  https://portal.example.com/admin/petition-builder/p1',
    );
    expect(email.text).toContain('- Your petition’s status changed\n  https://portal.example.com/');
  });

  it('says an outbox status in words', () => {
    expect(emailStatusWords('kept', 0)).toBe('Kept here (no mail server configured)');
    expect(emailStatusWords('queued', 2)).toBe('Retrying (2 failed attempts)');
    expect(emailStatusWords('queued', 0)).toBe('Waiting to be sent');
    expect(emailStatusWords('sent', 1)).toBe('Sent');
    expect(emailStatusWords('failed', 25)).toBe('Not delivered (gave up after 25 attempts)');
  });
});
