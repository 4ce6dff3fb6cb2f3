import { asUser } from '@app/db';
import type { ModuleContentKind } from '@app/domain';
import type pg from 'pg';
import { combineEvidence } from '../evidence/evidence-source.ts';
import type { EvidenceGatherer } from '../evidence/gather-evidence.ts';
import { moduleContentTask, type ModuleContentInputs } from '../tasks/module-content.ts';
import type { EvidenceItem, GeneratedText, WritingService } from '../writing-types.ts';

/** The petition's modules that are written, not argued: they are not evidence for each other. */
const GENERATED_MODULE_TYPES = ['memo-starter', 'conclusion'];
/** The module type authorship summaries are written from. */
const AUTHORSHIP_MODULE_TYPE = 'authorship';

interface PetitionFacts {
  inputs: Omit<ModuleContentInputs, 'kind'>;
  moduleIds: string[];
}

async function petitionFacts(pool: pg.Pool, userId: string, petitionId: string, kind: ModuleContentKind) {
  return asUser(pool, userId, async (client): Promise<PetitionFacts | null> => {
    const { rows } = await client.query<{ beneficiary: string | null; company: string | null; visa: string | null }>(
      `select u.full_name as beneficiary, coalesce(nullif(c.dba_name, ''), c.legal_name) as company,
              coalesce(v.name, p.visa_class) as visa
         from app_public.petitions p
         left join app_public.users u on u.id = p.beneficiary_id
         left join app_public.companies c on c.id = p.company_id
         left join app_public.visa_types v on v.id = p.visa_class
        where p.id = $1`,
      [petitionId],
    );
    const petition = rows[0];
    if (!petition) return null;
    const { rows: modules } = await client.query<{ id: string; name: string; type: string }>(
      `select id, name, type from app_public.modules
        where petition_id = $1 and not (type = any($2::text[]))
        order by order_index, name`,
      [petitionId, GENERATED_MODULE_TYPES],
    );
    const used = kind === 'authorship-summary' ? modules.filter((module) => module.type === AUTHORSHIP_MODULE_TYPE) : modules;
    return {
      inputs: {
        petitionId,
        beneficiaryName: petition.beneficiary,
        companyName: petition.company,
        visaName: petition.visa,
        moduleNames: modules.map((module) => module.name),
      },
      moduleIds: used.map((module) => module.id),
    };
  });
}

export type WriteModuleContent = (kind: ModuleContentKind, petitionId: string, userId: string) => Promise<GeneratedText | null>;

/**
 * The builder's generated modules (memo starter, conclusion, authorship summary), for the
 * research-agent routes: written from the evidence of the petition's criterion modules (for an
 * authorship summary, its authorship modules), as the caller. Null when the petition is not visible.
 * A failed generation throws WritingFailedError, for the calling route to answer.
 */
export function createModuleContentWriter(deps: {
  pool: pg.Pool;
  writing: WritingService;
  evidence: EvidenceGatherer;
}): WriteModuleContent {
  return async (kind, petitionId, userId) => {
    const facts = await petitionFacts(deps.pool, userId, petitionId, kind);
    if (!facts) return null;
    const lists: EvidenceItem[][] = [];
    for (const moduleId of facts.moduleIds) {
      const items = await deps.evidence.forModule(userId, moduleId);
      // The petition record comes once, with the first module.
      if (items) lists.push(lists.length === 0 ? items : items.filter((item) => item.kind !== 'petition'));
    }
    return deps.writing.write({
      task: moduleContentTask(kind),
      inputs: { kind, ...facts.inputs },
      evidence: combineEvidence(lists),
      target: { type: 'petition', id: petitionId },
      userId,
    });
  };
}
