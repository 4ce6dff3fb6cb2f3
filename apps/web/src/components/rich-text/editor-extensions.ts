import type { Extensions } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { CharacterCount, Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_LINK_ATTRIBUTES } from '@app/domain';
import { Column, Columns } from './columns-extension.ts';
import type { TextAlignment } from './rich-text-styles.ts';
import { isValidLinkUrl } from './editor-validation.ts';
import { createSlashCommands, type SlashMenuBridge } from './slash-commands.ts';

export type { TextAlignment } from './rich-text-styles.ts';

/** Font sizes of spec 2 §2.5; Medium is the default (no size mark). */
export const FONT_SIZES: readonly { label: string; value: string | null }[] = [
  { label: 'Smaller', value: '12px' },
  { label: 'Small', value: '14px' },
  { label: 'Medium', value: null },
  { label: 'Large', value: '18px' },
  { label: 'Extra Large', value: '24px' },
];

/** Font families of spec 2 §2.5; Inter is the default (no family mark). */
export const FONT_FAMILIES: readonly { label: string; value: string | null }[] = [
  { label: 'Inter', value: null },
  { label: 'Arial', value: 'Arial' },
  { label: 'Helvetica', value: 'Helvetica' },
  { label: 'Times', value: 'Times' },
  { label: 'Garamond', value: 'Garamond' },
  { label: 'Georgia', value: 'Georgia' },
  { label: 'Courier', value: 'Courier' },
  { label: 'Courier New', value: '"Courier New"' },
];

export interface EditorExtensionOptions {
  defaultAlignment: TextAlignment;
  maxLength: number;
  placeholder?: string;
  slashMenu: SlashMenuBridge;
}

/** Every feature of spec 2 §2.5, configured once for all editors. */
export function editorExtensions({ defaultAlignment, maxLength, placeholder, slashMenu }: EditorExtensionOptions): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      link: {
        // Links open on click (spec 2 §2.5) through openLinkOnClick, which drops the opener.
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { ...RICH_TEXT_LINK_ATTRIBUTES },
        // javascript: (and any other script scheme) is never turned into a link (spec 2 §5).
        isAllowedUri: (url, { defaultValidate }) => isValidLinkUrl(url) && defaultValidate(url),
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], defaultAlignment }),
    TextStyle,
    Color,
    FontFamily,
    FontSize,
    Highlight.configure({ multicolor: true }),
    Subscript,
    Superscript,
    TableKit.configure({ table: { resizable: false } }),
    TaskList,
    TaskItem.configure({ nested: true }),
    Image.configure({ allowBase64: false }),
    Columns,
    Column,
    CharacterCount.configure({ limit: maxLength }),
    Placeholder.configure({ placeholder: placeholder ?? "Write, or type '/' for commands" }),
    createSlashCommands(slashMenu),
  ];
}
