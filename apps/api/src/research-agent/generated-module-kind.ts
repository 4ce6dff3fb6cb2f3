import type { ModuleContentKind } from '@app/domain';

/** The modules whose content the writing service writes, and what it writes for each. */
export const GENERATED_MODULE_KINDS = {
  'memo-starter': 'memo-starter',
  conclusion: 'conclusion',
  authorship: 'authorship-summary',
} as const satisfies Readonly<Record<string, ModuleContentKind>>;

export type GeneratedModuleType = keyof typeof GENERATED_MODULE_KINDS;

export function generatedModuleKind(moduleType: string): ModuleContentKind | undefined {
  return Object.hasOwn(GENERATED_MODULE_KINDS, moduleType)
    ? GENERATED_MODULE_KINDS[moduleType as GeneratedModuleType]
    : undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The writer's plain text (paragraphs separated by blank lines) as the rich-text HTML module
 * descriptions hold: one <p> per paragraph, line breaks kept, everything escaped (a model's text is
 * never markup).
 */
export function generatedTextToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
