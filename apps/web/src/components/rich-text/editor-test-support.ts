/** Layout APIs ProseMirror calls that jsdom lacks (no layout: every box is empty), for the editor's tests. */
export function installEditorLayoutStubs(): void {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
  Element.prototype.getClientRects ??= emptyRects;
  document.elementFromPoint ??= () => null;
}
