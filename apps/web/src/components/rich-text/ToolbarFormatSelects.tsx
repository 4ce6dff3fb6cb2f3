import type { Editor } from '@tiptap/core';
import { FONT_FAMILIES, FONT_SIZES } from './editor-extensions.ts';
import { NativeSelect } from '../ui/native-select.tsx';

type BlockType = 'paragraph' | `heading-${1 | 2 | 3 | 4 | 5 | 6}`;
const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

function currentBlock(editor: Editor): BlockType {
  const level = HEADING_LEVELS.find((candidate) => editor.isActive('heading', { level: candidate }));
  return level ? `heading-${level}` : 'paragraph';
}

/** Paragraph or heading 1–6, font family and font size (spec 2 §2.5), as labelled native selects. */
export function ToolbarFormatSelects({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const style = editor.getAttributes('textStyle') as { fontFamily?: string; fontSize?: string };
  const family = FONT_FAMILIES.find((option) => option.value === (style.fontFamily ?? null))?.label ?? 'Inter';
  const size = FONT_SIZES.find((option) => option.value === (style.fontSize ?? null))?.label ?? 'Medium';
  return (
    <>
      <NativeSelect
        aria-label="Text style"
        size="toolbar"
        disabled={disabled}
        value={currentBlock(editor)}
        onChange={(event) => {
          const value = event.target.value as BlockType;
          const chain = editor.chain().focus();
          if (value === 'paragraph') chain.setParagraph().run();
          else chain.setHeading({ level: Number(value.slice('heading-'.length)) as (typeof HEADING_LEVELS)[number] }).run();
        }}
      >
        <option value="paragraph">Paragraph</option>
        {HEADING_LEVELS.map((level) => (
          <option key={level} value={`heading-${level}`}>
            Heading {level}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Font family"
        size="toolbar"
        disabled={disabled}
        value={family}
        onChange={(event) => {
          const option = FONT_FAMILIES.find((candidate) => candidate.label === event.target.value);
          const chain = editor.chain().focus();
          if (option?.value) chain.setFontFamily(option.value).run();
          else chain.unsetFontFamily().run();
        }}
      >
        {FONT_FAMILIES.map((option) => (
          <option key={option.label} value={option.label}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Font size"
        size="toolbar"
        disabled={disabled}
        value={size}
        onChange={(event) => {
          const option = FONT_SIZES.find((candidate) => candidate.label === event.target.value);
          const chain = editor.chain().focus();
          if (option?.value) chain.setFontSize(option.value).run();
          else chain.unsetFontSize().run();
        }}
      >
        {FONT_SIZES.map((option) => (
          <option key={option.label} value={option.label}>
            {option.label}
            {option.value ? ` ${option.value}` : ''}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
