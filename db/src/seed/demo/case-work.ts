import type { FormType } from '@app/domain';
import { makeCompiledPetition, makePetitionForm, makePetitionLetter, makeProviderDocument } from '../factories/index.ts';
import type { DemoContext } from './context.ts';
import type { PetitionPlan } from './records.ts';
import { EXPERTS } from './story-data.ts';
import { lastName, slug } from './text.ts';

/** A petition's USCIS forms, letters and provider documents, as far as the case got. */
export function addCaseWork(ctx: DemoContext, plan: PetitionPlan, filed: boolean): void {
  const { rng, at } = ctx;
  const { beneficiary, company } = plan;
  const reviewed = plan.path.includes('IN_ATTORNEY_REVIEW');
  const submitted = plan.path.includes('SUBMITTED');
  const forms: FormType[] = ['G28', plan.visa === 'eb_1a' ? 'I140' : 'I129'];
  if (reviewed && rng.chance(0.5)) forms.push('I907');
  if (submitted && rng.chance(0.3)) forms.push('CREDIT_CARD');
  if (plan.status === 'PENDING_DOCS' && rng.chance(0.5)) forms.length = 1;
  if (plan.status !== 'ARCHIVED' || filed) {
    for (const type of forms) {
      const hasFile = reviewed || rng.chance(0.3);
      ctx.add(
        'petition_forms',
        makePetitionForm({
          id: rng.uuid(),
          petition_id: plan.id,
          type,
          file_id: hasFile
            ? ctx.addFile({
                name: `${type.toLowerCase()}-${slug(lastName(beneficiary.fullName))}.pdf`,
                kind: 'pdf',
                ownerId: plan.oaId,
                createdAt: at(Math.max(0, plan.createdDaysAgo - 10)),
                title: `Form ${type.replace(/^I(\d)/, 'I-$1').replace('G28', 'G-28')}: ${beneficiary.fullName}`,
                lines: [
                  `Petitioner: ${company.fixture.legalName}`,
                  `Visa class: ${plan.visa.toUpperCase().replaceAll('_', '-')}`,
                ],
              })
            : null,
          created_at: at(Math.max(0, plan.createdDaysAgo - 5)),
          updated_at: at(Math.max(0, plan.createdDaysAgo - 5)),
        }),
      );
    }
  }
  if (reviewed || (plan.status === 'PENDING_DOCS' && rng.chance(0.3))) {
    const letters = [`Support letter from ${company.fixture.dbaName}`];
    if (plan.visa !== 'tn') letters.push(`Expert letter: ${rng.pick(EXPERTS)[0]}`);
    for (const letter of letters) {
      ctx.add(
        'petition_letters',
        makePetitionLetter({
          id: rng.uuid(),
          petition_id: plan.id,
          name: letter,
          content: `<p>To whom it may concern,</p><p>I write in support of the petition for ${beneficiary.fullName}, ${beneficiary.fixture.role} at ${company.fixture.dbaName}, whose work in ${beneficiary.fixture.field.toLowerCase()} is of extraordinary importance to our field.</p><p>Sincerely,</p>`,
          final_file_id: submitted
            ? ctx.addFile({
                name: `${slug(letter)}-signed.pdf`,
                kind: 'pdf',
                ownerId: plan.oaId,
                createdAt: at(Math.max(0, plan.createdDaysAgo - 20)),
                title: `${letter} (signed)`,
                lines: [`In support of ${beneficiary.fullName}`],
              })
            : null,
          created_at: at(Math.max(0, plan.createdDaysAgo - 12)),
          updated_at: at(Math.max(0, plan.createdDaysAgo - 12)),
        }),
      );
    }
  }
  if (reviewed && plan.visa !== 'tn' && rng.chance(0.3)) {
    const createdAtDoc = at(Math.max(0, plan.createdDaysAgo - 15));
    ctx.add(
      'provider_documents',
      makeProviderDocument({
        owner_id: beneficiary.id,
        file_id: ctx.addFile({
          name: `wage-analysis-${slug(lastName(beneficiary.fullName))}.pdf`,
          kind: 'pdf',
          ownerId: plan.oaId,
          createdAt: createdAtDoc,
          title: `Prevailing wage analysis: ${beneficiary.fullName}`,
        }),
        petition_id: plan.id,
        document_type: 'wage-analysis',
        created_at: createdAtDoc,
      }),
    );
  }
}

/** One compiled filing packet (after a failed first attempt) on a shipped petition. */
export function addCompiledPetition(ctx: DemoContext, plans: readonly PetitionPlan[]): void {
  const { rng, at } = ctx;
  const compiledPlan =
    plans.find((plan) => plan.latest && plan.status === 'SHIPPED') ?? plans.find((plan) => plan.path.includes('SHIPPED'));
  if (!compiledPlan) return;
  const shippedAt =
    ctx.history.statusTimes.find((time) => time.petition_id === compiledPlan.id && time.status === 'PRINT_SHIP_REQUESTED')
      ?.changed_at ?? at(10);
  const displayName = `${compiledPlan.visa.toUpperCase().replaceAll('_', '-')} petition: ${compiledPlan.beneficiary.fullName}`;
  ctx.add(
    'compiled_petitions',
    makeCompiledPetition({
      id: rng.uuid(),
      petition_id: compiledPlan.id,
      display_name: `${displayName} (draft)`,
      status: 'FAILED',
      creator_id: compiledPlan.oaId,
      file_id: null,
      created_at: at(ctx.daysFromIso(shippedAt) + 2),
    }),
  );
  ctx.add(
    'compiled_petitions',
    makeCompiledPetition({
      id: rng.uuid(),
      petition_id: compiledPlan.id,
      display_name: displayName,
      status: 'COMPLETED',
      creator_id: compiledPlan.oaId,
      file_id: ctx.addFile({
        name: `${slug(displayName)}.pdf`,
        kind: 'pdf',
        ownerId: compiledPlan.oaId,
        createdAt: shippedAt,
        title: displayName,
        lines: [
          `Petitioner: ${compiledPlan.company.fixture.legalName}`,
          `Modules: ${compiledPlan.modules.map((m) => m.name).join(', ')}`,
        ],
      }),
      created_at: shippedAt,
    }),
  );
}
