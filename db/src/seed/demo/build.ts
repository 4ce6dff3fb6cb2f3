import { buildBeneficiaries } from './beneficiaries.ts';
import { buildCaseStrategies } from './case-strategies.ts';
import { addCaseWork, addCompiledPetition } from './case-work.ts';
import { buildCompanies, buildCompanyDocuments } from './companies.ts';
import { createDemoContext, type BuildOptions, type DemoContext } from './context.ts';
import { buildEntities } from './entities.ts';
import { addModules } from './modules.ts';
import { buildOnboardings } from './onboarding.ts';
import { buildPersonalDocuments } from './personal-documents.ts';
import { planPetitions } from './petition-plans.ts';
import { addPetition } from './petitions.ts';
import { buildReusableExhibits } from './reusable-exhibits.ts';
import { buildStaff } from './staff.ts';
import { buildCaseFollowUp } from './staff-tools.ts';
import { buildDemoActionItems } from './action-items.ts';
import { buildDemoDescriptionReview } from './description-review.ts';
import { buildDemoCaseload } from './caseload.ts';

export interface DemoData {
  context: DemoContext;
  staffAdminId: string;
}

/**
 * The whole demo story, aggregate by aggregate. The order of the steps is the
 * order of the seeded generator's draws: changing it changes every id and
 * value after it, so add new parts at the end.
 */
export function buildDemoData(options: BuildOptions): DemoData {
  const ctx = createDemoContext(options);
  const staff = buildStaff(ctx);
  const companies = buildCompanies(ctx);
  buildCompanyDocuments(ctx, companies);
  const entities = buildEntities(ctx, companies);
  const beneficiaries = buildBeneficiaries(ctx, companies, entities);
  buildPersonalDocuments(ctx, beneficiaries);

  const plans = planPetitions(ctx, beneficiaries, staff);
  for (const plan of plans) {
    const petition = addPetition(ctx, plan);
    addModules(ctx, plan, entities, petition);
    addCaseWork(ctx, plan, petition.filed);
  }
  addCompiledPetition(ctx, plans);
  buildOnboardings(ctx, plans);
  buildCaseFollowUp(ctx, plans);
  buildCaseStrategies(ctx, beneficiaries);

  const northwind = companies.get('northwind');
  if (!northwind) throw new Error('Unknown demo company northwind');
  buildReusableExhibits(ctx, entities, northwind, staff.staffAdmin.id);
  buildDemoActionItems(ctx, plans);
  buildDemoCaseload(ctx, plans, staff.staffAdmin.id);
  buildDemoDescriptionReview(ctx, plans);
  return { context: ctx, staffAdminId: staff.staffAdmin.id };
}
