import { mergeAttributes, Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    columns: {
      /** Inserts a two-column layout (spec 2 §2.5) with an empty paragraph in each column. */
      insertTwoColumns: () => ReturnType;
    };
  }
}

/** One column of a two-column layout: any blocks; stored as <div data-type="column">. */
export const Column = Node.create({
  name: 'column',
  content: 'block+',
  isolating: true,
  parseHTML: () => [{ tag: 'div[data-type="column"]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-type': 'column' }), 0],
});

/**
 * The two-column layout: exactly two columns side by side, stored as <div data-type="columns">
 * (the allow-list keeps data-type; the layout itself is CSS on that attribute, see RICH_TEXT_CONTENT_CLASS).
 */
export const Columns = Node.create({
  name: 'columns',
  group: 'block',
  content: 'column column',
  defining: true,
  parseHTML: () => [{ tag: 'div[data-type="columns"]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-type': 'columns' }), 0],
  addCommands() {
    return {
      insertTwoColumns:
        () =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            content: [
              { type: 'column', content: [{ type: 'paragraph' }] },
              { type: 'column', content: [{ type: 'paragraph' }] },
            ],
          }),
    };
  },
});

/** True when the selection is inside a column (the slash menu hides Code Block there, spec 2 §2.5). */
export function selectionInColumn(editor: {
  state: { selection: { $from: { depth: number; node: (depth: number) => { type: { name: string } } } } };
}): boolean {
  const { $from } = editor.state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if ($from.node(depth).type.name === 'column') return true;
  }
  return false;
}
