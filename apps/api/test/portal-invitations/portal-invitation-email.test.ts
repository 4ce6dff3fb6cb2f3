import { PORTAL_INVITATION_TEXTS } from '@app/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmailTestWorld } from '../email/email-test-world.ts';
import { bodyOf, htmlOf, linksOfHtml, mimeStructureOf, subjectOf, type LocalSmtpServer } from '../email/local-smtp-server.ts';
import { waitFor } from '../support-panel/webhook-server.ts';
import { graphqlAs } from '../support/graphql-client.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';

const INVITE = `mutation Invite($personId: UUID!, $petitionId: UUID!) {
  inviteToPortal(input: { personId: $personId, petitionId: $petitionId }) { portalInvitation { status address } }
}`;
const STATE = `query State($id: UUID!) { userById(id: $id) { hasSignedIn latestPortalInvitation { status sentAt } } }`;

/**
 * "Invite to the portal" (migration 0077) through the real API, its job worker and a real local SMTP server: staff's
 * invitation arrives with who invites, for which case and where to sign in, in the person's language; a second one
 * within five minutes is refused with the domain's sentence and sends nothing; customers cannot invite.
 */
describe('invitation to the portal by e-mail', () => {
  const fixture = useEmailTestWorld('ps_invite');
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let world: World;
  const as = graphqlAs(() => server);
  beforeAll(async () => {
    ({ smtp, server, world } = fixture);
  });
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('e-mails the beneficiary who invites her, for which case, and the portal to sign in to with her address', async () => {
    const answer = await as(world.staff, INVITE, { personId: world.beneficiary.id, petitionId: world.petitionId });
    expect(answer.errors).toBeUndefined();
    await waitFor(() => mailsTo(world.beneficiary.email).length > 0);
    const mail = mailsTo(world.beneficiary.email)[0]!;
    expect(subjectOf(mail)).toBe('Harbor Visas invites you to its client portal: O-1A petition');
    const body = bodyOf(mail);
    expect(body).toContain(`Hello ${world.beneficiary.fullName},`);
    expect(body).toContain(
      `Harbor Visas has opened an account for you on its client portal for your O-1A petition, with Acme ${world.tag} as the petitioner.`,
    );
    expect(body).toContain(`Open the portal: ${server.url}/\n`);
    expect(body).toContain(`Sign in with this e-mail address: ${world.beneficiary.email}`);
    expect(body).not.toContain(world.petitionId);

    await waitFor(async () => {
      const state = await as(world.staff, STATE, { id: world.beneficiary.id });
      return (
        (state.data as { userById: { latestPortalInvitation: { status: string } } }).userById.latestPortalInvitation.status ===
        'sent'
      );
    });
  });

  it('refuses a second invitation within five minutes with the sentence, and sends nothing more', async () => {
    const again = await as(world.staff, INVITE, { personId: world.beneficiary.id, petitionId: world.petitionId });
    expect(again.errors?.map((error) => error.message)).toEqual([PORTAL_INVITATION_TEXTS.tooSoon]);
    // A later invitation of someone else arrives: had the refused one been queued, it would have come before it.
    await server.pool.query(`update app_public.users set locale = 'es' where id = $1`, [world.companyViewer.id]);
    await as(world.staff, INVITE, { personId: world.companyViewer.id, petitionId: world.petitionId });
    await waitFor(() => mailsTo(world.companyViewer.email).length > 0);
    expect(mailsTo(world.beneficiary.email)).toHaveLength(1);
  });

  it('writes a team member’s invitation in her language, naming the beneficiary whose case it is', async () => {
    const mail = mailsTo(world.companyViewer.email)[0]!;
    expect(subjectOf(mail)).toBe('Harbor Visas le invita a su portal de clientes: petición O-1A');
    const body = bodyOf(mail);
    expect(body).toContain(`Hola, ${world.companyViewer.fullName}:`);
    expect(body).toContain(
      `Harbor Visas le abrió una cuenta en su portal de clientes para la petición O-1A de ${world.beneficiary.fullName}, con Acme ${world.tag} como empresa peticionaria (petitioner).`,
    );
    expect(body).toContain(`Abra el portal: ${server.url}/\n`);
    expect(body).toContain(`Inicie sesión con esta dirección de correo: ${world.companyViewer.email}`);
  });

  it('lets no customer invite anyone, nor read an invitation', async () => {
    const answer = await as(world.companyAdmin, INVITE, { personId: world.companyAdmin.id, petitionId: world.petitionId });
    expect(answer.errors?.map((error) => error.message)).toEqual([PORTAL_INVITATION_TEXTS.staffOnly]);
    const state = await as(world.beneficiary, STATE, { id: world.beneficiary.id });
    expect(state.data).toEqual({ userById: { hasSignedIn: true, latestPortalInvitation: null } });
  });

  it('sends an HTML part beside the text: the portal’s link as its button, names escaped', async () => {
    const hostileName = '<script>alert(1)</script> Ada & Bo';
    await server.pool.query(`update app_public.users set full_name = $2 where id = $1`, [world.companyAdmin.id, hostileName]);
    await server.pool.query(`update app_public.companies set dba_name = 'Tom & Jerry <Ltd>' where id = $1`, [world.companyId]);
    const answer = await as(world.staff, INVITE, { personId: world.companyAdmin.id, petitionId: world.petitionId });
    expect(answer.errors).toBeUndefined();
    await waitFor(() => mailsTo(world.companyAdmin.email).length > 0);
    const mail = mailsTo(world.companyAdmin.email)[0]!;
    expect(mimeStructureOf(mail)).toEqual(['multipart/alternative', 'text/plain', 'text/html']);
    const text = bodyOf(mail);
    expect(text).toContain(`Hello ${hostileName},`);
    expect(text).toContain(`Open the portal: ${server.url}/\n`);
    const html = htmlOf(mail)!;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; Ada &amp; Bo,');
    expect(html).toContain('with Tom &amp; Jerry &lt;Ltd&gt; as the petitioner.');
    expect(html).not.toContain('<script>');
    expect(html).toContain('>Open the portal</a>');
    expect(linksOfHtml(html)).toEqual([`${server.url}/`, `${server.url}/`]);
    expect(html).toContain(`Sign in with this e-mail address: ${world.companyAdmin.email}`);
  });
});
