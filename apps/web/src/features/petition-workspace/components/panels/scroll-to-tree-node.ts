import { eachFrameUntil } from '@/lib/each-frame-until.ts';

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

/**
 * Focuses a node the tree is about to render (an exhibit or module just added): tries on each animation frame for
 * a second, since the refetched tree renders after the addition's promise settles. Keyboard users land on
 * what they added instead of the page's top (the button they pressed may be gone or disabled).
 */
export function focusTreeNodeWhenShown(elementId: string): void {
  eachFrameUntil(() => scrollToTreeNode(elementId), 1000);
}
