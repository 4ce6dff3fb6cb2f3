import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { composePortalInvitationEmail } from './portal-invitation-email.ts';
import { invitationCountsForResend, PORTAL_INVITATION_TEXTS, portalInvitationRefusal } from './portal-invitations.ts';

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
  it('does not hold back a new invitation for a failed or withdrawn one (migration 0079)', () => {
    expect(['queued', 'sent', 'kept', 'failed', 'withdrawn'].filter(invitationCountsForResend)).toEqual([
      'queued',
      'sent',
      'kept',
    ]);
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

describe('the invitation e-mail that names no case (migration 0079: invited from the Entities screen)', () => {
  const branding = { providerName: 'Harbor Visas', publicUrl: 'https://portal.example/' };
  const facts = {
    fullName: 'Ana Silva',
    email: 'ana@example.test',
    visaClass: null,
    petitionerName: null,
    beneficiaryName: null,
  };
  it('invites to the portal without a petition, in English', () => {
    const { subject, text } = composePortalInvitationEmail({ ...facts, locale: null }, branding);
    expect(subject).toBe('Harbor Visas invites you to its client portal');
    expect(text).toContain('Harbor Visas has opened an account for you on its client portal.\n');
    expect(text).toContain('follow your cases.');
    expect(text).toContain('Sign in with this e-mail address: ana@example.test');
    expect(text).not.toMatch(/petition|null|undefined/);
  });
  it.each(LOCALES)('in %s: names the provider, the portal link and the address, and no case', (locale) => {
    const { subject, text } = composePortalInvitationEmail({ ...facts, locale }, branding);
    const withCase = composePortalInvitationEmail({ ...facts, visaClass: 'O-1A', locale }, branding);
    expect(subject).not.toBe(withCase.subject);
    for (const part of ['Harbor Visas', 'Ana Silva', 'https://portal.example/\n', 'ana@example.test']) {
      expect(`${subject}\n${text}\n`).toContain(part);
    }
    expect(`${subject}\n${text}`).not.toMatch(/O-1A|null|undefined/);
  });
});
