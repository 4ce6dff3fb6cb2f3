import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support-panel/webhook-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { Person, World } from '../support/world.ts';
import { useEmailTestWorld } from './email-test-world.ts';
import { bodyOf, htmlOf, linksOfHtml, type LocalSmtpServer, type ReceivedMail } from './local-smtp-server.ts';

/** A header of a received mail, unfolded (RFC 5322 folding: a line break before white space). */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = (mail.raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The address inside `<…>` of a List-Unsubscribe header. */
const unsubscribeUrlOf = (mail: ReceivedMail) => /^<([^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];

const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * One-click unsubscribe (RFC 8058; apps/api/src/notifications): the headers and links the e-mails carry through a
 * real SMTP server, and what POST and GET of the signed address change. A database of its own (email-test-world.ts).
 */
describe('notification e-mail unsubscribe', () => {
  const fixture = useEmailTestWorld('ps_unsub');
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let world: World;
  beforeAll(() => {
    ({ smtp, server, world } = fixture);
  });

  const staffReplies = async (to: Person, body: string) => {
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message) values ($1, '/', 'Hi') returning id`,
      [to.id],
    );
    await server.pool.query(`insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, $3)`, [
      rows[0]!.id,
      world.staff.id,
      body,
    ]);
  };
  const mailWith = async (to: Person, text: string) => {
    const find = () => smtp.received.find((mail) => mail.to.includes(to.email) && bodyOf(mail).includes(text));
    await waitFor(() => find() !== undefined, 20_000);
    return find()!;
  };
  const preferencesOf = async (person: Person) =>
    (
      await server.pool.query<{ kind: string; delivery: string }>(
        `select kind, delivery from app_public.notification_preferences where user_id = $1 order by kind`,
        [person.id],
      )
    ).rows;
  const allPreferences = async () =>
    (await server.pool.query(`select user_id, kind, delivery from app_public.notification_preferences order by user_id, kind`))
      .rows;

  let supportUrl = '';

  it('carries List-Unsubscribe, List-Unsubscribe-Post, a "Stop these e-mails" link and the settings address', async () => {
    await staffReplies(world.beneficiary, 'First reply');
    const mail = await mailWith(world.beneficiary, 'First reply');
    supportUrl = unsubscribeUrlOf(mail) ?? '';
    expect(supportUrl).toMatch(new RegExp(`^${server.url}/api/notifications/unsubscribe\\?token=[A-Za-z0-9_.%-]+$`));
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = bodyOf(mail);
    expect(text).toContain(`Notification settings: ${server.url}/notifications/settings`);
    expect(text).toContain(`Stop these e-mails: ${supportUrl}`);
    expect(text).not.toContain('bell in the portal');
    const html = htmlOf(mail)!;
    expect(linksOfHtml(html)).toEqual(expect.arrayContaining([`${server.url}/notifications/settings`, supportUrl]));
    expect(html).toContain('>Stop these e-mails</a>');
  }, 30_000);

  it('GET shows what the link stops, in the person’s language, and changes nothing', async () => {
    const before = await allPreferences();
    const answer = await fetch(supportUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await answer.text();
    expect(page).toContain('Stop e-mails about “Replies from support”?');
    expect(page).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page).toContain(`href="${server.url}/notifications/settings"`);
    expect(await allPreferences()).toEqual(before);

    await server.pool.query(`update app_public.users set locale = 'es' where id = $1`, [world.beneficiary.id]);
    const spanish = await (await fetch(supportUrl)).text();
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain('¿Dejar de recibir correos sobre «Respuestas del equipo de soporte»?');
    await server.pool.query(`update app_public.users set locale = 'en' where id = $1`, [world.beneficiary.id]);
    expect(await allPreferences()).toEqual(before);
  });

  it('refuses a forged, altered, cut or missing token with a clear page (4xx) and changes nothing', async () => {
    const before = await allPreferences();
    const token = new URL(supportUrl).searchParams.get('token')!;
    const [payload, signature] = token.split('.');
    // The same signature over another person's payload: as if the link were edited to stop someone else's e-mail.
    const otherPayload = Buffer.from(JSON.stringify({ u: world.otherBeneficiary.id, k: 'support-reply' })).toString('base64url');
    const otherKind = Buffer.from(JSON.stringify({ u: world.beneficiary.id, k: 'status-changed' })).toString('base64url');
    const forged = [
      `${otherPayload}.${signature}`,
      `${otherKind}.${signature}`,
      `${payload}.${signature!.slice(0, -2)}`,
      'nonsense',
      '',
    ];
    const endpoint = `${server.url}/api/notifications/unsubscribe`;
    for (const bad of forged) {
      const url = `${endpoint}?token=${encodeURIComponent(bad)}`;
      const posted = await fetch(url, { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' });
      expect(posted.status, bad).toBe(400);
      expect(await posted.text()).toContain('This link does not work');
      const shown = await fetch(url);
      expect(shown.status, bad).toBe(400);
    }
    const noToken = await fetch(endpoint, { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' });
    expect(noToken.status).toBe(400);
    // A signed token without the RFC 8058 body is not a one-click request.
    const noBody = await fetch(supportUrl, { method: 'POST', headers: ONE_CLICK, body: 'something=else' });
    expect(noBody.status).toBe(400);
    expect(await allPreferences()).toEqual(before);
  });

  it('POST stops exactly that kind for exactly that person: the next reply is in the bell but not e-mailed', async () => {
    await staffReplies(world.otherBeneficiary, 'For Olga');
    await mailWith(world.otherBeneficiary, 'For Olga');
    const othersBefore = (await allPreferences()).filter((row) => row.user_id !== world.beneficiary.id);
    const answer = await fetch(supportUrl, { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('You will no longer get e-mails about “Replies from support”.');
    expect(await preferencesOf(world.beneficiary)).toEqual([{ kind: 'support-reply', delivery: 'in-app' }]);
    expect((await allPreferences()).filter((row) => row.user_id !== world.beneficiary.id)).toEqual(othersBefore);
    // Twice is harmless (a provider may retry).
    expect((await fetch(supportUrl, { method: 'POST', headers: ONE_CLICK, body: 'List-Unsubscribe=One-Click' })).status).toBe(
      200,
    );

    await staffReplies(world.beneficiary, 'Second reply, bell only');
    await staffReplies(world.otherBeneficiary, 'Olga still gets e-mail');
    await mailWith(world.otherBeneficiary, 'Olga still gets e-mail');
    const { rows } = await server.pool.query<{ e_mailed: boolean }>(
      `select exists (select 1 from app_public.email_outbox o where o.notification_id = n.id) as e_mailed
         from app_public.notifications n where n.user_id = $1 and n.kind = 'support-reply' and n.data->>'excerpt' like 'Second reply%'`,
      [world.beneficiary.id],
    );
    expect(rows).toEqual([{ e_mailed: false }]);
    expect(smtp.received.filter((mail) => bodyOf(mail).includes('Second reply, bell only'))).toEqual([]);
  }, 40_000);

  it('the daily summary’s link stops the digest kinds only, for its person only (multipart body too)', async () => {
    const person = world.companyAdmin;
    await server.pool.query(
      `insert into app_public.notification_preferences (user_id, kind, delivery)
       values ($1, 'support-reply', 'digest'), ($1, 'status-changed', 'email'), ($2, 'support-reply', 'digest')`,
      [person.id, world.companyViewer.id],
    );
    await staffReplies(person, 'Summarised reply');
    await server.pool.query(`select graphile_worker.add_job('send-notification-digests', '{}'::json)`);
    const digest = await mailWith(person, 'Summarised reply');
    const url = unsubscribeUrlOf(digest)!;
    expect(bodyOf(digest)).toContain(`Stop these e-mails: ${url}`);
    expect(await (await fetch(url)).text()).toContain('Stop e-mails about “The daily summary e-mail”?');
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(url, { method: 'POST', body: form })).status).toBe(200);
    // document-uploaded comes by digest by default (migration 0049): it leaves the summary too.
    expect(await preferencesOf(person)).toEqual([
      { kind: 'document-uploaded', delivery: 'in-app' },
      { kind: 'status-changed', delivery: 'email' },
      { kind: 'support-reply', delivery: 'in-app' },
    ]);
    expect(await preferencesOf(world.companyViewer)).toEqual([{ kind: 'support-reply', delivery: 'digest' }]);
  }, 40_000);
});
