/** The element id of a module card or exhibit row, so History (and anything else) can scroll to it. */
export function treeNodeId(kind: 'module' | 'exhibit', id: string): string {
  return `workspace-${kind}-${id}`;
}
