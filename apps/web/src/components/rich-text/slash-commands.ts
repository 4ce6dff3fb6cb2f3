import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionKeyDownProps, type SuggestionProps } from '@tiptap/suggestion';
import { selectionInColumn } from './columns-extension.ts';

export interface SlashCommandItem {
  title: string;
  /** Words the filter also matches ('ul' finds Bullet List). */
  keywords: readonly string[];
  run: (editor: Editor, range: Range) => void;
  /** Code Block is hidden inside columns (spec 2 §2.5). */
  hiddenInColumns?: boolean;
}

/**
 * The slash menu's commands: spec 2 §2.5's list, then Table and Two Columns (issue 13's browser test
 * inserts a table from the slash menu).
 */
export const SLASH_COMMANDS: readonly SlashCommandItem[] = [
  ...([1, 2, 3] as const).map((level): SlashCommandItem => ({
    title: `Heading ${level}`,
    keywords: [`h${level}`, 'title'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).setNode('heading', { level }).run(),
  })),
  {
    title: 'Bullet List',
    keywords: ['ul', 'unordered'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).toggleBulletList().run(),
  },
  {
    title: 'Numbered List',
    keywords: ['ol', 'ordered'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).toggleOrderedList().run(),
  },
  {
    title: 'Task List',
    keywords: ['todo', 'checkbox'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).toggleTaskList().run(),
  },
  {
    title: 'Blockquote',
    keywords: ['quote'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).toggleBlockquote().run(),
  },
  {
    title: 'Code Block',
    keywords: ['code', 'pre'],
    hiddenInColumns: true,
    run: (editor, range) => editor.chain().focus().deleteRange(range).toggleCodeBlock().run(),
  },
  {
    title: 'Horizontal Rule',
    keywords: ['hr', 'divider', 'line'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).setHorizontalRule().run(),
  },
  {
    title: 'Table',
    keywords: ['grid'],
    run: (editor, range) =>
      editor.chain().focus().deleteRange(range).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  },
  {
    title: 'Two Columns',
    keywords: ['columns', 'layout'],
    run: (editor, range) => editor.chain().focus().deleteRange(range).insertTwoColumns().run(),
  },
];

/** The commands matching what was typed after '/', without Code Block inside a column. */
export function slashCommandsFor(query: string, insideColumn: boolean): SlashCommandItem[] {
  const wanted = query.trim().toLowerCase();
  return SLASH_COMMANDS.filter(
    (item) =>
      !(insideColumn && item.hiddenInColumns) &&
      (item.title.toLowerCase().includes(wanted) || item.keywords.some((keyword) => keyword.startsWith(wanted))),
  );
}

/** What the menu component is told: the open menu's state, or null when closed. */
export interface SlashMenuState {
  items: SlashCommandItem[];
  select: (item: SlashCommandItem) => void;
  clientRect: (() => DOMRect | null) | null;
}

/** The React side of the menu: shows the state and handles arrow keys, Enter and Escape. */
export interface SlashMenuBridge {
  show: (state: SlashMenuState | null) => void;
  /** Returns true when the menu handled the key. */
  keyDown: (event: KeyboardEvent) => boolean;
}

const slashPluginKey = new PluginKey('slashCommands');

/** '/' opens the command menu (TipTap's suggestion utility); the bridge renders it in React. */
export function createSlashCommands(bridge: SlashMenuBridge) {
  return Extension.create({
    name: 'slashCommands',
    addProseMirrorPlugins() {
      return [
        Suggestion<SlashCommandItem, SlashCommandItem>({
          editor: this.editor,
          pluginKey: slashPluginKey,
          char: '/',
          items: ({ query, editor }) => slashCommandsFor(query, selectionInColumn(editor)),
          command: ({ editor, range, props }) => props.run(editor, range),
          render: () => {
            const show = (props: SuggestionProps<SlashCommandItem, SlashCommandItem>) =>
              bridge.show({ items: props.items, select: props.command, clientRect: props.clientRect ?? null });
            return {
              onStart: show,
              onUpdate: show,
              onExit: () => bridge.show(null),
              onKeyDown: ({ event }: SuggestionKeyDownProps) => {
                if (event.key === 'Escape') {
                  bridge.show(null);
                  return true;
                }
                return bridge.keyDown(event);
              },
            };
          },
        }),
      ];
    },
  });
}
