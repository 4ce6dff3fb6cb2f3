import type { exhibitDescriptionContract, moduleDescriptionContract } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../../auth/route-access.ts';
import { HttpError } from '../../http/http-error.ts';
import type { EvidenceGatherer } from '../evidence/gather-evidence.ts';
import { exhibitDescriptionTask } from '../tasks/exhibit-description.ts';
import { moduleDescriptionTask } from '../tasks/module-description.ts';
import type { EvidenceItem, WritingService } from '../writing-types.ts';
import { generating } from '../engine/generating.ts';
import { answerText } from './generation-answer.ts';

export interface DescriptionRouteDeps {
  pool: pg.Pool;
  writing: WritingService;
  evidence: EvidenceGatherer;
}

const FAILED = 'Failed to generate description.';

/** The record's own name, from its evidence item (the gatherer read it as the caller). */
function recordName(evidence: readonly EvidenceItem[], kind: 'exhibit' | 'module', id: string): string {
  const own = evidence.find((item) => item.kind === kind && item.recordId === id);
  return own?.label.replace(/^[^:]*:\s*/, '') ?? '';
}

/** POST /exhibit/description (form: exhibit_id) → the description, text/plain (spec 2 §7.2). 404: unknown or not visible. */
export function exhibitDescriptionRoute(deps: DescriptionRouteDeps): ContractHandler<typeof exhibitDescriptionContract> {
  return async ({ exhibit_id: exhibitId }, req, res) => {
    const userId = req.auth!.userId;
    const evidence = await deps.evidence.forExhibit(userId, exhibitId);
    if (!evidence) throw new HttpError(404, 'Exhibit not found');
    const generated = await generating(FAILED, () =>
      deps.writing.write({
        task: exhibitDescriptionTask,
        inputs: { id: exhibitId, name: recordName(evidence, 'exhibit', exhibitId) },
        evidence,
        target: { type: 'exhibit', id: exhibitId },
        userId,
      }),
    );
    answerText(res, generated);
  };
}

/** POST /module/description (form: module_id) → the description, text/plain (spec 2 §7.2). 404: unknown or not visible. */
export function moduleDescriptionRoute(deps: DescriptionRouteDeps): ContractHandler<typeof moduleDescriptionContract> {
  return async ({ module_id: moduleId }, req, res) => {
    const userId = req.auth!.userId;
    const evidence = await deps.evidence.forModule(userId, moduleId);
    if (!evidence) throw new HttpError(404, 'Module not found');
    const generated = await generating(FAILED, () =>
      deps.writing.write({
        task: moduleDescriptionTask,
        inputs: { id: moduleId, name: recordName(evidence, 'module', moduleId) },
        evidence,
        target: { type: 'module', id: moduleId },
        userId,
      }),
    );
    answerText(res, generated);
  };
}
