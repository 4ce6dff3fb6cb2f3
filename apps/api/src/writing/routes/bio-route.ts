import { asUser } from '@app/db';
import { bioContract, isArchetype, type TBioResponse } from '@app/domain';
import type pg from 'pg';
import type { FileStorageConfig } from '../../config/index.ts';
import { asyncRoute } from '../../http/async-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { describeProblems } from '../../http/validate-body.ts';
import { combineEvidence } from '../evidence/evidence-source.ts';
import type { ImageTextReader } from '../evidence/extract-text.ts';
import type { EvidenceGatherer } from '../evidence/gather-evidence.ts';
import { bioTask } from '../tasks/bio.ts';
import type { WritingService } from '../writing-types.ts';
import { sentFileEvidence } from './checked-files.ts';
import { generating } from '../engine/generating.ts';
import { answerJson } from './generation-answer.ts';
import { readForm } from './read-form.ts';

export interface BioRouteDeps {
  pool: pg.Pool;
  writing: WritingService;
  evidence: EvidenceGatherer;
  maxFileBytes: number;
  virusScan?: FileStorageConfig['virusScan'];
  readImageText?: ImageTextReader;
}

/**
 * POST /bio (multipart: user_id, optional cv file) → {bio, generationId, isTemplate} (decisions
 * LTR-018): a beneficiary's bio from their profile, employments, stored CV files and the CV sent
 * with the request. Nothing is saved: the page shows the bio for editing and saves it to the user.
 */
export function bioRoute(deps: BioRouteDeps) {
  return asyncRoute(async (req, res) => {
    const userId = req.auth!.userId;
    const form = await readForm(req, { maxFileBytes: deps.maxFileBytes, maxFiles: 1, fileFields: ['cv'] });
    const cv = form.files[0];
    const parsed = bioContract.request.safeParse({ ...form.fields, cv: cv && { name: cv.name, size: cv.bytes.length } });
    if (!parsed.success) throw new HttpError(400, describeProblems(parsed.error, 'Request body'));
    const personId = parsed.data.user_id;

    const person = await asUser(deps.pool, userId, async (client) => {
      const { rows } = await client.query<{ full_name: string; archetype: string | null }>(
        'select full_name, archetype from app_public.users where id = $1',
        [personId],
      );
      return rows[0];
    });
    const stored = person ? await deps.evidence.forUser(userId, personId) : null;
    if (!person || !stored) throw new HttpError(404, 'User not found');
    const sent = await sentFileEvidence(form.files, {
      maxBytes: deps.maxFileBytes,
      virusScan: deps.virusScan,
      readImageText: deps.readImageText,
    });
    const evidence = combineEvidence([stored, sent]);

    const generated = await generating('Failed to generate bio.', () =>
      deps.writing.write({
        task: bioTask,
        inputs: {
          userId: personId,
          fullName: person.full_name,
          archetype: isArchetype(person.archetype) ? person.archetype : null,
        },
        evidence,
        target: { type: 'bio', id: personId },
        userId,
      }),
    );
    answerJson(res, generated, {
      bio: generated.text,
      generationId: generated.generationId,
      isTemplate: generated.isTemplate,
    } satisfies TBioResponse);
  });
}
