import { EXHIBIT_STATUSES, getExhibitType, type ExhibitStatus, type ExhibitTypeId, type ModuleDraft } from '@app/domain';
import { makeExhibit, makeExhibitFile } from '../factories/index.ts';
import type { SampleFileKind } from '../sample-files.ts';
import { DAY_MS, type DemoContext } from './context.ts';
import type { EntityRef } from './entities.ts';
import type { ModuleRecord, PetitionPlan } from './records.ts';
import { DISPLAY_STATUS, EXPERTS, PHOTO_TYPES, SCREENSHOT_TYPES, UMBRELLA_TYPES } from './story-data.ts';
import { lastName, slug } from './text.ts';

export interface ModuleInProgress {
  plan: PetitionPlan;
  draft: ModuleDraft;
  moduleIndex: number;
  record: ModuleRecord;
  /** The entities linked to the module. */
  linked: readonly EntityRef[];
  createdAt: string;
  pickStatus: () => ExhibitStatus;
}

/**
 * A module's exhibits from its draft, each with files once documents were
 * uploaded. Some criteria get an umbrella exhibit that holds the first two as
 * sub-exhibits.
 */
export function addModuleExhibits(ctx: DemoContext, module: ModuleInProgress): void {
  const { rng } = ctx;
  const { plan, draft, moduleIndex, record, linked, createdAt } = module;
  const { beneficiary, company } = plan;
  const moduleId = record.id;
  const useUmbrella = UMBRELLA_TYPES.has(draft.type) && draft.exhibits.length >= 3 && rng.chance(0.5);
  let parentId: string | null = null;
  let topIndex = 0;
  const statuses = draft.exhibits.map(() => module.pickStatus());
  if (useUmbrella) {
    parentId = rng.uuid();
    const umbrella = getExhibitType(draft.type);
    const subject = linked.find((entity) => entity.id !== company.entityId)?.name ?? company.fixture.dbaName;
    // The umbrella is as far along as its least advanced sub-exhibit.
    const status = statuses
      .slice(0, 2)
      .reduce((least, next) => (EXHIBIT_STATUSES.indexOf(next) < EXHIBIT_STATUSES.indexOf(least) ? next : least));
    const name = `${umbrella?.name ?? draft.name}: ${subject}`;
    const ownedBy = umbrella?.defaultOwnedBy ?? 'BENEFICIARY';
    ctx.add(
      'exhibits',
      makeExhibit({
        id: parentId,
        module_id: moduleId,
        petition_id: plan.id,
        parent_exhibit_id: null,
        exhibit_type: draft.type,
        name,
        description: null,
        status,
        owned_by: ownedBy,
        visible: true,
        autogen: false,
        order_index: topIndex++,
        compiler_override_name: null,
        data: {},
        metadata: { status: DISPLAY_STATUS[status] },
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    record.exhibits.push({
      id: parentId,
      type: draft.type as ExhibitTypeId,
      name,
      description: null,
      ownedBy,
      visible: true,
      status,
      parentId: null,
    });
  }
  let subIndex = 0;
  draft.exhibits.forEach((exhibitDraft, exhibitIndex) => {
    const isSub = parentId !== null && exhibitIndex < 2;
    const id = rng.uuid();
    const status = statuses[exhibitIndex] ?? 'PENDING_DOCUMENTS';
    let ownedBy = exhibitDraft.ownedBy;
    if (ownedBy === 'BENEFICIARY' && rng.chance(0.05)) ownedBy = 'PETITIONER';
    const visible = ownedBy === 'PLYMOUTH' ? rng.chance(0.2) : exhibitDraft.visible;
    const data: Record<string, unknown> = {};
    let autogenExhibit = false;
    let name = exhibitDraft.name;
    if (exhibitDraft.type === 'press-article') {
      const publisher = linked[0]?.name ?? 'Metro Tech Daily';
      data.url = `https://${slug(publisher)}.example/${new Date(ctx.today - plan.createdDaysAgo * DAY_MS).getUTCFullYear()}/${slug(beneficiary.fixture.field)}`;
      autogenExhibit = rng.chance(0.5);
      name = `Press article: ${publisher}`;
    } else if (exhibitDraft.type === 'patent') {
      data.key = 'patent_id';
      data.value = `US ${rng.int(10, 12)},${rng.digits(3)},${rng.digits(3)} B2`;
      autogenExhibit = rng.chance(0.3);
    } else if (exhibitDraft.type === 'distinguished-reputation') {
      data.company_id = company.id;
      name = `Distinguished reputation: ${company.fixture.dbaName}`;
    } else if (exhibitDraft.type === 'expert-letter') {
      const [expert] = rng.pick(EXPERTS);
      name = `Expert letter: ${expert}`;
    } else if (exhibitDraft.type === 'offer-letter') {
      name = `Offer letter: ${company.fixture.dbaName}`;
    }
    const described = status !== 'PENDING_DOCUMENTS' && status !== 'DOCUMENT_UPLOADED' && status !== 'DOCUMENT_APPROVAL';
    const description = described
      ? `<p>${name} for ${beneficiary.fullName}. ${getExhibitType(exhibitDraft.type)?.description ?? ''}</p>`
      : null;
    ctx.add(
      isSub ? 'sub_exhibits' : 'exhibits',
      makeExhibit({
        id,
        module_id: moduleId,
        petition_id: plan.id,
        parent_exhibit_id: isSub ? parentId : null,
        exhibit_type: exhibitDraft.type,
        name,
        description,
        status,
        owned_by: ownedBy,
        visible,
        autogen: autogenExhibit,
        order_index: isSub ? subIndex++ : topIndex++,
        compiler_override_name: rng.chance(0.05) ? `Exhibit ${moduleIndex + 1}-${exhibitIndex + 1}: ${name}` : null,
        data,
        metadata: { status: status === 'PENDING_DOCUMENTS' && rng.chance(0.1) ? 'edit-requested' : DISPLAY_STATUS[status] },
        created_at: createdAt,
        updated_at: createdAt,
      }),
    );
    record.exhibits.push({
      id,
      type: exhibitDraft.type,
      name,
      description,
      ownedBy,
      visible,
      status,
      parentId: isSub ? parentId : null,
    });
    if (status !== 'PENDING_DOCUMENTS') addExhibitFiles(ctx, plan, exhibitDraft, { id, name, ownedBy });
  });
}

/** The uploaded documents of an exhibit: the beneficiary's passport file is reused for a passport exhibit. */
function addExhibitFiles(
  ctx: DemoContext,
  plan: PetitionPlan,
  exhibitDraft: ModuleDraft['exhibits'][number],
  exhibit: { id: string; name: string; ownedBy: PetitionPlan['modules'][number]['exhibits'][number]['ownedBy'] },
): void {
  const { rng, at, dateOf } = ctx;
  const { beneficiary, company } = plan;
  const kind: SampleFileKind = PHOTO_TYPES.has(exhibitDraft.type)
    ? 'jpg'
    : SCREENSHOT_TYPES.has(exhibitDraft.type)
      ? 'png'
      : 'pdf';
  const count = exhibitDraft.type === 'pay-stubs' ? 3 : rng.chance(0.3) ? 2 : 1;
  const uploadedDaysAgo = Math.max(0, plan.createdDaysAgo - rng.int(3, 30));
  const author =
    exhibit.ownedBy === 'BENEFICIARY' ? beneficiary.id : exhibit.ownedBy === 'PETITIONER' ? company.adminId : plan.oaId;
  for (let n = 0; n < count; n++) {
    const suffix =
      exhibitDraft.type === 'pay-stubs'
        ? `-${dateOf(uploadedDaysAgo + 30 * (count - n)).slice(0, 7)}`
        : count > 1
          ? `-${n + 1}`
          : '';
    const fileId =
      exhibitDraft.type === 'passport' && beneficiary.passportFileId && n === 0
        ? beneficiary.passportFileId
        : ctx.addFile({
            name: `${slug(exhibitDraft.name)}-${slug(lastName(beneficiary.fullName))}${suffix}.${kind}`,
            kind,
            ownerId: author,
            createdAt: at(uploadedDaysAgo),
            title: `${exhibit.name}${suffix ? ` (${suffix.slice(1)})` : ''}`,
            lines: [
              `Beneficiary: ${beneficiary.fullName}`,
              `Petitioner: ${company.fixture.legalName}`,
              `Evidence type: ${exhibitDraft.name}`,
            ],
          });
    ctx.add(
      'exhibit_files',
      makeExhibitFile({ exhibit_id: exhibit.id, file_id: fileId, order_index: n, created_at: at(uploadedDaysAgo) }),
    );
  }
}
