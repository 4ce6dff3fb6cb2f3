/**
 * Whether the checklist sits beside the step (Tailwind's md and up, the spec's 300 px sidebar) rather than above
 * it, as on a phone. Without matchMedia (a test's DOM) it counts as beside, the spec's own layout.
 */
export function checklistBesideStep(): boolean {
  return window.matchMedia?.('(min-width: 768px)').matches ?? true;
}
