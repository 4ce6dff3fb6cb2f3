import type { CaseStrategyPayload } from '@app/domain';
import { makeCaseStrategy } from '../factories/index.ts';
import type { DemoContext } from './context.ts';
import { demoArchetypeModules } from './modules.ts';
import type { BeneficiaryRecord } from './records.ts';

/** Two case strategies saved from the build-case-strategy page (for the third and fifth beneficiaries). */
export function buildCaseStrategies(ctx: DemoContext, beneficiaries: readonly BeneficiaryRecord[]): void {
  for (const [index, beneficiary] of [beneficiaries[2], beneficiaries[4]].entries()) {
    if (!beneficiary) continue;
    const visaClass = index === 0 ? 'eb_1a' : 'o_1a';
    const modules = demoArchetypeModules(beneficiary.fixture.archetype).map((module) => ({
      ...module,
      entities:
        module.type === 'memo-starter' ? [{ type: 'USER' as const, id: beneficiary.entityId, name: beneficiary.fullName }] : [],
      data: { ...module.data, notes: module.type === 'critical-role' ? 'Strongest criterion: founder role and funding.' : '' },
    }));
    const strategy: CaseStrategyPayload = {
      modules,
      beneficiaryId: beneficiary.id,
      petitionerId: beneficiary.company.id,
      visaClass,
      archetype: beneficiary.fixture.archetype,
      filingType: 'change_of_status',
      fieldOfEndeavor: beneficiary.fixture.field,
      proposedUSSalary: `${beneficiary.fixture.salary} per year`,
      proposedUSRole: beneficiary.fixture.role,
      worksiteLocation: `${beneficiary.company.fixture.place.city}, ${beneficiary.company.fixture.place.state}`,
      note: 'Build on the approved O-1A record; add citations and the 2024 award.',
      confidence: index === 0 ? 0.72 : 0.64,
      confidenceReasoning: 'Three criteria are well documented; press coverage is the weakest.',
      originalPayload: { visaClass, archetype: beneficiary.fixture.archetype, moduleTypes: modules.map((module) => module.type) },
      moduleNotes: { 'critical-role': 'Use the cap table and the investor letters.', press: 'Only two articles so far.' },
      exhibitExtractedData: [
        {
          type: 'offer-letter',
          extractedValue: `$${beneficiary.fixture.salary.toLocaleString('en-US')} per year`,
          confidence: 0.93,
          confidenceReasoning: 'Salary line read from the signed offer letter.',
        },
        {
          type: 'press-article',
          value: 'Metro Tech Daily, 2024',
          confidence: 0.61,
          confidenceReasoning: 'Publication date partly cut off in the scan.',
        },
      ],
    };
    const updatedAt = ctx.at(ctx.rng.int(1, 20));
    ctx.add(
      'case_strategies',
      makeCaseStrategy({
        id: ctx.rng.uuid(),
        user_id: beneficiary.id,
        user_email: beneficiary.email,
        label: `${visaClass.toUpperCase().replaceAll('_', '-')} strategy: ${beneficiary.fullName}`,
        strategy,
        created_at: updatedAt,
        updated_at: updatedAt,
      }),
    );
  }
}
