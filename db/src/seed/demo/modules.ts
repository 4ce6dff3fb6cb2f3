import {
  ARCHETYPE_MODULE_TEMPLATES,
  buildTnPresetModules,
  CONCLUSION_TEMPLATE,
  createModuleDraft,
  EMPLOYER_DOCUMENTS_TEMPLATE,
  IMMIGRATION_HISTORY_TEMPLATE,
  PETITION_MODULE_TYPE_DETAILS,
  type Archetype,
  type EntityType,
  type ExhibitStatus,
  type ModuleDraft,
} from '@app/domain';
import { makeModule, makeModuleEntity } from '../factories/index.ts';
import type { DemoContext } from './context.ts';
import type { EntityIndex, EntityRef } from './entities.ts';
import { addModuleExhibits } from './exhibits.ts';
import type { ModuleRecord, PetitionPlan } from './records.ts';
import { weighted } from './text.ts';

/**
 * The archetype template as it was before migration 0116: the CV and the advisory opinion letter in the hidden memo
 * starter. The demo's petitions were made before it (like any existing petition, they keep their modules), and their
 * ids and exhibit labels stay the ones the browser tests know; the builder makes new petitions by
 * buildArchetypeTemplate.
 */
export function demoArchetypeModules(archetype: Archetype): ModuleDraft[] {
  const generated = { autogen: true, visible: false };
  return [
    createModuleDraft({ type: 'memo-starter', exhibits: ['beneficiary-cv', 'ao-letter'] }, generated),
    ...ARCHETYPE_MODULE_TEMPLATES[archetype].map((template) => createModuleDraft(template)),
    createModuleDraft(CONCLUSION_TEMPLATE, generated),
  ];
}

/**
 * The TN preset as it was before the degree certificate joined it (docs/decisions.md, "A TN case walked from
 * nothing"): the demo's TN petitions were made before it, and one more exhibit would move every later draw of the
 * generator, so Priya's case and every id and label the browser tests know would change; the builder makes new TN
 * petitions by buildTnPresetModules.
 */
function demoTnModules(): ModuleDraft[] {
  return buildTnPresetModules().map((module) =>
    module.type === 'tn-beneficiary-education-docs'
      ? { ...module, exhibits: module.exhibits.filter((exhibit) => exhibit.type !== 'degree-certificate') }
      : module,
  );
}

/** A petition's modules from its archetype template (or the TN preset), their entities and their exhibits. */
export function addModules(
  ctx: DemoContext,
  plan: PetitionPlan,
  entities: EntityIndex,
  petition: { createdAt: string; filed: boolean },
): void {
  const { rng } = ctx;
  const { beneficiary, company } = plan;
  const { createdAt } = petition;
  const drafts: ModuleDraft[] = plan.visa === 'tn' ? demoTnModules() : demoArchetypeModules(beneficiary.fixture.archetype);
  if (plan.visa !== 'tn' && rng.chance(0.65)) {
    drafts.splice(
      drafts.length - 1,
      0,
      createModuleDraft(EMPLOYER_DOCUMENTS_TEMPLATE),
      createModuleDraft(IMMIGRATION_HISTORY_TEMPLATE),
    );
  }
  const pickStatus = (): ExhibitStatus => exhibitStatusFor(ctx, plan, petition.filed);
  const entityFor = (type: EntityType) => {
    const options = entities.of(type);
    return options.length > 0 ? rng.pick(options) : undefined;
  };
  drafts.forEach((draft, moduleIndex) => {
    const moduleId = rng.uuid();
    const record: ModuleRecord = { id: moduleId, type: draft.type, name: draft.name, exhibits: [] };
    plan.modules.push(record);
    const linked: EntityRef[] = [];
    switch (draft.type) {
      case 'memo-starter':
        linked.push(
          { id: beneficiary.entityId, name: beneficiary.fullName },
          { id: company.entityId, name: company.fixture.dbaName },
        );
        break;
      case 'critical-role':
      case 'high-remuneration':
      case 'original-contribution':
        linked.push({ id: company.entityId, name: company.fixture.dbaName });
        if (draft.type === 'critical-role') {
          const role = entities.of('ROLE').find((entity) => entity.name.endsWith(company.fixture.dbaName));
          if (role) linked.push(role);
        }
        break;
      case 'awards': {
        const award = entityFor(beneficiary.fixture.archetype === 'technology-founder' && rng.chance(0.5) ? 'VC' : 'AWARD');
        if (award) linked.push(award);
        break;
      }
      case 'press':
        linked.push(...rng.sample(entities.of('PRESS_PUBLISHER'), rng.int(1, 2)));
        break;
      case 'judging':
      case 'membership':
      case 'authorship': {
        const entityType: EntityType =
          draft.type === 'judging' ? 'JUDGING_ENTITY' : draft.type === 'membership' ? 'MEMBERSHIP' : 'AUTHORSHIP_PUBLISHER';
        const entity = entityFor(entityType);
        if (entity) linked.push(entity);
        break;
      }
      case 'tn-support-letter-offer-of-employment': {
        const location = entities.of('LOCATION')[0];
        linked.push({ id: company.entityId, name: company.fixture.dbaName }, ...(location ? [location] : []));
        break;
      }
      default:
        break;
    }
    for (const entity of linked)
      ctx.add('module_entities', makeModuleEntity({ module_id: moduleId, entity_id: entity.id, created_at: createdAt }));

    const moduleData: Record<string, unknown> = {
      notes: rng.chance(0.3)
        ? rng.pick([
            'Strong criterion; lead with it.',
            'Needs one more independent source.',
            'Ask the client for the original award letter.',
            'Use the expert letter to tie this to the field.',
          ])
        : '',
    };
    let autogen = draft.autogen;
    if (draft.type === 'authorship') {
      moduleData.google_scholar_url = `https://scholar.google.com/citations?user=${rng.digits(6)}demo`;
      moduleData.num_articles = rng.int(3, 8);
      autogen = rng.chance(0.5);
    }
    ctx.add(
      'modules',
      makeModule({
        id: moduleId,
        petition_id: plan.id,
        type: draft.type,
        name: draft.name,
        description: moduleIndex > 0 && rng.chance(0.2) ? PETITION_MODULE_TYPE_DETAILS[draft.type].description : null,
        order_index: moduleIndex,
        visible: draft.visible && !(draft.type !== 'memo-starter' && draft.type !== 'conclusion' && rng.chance(0.04)),
        autogen,
        compiler_hide_title_row: draft.type === 'memo-starter',
        data: moduleData,
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    addModuleExhibits(ctx, { plan, draft, moduleIndex, record, linked, createdAt, pickStatus });
  });
}

/** How far an exhibit got, given how far its petition got. */
function exhibitStatusFor(ctx: DemoContext, plan: PetitionPlan, filed: boolean): ExhibitStatus {
  const { rng } = ctx;
  switch (plan.status) {
    case 'PENDING_DOCS':
      if (plan.onboarding === 'not_started') return rng.chance(0.9) ? 'PENDING_DOCUMENTS' : 'DOCUMENT_UPLOADED';
      return weighted<ExhibitStatus>(rng, [
        ['PENDING_DOCUMENTS', 40],
        ['DOCUMENT_UPLOADED', 25],
        ['DOCUMENT_APPROVAL', 12],
        ['CREATE_EXHIBIT_DESCRIPTION', 10],
        ['REVIEW_EXHIBIT_DESCRIPTION', 8],
        ['APPROVED_EXHIBIT', 5],
      ]);
    case 'IN_ATTORNEY_REVIEW':
      return weighted<ExhibitStatus>(rng, [
        ['DOCUMENT_APPROVAL', 10],
        ['CREATE_EXHIBIT_DESCRIPTION', 20],
        ['REVIEW_EXHIBIT_DESCRIPTION', 30],
        ['APPROVED_EXHIBIT_DESCRIPTION', 20],
        ['APPROVED_EXHIBIT', 20],
      ]);
    case 'ARCHIVED':
      if (!filed) return rng.chance(0.7) ? 'PENDING_DOCUMENTS' : 'DOCUMENT_UPLOADED';
      return 'APPROVED_EXHIBIT';
    default:
      return rng.chance(0.95) ? 'APPROVED_EXHIBIT' : 'APPROVED_EXHIBIT_DESCRIPTION';
  }
}
