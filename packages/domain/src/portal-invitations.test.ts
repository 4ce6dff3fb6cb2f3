import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { composePortalInvitationEmail } from './portal-invitation-email.ts';
import { PORTAL_INVITATION_TEXTS, portalInvitationRefusal } from './portal-invitations.ts';

describe('portal invitation rules', () => {
  const now = new Date('2026-12-05T10:00:00Z');
  it('refuses a person without an address, and a second invitation within five minutes', () => {
    expect(portalInvitationRefusal({ email: '  ', lastInvitedAt: null }, now)).toBe(PORTAL_INVITATION_TEXTS.noEmail);
    expect(portalInvitationRefusal({ email: 'a@b.example', lastInvitedAt: '2026-12-05T09:56:00Z' }, now)).toBe(
      PORTAL_INVITATION_TEXTS.tooSoon,
    );
    expect(portalInvitationRefusal({ email: 'a@b.example', lastInvitedAt: '2026-12-05T09:55:00Z' }, now)).toBeNull();
    expect(portalInvitationRefusal({ email: 'a@b.example', lastInvitedAt: null }, now)).toBeNull();
  });
});

describe('the invitation e-mail', () => {
  const branding = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example/' };
  const facts = {
    fullName: 'Ana\nSilva',
    email: 'ana@example.test',
    visaClass: 'O-1A',
    petitionerName: 'Northwind Robotics',
    beneficiaryName: null,
  };
  it.each(LOCALES)('in %s: names the provider, the case, the portal link and the address, on one subject line', (locale) => {
    const { subject, text } = composePortalInvitationEmail({ ...facts, locale }, branding);
    expect(subject).not.toMatch(/\n/);
    for (const part of [
      'Harbor Visas',
      'O-1A',
      'Northwind Robotics',
      'Ana Silva',
      'https://portal.example/\n',
      'ana@example.test',
    ]) {
      expect(`${subject}\n${text}\n`).toContain(part);
    }
  });
  it('names the beneficiary for a member of the petitioner’s team', () => {
    const { text } = composePortalInvitationEmail({ ...facts, locale: null, beneficiaryName: 'Priya Sharma' }, branding);
    expect(text).toContain('for the O-1A petition for Priya Sharma, with Northwind Robotics as the petitioner.');
  });
});
