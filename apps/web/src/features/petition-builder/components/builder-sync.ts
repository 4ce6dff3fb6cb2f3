/**
 * History state the editor puts on its own address updates. The page starts afresh on any other
 * navigation (a strategy opened from the list), but not when the editor merely records its selection.
 */
export const BUILDER_SYNC_STATE = { builderSync: true } as const;

export function isBuilderSync(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'builderSync' in state && state.builderSync === true;
}
