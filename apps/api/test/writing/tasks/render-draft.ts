import type { Draft } from '../../../src/writing/writing-types.ts';

/** A draft as a golden file: each paragraph with the evidence it cites, then what was missing. */
export function renderDraft(draft: Draft): string {
  const paragraphs = draft.paragraphs.map(
    (paragraph) => `${paragraph.text}\n    ⟵ ${paragraph.evidenceIds.length ? paragraph.evidenceIds.join(', ') : '(layout)'}`,
  );
  const fields = draft.fields
    ? ['', '## Fields', ...Object.entries(draft.fields).map(([name, value]) => `${name}: ${value}`)]
    : [];
  return [
    ...paragraphs,
    ...fields,
    '',
    '## Missing inputs',
    ...(draft.missingInputs.length ? draft.missingInputs : ['(none)']),
    '',
  ].join('\n\n');
}
