import type { ModuleContentKind } from '@app/domain';
import type { EvidenceItem, WritingTask } from '../writing-types.ts';
import { addEvidenceParagraphs } from './description-parts.ts';
import { DraftBuilder, evidenceOfKind, joinWords, notProvided } from './template-draft.ts';

/** What a petition's generated module is written from, besides the evidence of its modules. */
export interface ModuleContentInputs {
  kind: ModuleContentKind;
  petitionId: string;
  beneficiaryName: string | null;
  companyName: string | null;
  visaName: string | null;
  /** The petition's criterion modules, in order (the memo and conclusion themselves excluded). */
  moduleNames: readonly string[];
}

const RULES =
  'Plain text, the formal voice of a petition. Use only facts found in the evidence; cite the evidence ids each ' +
  'paragraph rests on; a missing fact is a bracketed placeholder.';

const INSTRUCTIONS: Readonly<Record<ModuleContentKind, string>> = {
  'memo-starter':
    "Write the opening of the petition's legal memo: the parties, the classification sought, and an overview of " +
    'the criteria the petition argues, one short paragraph per criterion module.',
  conclusion:
    "Write the petition's conclusion: a summary of the criteria argued, each with its strongest evidence, and the " +
    "petitioner's request for approval.",
  'authorship-summary':
    "Write a summary of the beneficiary's authorship: each scholarly work with where it appeared, from the " +
    'authorship module, and what the body of work shows.',
};

function parties(draft: DraftBuilder, inputs: ModuleContentInputs) {
  return {
    beneficiary: draft.given(inputs.beneficiaryName, 'beneficiary name'),
    company: draft.given(inputs.companyName, 'petitioner name'),
    visa: draft.given(inputs.visaName, 'visa classification'),
  };
}

function criteriaSentence(inputs: ModuleContentInputs): string {
  return inputs.moduleNames.length > 0
    ? `The petition presents evidence under the following criteria: ${joinWords(inputs.moduleNames)}.`
    : notProvided('criterion modules of this petition');
}

function compose(inputs: ModuleContentInputs, evidence: readonly EvidenceItem[]) {
  const draft = new DraftBuilder();
  const { beneficiary, company, visa } = parties(draft, inputs);
  const petition = evidenceOfKind(evidence, 'petition').map((item) => item.id);
  const modules = evidenceOfKind(evidence, 'module');
  if (inputs.moduleNames.length === 0) draft.lacks('criterion modules of this petition');
  if (inputs.kind === 'memo-starter') {
    draft.add(`Petition of ${company} on behalf of ${beneficiary} for classification as ${visa}.`, petition);
    draft.add(
      criteriaSentence(inputs),
      modules.map((item) => item.id),
    );
    addEvidenceParagraphs(draft, modules, { characters: 400 });
  } else if (inputs.kind === 'conclusion') {
    draft.add(
      `In conclusion, ${company} has submitted evidence that ${beneficiary} meets the criteria for classification as ${visa}. ` +
        criteriaSentence(inputs),
      [...petition, ...modules.map((item) => item.id)],
    );
    draft.add(`The petitioner respectfully requests that the petition be approved.`);
  } else {
    const works = evidenceOfKind(evidence, 'exhibit');
    if (works.length === 0) draft.add(draft.given(undefined, 'authorship exhibits'));
    else {
      draft.add(
        `${beneficiary} is the author of ${works.length === 1 ? 'the following work' : `the following ${works.length} works`}, presented in the authorship module:`,
        works.map((item) => item.id),
      );
      for (const work of works) draft.add(`- ${work.label}`, [work.id]);
      addEvidenceParagraphs(draft, works, { characters: 300 });
    }
  }
  draft.addFileExcerpts(evidenceOfKind(evidence, 'file'), 'Documents cited:');
  return draft.build();
}

/** The builder's generated modules (memo starter, conclusion, authorship summary), one task per kind. */
export function moduleContentTask(kind: ModuleContentKind): WritingTask<ModuleContentInputs> {
  return {
    kind: `module-content:${kind}`,
    promptVersion: `module-content-${kind}/1`,
    instructions: () => `${INSTRUCTIONS[kind]} ${RULES}`,
    compose,
  };
}
