import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  BetweenHorizontalEnd,
  BetweenVerticalEnd,
  Columns2,
  Highlighter,
  ImagePlus,
  Italic,
  List,
  ListOrdered,
  ListTodo,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Subscript,
  Superscript,
  Table,
  TextAlignCenter,
  TextAlignEnd,
  TextAlignJustify,
  TextAlignStart,
  Trash,
  Underline,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ColorInput } from './ColorInput.tsx';
import type { TextAlignment } from './rich-text-styles.ts';
import { LinkPopover } from './LinkPopover.tsx';
import { ToolbarButton, ToolbarSeparator } from './ToolbarButton.tsx';
import { ToolbarFormatSelects } from './ToolbarFormatSelects.tsx';

const ALIGNMENT_BUTTONS: readonly { value: TextAlignment; label: string; icon: ReactNode }[] = [
  { value: 'left', label: 'Align left', icon: <TextAlignStart aria-hidden="true" /> },
  { value: 'center', label: 'Align center', icon: <TextAlignCenter aria-hidden="true" /> },
  { value: 'right', label: 'Align right', icon: <TextAlignEnd aria-hidden="true" /> },
  { value: 'justify', label: 'Justify', icon: <TextAlignJustify aria-hidden="true" /> },
];

type Toggle = {
  label: string;
  name: string;
  attributes?: Record<string, unknown>;
  icon: ReactNode;
  run: (editor: Editor) => void;
};

const MARK_TOGGLES: readonly Toggle[] = [
  {
    label: 'Bold',
    name: 'bold',
    icon: <span className="text-sm font-bold">B</span>,
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  { label: 'Italic', name: 'italic', icon: <Italic aria-hidden="true" />, run: (e) => e.chain().focus().toggleItalic().run() },
  {
    label: 'Underline',
    name: 'underline',
    icon: <Underline aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    label: 'Strikethrough',
    name: 'strike',
    icon: <Strikethrough aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    label: 'Highlight',
    name: 'highlight',
    icon: <Highlighter aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleHighlight().run(),
  },
  {
    label: 'Subscript',
    name: 'subscript',
    icon: <Subscript aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleSubscript().run(),
  },
  {
    label: 'Superscript',
    name: 'superscript',
    icon: <Superscript aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleSuperscript().run(),
  },
];

const BLOCK_TOGGLES: readonly Toggle[] = [
  {
    label: 'Bullet list',
    name: 'bulletList',
    icon: <List aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    name: 'orderedList',
    icon: <ListOrdered aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Task list',
    name: 'taskList',
    icon: <ListTodo aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleTaskList().run(),
  },
  {
    label: 'Blockquote',
    name: 'blockquote',
    icon: <Quote aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    label: 'Code block',
    name: 'codeBlock',
    icon: <SquareCode aria-hidden="true" />,
    run: (e) => e.chain().focus().toggleCodeBlock().run(),
  },
];

/**
 * The editor's toolbar (spec 2 §2.5): every control labelled, toggles with aria-pressed, all in the
 * tab order. It re-renders on each editor change through useEditorState.
 */
export function Toolbar({
  editor,
  disabled,
  onPickImage,
  extra,
}: {
  editor: Editor;
  disabled: boolean;
  onPickImage: () => void;
  /** Controls the caller adds at the end (the AI Tools menu). */
  extra?: ReactNode;
}) {
  // Subscribing re-renders the toolbar whenever the selection or content changes.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: [...MARK_TOGGLES, ...BLOCK_TOGGLES].map((toggle) => current.isActive(toggle.name)),
      alignment: ALIGNMENT_BUTTONS.map((button) => current.isActive({ textAlign: button.value })),
      inTable: current.isActive('table'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const toggleButton = (toggle: Toggle, index: number) => (
    <ToolbarButton
      key={toggle.name}
      label={toggle.label}
      pressed={state.active[index] ?? false}
      disabled={disabled}
      onClick={() => toggle.run(editor)}
    >
      {toggle.icon}
    </ToolbarButton>
  );

  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 border-b bg-muted/30 p-1">
      <ToolbarButton label="Undo" disabled={disabled || !state.canUndo} onClick={() => editor.chain().focus().undo().run()}>
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Redo" disabled={disabled || !state.canRedo} onClick={() => editor.chain().focus().redo().run()}>
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarSeparator />
      <ToolbarFormatSelects editor={editor} disabled={disabled} />
      <ToolbarSeparator />
      {MARK_TOGGLES.map((toggle, index) => toggleButton(toggle, index))}
      <ColorInput editor={editor} disabled={disabled} />
      <LinkPopover editor={editor} disabled={disabled} />
      <ToolbarSeparator />
      {ALIGNMENT_BUTTONS.map((button, index) => (
        <ToolbarButton
          key={button.value}
          label={button.label}
          pressed={state.alignment[index] ?? false}
          disabled={disabled}
          onClick={() => editor.chain().focus().setTextAlign(button.value).run()}
        >
          {button.icon}
        </ToolbarButton>
      ))}
      <ToolbarSeparator />
      {BLOCK_TOGGLES.map((toggle, index) => toggleButton(toggle, MARK_TOGGLES.length + index))}
      <ToolbarButton label="Horizontal rule" disabled={disabled} onClick={() => editor.chain().focus().setHorizontalRule().run()}>
        <Minus aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label="Two columns" disabled={disabled} onClick={() => editor.chain().focus().insertTwoColumns().run()}>
        <Columns2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton
        label="Insert table"
        disabled={disabled}
        onClick={() => editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <Table aria-hidden="true" />
      </ToolbarButton>
      {state.inTable && (
        <>
          <ToolbarButton label="Add row" disabled={disabled} onClick={() => editor.chain().focus().addRowAfter().run()}>
            <BetweenHorizontalEnd aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label="Add column" disabled={disabled} onClick={() => editor.chain().focus().addColumnAfter().run()}>
            <BetweenVerticalEnd aria-hidden="true" />
          </ToolbarButton>
          <ToolbarButton label="Delete table" disabled={disabled} onClick={() => editor.chain().focus().deleteTable().run()}>
            <Trash aria-hidden="true" />
          </ToolbarButton>
        </>
      )}
      <ToolbarButton label="Insert image" disabled={disabled} onClick={onPickImage}>
        <ImagePlus aria-hidden="true" />
      </ToolbarButton>
      {extra && (
        <>
          <ToolbarSeparator />
          {extra}
        </>
      )}
    </div>
  );
}
