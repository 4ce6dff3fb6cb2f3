import { ARCHETYPE_LABELS, type Archetype } from '@app/domain';
import type { WritingTask } from '../writing-types.ts';
import { addEvidenceParagraphs, recordValue } from './description-parts.ts';
import { DraftBuilder, evidenceOfKind } from './template-draft.ts';

export interface BioInputs {
  userId: string;
  fullName: string;
  archetype: Archetype | null;
}

/**
 * A beneficiary's bio for /admin/lettergen (decisions LTR-018): who they are, their positions,
 * what their CV says. The page shows it for editing and saves it to the user's bio.
 */
export const bioTask: WritingTask<BioInputs> = {
  kind: 'bio',
  promptVersion: 'bio/1',
  instructions: (inputs) =>
    `Write a professional biography of ${inputs.fullName} in the third person, two or three paragraphs of plain ` +
    'text, for use in support letters: current position, career, notable work and education. Use only facts found ' +
    'in the evidence (profile, employments, CV) and cite the evidence ids each paragraph rests on.',
  compose: (inputs, evidence) => {
    const draft = new DraftBuilder();
    const profile = evidenceOfKind(evidence, 'user');
    const profileLine = inputs.archetype ? ` Profile: ${ARCHETYPE_LABELS[inputs.archetype]}.` : '';
    draft.add(
      `${inputs.fullName}.${profileLine}`,
      profile.map((item) => item.id),
    );
    addEvidenceParagraphs(draft, profile, { labelled: false });
    const employments = evidenceOfKind(evidence, 'employment');
    if (employments.length === 0) draft.add(draft.given(undefined, 'employment history'));
    else {
      draft.add(
        'Experience:',
        employments.map((item) => item.id),
      );
      for (const job of employments) {
        const when = [recordValue([job], 'Period')?.text, recordValue([job], 'Place')?.text].filter(Boolean).join(', ');
        draft.add(`- ${job.label.replace(/^Employment: /, '')}${when ? ` (${when})` : ''}`, [job.id]);
      }
    }
    const files = evidenceOfKind(evidence, 'file');
    if (files.length === 0) draft.add(draft.given(undefined, 'CV'));
    draft.addFileExcerpts(files, 'From the CV:');
    return draft.build();
  },
};
