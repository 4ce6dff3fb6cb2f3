import { describe, expect, it } from 'vitest';
import { noEvidenceText } from './no-evidence-text.ts';
import type { TreeExhibit } from './workspace-tree.ts';

const anExhibit = { id: 'e1' } as TreeExhibit;

describe('noEvidenceText', () => {
  it('tells staff how to add modules and exhibits when the petition has no module', () => {
    expect(noEvidenceText([])).toMatch(/no modules yet.*click Add module.*choose an exhibit type.*Add exhibit/);
  });

  it('tells staff how to add exhibits when its modules were added by hand without any', () => {
    const text = noEvidenceText([{ exhibits: [] }, { exhibits: [] }]);
    expect(text).toMatch(/^This petition has no exhibits yet: .*no evidence\. .*choose an exhibit type and click Add exhibit/);
  });

  it('says nothing once any module holds an exhibit', () => {
    expect(noEvidenceText([{ exhibits: [] }, { exhibits: [anExhibit] }])).toBeNull();
  });
});
