import { MODULE_CONTENT_KINDS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { bioTask } from '../../../src/writing/tasks/bio.ts';
import { entityFieldsTask } from '../../../src/writing/tasks/entity-fields.ts';
import { exhibitDescriptionTask } from '../../../src/writing/tasks/exhibit-description.ts';
import { moduleContentTask } from '../../../src/writing/tasks/module-content.ts';
import { moduleDescriptionTask } from '../../../src/writing/tasks/module-description.ts';
import { EXHIBIT_EVIDENCE, MODULE_EVIDENCE, USER_EVIDENCE } from './record-fixtures.ts';
import { renderDraft } from './render-draft.ts';

const ENTITY_EVIDENCE = EXHIBIT_EVIDENCE.filter((item) => item.kind === 'entity');

describe('template composer: descriptions, bio, entity fields, module content', () => {
  it('exhibit description', async () => {
    const draft = exhibitDescriptionTask.compose({ id: 'x', name: 'IEEE Senior Member certificate' }, EXHIBIT_EVIDENCE);
    await expect(renderDraft(draft)).toMatchFileSnapshot('./golden/exhibit-description.txt');
  });

  it('module description', async () => {
    const draft = moduleDescriptionTask.compose({ id: 'm', name: 'Awards' }, MODULE_EVIDENCE);
    await expect(renderDraft(draft)).toMatchFileSnapshot('./golden/module-description.txt');
  });

  it('an exhibit without documents says so', () => {
    const draft = exhibitDescriptionTask.compose({ id: 'x', name: 'Memo' }, EXHIBIT_EVIDENCE.slice(0, 1));
    expect(draft.missingInputs).toEqual(['documents of this exhibit']);
    expect(draft.paragraphs.at(-1)!.text).toBe('[Documents of this exhibit not provided]');
  });

  it("names documents without the provenance panel's evidence ids (E1, E2…), which a packet reader cannot look up", () => {
    const drafts = [
      exhibitDescriptionTask.compose({ id: 'x', name: 'IEEE Senior Member certificate' }, EXHIBIT_EVIDENCE),
      bioTask.compose({ userId: 'u', fullName: 'Priya Raman', archetype: 'technology-founder' }, USER_EVIDENCE),
    ];
    const texts = drafts.flatMap((draft) => draft.paragraphs.map((paragraph) => paragraph.text));
    expect(texts.some((text) => text.includes('in part:'))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/\bE\d+\b/);
  });

  it('bio', async () => {
    const draft = bioTask.compose({ userId: 'u', fullName: 'Priya Raman', archetype: 'technology-founder' }, USER_EVIDENCE);
    await expect(renderDraft(draft)).toMatchFileSnapshot('./golden/bio.txt');
  });

  it('entity fields: quotes what the records say of selection, and says when they say nothing', async () => {
    const inputs = {
      entityId: 'e',
      name: 'IEEE Senior Membership',
      type: 'MEMBERSHIP' as const,
      fields: ['description', 'selection_criteria'] as const,
    };
    await expect(renderDraft(entityFieldsTask.compose(inputs, ENTITY_EVIDENCE))).toMatchFileSnapshot(
      './golden/entity-fields.txt',
    );
    const bare = entityFieldsTask.compose(inputs, []);
    expect(bare.fields).toEqual({
      description: 'IEEE Senior Membership (Membership). [Description of IEEE Senior Membership not provided]',
      selection_criteria: '[Selection criteria of IEEE Senior Membership not provided]',
    });
    expect(bare.missingInputs).toEqual(['description of IEEE Senior Membership', 'selection criteria of IEEE Senior Membership']);
  });

  it.each(MODULE_CONTENT_KINDS)('module content: %s', async (kind) => {
    const inputs = {
      kind,
      petitionId: 'p',
      beneficiaryName: 'Priya Raman',
      companyName: 'Northwind Robotics',
      visaName: 'O-1A',
      moduleNames: ['Awards', 'Membership'],
    };
    await expect(renderDraft(moduleContentTask(kind).compose(inputs, MODULE_EVIDENCE))).toMatchFileSnapshot(
      `./golden/module-content-${kind}.txt`,
    );
  });
});
