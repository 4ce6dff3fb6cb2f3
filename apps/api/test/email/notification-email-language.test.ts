import { asUser } from '@app/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support-panel/webhook-server.ts';
import type { TestServer } from '../support/test-server.ts';
import type { World } from '../support/world.ts';
import { useEmailTestWorld } from './email-test-world.ts';
import { bodyOf, subjectOf, type LocalSmtpServer } from './local-smtp-server.ts';

/**
 * Issue 36: a customer's notification e-mails arrive in the language they chose (users.locale), through a real
 * local SMTP server; staff's stay English. A database of its own, as notification-email.test.ts explains.
 */
describe('notification e-mail in the recipient’s language', () => {
  const fixture = useEmailTestWorld('ps_email_lang');
  let smtp: LocalSmtpServer;
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    ({ smtp, server, world } = fixture);
  });

  const setLocale = (userId: string, locale: string | null) =>
    server.pool.query('update app_public.users set locale = $2 where id = $1', [userId, locale]);
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  it('writes a Spanish beneficiary’s support-reply e-mail in Spanish, the reply itself as staff wrote it', async () => {
    await setLocale(world.beneficiary.id, 'es');
    const { rows } = await server.pool.query<{ id: string }>(
      `insert into app_public.support_messages (user_id, screen, message) values ($1, '/docs', '¿Dónde va mi I-94?') returning id`,
      [world.beneficiary.id],
    );
    await server.pool.query(`insert into app_public.support_replies (support_message_id, author_id, body) values ($1, $2, $3)`, [
      rows[0]!.id,
      world.staff.id,
      'Your I-94 goes under Travel history.',
    ]);
    await waitFor(() => mailsTo(world.beneficiary.email).some((mail) => bodyOf(mail).includes('Travel history')));
    const mail = mailsTo(world.beneficiary.email).find((each) => bodyOf(each).includes('Travel history'))!;
    expect(subjectOf(mail)).toBe('Harbor Visas: El equipo de soporte respondió a su mensaje');
    const body = bodyOf(mail);
    expect(body).toContain(`Hola, ${world.beneficiary.fullName}:`);
    expect(body).toContain('El equipo de soporte respondió a su mensaje.');
    expect(body).toContain('“Your I-94 goes under Travel history.”');
    expect(body).toContain(`Ábralo en el portal de Harbor Visas: ${server.url}/?support=open`);
    expect(body).toContain('Recibe este correo por su configuración de notificaciones.');
    expect(body).not.toMatch(/Hello|Open it in|You receive this e-mail/);
  });

  it('writes a status change in Chinese with the status’s USCIS term beside it, and staff’s e-mail in English', async () => {
    await setLocale(world.beneficiary.id, 'zh-Hans');
    // Staff chose Spanish for themselves: their e-mails stay English, as their pages do.
    await setLocale(world.staff.id, 'es');
    await asUser(server.pool, world.staff.id, (client) =>
      client.query(`update app_public.petitions set status = 'APPROVED' where id = $1`, [world.petitionId]),
    );
    const approved = () => mailsTo(world.beneficiary.email).filter((mail) => subjectOf(mail).includes('已批准'));
    await waitFor(() => approved().length > 0);
    expect(subjectOf(approved()[0]!)).toBe('Harbor Visas: 您的申请（petition）状态已更新为：已批准（Approved）');
    const body = bodyOf(approved()[0]!);
    expect(body).toContain(`${world.beneficiary.fullName}，您好：`);
    expect(body).toContain('您的申请（petition）状态已更新为：已批准（Approved）。');
    expect(body).toContain(`在 Harbor Visas 门户中查看：${server.url}/`);

    // A customer's upload tells staff, in English.
    await server.pool.query(
      `insert into app_public.notification_preferences (user_id, kind, delivery) values ($1, 'document-uploaded', 'email')
       on conflict (user_id, kind) do update set delivery = excluded.delivery`,
      [world.staff.id],
    );
    await server.pool.query(
      `insert into app_public.notifications (user_id, kind, data, petition_id) values ($1, 'document-uploaded', $2, $3)`,
      [world.staff.id, JSON.stringify({ count: 2, exhibitName: 'Award certificate' }), world.petitionId],
    );
    await waitFor(() => mailsTo(world.staff.email).some((mail) => subjectOf(mail).includes('Award certificate')));
    const staffMail = mailsTo(world.staff.email).find((mail) => subjectOf(mail).includes('Award certificate'))!;
    expect(subjectOf(staffMail)).toBe('Harbor Visas: 2 new files in Award certificate');
    expect(bodyOf(staffMail)).toContain('Hello ');
  });

  it('words an app-written task title in a Spanish customer’s reminder as Action Items do, staff’s own words as typed', async () => {
    await setLocale(world.beneficiary.id, 'es');
    // The app's request to sign the G-28 for her I-765 (migration 0126 marks its words the app's), and a task in
    // staff's own words, both due tomorrow.
    await server.pool.query(
      `insert into app_public.pending_petition_tasks
         (petition_id, content, party, awaited_kind, awaited_type, title_generated, due_date)
       values ($1, 'Sign the G-28 for the I-765 and upload the signed copy', 'BENEFICIARY', 'SIGNED_FORM', 'g-28-i-765',
               true, current_date + 1),
              ($1, 'Bring your diplomas to the interview', 'BENEFICIARY', null, null, false, current_date + 1)`,
      [world.petitionId],
    );
    await server.pool.query('select app_private.send_task_reminders(current_date)');
    const reminders = () => mailsTo(world.beneficiary.email).filter((mail) => subjectOf(mail).includes('Vence pronto'));
    await waitFor(() => reminders().length === 2);
    const subjects = reminders().map(subjectOf).sort();
    expect(subjects).toEqual([
      'Harbor Visas: Vence pronto: Bring your diplomas to the interview',
      'Harbor Visas: Vence pronto: Firme el G-28 para el I-765 y suba la copia firmada',
    ]);
    const g28 = reminders().find((mail) => subjectOf(mail).includes('G-28'))!;
    expect(bodyOf(g28)).toContain('Vence pronto: Firme el G-28 para el I-765 y suba la copia firmada.');
    expect(bodyOf(g28)).not.toContain('Sign the G-28');

    // Staff giving her an app-worded task: its "new task" e-mail words it as Action Items do too.
    await asUser(server.pool, world.staff.id, (client) =>
      client.query(
        `insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, title_generated)
         values ($1, 'Review and approve the draft exhibit descriptions', 'BENEFICIARY', 'DESCRIPTION_REVIEW', true)`,
        [world.petitionId],
      ),
    );
    const review = 'Harbor Visas: Nueva tarea: Revise y apruebe los borradores de las descripciones de las pruebas (exhibits)';
    await waitFor(() => mailsTo(world.beneficiary.email).some((mail) => subjectOf(mail) === review));
  });
});
