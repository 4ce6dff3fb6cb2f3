import type { TreeModule } from './workspace-tree.ts';

/**
 * What the tree says while the petition has no exhibit at all (a petition built by hand from modules, with no
 * exhibit types): nothing is asked of the customer and a compiled packet would hold no evidence, so it tells staff
 * how evidence is added, in the words of the controls on the page. Null once one exhibit exists (hidden or not:
 * the packet pre-flight covers what goes in).
 */
export function noEvidenceText(modules: readonly Pick<TreeModule, 'exhibits'>[]): string | null {
  if (modules.length === 0) {
    return (
      'This petition has no modules yet, so no evidence: nothing is asked of the customer and a compiled packet ' +
      'would hold no exhibits. Choose a module type and click Add module (it starts with the exhibit types that module ' +
      'usually needs), then in the module choose an exhibit type and click Add exhibit for any other piece of evidence.'
    );
  }
  if (modules.every((module) => module.exhibits.length === 0)) {
    return (
      'This petition has no exhibits yet: nothing is asked of the customer and a compiled packet would hold no ' +
      'evidence. In a module below, choose an exhibit type and click Add exhibit for each piece of evidence (a ' +
      'module added with Add module starts with the exhibit types that module usually needs).'
    );
  }
  return null;
}
