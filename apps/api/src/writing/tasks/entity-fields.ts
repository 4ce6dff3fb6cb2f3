import { ENTITY_GENERATED_FIELDS, ENTITY_TYPE_DIALOG_LABELS, type EntityGeneratedField, type EntityType } from '@app/domain';
import type { WritingTask } from '../writing-types.ts';
import { evidenceRun, recordValue, selectionSentences } from './description-parts.ts';
import { DraftBuilder, excerpt, notProvided } from './template-draft.ts';

const typeLabel = (type: EntityType) => ENTITY_TYPE_DIALOG_LABELS[type];

export interface EntityFieldsInputs {
  entityId: string;
  name: string;
  type: EntityType;
  fields: readonly EntityGeneratedField[];
}

/**
 * An additional entity's data fields (spec 2 §7.3 /entitygen): its description and its selection
 * criteria, written from what the records say about it. The template quotes; it does not describe
 * what it was not told.
 */
export const entityFieldsTask: WritingTask<EntityFieldsInputs> = {
  kind: 'entity-fields',
  promptVersion: 'entity-fields/1',
  fieldNames: ENTITY_GENERATED_FIELDS,
  instructions: (inputs) =>
    `Fill these fields of the ${typeLabel(inputs.type)} "${inputs.name}": ${inputs.fields.join(', ')}. ` +
    'description: two or three sentences on what it is and its standing in its field. selection_criteria: how it ' +
    'selects its members, winners or portfolio, and how selective it is. Plain text; use only facts found in the ' +
    'evidence and cite the evidence ids each field rests on; a field the evidence does not support is left as ' +
    'a bracketed placeholder.',
  compose: (inputs, evidence) => {
    const draft = new DraftBuilder();
    const withText = evidence.filter((item) => item.text.trim() !== '');
    const heading = `${inputs.name} (${typeLabel(inputs.type)}).`;
    const fields: Record<string, string> = {};
    if (inputs.fields.includes('description')) {
      // What the records already say of it, else the other things they say (not its name and type again).
      const recorded = recordValue(withText, 'description');
      const sources = recorded
        ? []
        : withText.filter((item) => evidenceRun(item).replace(/^Name: [^;]*;? ?(Type: [^;]*;? ?)?/, '') !== '');
      const body = recorded
        ? recorded.text
        : sources.length > 0
          ? sources
              .slice(0, 2)
              .map((item) => excerpt(evidenceRun(item).replace(/^Name: [^;]*;? ?(Type: [^;]*;? ?)?/, ''), 300))
              .join(' ')
          : draft.given(undefined, `description of ${inputs.name}`);
      fields.description = `${heading} ${body}`;
      draft.add(
        `Description: ${fields.description}`,
        recorded ? [recorded.evidenceId] : sources.slice(0, 2).map((item) => item.id),
      );
    }
    if (inputs.fields.includes('selection_criteria')) {
      const recorded = recordValue(withText, 'selection_criteria');
      const found = recorded ? [recorded] : selectionSentences(withText).slice(0, 4);
      const criteria =
        found.length > 0 ? found.map((part) => part.text).join(' ') : notProvided(`selection criteria of ${inputs.name}`);
      if (found.length === 0) draft.lacks(`selection criteria of ${inputs.name}`);
      fields.selection_criteria = criteria;
      draft.add(
        `Selection criteria: ${criteria}`,
        found.map((part) => part.evidenceId),
      );
    }
    return draft.build(fields);
  },
};
