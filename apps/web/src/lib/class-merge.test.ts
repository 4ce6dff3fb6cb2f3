import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './class-merge.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // Generated code (GraphQL documents, compiled message catalogues) holds no class names.
    if (statSync(full).isDirectory()) return name === 'gql' || name === 'locales' ? [] : sourceFiles(full);
    // This module's own table of prefixes is not class names.
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'class-merge.ts' ? [full] : [];
  });
}

/** Every word of every string literal in src that could be a class: the app's whole class vocabulary. */
function classVocabulary(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const literal = match[1] ?? match[2] ?? match[3] ?? '';
      for (const word of literal.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) {
        if (word.length > 0 && word.length < 90 && /^[!-]?[a-z0-9@[\]&>*:._/%()=#!,'-]+$/i.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

describe('mergeClasses', () => {
  const vocabulary = classVocabulary();

  it('reads the class vocabulary of the app', () => {
    for (const known of ['flex', 'px-4', 'text-sm', 'text-muted-foreground', 'hover:bg-accent', 'rounded-md']) {
      expect(vocabulary).toContain(known);
    }
  });

  it('merges every pair of classes the app writes exactly as tailwind-merge does', () => {
    // A class either merges with a copy of itself (a utility) or is kept twice (unknown); classes both
    // implementations keep twice never conflict with anything, so only the others are paired.
    const differences: string[] = [];
    const isUtility = (merge: (list: string) => string, word: string) => merge(`${word} ${word}`) === word;
    const utilities = vocabulary.filter((word) => {
      const known = isUtility(twMerge, word);
      if (known !== isUtility(mergeClasses, word)) differences.push(`'${word}': tailwind-merge knows it: ${known}`);
      return known || isUtility(mergeClasses, word);
    });
    expect(utilities.length).toBeGreaterThan(200);
    for (const first of utilities) {
      for (const second of utilities) {
        const list = `${first} ${second}`;
        const expected = twMerge(list);
        if (mergeClasses(list) !== expected)
          differences.push(`'${list}': tailwind-merge '${expected}', mergeClasses '${mergeClasses(list)}'`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  });

  it('keeps the later of conflicting utilities, per variant, and every unknown class', () => {
    expect(mergeClasses('px-2 py-1 p-3')).toBe('p-3');
    expect(mergeClasses('p-3 px-2')).toBe('p-3 px-2');
    expect(mergeClasses('text-sm text-red-500 text-lg')).toBe('text-red-500 text-lg');
    expect(mergeClasses('hover:bg-muted bg-accent hover:bg-primary')).toBe('bg-accent hover:bg-primary');
    expect(mergeClasses('focus:hover:underline hover:focus:no-underline')).toBe('hover:focus:no-underline');
    expect(mergeClasses('petition-card petition-card h-9 h-8')).toBe('petition-card petition-card h-8');
  });
});
