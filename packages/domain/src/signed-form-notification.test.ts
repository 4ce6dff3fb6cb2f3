import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_LABELS, NOTIFICATION_KINDS_BY_PORTAL, notificationLink } from './notification-email.ts';
import { notificationWords } from './notifications.ts';

describe('a signed copy received (migration 0093)', () => {
  it('tells staff in words who uploaded which form, for whose petition', () => {
    const words = notificationWords({
      kind: 'signed-form-received',
      data: { form: 'I-129', signer: 'Daniel Okafor' },
      petitionId: 'p1',
      beneficiaryName: 'Priya Sharma',
    });
    expect(words).toEqual({
      title: 'Daniel Okafor uploaded the signed I-129',
      detail: 'For Priya Sharma’s petition: check it in the Forms tab',
      target: { page: 'petition', petitionId: 'p1', panel: 'forms' },
    });
    // The e-mail's link opens the petition's Forms tab, as the bell's does (the workspace reads ?panel=).
    expect(notificationLink(words.target, 'https://portal.example.com', true)).toBe(
      'https://portal.example.com/admin/petition-builder/p1?panel=forms',
    );
  });
  it('is a staff kind with a label in the notification settings', () => {
    expect(NOTIFICATION_KINDS_BY_PORTAL.staff).toContain('signed-form-received');
    expect(NOTIFICATION_KIND_LABELS['signed-form-received']).toBe('Signed USCIS forms uploaded by customers');
  });
});
