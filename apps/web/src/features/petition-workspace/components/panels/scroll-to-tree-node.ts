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
 * How long a node may take to show. A second was too short on a busy computer: the refetched tree of a large
 * petition rendered later than that, and the focus stayed on the page's body (seen in CI).
 */
const NODE_SHOWN_WITHIN_MS = 10_000;

/**
 * Focuses a node the tree is about to render (an exhibit or module just added): tries on each animation frame,
 * since the refetched tree renders after the addition's promise settles. Keyboard users land on what they added
 * instead of the page's top (the button they pressed may be gone or disabled). It stops as soon as the user puts
 * the focus somewhere else meanwhile, so a slow render never takes it from them.
 */
export function focusTreeNodeWhenShown(elementId: string): void {
  const focusedAtStart = document.activeElement;
  eachFrameUntil(() => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== focusedAtStart) return true;
    return scrollToTreeNode(elementId);
  }, NODE_SHOWN_WITHIN_MS);
}
