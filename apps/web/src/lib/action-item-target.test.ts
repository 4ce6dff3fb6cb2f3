import { describe, expect, it } from 'vitest';
import {
  actionItemTarget,
  checklistModulesOf,
  closesByItselfHint,
  exhibitUploadedInPlace,
  type ActionItemTask,
} from './action-item-target.ts';

const task = (over: Partial<ActionItemTask>): ActionItemTask => ({
  party: 'BENEFICIARY',
  awaitedKind: null,
  awaitedType: null,
  exhibitId: null,
  link: null,
  ...over,
});

const modules = checklistModulesOf(
  JSON.stringify([
    { id: 'm-id', type: 'IDENTIFICATION', exhibits: [{ id: 'i-pass', exhibitId: null, type: 'PASSPORT' }] },
    // A checklist item's id is its own; exhibitId is the petition's exhibit a task waits for a file on.
    { id: 'm-hr', type: 'HIGH_REMUNERATION', exhibits: [{ id: 'item-pay', exhibitId: 'ex-pay', type: 'PAY_STUBS' }] },
  ]),
);

describe('where an action item opens (issue 25)', () => {
  it('sends the employer to the wizard step that uploads the company document, else Documents', () => {
    const fein = task({ party: 'PETITIONER', awaitedKind: 'COMPANY_DOCUMENT', awaitedType: 'TAX_ID_FEIN_DOCUMENT' });
    expect(actionItemTarget(fein, [])).toEqual({ kind: 'app', href: '/onboarding/employer/corporate-docs' });
    const proof = task({ party: 'PETITIONER', awaitedKind: 'COMPANY_DOCUMENT', awaitedType: 'FOREIGN_QUALIFICATION' });
    expect(actionItemTarget(proof, [])?.href).toBe('/onboarding/employer/foreign-docs');
    const overview = task({ party: 'PETITIONER', awaitedKind: 'COMPANY_DOCUMENT', awaitedType: 'COMPANY_OVERVIEW' });
    expect(actionItemTarget(overview, [])?.href).toBe('/docs');
    const step = task({ party: 'PETITIONER', awaitedKind: 'EMPLOYER_STEP', awaitedType: 'addWorksite' });
    expect(actionItemTarget(step, [])?.href).toBe('/onboarding/employer/add-worksite');
    const exhibit = task({ party: 'PETITIONER', awaitedKind: 'EXHIBIT_FILE', exhibitId: 'ex-pay' });
    expect(actionItemTarget(exhibit, modules)?.href).toBe('/docs');
  });

  it('sends the beneficiary to the checklist module (and item) that collects it', () => {
    expect(actionItemTarget(task({ awaitedKind: 'EXHIBIT_FILE', exhibitId: 'ex-pay' }), modules)?.href).toBe(
      '/onboarding/beneficiary/high-remuneration?id=m-hr&exhibitId=item-pay',
    );
    expect(actionItemTarget(task({ awaitedKind: 'ONBOARDING_MODULE', awaitedType: 'HIGH_REMUNERATION' }), modules)?.href).toBe(
      '/onboarding/beneficiary/high-remuneration?id=m-hr',
    );
    expect(actionItemTarget(task({ awaitedKind: 'IMMIGRATION_DOCUMENT', awaitedType: 'PASSPORT' }), modules)?.href).toBe(
      '/onboarding/beneficiary/identification?id=m-id&exhibitId=i-pass',
    );
    // A personal document is added on the checklist step of its type (Documents cannot add a pay stub).
    expect(actionItemTarget(task({ awaitedKind: 'USER_DOCUMENT', awaitedType: 'pay-stubs' }), modules)?.href).toBe(
      '/onboarding/beneficiary/high-remuneration?id=m-hr&exhibitId=item-pay',
    );
    expect(actionItemTarget(task({ awaitedKind: 'USER_DOCUMENT', awaitedType: 'cap-table' }), modules)?.href).toBe('/docs');
    // No onboarding record yet: the checklist's start.
    expect(actionItemTarget(task({ awaitedKind: 'EXHIBIT_FILE', exhibitId: 'x' }), [])?.href).toBe('/onboarding/beneficiary');
  });

  it("takes a beneficiary's file on Action Items only when no checklist item collects its exhibit", () => {
    // An RFE item's exhibit (or any added after onboarding): Open would lead only to the checklist's start.
    expect(exhibitUploadedInPlace(task({ awaitedKind: 'EXHIBIT_FILE', exhibitId: 'x-rfe' }), modules)).toBe('x-rfe');
    expect(exhibitUploadedInPlace(task({ awaitedKind: 'EXHIBIT_FILE', exhibitId: 'ex-pay' }), modules)).toBeNull();
    expect(exhibitUploadedInPlace(task({ party: 'PETITIONER', awaitedKind: 'EXHIBIT_FILE', exhibitId: 'x' }), [])).toBeNull();
    expect(exhibitUploadedInPlace(task({ awaitedKind: null, exhibitId: null }), [])).toBeNull();
  });

  it("keeps a hand-closed task's link, but never into the other party's onboarding", () => {
    expect(actionItemTarget(task({ party: 'PETITIONER', link: '/onboarding/beneficiary' }), [])?.href).toBe(
      '/onboarding/employer',
    );
    expect(actionItemTarget(task({ link: '/onboarding/employer/corporate-docs' }), [])?.href).toBe('/onboarding/beneficiary');
    expect(actionItemTarget(task({ link: '/docs' }), [])).toEqual({ kind: 'app', href: '/docs' });
    expect(actionItemTarget(task({ link: 'https://www.uscis.gov/i-129' }), [])).toEqual({
      kind: 'external',
      href: 'https://www.uscis.gov/i-129',
    });
    expect(actionItemTarget(task({ link: ' ' }), [])).toBeNull();
  });

  it('says how a data item closes; a hand-closed one has no hint', () => {
    expect(closesByItselfHint({ awaitedKind: 'COMPANY_DOCUMENT' })).toMatch(/uploaded/);
    expect(closesByItselfHint({ awaitedKind: 'ONBOARDING_MODULE' })).toMatch(/finish/);
    expect(closesByItselfHint({ awaitedKind: null })).toBeNull();
  });

  it('reads modules leniently', () => {
    expect(checklistModulesOf('not json')).toEqual([]);
    expect(checklistModulesOf(null)).toEqual([]);
    expect(checklistModulesOf([{ id: 1 }, { id: 'a', type: 'PERSONAL' }])).toEqual([{ id: 'a', type: 'PERSONAL', exhibits: [] }]);
  });
});
