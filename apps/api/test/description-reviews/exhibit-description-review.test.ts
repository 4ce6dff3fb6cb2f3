import { insertRow, makeExhibit } from '@app/db/seed';
import { DESCRIPTION_EDIT_COMMENT_MAX, DESCRIPTION_EDIT_COMMENT_TEXTS, notificationWords } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { graphqlAs } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type Person, type World } from '../support/world.ts';

const ASK = `mutation DescriptionReviewTestAsk($exhibitId: UUID!) {
  requestDescriptionReview(input: { exhibitId: $exhibitId }) { exhibitDescriptionReview { party decision } }
}`;
const ANSWER = `mutation DescriptionReviewTestAnswer($exhibitId: UUID!, $decision: String!, $comment: String) {
  reviewExhibitDescription(input: { exhibitId: $exhibitId, decision: $decision, comment: $comment }) {
    exhibitDescriptionReview { decision comment decidedAt userByDecidedBy { fullName } }
  }
}`;
const SET_STATUS = `mutation DescriptionReviewTestSetStatus($id: UUID!, $status: ExhibitStatus!) {
  updateExhibitById(input: { id: $id, exhibitPatch: { status: $status } }) { exhibit { status } }
}`;
const REVIEWS = `query DescriptionReviewTestReviews($petitionId: UUID!) {
  allExhibitDescriptionReviews(condition: { petitionId: $petitionId }) { nodes { exhibitId party decision comment } }
}`;
const TASKS = `query DescriptionReviewTestTasks($petitionId: UUID!) {
  allPendingPetitionTasks(condition: { petitionId: $petitionId, awaitedKind: "DESCRIPTION_REVIEW" }) {
    nodes { id content party completedAt completedBy titleGenerated }
  }
}`;

interface Review {
  exhibitId: string;
  party: string;
  decision: string | null;
  comment: string | null;
}
interface Task {
  content: string;
  party: string;
  titleGenerated: boolean;
  completedAt: string | null;
  completedBy: string | null;
}

/**
 * Migration 0091: staff ask the customer to review an exhibit description; the beneficiary (the petitioner's
 * ADMIN/MEMBER for the company's exhibit) approves it or asks for an edit with a comment; the display status, the
 * action item and the staff notification follow; nobody else may answer or even read the request. Migration 0098: the
 * answer also moves the record status (approved → APPROVED_EXHIBIT_DESCRIPTION, edit requested → back to
 * CREATE_EXHIBIT_DESCRIPTION) unless staff moved it meanwhile; staff still set any status, the customer none.
 */
describe('the customer reviews exhibit descriptions', () => {
  let server: TestServer;
  let world: World;
  let secondExhibitId: string;
  let companyExhibitId: string;
  const as = graphqlAs(() => server);
  const asReader = graphqlAs<{ allExhibitDescriptionReviews: { nodes: Review[] } }>(() => server);
  const asTasks = graphqlAs<{ allPendingPetitionTasks: { nodes: Task[] } }>(() => server);
  const message = (result: { errors?: { message: string }[] }) => result.errors?.[0]?.message ?? 'accepted';
  const reviews = async (person: Person) =>
    (await asReader(person, REVIEWS, { petitionId: world.petitionId })).data?.allExhibitDescriptionReviews.nodes ?? [];
  const tasks = async (person: Person) =>
    (await asTasks(person, TASKS, { petitionId: world.petitionId })).data?.allPendingPetitionTasks.nodes ?? [];
  const exhibitState = async (id: string) =>
    (
      await server.pool.query<{ status: string; display: string | null }>(
        `select status::text, metadata ->> 'status' as display from app_public.exhibits where id = $1`,
        [id],
      )
    ).rows[0];
  const answer = (person: Person, exhibitId: string, decision: string, comment?: string) =>
    as(person, ANSWER, { exhibitId, decision, comment: comment ?? null });

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    // Staff are told as the case's attorney.
    await server.pool.query('update app_public.petitions set oa_user_id = $2 where id = $1', [world.petitionId, world.staff.id]);
    const [moduleId] = world.moduleIds;
    const second = makeExhibit({ module_id: moduleId!, petition_id: world.petitionId, name: 'Press article', order_index: 2 });
    const company = makeExhibit({
      module_id: moduleId!,
      petition_id: world.petitionId,
      name: 'Company org chart',
      owned_by: 'PETITIONER',
      order_index: 3,
      description: '<p>Acme’s organisation.</p>',
    });
    for (const row of [second, company]) await insertRow(server.pool, 'exhibits', row);
    secondExhibitId = second.id;
    companyExhibitId = company.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks only with a description, staff only, and gives the beneficiary alone an action item', async () => {
    expect(message(await as(world.staff, ASK, { exhibitId: world.exhibitId }))).toBe(
      'Write the description before asking for a review',
    );
    await server.pool.query(`update app_public.exhibits set description = $2 where id = any($1)`, [
      [world.exhibitId, secondExhibitId],
      '<p>The <strong>Webby Award</strong> recognises excellence on the internet.</p>',
    ]);
    expect(message(await as(world.beneficiary, ASK, { exhibitId: world.exhibitId }))).toBe('Only staff may ask for a review');
    // A provider exhibit hidden from customers cannot be asked about.
    expect(message(await as(world.staff, ASK, { exhibitId: world.hiddenExhibitId }))).toBe(
      'Make the exhibit visible to the customer before asking for a review',
    );
    for (const id of [world.exhibitId, secondExhibitId]) {
      expect(message(await as(world.staff, ASK, { exhibitId: id }))).toBe('accepted');
    }
    expect(await exhibitState(world.exhibitId)).toEqual({ status: 'REVIEW_EXHIBIT_DESCRIPTION', display: 'drafted' });

    // One item for the beneficiary, however many descriptions wait; the company's team and others see nothing.
    expect(await tasks(world.beneficiary)).toEqual([
      expect.objectContaining({
        content: 'Review and approve the draft exhibit descriptions',
        party: 'BENEFICIARY',
        completedAt: null,
        // The app's words: the customer reads them in her language (migration 0126).
        titleGenerated: true,
      }),
    ]);
    expect((await reviews(world.beneficiary)).map((r) => r.exhibitId).sort()).toEqual([world.exhibitId, secondExhibitId].sort());
    expect(await reviews(world.companyAdmin)).toEqual([]);
    expect(await reviews(world.otherBeneficiary)).toEqual([]);
    expect(await tasks(world.companyAdmin)).toEqual([]);
  });

  it('refuses an edit request without a comment or over the bound, and anyone but the beneficiary', async () => {
    expect(message(await answer(world.beneficiary, world.exhibitId, 'edit-requested', '   '))).toBe(
      DESCRIPTION_EDIT_COMMENT_TEXTS.blank,
    );
    expect(
      message(await answer(world.beneficiary, world.exhibitId, 'edit-requested', 'é'.repeat(DESCRIPTION_EDIT_COMMENT_MAX + 1))),
    ).toBe(DESCRIPTION_EDIT_COMMENT_TEXTS.tooLong);
    expect(message(await answer(world.beneficiary, world.exhibitId, 'rejected'))).toBe(
      'Approve the description or ask for an edit',
    );
    for (const person of [world.companyAdmin, world.companyViewer, world.otherBeneficiary]) {
      expect(message(await answer(person, world.exhibitId, 'approved'))).toBe('This description is not waiting for your review');
    }
    // The database's own check holds even for a write that skips the function (staff, as the owner here).
    await expect(
      server.pool.query(`update app_public.exhibit_description_reviews set decision = 'edit-requested' where exhibit_id = $1`, [
        world.exhibitId,
      ]),
    ).rejects.toThrow(/exhibit_description_reviews_comment/);
    expect((await exhibitState(world.exhibitId))?.display).toBe('drafted');
  });

  it('approves one and asks an edit of the other: statuses, the item closed, staff told; asking again reopens', async () => {
    const approved = await answer(world.beneficiary, world.exhibitId, 'approved');
    expect(message(approved)).toBe('accepted');
    expect(await exhibitState(world.exhibitId)).toEqual({ status: 'APPROVED_EXHIBIT_DESCRIPTION', display: 'customer-approved' });
    expect((await tasks(world.beneficiary))[0]?.completedAt).toBeNull();
    // Answered once: not again.
    expect(message(await answer(world.beneficiary, world.exhibitId, 'approved'))).toBe(
      'This description is not waiting for your review',
    );

    const comment = `  Please name the award year (2024)\nand the category.  `;
    const edit = await answer(world.beneficiary, secondExhibitId, 'edit-requested', comment);
    expect(edit.data).toEqual({
      reviewExhibitDescription: {
        exhibitDescriptionReview: {
          decision: 'edit-requested',
          comment: comment.trim(),
          decidedAt: expect.any(String),
          userByDecidedBy: { fullName: world.beneficiary.fullName },
        },
      },
    });
    expect(await exhibitState(secondExhibitId)).toEqual({ status: 'CREATE_EXHIBIT_DESCRIPTION', display: 'edit-requested' });
    const [closed] = await tasks(world.beneficiary);
    expect(closed).toMatchObject({ completedBy: world.beneficiary.id });
    expect(closed?.completedAt).not.toBeNull();

    // The attorney on the case is told of each answer, in words.
    const { rows } = await server.pool.query<{ kind: string; data: Record<string, unknown> }>(
      `select kind, data from app_public.notifications where user_id = $1 and petition_id = $2 order by created_at, id`,
      [world.staff.id, world.petitionId],
    );
    const words = rows.map((row) => notificationWords({ kind: row.kind, data: row.data }).title).sort();
    expect(words).toEqual([
      `${world.beneficiary.fullName} approved the description of Award certificate`,
      `${world.beneficiary.fullName} asked for an edit of the description of Press article`,
    ]);
    expect(rows.find((row) => row.data.decision === 'edit-requested')?.data.comment).toBe(
      'Please name the award year (2024) and the category.',
    );

    // Rewritten and asked again: the answer is cleared, the item opens again.
    expect(message(await as(world.staff, ASK, { exhibitId: secondExhibitId }))).toBe('accepted');
    expect((await reviews(world.staff)).find((r) => r.exhibitId === secondExhibitId)).toMatchObject({
      decision: null,
      comment: null,
    });
    expect(await exhibitState(secondExhibitId)).toEqual({ status: 'REVIEW_EXHIBIT_DESCRIPTION', display: 'drafted' });
    expect(await tasks(world.beneficiary)).toEqual([expect.objectContaining({ completedAt: null, completedBy: null })]);
  });

  it('lets the petitioner’s ADMIN, not its VIEWER nor the beneficiary, review the company’s exhibit', async () => {
    expect(message(await as(world.staff, ASK, { exhibitId: companyExhibitId }))).toBe('accepted');
    expect(await tasks(world.companyViewer)).toEqual([expect.objectContaining({ party: 'PETITIONER', completedAt: null })]);
    expect((await reviews(world.beneficiary)).some((r) => r.exhibitId === companyExhibitId)).toBe(false);
    expect((await reviews(world.companyViewer)).map((r) => r.exhibitId)).toEqual([companyExhibitId]);
    for (const person of [world.companyViewer, world.beneficiary]) {
      expect(message(await answer(person, companyExhibitId, 'approved'))).toBe('This description is not waiting for your review');
    }
    expect(message(await answer(world.companyAdmin, companyExhibitId, 'approved'))).toBe('accepted');
    expect(await exhibitState(companyExhibitId)).toEqual({
      status: 'APPROVED_EXHIBIT_DESCRIPTION',
      display: 'customer-approved',
    });
    expect((await tasks(world.companyAdmin))[0]?.completedAt).not.toBeNull();
  });

  it('keeps a status staff set while the review waited, lets staff override the answer’s, and the customer none', async () => {
    // Waiting for the beneficiary again (asked above): staff approve the exhibit outright before she answers.
    const setStatus = (person: Person, status: string) => as(person, SET_STATUS, { id: secondExhibitId, status });
    expect(message(await setStatus(world.staff, 'APPROVED_EXHIBIT'))).toBe('accepted');
    expect(message(await answer(world.beneficiary, secondExhibitId, 'edit-requested', 'One more detail.'))).toBe('accepted');
    expect(await exhibitState(secondExhibitId)).toEqual({ status: 'APPROVED_EXHIBIT', display: 'edit-requested' });
    // Staff move it wherever they like afterwards; the customer still may not, answer or not.
    expect(message(await setStatus(world.staff, 'REVIEW_EXHIBIT_DESCRIPTION'))).toBe('accepted');
    expect(message(await setStatus(world.beneficiary, 'APPROVED_EXHIBIT_DESCRIPTION'))).toBe(
      'Only staff may change status of exhibits',
    );
    expect((await exhibitState(secondExhibitId))?.status).toBe('REVIEW_EXHIBIT_DESCRIPTION');
  });
});
