import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { REPO_ROOT } from './repo-paths.ts';

/*
 * Issue 36: the customer portal's message catalogues (apps/web/src/locales/<locale>/messages.po) as the browser
 * tests read them, so a test checks a screen's texts against them and none is hard-coded in the test.
 */

export type Catalogue = Map<string, string>;

export function catalogue(locale: string): Catalogue {
  const file = path.join(REPO_ROOT, 'apps/web/src/locales', locale, 'messages.po');
  const entries: Catalogue = new Map();
  for (const match of readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(match[1]!, match[2]!.replace(/\\"/g, '"'));
  }
  return entries;
}

export const english = catalogue('en');

/** A catalogue's text with its {placeholders} filled in (simple messages only, no plurals). */
export function text(entries: Catalogue, id: string, values: Record<string, string> = {}): string {
  const message = entries.get(id);
  if (message === undefined) throw new Error(`no message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/**
 * The English messages (without plurals) whose translation differs, as whole-text patterns: a text node or label
 * of the page that matches one is English left on a translated screen.
 */
function englishPatterns(translated: Catalogue): { id: string; pattern: RegExp }[] {
  const escape = (value: string) => value.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  // A message with a placeholder is matched only when its own words are two or more: "Upload {name}" would also
  // match a task's English content ("Upload your pay stubs"), data the case team wrote.
  const ownWords = (message: string) =>
    message
      .replace(/\{\w+\}/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;
  return [...english]
    .filter(([id, message]) => !message.includes('plural,') && translated.get(id) !== message)
    .filter(([, message]) => !message.includes('{') || ownWords(message) >= 2)
    .map(([id, message]) => ({
      id,
      pattern: new RegExp(
        `^${message
          .split(/\{\w+\}/)
          .map((part) => escape(part.trim()))
          .join('.+')}$`,
      ),
    }));
}

/** Every text node and accessible label (aria-label, placeholder, title) inside `scope`, trimmed. */
async function textsIn(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.map((value) => value.trim()).filter(Boolean);
  });
}

export async function expectNoEnglish(scope: Locator, translated: Catalogue, where: string) {
  const patterns = englishPatterns(translated);
  const left = (await textsIn(scope)).flatMap((value) =>
    patterns.filter(({ pattern }) => pattern.test(value)).map(({ id }) => `${id}: "${value}"`),
  );
  expect(left, `English left on ${where}`).toEqual([]);
}
