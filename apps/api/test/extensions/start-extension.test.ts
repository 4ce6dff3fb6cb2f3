import { EXTENSION_TEXTS } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveWorldTheDemoCase } from '../forms/case-fixture.ts';
import { generateStoredForm } from '../forms/generated-form.ts';
import { startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';

const SET_RECEIPT = `mutation ($id: UUID!, $receipt: String) {
  updatePetitionById(input: { id: $id, petitionPatch: { uscisReceiptNumber: $receipt } }) { petition { id } }
}`;

/**
 * The extension of an approved case (migration 0149): staff start it from the approved petition, it asks for the
 * period after the approval, its I-129 is a continuation asking to extend the stay with the approved petition's
 * receipt number, and filing it ticks the approved petition's "Extension filed" item.
 */
describe('POST /petitions/{id}/extension', () => {
  let t: PacketTestServer;
  const sql = (text: string, params: unknown[] = []) => t.server.pool.query(text, params);
  const start = async (token: string, petitionId = t.world.petitionId, body = '{}') => {
    const response = await fetch(`${t.server.url}/petitions/${petitionId}/extension`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const extensionItem = async () =>
    (
      await sql(
        `select i.completed_at from app_public.petition_checklist_items i
           join app_public.checklist_tasks t on t.id = i.task_id
          where i.petition_id = $1 and t.code = 'decision.extension-filed'`,
        [t.world.petitionId],
      )
    ).rows[0] as { completed_at: Date | null } | undefined;

  beforeAll(async () => {
    t = await startPacketTestServer('ps-extension-');
    await giveWorldTheDemoCase(t.server.pool, t.world);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('refuses in words before the approval is recorded, and refuses the beneficiary', async () => {
    const early = await start(t.staffToken);
    expect(early.status).toBe(422);
    expect(JSON.stringify(early.body)).toContain(EXTENSION_TEXTS.noApprovedPeriod);
    expect((await start(t.beneficiaryToken)).status).toBe(403);
    const junk = await start(t.staffToken, t.world.petitionId, '{"x":');
    expect(junk.status).toBe(400);
    expect((await start(t.staffToken, 'not-an-id')).status).toBe(400);
  });

  it('copies the approved case into an extension asking for the next year, once however often it is asked', async () => {
    await sql(
      `update app_public.petitions set status = 'APPROVED', uscis_receipt_number = 'WAC2690012345', oa_user_id = $2,
              approved_valid_from = '2026-12-15', approved_valid_to = '2029-12-14' where id = $1`,
      [t.world.petitionId, t.world.staff.id],
    );
    const modules = (await sql('select count(*)::int as n from app_public.modules where petition_id = $1', [t.world.petitionId]))
      .rows[0]!.n as number;
    const arrivals = (
      await sql('select count(*)::int as n from app_public.i94_entries where petition_id = $1', [t.world.petitionId])
    ).rows[0]!.n as number;
    const [first, second] = await Promise.all([start(t.staffToken), start(t.staffToken)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.petitionId).toBe(second.body.petitionId);
    const extensionId = first.body.petitionId as string;

    const { rows } = await sql(
      `select p.extends_petition_id, p.requested_start_date::text as start_date, p.requested_end_date::text as end_date,
              p.visa_class, p.status, p.latest_petition, p.oa_user_id, p.filing_type, p.uscis_receipt_number, p.approved_valid_to,
              (select count(*)::int from app_public.modules m where m.petition_id = p.id) as modules,
              (select count(*)::int from app_public.i94_entries i where i.petition_id = p.id) as arrivals,
              (select latest_petition from app_public.petitions o where o.id = p.extends_petition_id) as original_latest
         from app_public.petitions p where p.id = $1`,
      [extensionId],
    );
    expect(rows[0]).toMatchObject({
      extends_petition_id: t.world.petitionId,
      start_date: '2029-12-15',
      end_date: '2030-12-14',
      visa_class: 'o_1a',
      status: 'PENDING_DOCS',
      latest_petition: true,
      oa_user_id: t.world.staff.id,
      original_latest: false,
      filing_type: 'change_of_status',
      uscis_receipt_number: null,
      approved_valid_to: null,
      modules,
      arrivals,
    });
    expect(modules).toBeGreaterThan(0);
    expect(arrivals).toBeGreaterThan(0);
  });

  it('fills the extension’s I-129 as a continuation asking to extend the stay, quoting the approved receipt', async () => {
    const extensionId = (await sql('select id from app_public.petitions where extends_petition_id = $1', [t.world.petitionId]))
      .rows[0]!.id as string;
    const generate = async () => {
      const form = await generateStoredForm(t, extensionId);
      return { ...form, missing: form.missing.map((entry) => entry.message).join('\n') };
    };
    const { text, checked, missing } = await generate();
    expect(checked('#subform[1].continuation[0]')).toBe(true);
    expect(checked('#subform[1].new[0]')).toBe(false);
    expect(checked('#subform[1].change[0]')).toBe(false);
    expect(checked('#subform[1].P2Checkbox4[2]')).toBe(true);
    expect(checked('#subform[1].P2Checkbox4[1]')).toBe(false);
    expect(checked('#subform[1].P2Checkbox4[0]')).toBe(false);
    expect(text('#subform[1].Line1_ReceiptNumber[0]')).toBe('WAC2690012345');
    expect(text('#subform[4].Part5_Q10_DateFrom[0]')).toBe('12/15/2029');
    // Her arrival, carried over from the approved petition.
    expect(text('#subform[2].Part3Line5_DateofArrival[0]')).toBe('08/28/2022');
    expect(missing).not.toContain('Most recent receipt number');

    // Without the approved petition's receipt, the box is listed for staff instead of printing nothing silently.
    await sql('update app_public.petitions set uscis_receipt_number = null where id = $1', [t.world.petitionId]);
    expect((await generate()).missing).toContain('Most recent receipt number');
    await sql(`update app_public.petitions set uscis_receipt_number = 'WAC2690012345' where id = $1`, [t.world.petitionId]);
  });

  it('ticks the approved petition’s "Extension filed" item when staff record the extension’s receipt', async () => {
    const extensionId = (await sql('select id from app_public.petitions where extends_petition_id = $1', [t.world.petitionId]))
      .rows[0]!.id as string;
    expect((await extensionItem())?.completed_at ?? null).toBeNull();
    // Another person's petition cannot be linked as an extension (the trigger's words are the domain's).
    const other = await sql(
      `insert into app_public.petitions (beneficiary_id, company_id, visa_class) values ($1, $2, 'o_1a') returning id`,
      [t.world.staff.id, t.world.companyId],
    );
    await expect(
      sql('update app_public.petitions set extends_petition_id = $1 where id = $2', [t.world.petitionId, other.rows[0]!.id]),
    ).rejects.toThrow(EXTENSION_TEXTS.sameBeneficiary);

    const recorded = await graphql(t.server.url, t.staffToken, SET_RECEIPT, { id: extensionId, receipt: 'WAC2790054321' });
    expect(recorded.errors).toBeUndefined();
    expect((await extensionItem())?.completed_at).toBeInstanceOf(Date);
  });
});
