/**
 * Brings the first of the given tree nodes that is on the page into view and focuses it (module cards and
 * exhibit rows have tabIndex -1). An exhibit inside a collapsed module is not rendered: its module is next.
 */
export function scrollToTreeNode(...elementIds: string[]): boolean {
  for (const elementId of elementIds) {
    const element = document.getElementById(elementId);
    if (!element) continue;
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
    return true;
  }
  return false;
}
