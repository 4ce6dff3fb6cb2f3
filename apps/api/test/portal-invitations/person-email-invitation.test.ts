import { FIELD_RULE_TEXTS, PERSON_EMAIL_TEXTS, PORTAL_INVITATION_TEXTS } from '@app/domain';
import { insertRow, makeUser } from '@app/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmailTestWorld } from '../email/email-test-world.ts';
import { bodyOf, subjectOf, type LocalSmtpServer } from '../email/local-smtp-server.ts';
import { waitFor } from '../support-panel/webhook-server.ts';
import { graphqlAs } from '../support/graphql-client.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';

const SET_EMAIL = `mutation SetEmail($id: UUID!, $email: String) {
  updateUserById(input: { id: $id, userPatch: { email: $email } }) { user { email latestPortalInvitation { status } } }
}`;
const INVITE = `mutation Invite($personId: UUID!) {
  inviteToPortal(input: { personId: $personId }) { portalInvitation { status address } }
}`;

/**
 * Migration 0079 through the real API, its job worker and a real local SMTP server: staff correct a person's address
 * and invite them without a petition (the Entities screen); the e-mail reaches the new address and names no case for a
 * person on none; the address rules read as the domain's sentences; customers do neither.
 */
describe('a person’s e-mail address and an invitation from the Entities screen', () => {
  const fixture = useEmailTestWorld('ps_person_email');
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let world: World;
  const as = graphqlAs(() => server);
  let nina: string;
  const typo = () => `nina.${world.tag}@exmple.test`;
  const corrected = () => `nina.${world.tag}@example.test`;
  beforeAll(async () => {
    ({ smtp, server, world } = fixture);
    nina = (await insertRow(server.pool, 'users', makeUser({ full_name: 'Nina New', email: typo(), auth0_sub: null })))
      .id as string;
  });
  const messages = (answer: { errors?: { message: string }[] }) => answer.errors?.map((error) => error.message);

  it('staff correct the address, and the invitation reaches the new one, naming no case for a person on no petition', async () => {
    const saved = await as(world.staff, SET_EMAIL, { id: nina, email: corrected() });
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toEqual({ updateUserById: { user: { email: corrected(), latestPortalInvitation: null } } });
    const invited = await as(world.staff, INVITE, { personId: nina });
    expect(invited.data).toEqual({ inviteToPortal: { portalInvitation: { status: 'queued', address: corrected() } } });
    await waitFor(() => smtp.received.some((mail) => mail.to.includes(corrected())));
    const mail = smtp.received.find((each) => each.to.includes(corrected()))!;
    expect(subjectOf(mail)).toBe('Harbor Visas invites you to its client portal');
    const body = bodyOf(mail);
    expect(body).toContain('Harbor Visas has opened an account for you on its client portal.\n');
    expect(body).toContain(`Sign in with this e-mail address: ${corrected()}`);
    expect(smtp.received.some((each) => each.to.includes(typo()))).toBe(false);
  });

  it('reads the address rules as sentences: signed in, taken, not an address', async () => {
    expect(
      messages(await as(world.staff, SET_EMAIL, { id: world.beneficiary.id, email: `b.${world.tag}@example.test` })),
    ).toEqual([PERSON_EMAIL_TEXTS.signedIn]);
    expect(messages(await as(world.staff, SET_EMAIL, { id: nina, email: world.companyAdmin.email.toUpperCase() }))).toEqual([
      PERSON_EMAIL_TEXTS.taken,
    ]);
    expect(messages(await as(world.staff, SET_EMAIL, { id: nina, email: 'nina at example' }))).toEqual([FIELD_RULE_TEXTS.email]);
  });

  it('lets no customer change another person’s address or invite anyone', async () => {
    const changed = await as(world.companyAdmin, SET_EMAIL, { id: nina, email: `taken.${world.tag}@example.test` });
    expect(changed.errors).toBeDefined();
    const { rows } = await server.pool.query<{ email: string }>('select email from app_public.users where id = $1', [nina]);
    expect(rows).toEqual([{ email: corrected() }]);
    expect(messages(await as(world.companyAdmin, INVITE, { personId: nina }))).toEqual([PORTAL_INVITATION_TEXTS.staffOnly]);
  });
});
