import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  answeredRfeTexts,
  rfeDueBeforeTasksText,
  RFE_TEXTS,
  rfeTaskDueTooLateText,
  uscisToday,
  type TDraftRfeResponse,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendTaskReminders } from '../../src/jobs/task-reminders.ts';
import { callJson } from '../files/file-service-client.ts';
import { addExhibit, addModule, attachFiles, pageTexts, pdfOfPages } from '../packets/packet-fixture.ts';
import { petitionWithOneAward, startPacketTestServer, type PacketTestServer } from '../packets/packet-test-server.ts';
import { graphql } from '../support/graphql-client.ts';

const COMPILE_PETITION = `mutation RfeTestCompilePetition($petitionId: UUID!) {
  compilePetition(input: { petitionId: $petitionId }) { compiledPetition { id } }
}`;
const COMPILE_RFE = `mutation RfeTestCompileRfe($rfeResponseId: UUID!) {
  compileRfeResponse(input: { rfeResponseId: $rfeResponseId }) { compiledPetition { id } }
}`;
const OPEN_RFE = `mutation RfeTestOpen($rfe: RfeResponseInput!) {
  createRfeResponse(input: { rfeResponse: $rfe }) { rfeResponse { id } }
}`;
const UPDATE_RFE = `mutation RfeTestUpdate($id: UUID!, $patch: RfeResponsePatch!) {
  updateRfeResponseById(input: { id: $id, rfeResponsePatch: $patch }) { rfeResponse { id } }
}`;
const ADD_ITEM = `mutation RfeTestAddItem($item: RfeDeficiencyInput!) {
  createRfeDeficiency(input: { rfeDeficiency: $item }) { rfeDeficiency { id } }
}`;
const EDIT_ITEM = `mutation RfeTestEditItem($id: UUID!, $patch: RfeDeficiencyPatch!) {
  updateRfeDeficiencyById(input: { id: $id, rfeDeficiencyPatch: $patch }) { rfeDeficiency { id } }
}`;
const REMOVE_ITEM = `mutation RfeTestRemoveItem($id: UUID!) {
  deleteRfeDeficiencyById(input: { id: $id }) { rfeDeficiency { id } }
}`;
const ADD_TASK = `mutation RfeTestAddTask($task: PendingPetitionTaskInput!) {
  createPendingPetitionTask(input: { pendingPetitionTask: $task }) { pendingPetitionTask { id } }
}`;

/**
 * The RFE response workspace's server side (issue 31, migration 0060): the response packet continues the filed
 * packet's exhibit labels and Bates numbers through the one packet pipeline; drafts cite the mapped criterion's
 * exhibits by those labels and flag what no exhibit supports; the rules hold in the database; the due date reminds.
 */
/** The UTC date `offset` days from today (YYYY-MM-DD): an RFE's dates are checked against today (migration 0100). */
function day(offset: number): string {
  const date = new Date(`${uscisToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}
/** Received 16 days ago, due 12 weeks after (as USCIS gives), answered a week before it was due. */
const RECEIVED = day(-16);
const DUE = day(68);

describe('RFE responses', () => {
  let packets: PacketTestServer;
  let petitionId: string;
  let awardsModuleId: string;
  let rfeId: string;

  const staff = <T>(query: string, variables: Record<string, unknown>) =>
    graphql<T>(packets.server.url, packets.staffToken, query, variables);

  async function finished(id: string) {
    for (let i = 0; i < 600; i++) {
      const { rows } = await packets.server.pool.query<{ status: string; failure_reason: string | null; storage_key: string }>(
        `select c.status, c.failure_reason, f.storage_key from app_public.compiled_petitions c
           left join app_public.files f on f.id = c.file_id where c.id = $1`,
        [id],
      );
      if (rows[0] && rows[0].status !== 'RUNNING') return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the compile did not finish');
  }

  const draft = (itemId: string, token = packets.staffToken) =>
    callJson<TDraftRfeResponse & { error?: string }>(
      `${packets.server.url}/petitions/${petitionId}/rfe-deficiencies/${itemId}/draft`,
      token,
      { method: 'POST', body: {} },
    );

  beforeAll(async () => {
    packets = await startPacketTestServer('ps-rfe-');
    petitionId = await petitionWithOneAward(packets, 2);
    awardsModuleId = (
      await packets.server.pool.query<{ id: string }>('select id from app_public.modules where petition_id = $1', [petitionId])
    ).rows[0]!.id;
    await packets.server.pool.query('update app_public.petitions set oa_user_id = $2 where id = $1', [
      petitionId,
      packets.world.staff.id,
    ]);
  });
  afterAll(async () => {
    await packets?.close();
  });

  it("refuses impossible dates in the domain's words, never a 500: received after today, due passed or too far", async () => {
    const refusal = async (rfe: Record<string, unknown>) =>
      (await staff(OPEN_RFE, { rfe: { petitionId, ...rfe } })).errors?.[0]?.message;
    // The year mistyped in December: due eleven months ago; or due in 2099; or received tomorrow.
    expect(await refusal({ dueDate: day(-330) })).toBe(RFE_TEXTS.duePassed);
    expect(await refusal({ receivedDate: RECEIVED, dueDate: '2099-02-12' })).toBe(RFE_TEXTS.dueTooLate);
    expect(await refusal({ dueDate: day(88) })).toBe(RFE_TEXTS.dueTooLate);
    expect(await refusal({ receivedDate: day(1), dueDate: day(60) })).toBe(RFE_TEXTS.receivedFuture);
    const { rows } = await packets.server.pool.query<{ count: string }>(
      'select count(*) from app_public.rfe_responses where petition_id = $1',
      [petitionId],
    );
    expect(rows[0]!.count).toBe('0');
  });

  it('refuses to compile a response before the petition has a filed packet to continue', async () => {
    const opened = await staff<{ createRfeResponse: { rfeResponse: { id: string } } }>(OPEN_RFE, {
      rfe: { petitionId, receivedDate: RECEIVED, dueDate: DUE },
    });
    expect(opened.errors).toBeUndefined();
    rfeId = opened.data!.createRfeResponse.rfeResponse.id;
    const refused = await staff(COMPILE_RFE, { rfeResponseId: rfeId });
    expect(refused.errors?.[0]?.message).toMatch(/^Compile the petition's packet first/);
  });

  it('holds the rules of packages/domain/src/rfe.ts in the database, in its words', async () => {
    const second = await staff(OPEN_RFE, { rfe: { petitionId, dueDate: day(70) } });
    expect(second.errors?.[0]?.message).toBe(RFE_TEXTS.oneOpenRfe);
    // Answered (so its due date is not a new one), due before it was received.
    const early = await packets.server.pool
      .query(`update app_public.rfe_responses set answered_on = $2, due_date = $3 where id = $1`, [rfeId, RECEIVED, day(-20)])
      .catch((error: { constraint?: string }) => error.constraint);
    expect(early).toBe('rfe_responses_due_after_received');
    // Migration 0100 through GraphQL, on the open RFE: a due date moved into the past or past 12 weeks, a receipt
    // moved after today; the RFE keeps its dates.
    const moved = async (patch: Record<string, unknown>) => (await staff(UPDATE_RFE, { id: rfeId, patch })).errors?.[0]?.message;
    expect(await moved({ dueDate: day(-2) })).toBe(RFE_TEXTS.duePassed);
    expect(await moved({ dueDate: day(72) })).toBe(RFE_TEXTS.dueTooLate);
    expect(await moved({ receivedDate: day(1) })).toBe(RFE_TEXTS.receivedFuture);
    expect(await moved({ answeredOn: day(1) })).toBe(RFE_TEXTS.answeredFuture);
    const kept = await packets.server.pool.query<{ received: string; due: string; answered: string | null }>(
      `select to_char(received_date, 'YYYY-MM-DD') as received, to_char(due_date, 'YYYY-MM-DD') as due,
              answered_on as answered
         from app_public.rfe_responses where id = $1`,
      [rfeId],
    );
    expect(kept.rows[0]).toEqual({ received: RECEIVED, due: DUE, answered: null });
    const otherPetitionsModule = await staff(ADD_ITEM, {
      item: { rfeResponseId: rfeId, position: 9, title: 'Press', moduleId: packets.world.moduleIds[0] },
    });
    expect(otherPetitionsModule.errors?.[0]?.message).toBe(RFE_TEXTS.moduleOfOtherPetition);
    const blank = await staff(ADD_ITEM, { item: { rfeResponseId: rfeId, position: 9, title: '  ' } });
    expect(blank.errors?.[0]?.message).toBe(RFE_TEXTS.titleMissing);
  });

  it('compiles a response packet continuing the filed exhibit labels and Bates numbers, with drafts citing them', async () => {
    const filed = await staff<{ compilePetition: { compiledPetition: { id: string } } }>(COMPILE_PETITION, { petitionId });
    const filedRow = await finished(filed.data!.compilePetition.compiledPetition.id);
    expect(filedRow.status).toBe('COMPLETED');
    const filedPages = await pageTexts(await readFile(path.join(packets.filesDir, filedRow.storage_key)));
    const lastFiled = filedPages.length; // no forms or cover letter: every page is numbered
    expect(filedPages.at(-1)).toContain(`PS-${String(lastFiled).padStart(6, '0')}`);

    // After filing: a second awards exhibit, and a criterion with none.
    const newExhibit = await addExhibit(packets.server.pool, petitionId, awardsModuleId, 1, {
      name: 'Jury statement',
      description: '<p>The jury chose 3 of 1,200 entries.</p>',
    });
    await attachFiles(packets.server.pool, packets.filesDir, newExhibit, [
      { name: 'jury.pdf', mimeType: 'application/pdf', bytes: await pdfOfPages(1, 'Jury statement') },
    ]);
    const emptyModule = await addModule(packets.server.pool, petitionId, 1, { name: 'Salary' });

    const mapped = await staff<{ createRfeDeficiency: { rfeDeficiency: { id: string } } }>(ADD_ITEM, {
      item: {
        rfeResponseId: rfeId,
        position: 1,
        title: 'Awards',
        uscisText: 'Show national recognition.',
        moduleId: awardsModuleId,
      },
    });
    const unmapped = await staff<{ createRfeDeficiency: { rfeDeficiency: { id: string } } }>(ADD_ITEM, {
      item: { rfeResponseId: rfeId, position: 2, title: 'Salary', moduleId: emptyModule },
    });
    const awardsDraft = await draft(mapped.data!.createRfeDeficiency.rfeDeficiency.id);
    expect(awardsDraft.status).toBe(200);
    expect(awardsDraft.body.isTemplate).toBe(true);
    expect(awardsDraft.body.responseText).toContain('Exhibit A-1, “Award certificate”');
    expect(awardsDraft.body.responseText).toContain(
      'Exhibit A-2, “Jury statement”, is submitted in response to this item. It is described as: “The jury chose 3 of 1,200 entries.”',
    );
    expect(awardsDraft.body.unsupportedClaims).toEqual([]);
    const salaryDraft = await draft(unmapped.data!.createRfeDeficiency.rfeDeficiency.id);
    expect(salaryDraft.body.unsupportedClaims).toHaveLength(1);
    expect(salaryDraft.body.responseText).toContain('[Unsupported: no exhibit is mapped to this item yet]');
    const stored = await packets.server.pool.query<{
      position: number;
      has_text: boolean;
      claims: unknown[];
      generated: boolean;
    }>(
      `select position, response_text <> '' as has_text, unsupported_claims as claims, generation_id is not null as generated
         from app_public.rfe_deficiencies where rfe_response_id = $1 order by position`,
      [rfeId],
    );
    expect(stored.rows.map((row) => [row.position, row.has_text, row.claims.length, row.generated])).toEqual([
      [1, true, 0, true],
      [2, true, 1, true],
    ]);
    // Customers may not draft.
    expect((await draft(mapped.data!.createRfeDeficiency.rfeDeficiency.id, packets.beneficiaryToken)).status).toBe(403);

    const started = await staff<{ compileRfeResponse: { compiledPetition: { id: string } } }>(COMPILE_RFE, {
      rfeResponseId: rfeId,
    });
    expect(started.errors).toBeUndefined();
    const response = await finished(started.data!.compileRfeResponse.compiledPetition.id);
    expect(response).toMatchObject({ status: 'COMPLETED', failure_reason: null });
    const pages = await pageTexts(await readFile(path.join(packets.filesDir, response.storage_key)));
    // The response letter first, unnumbered; then the cover page numbered on from the filed packet.
    expect(pages[0]).toContain('Response to Request for Evidence');
    expect(pages[0]).not.toMatch(/PS-\d{6}/);
    const cover = pages.findIndex((text) => /PS-\d{6}/.test(text));
    expect(pages[cover]).toContain(`PS-${String(lastFiled + 1).padStart(6, '0')}`);
    expect(pages[cover]).toContain('Response to Request for Evidence');
    const index = pages[cover + 1]!;
    expect(index).toContain('A-2');
    expect(index).not.toContain('A-1 ');
    const { rows: sources } = await packets.server.pool.query<{ labels: string[] }>(
      `select array(select e->>'label' from jsonb_array_elements(s.sources->'exhibits') e) as labels
         from app_public.compiled_petition_sources s where s.compiled_petition_id = $1`,
      [started.data!.compileRfeResponse.compiledPetition.id],
    );
    expect(sources[0]!.labels).toEqual(['A-2']);
  });

  it('refuses a task for an item due after the response is due, and the response moved before a task, in words', async () => {
    const itemId = (
      await packets.server.pool.query<{ id: string }>(
        'select id from app_public.rfe_deficiencies where rfe_response_id = $1 order by position limit 1',
        [rfeId],
      )
    ).rows[0]!.id;
    const task = (dueDate: string) =>
      staff<{ createPendingPetitionTask: { pendingPetitionTask: { id: string } } }>(ADD_TASK, {
        task: { petitionId, party: 'BENEFICIARY', content: 'Send the jury chair’s letter', dueDate, rfeDeficiencyId: itemId },
      });
    // Due the day after the response: the evidence would reach USCIS too late.
    expect((await task(day(69))).errors?.[0]?.message).toBe(rfeTaskDueTooLateText(DUE));
    expect(rfeTaskDueTooLateText(DUE)).toMatch(/^A task for this RFE must be due by \d{2}\/\d{2}\/\d{4}, /);
    // Due the day the response is: fine; moved a day later, refused, and it keeps its date.
    const added = await task(DUE);
    expect(added.errors).toBeUndefined();
    const taskId = added.data!.createPendingPetitionTask.pendingPetitionTask.id;
    const moved = await packets.server.pool
      .query('update app_public.pending_petition_tasks set due_date = $2 where id = $1', [taskId, day(69)])
      .catch((error: Error) => error.message);
    expect(moved).toBe(rfeTaskDueTooLateText(DUE));
    const { rows } = await packets.server.pool.query<{ due: string }>(
      `select to_char(due_date, 'YYYY-MM-DD') as due from app_public.pending_petition_tasks where id = $1`,
      [taskId],
    );
    expect(rows).toEqual([{ due: DUE }]);
    // From the RFE's side: its due date is not moved before the task's, through GraphQL; the RFE keeps its date.
    const earlier = await staff(UPDATE_RFE, { id: rfeId, patch: { dueDate: day(60) } });
    expect(earlier.errors?.[0]?.message).toBe(rfeDueBeforeTasksText(DUE));
    const rfe = await packets.server.pool.query<{ due: string }>(
      `select to_char(due_date, 'YYYY-MM-DD') as due from app_public.rfe_responses where id = $1`,
      [rfeId],
    );
    expect(rfe.rows).toEqual([{ due: DUE }]);
  });

  it('reminds the attorney of the due date daily from seven days before, once a day, until answered', async () => {
    const pool = packets.server.pool;
    const reminders = async () =>
      (
        await pool.query<{ count: string }>(
          `select count(*) from app_public.notifications
            where user_id = $1 and kind = 'task-due' and petition_id = $2 and data->>'task' = 'Respond to the Request for Evidence'`,
          [packets.world.staff.id, petitionId],
        )
      ).rows[0]!.count;
    await sendTaskReminders(pool, day(60));
    expect(await reminders()).toBe('0');
    await sendTaskReminders(pool, day(61));
    await sendTaskReminders(pool, day(61));
    expect(await reminders()).toBe('1');
    // Answered a week before it was due: today is day(61) for the job, the database's today for the answer.
    await pool.query(`update app_public.rfe_responses set answered_on = $2 where id = $1`, [rfeId, day(-1)]);
    await sendTaskReminders(pool, day(62));
    expect(await reminders()).toBe('1');
  });

  it('refuses changes to the answered RFE in a sentence naming the day, through GraphQL and the draft route, never a 500', async () => {
    // Answered yesterday by the test above.
    const texts = answeredRfeTexts(day(-1));
    const itemId = (
      await packets.server.pool.query<{ id: string }>(
        'select id from app_public.rfe_deficiencies where rfe_response_id = $1 order by position limit 1',
        [rfeId],
      )
    ).rows[0]!.id;
    const refusal = async (query: string, variables: Record<string, unknown>) =>
      (await staff(query, variables)).errors?.[0]?.message;
    expect(await refusal(ADD_ITEM, { item: { rfeResponseId: rfeId, position: 3, title: 'Late item' } })).toBe(texts.items);
    expect(await refusal(EDIT_ITEM, { id: itemId, patch: { responseText: 'Changed after sending' } })).toBe(texts.items);
    expect(await refusal(REMOVE_ITEM, { id: itemId })).toBe(texts.items);
    expect(
      await refusal(ADD_TASK, {
        task: { petitionId, party: 'BENEFICIARY', content: 'One more letter', rfeDeficiencyId: itemId },
      }),
    ).toBe(texts.tasks);
    expect(await refusal(COMPILE_RFE, { rfeResponseId: rfeId })).toBe(texts.packet);
    const drafted = await draft(itemId);
    expect(drafted.status).toBe(409);
    expect(drafted.body.error).toBe(texts.items);
    const { rows } = await packets.server.pool.query<{ count: string }>(
      'select count(*) from app_public.rfe_deficiencies where rfe_response_id = $1',
      [rfeId],
    );
    expect(rows[0]!.count).toBe('2');
  });
});
