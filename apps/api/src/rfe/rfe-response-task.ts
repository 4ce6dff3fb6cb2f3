import { DraftBuilder, excerpt, sentence, type WritingTask } from '../writing/index.ts';

/** What the section of the response letter for one RFE item is written from. */
export interface RfeResponseInputs {
  position: number;
  title: string;
  uscisText: string;
  /** The criterion (module) the item is mapped to; null when staff have not mapped it. */
  criterion: string | null;
  /** The exhibits of that criterion, with the label each carries (filed, or continued in the response packet). */
  exhibits: Array<{ label: string; title: string; description: string; evidenceId: string | null }>;
}

/** The claim every section makes; with no exhibit behind it, it is flagged, never stated as fact. */
export function supportClaim(inputs: Pick<RfeResponseInputs, 'criterion'>): string {
  return inputs.criterion
    ? `The evidence submitted establishes that the beneficiary meets the requirement for ${inputs.criterion}.`
    : 'The evidence submitted resolves this item.';
}

/**
 * The response letter's section for one item (issue 31). The template composer (no model configured) only arranges
 * what it is given: USCIS's request quoted, each exhibit of the mapped criterion cited by its label (and its
 * evidence id, so provenance records it), and the closing claim resting on those exhibits — or, with none, the
 * claim listed as unsupported and a bracketed note in the text, so nobody files it unnoticed.
 */
export const rfeResponseTask: WritingTask<RfeResponseInputs> = {
  kind: 'letter:rfe-response',
  promptVersion: 'rfe-response-2',
  instructions: (inputs) =>
    [
      `Write the section of a response to a USCIS Request for Evidence that answers item ${inputs.position}: "${inputs.title}".`,
      "Answer USCIS's request directly, in a formal legal register, in two to four paragraphs.",
      'Cite each exhibit you rely on by its exhibit label (e.g. "Exhibit B-4"); cite only exhibits listed in the evidence.',
      'Do not state facts that the evidence does not support; list such statements as unsupported claims.',
    ].join('\n'),
  compose: (inputs) => {
    const draft = new DraftBuilder();
    const request = inputs.uscisText.trim();
    draft.add(
      request === ''
        ? `Item ${inputs.position}: ${sentence(inputs.title)}`
        : `Item ${inputs.position} — USCIS requested: “${excerpt(request, 600)}”`,
    );
    const cited = inputs.exhibits.filter((exhibit) => exhibit.evidenceId !== null);
    if (inputs.criterion) {
      draft.add(`This item concerns the criterion “${inputs.criterion}”.`);
    } else {
      draft.lacks('The criterion this item is about');
    }
    for (const exhibit of cited) {
      const described = exhibit.description.trim() ? ` It is described as: “${excerpt(exhibit.description, 240)}”` : '';
      draft.add(`Exhibit ${exhibit.label}, “${exhibit.title}”, is submitted in response to this item.${described}`, [
        exhibit.evidenceId!,
      ]);
    }
    const claim = supportClaim(inputs);
    const built = draft.build();
    if (cited.length > 0) {
      built.paragraphs.push({ text: claim, evidenceIds: cited.map((exhibit) => exhibit.evidenceId!) });
      return built;
    }
    built.paragraphs.push({ text: `[Unsupported: no exhibit is mapped to this item yet] ${claim}`, evidenceIds: [] });
    return {
      ...built,
      unsupportedClaims: [claim],
      missingInputs: [...built.missingInputs, 'Exhibits for this item'],
    };
  },
};
