import { checklistTaskApplies, COMPANY_DOCUMENT_TYPES, isOneOf, type CompanyDocumentType } from '@app/domain';
import { makeChecklistItem, makeNote, makePendingTask } from '../factories/index.ts';
import { BENEFICIARIES, NOTE_TEXTS, TASK_TEXTS } from '../demo-fixtures.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';

/** Notes, tasks and checklist items on the live petitions (latest and not archived). */
export function buildCaseFollowUp(ctx: DemoContext, plans: readonly PetitionPlan[]): void {
  for (const plan of plans) {
    const live = plan.latest && plan.status !== 'ARCHIVED';
    if (!live) continue;
    addNotes(ctx, plan);
    addTasks(ctx, plan);
    addChecklist(ctx, plan);
  }
}

function customersOf(plan: PetitionPlan): string[] {
  return [plan.beneficiary.id, plan.company.adminId];
}

function addNotes(ctx: DemoContext, plan: PetitionPlan): void {
  const { rng, at } = ctx;
  const noteCount = plan.beneficiary.fixture === BENEFICIARIES[0] ? 4 : rng.int(0, 3);
  for (let n = 0; n < noteCount; n++) {
    const fromStaff = n % 2 === 0;
    const createdAt = at(Math.max(0, plan.createdDaysAgo - 2 - n * rng.int(2, 6)));
    ctx.add(
      'notes',
      makeNote({
        id: rng.uuid(),
        petition_id: plan.id,
        user_id: plan.beneficiary.id,
        sender_id: fromStaff ? rng.pick([plan.oaId, plan.csmId]) : rng.pick(customersOf(plan)),
        content: rng.pick(NOTE_TEXTS),
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
}

/** 'tax-id-fein-document' → 'TAX_ID_FEIN_DOCUMENT' when the exhibit type is a corporate document type. */
export function companyDocumentTypeOfExhibit(exhibitType: string): CompanyDocumentType | null {
  const type = exhibitType.toUpperCase().replaceAll('-', '_');
  return isOneOf(COMPANY_DOCUMENT_TYPES, type) ? type : null;
}

function heldCompanyDocument(ctx: DemoContext, companyId: string, type: CompanyDocumentType) {
  return ctx.rows.company_documents.find((doc) => doc.company_id === companyId && doc.type === type);
}

function addTasks(ctx: DemoContext, plan: PetitionPlan): void {
  const { rng, at } = ctx;
  const openExhibits = plan.modules
    .flatMap((module) => module.exhibits)
    .filter((exhibit) => exhibit.status === 'PENDING_DOCUMENTS' && exhibit.ownedBy !== 'PLYMOUTH');
  const taskCount = plan.status === 'PENDING_DOCS' || plan.status === 'RFEED' ? rng.int(2, 4) : rng.int(0, 1);
  // The generator's draws stay as they were before tasks had a party (every later value depends on them):
  // the party comes from the exhibit or the task text, not from a draw.
  for (let n = 0; n < taskCount; n++) {
    const exhibit = openExhibits.length > 0 && rng.chance(0.7) ? rng.pick(openExhibits) : undefined;
    const completed = plan.status !== 'PENDING_DOCS' || rng.chance(0.3);
    const createdDaysAgo = Math.max(1, plan.createdDaysAgo - rng.int(1, 10));
    const id = rng.uuid();
    const rfe = plan.status === 'RFEED' && n === 0;
    const text = exhibit || rfe ? undefined : rng.pick(TASK_TEXTS);
    // Drawn as when the link was random; the text decides it now.
    if (!exhibit) rng.pick(['/onboarding/beneficiary', '/docs', null]);
    // An exhibit's task belongs to whoever provides the exhibit and closes when a file is put on it; the
    // RFE asks the employer for proof of its reputation; a text task says whose it is.
    const party = exhibit ? exhibit.ownedBy : rfe ? 'PETITIONER' : text!.party;
    const createdAt = at(createdDaysAgo);
    const drawnCompletedAt = completed ? at(Math.max(0, createdDaysAgo - rng.int(1, 5))) : null;
    const anyCustomer = completed ? rng.pick(customersOf(plan)) : null;
    // A petitioner exhibit that is a corporate document (the FEIN, the articles, …) is satisfied by the
    // company's document of that type, uploaded once for every petition: open exactly while the company
    // does not hold one.
    const companyDocType = exhibit?.ownedBy === 'PETITIONER' ? companyDocumentTypeOfExhibit(exhibit.type) : null;
    const held = companyDocType ? heldCompanyDocument(ctx, plan.company.id, companyDocType) : undefined;
    const completedAt = companyDocType ? (held ? createdAt : null) : drawnCompletedAt;
    ctx.add(
      'pending_petition_tasks',
      makePendingTask({
        id,
        petition_id: plan.id,
        exhibit_id: exhibit?.id ?? null,
        content: rfe
          ? 'Respond to the Request for Evidence: more proof of the distinguished reputation of the employer'
          : exhibit
            ? `Upload: ${exhibit.name}`
            : text!.content,
        // Exhibit tasks open where their exhibit is (derived in the app); the others keep a fitting page.
        link: exhibit ? null : rfe ? '/docs' : text!.link,
        party,
        awaited_kind: companyDocType ? 'COMPANY_DOCUMENT' : exhibit ? 'EXHIBIT_FILE' : null,
        awaited_type: companyDocType,
        // "Upload: <exhibit>" is the app's wording of what the task waits for (migration 0126); the RFE's and the
        // text tasks are staff's words.
        title_generated: !rfe && Boolean(exhibit),
        created_at: createdAt,
        created_by: plan.csmId,
        completed_at: completedAt,
        completed_by:
          completedAt === null || (anyCustomer === null && !companyDocType)
            ? null
            : party === 'PETITIONER'
              ? plan.company.adminId
              : plan.beneficiary.id,
      }),
    );
  }
}

/** Everything up to how far the case got is ticked off; petitions in attorney review get a per-module review. */
function addChecklist(ctx: DemoContext, plan: PetitionPlan): void {
  const { rng, at } = ctx;
  const progress = plan.path.length;
  const ticked: readonly (readonly [string, boolean])[] = [
    ['intake.engagement-signed', true],
    ['intake.retainer-paid', true],
    ['intake.kickoff-call', plan.status !== 'PENDING_DOCS' || rng.chance(0.7)],
    ['intake.beneficiary-onboarding', plan.onboarding === 'completed'],
    ['intake.employer-onboarding', plan.company.fixture.portalOnboarded],
    ['evidence.strategy-approved', progress >= 1 || rng.chance(0.4)],
    ['evidence.expert-letters-requested', progress >= 1 || rng.chance(0.5)],
    ['evidence.expert-letters-signed', progress >= 2],
    ['evidence.exhibits-reviewed', progress >= 2],
    ['evidence.exhibit-index-final', progress >= 2],
    ['forms.g28', progress >= 1],
    ['forms.i129', progress >= 2],
    ['forms.i140', progress >= 2],
    ['forms.petitioner-signature', progress >= 2],
    ['filing.attorney-final-review', progress >= 2],
    ['filing.compiled', progress >= 3],
    ['filing.fees-prepared', progress >= 3],
    ['filing.shipped', progress >= 4],
    ['filing.tracking-recorded', progress >= 4],
    ['filing.receipt-received', progress >= 4 && plan.status !== 'SHIPPED'],
  ];
  for (const [code, done] of ticked) {
    // Only the tasks of this petition's checklist (the database refuses others, migrations 0101 and 0125).
    if (!checklistTaskApplies(code, { visaClass: plan.visa, hasPetitionerCompany: true, filingType: null })) continue;
    const taskId = ctx.options.checklistTaskIds.get(code);
    if (!taskId) continue;
    // Items exist once staff start on them; open items without a note are not stored.
    const note = !done && rng.chance(0.15) ? 'Waiting on the client' : null;
    if (!done && !note) continue;
    const createdAt = at(Math.max(0, plan.createdDaysAgo - rng.int(0, 5)));
    const id = rng.uuid();
    // A TN applied for at the border files no I-129 and ships nothing to USCIS (migrations 0125, 0128, 0135). Checked after this item's draws, which every
    // class's task makes as before: one draw fewer would move every later one (Priya's case, the browser tests' ids).
    const petition = { visaClass: plan.visa, hasPetitionerCompany: true, filingType: plan.filingType };
    if (!checklistTaskApplies(code, petition)) continue;
    ctx.add(
      'petition_checklist_items',
      makeChecklistItem({
        id,
        petition_id: plan.id,
        module_id: null,
        task_id: taskId,
        completed_at: done ? createdAt : null,
        completed_by: done ? plan.oaId : null,
        note,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
  }
  const reviewTask = ctx.options.checklistTaskIds.get('evidence.exhibits-reviewed');
  if (plan.status === 'IN_ATTORNEY_REVIEW' && reviewTask) {
    for (const module of plan.modules) {
      if (module.type === 'memo-starter' || module.type === 'conclusion') continue;
      const done = rng.chance(0.6);
      const createdAt = at(rng.int(1, 10));
      ctx.add(
        'petition_checklist_items',
        makeChecklistItem({
          id: rng.uuid(),
          petition_id: plan.id,
          module_id: module.id,
          task_id: reviewTask,
          completed_at: done ? createdAt : null,
          completed_by: done ? plan.oaId : null,
          note: done ? null : 'Descriptions still in draft',
          created_at: createdAt,
          updated_at: createdAt,
        }),
      );
    }
  }
}
