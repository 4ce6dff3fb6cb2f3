/**
 * Every specification reference in the code must open somewhere (issue 27): comments cite
 * sections as "spec 2 §7.5", requirements by ledger ID and product decisions as "decisions <ID>"
 * (docs/spec/README.md explains the forms). A newcomer follows them into docs/spec/; a typo, a
 * renumbered section or a decision nobody wrote down fails here instead of leading nowhere.
 * Runs with the domain tests (vitest.config.ts) since it needs only the file system.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SPEC_DIR = join(ROOT, 'docs/spec');

/** Folders that are not ours to cite from: installed, built, generated or the spec itself. */
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'test-results', 'gql']);
const SKIPPED_PATHS = new Set(['docs/spec', 'scripts/spec-references.test.ts']);
const SCANNED_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|css|html|graphql)$/;

/** An ID with its shorthands: ENT-003, PB-038/039, PB-040/PB-041, RX-002..005. */
const ID_PART = String.raw`[A-Z]{2,6}(?:-[A-Z]{2,6})?-\d{3}(?:(?:\/|\.\.)(?:[A-Z]{2,6}(?:-[A-Z]{2,6})?-)?\d{3})*`;
const BARE_ID = new RegExp(String.raw`(?<![\w-])${ID_PART}(?![\w-])`, 'g');
const DECISION_CITATION = new RegExp(String.raw`\bdecisions?\s+(${ID_PART}(?:,\s*${ID_PART})*)`, 'gi');
/** "spec 2 §7.2, §7.3" and "spec 3 §2.3 and §9" cite several sections of one document. */
const SECTION_CITATION = /\bspec\s+([0-9]+)\s+(§[0-9.]*[0-9](?:(?:,\s+|\s+and\s+)§[0-9.]*[0-9])*)/gi;

/** The IDs a shorthand names: PB-038/039 → PB-038, PB-039; RX-002..005 → RX-002 … RX-005. */
export function expandIds(text: string): string[] {
  const first = /^([A-Z]{2,6}(?:-[A-Z]{2,6})?)-(\d{3})/.exec(text);
  if (!first) return [];
  const [, prefix, number] = first as unknown as [string, string, string];
  const ids = [`${prefix}-${number}`];
  let previous = Number(number);
  for (const [, separator, otherPrefix, other] of text
    .slice(first[0].length)
    .matchAll(/(\/|\.\.)(?:([A-Z]{2,6}(?:-[A-Z]{2,6})?)-)?(\d{3})/g)) {
    const next = Number(other);
    const idPrefix = otherPrefix ?? prefix;
    if (separator === '..') for (let n = previous + 1; n < next; n += 1) ids.push(`${idPrefix}-${String(n).padStart(3, '0')}`);
    ids.push(`${idPrefix}-${other}`);
    previous = next;
  }
  return ids;
}

interface SpecIndex {
  /** Requirement IDs of the ledger. */
  ledger: Set<string>;
  /** ID prefixes the ledger uses (a bare "AK-039" postal code is not a citation). */
  prefixes: Set<string>;
  /** IDs that have an entry in the product decisions. */
  decisions: Set<string>;
  /** Numbered headings ("2", "7.5") of spec 1, 2 and 3. */
  sections: Map<string, Set<string>>;
}

export function loadSpecIndex(): SpecIndex {
  const files = readdirSync(SPEC_DIR);
  const ledgerText = readFileSync(join(SPEC_DIR, 'spec-ledger.md'), 'utf8');
  const ledger = new Set([...ledgerText.matchAll(/^- \[([A-Z-]+-\d{3})\]/gm)].map((match) => match[1] as string));
  const prefixes = new Set([...ledger].map((id) => id.replace(/-\d{3}$/, '')));
  // A decision is a bullet whose text up to the first colon names its IDs ("- LTR-020/021, CONST-023 limits:").
  const decisionsText = readFileSync(join(SPEC_DIR, 'decisions.md'), 'utf8');
  const decisions = new Set(
    [...decisionsText.matchAll(/^- ([^:\n]*)/gm)].flatMap((bullet) =>
      [...(bullet[1] as string).matchAll(BARE_ID)].flatMap((match) => expandIds(match[0])),
    ),
  );
  const sections = new Map<string, Set<string>>();
  for (const file of files) {
    const documentNumber = /^(\d+)-.*\.md$/.exec(file)?.[1];
    if (!documentNumber) continue;
    const text = readFileSync(join(SPEC_DIR, file), 'utf8');
    sections.set(documentNumber, new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((match) => match[1] as string)));
  }
  return { ledger, prefixes, decisions, sections };
}

interface Citation {
  kind: 'section' | 'requirement' | 'decision';
  text: string;
  /** Where in the text the citation starts. */
  offset: number;
  problem: string | null;
}

/** The spec citations in one text, each with why it does not resolve (null when it does). */
export function citationsIn(text: string, index: SpecIndex): Citation[] {
  const citations: Citation[] = [];
  for (const { 1: document, 2: list, index: offset } of text.matchAll(SECTION_CITATION)) {
    const headings = index.sections.get(document as string);
    for (const section of (list as string).match(/§[0-9.]*[0-9]/g) ?? []) {
      const number = section.slice(1);
      const problem = !headings
        ? `there is no spec ${document} in docs/spec/`
        : headings.has(number)
          ? null
          : `spec ${document} has no section ${number}`;
      citations.push({ kind: 'section', text: `spec ${document} ${section}`, offset, problem });
    }
  }
  for (const { 1: list, index: offset } of text.matchAll(DECISION_CITATION)) {
    for (const id of [...(list as string).matchAll(BARE_ID)].flatMap((match) => expandIds(match[0]))) {
      const problem = index.decisions.has(id) ? null : `${id} has no entry in docs/spec/decisions.md`;
      citations.push({ kind: 'decision', text: `decisions ${id}`, offset, problem });
    }
  }
  for (const match of text.matchAll(BARE_ID)) {
    for (const id of expandIds(match[0])) {
      if (!index.prefixes.has(id.replace(/-\d{3}$/, ''))) continue;
      const problem = index.ledger.has(id) ? null : `${id} is not in docs/spec/spec-ledger.md`;
      citations.push({ kind: 'requirement', text: id, offset: match.index, problem });
    }
  }
  return citations;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (SKIPPED_DIRS.has(entry.name) || SKIPPED_PATHS.has(relative(ROOT, path))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return SCANNED_FILE.test(entry.name) ? [path] : [];
  });
}

describe('spec references', () => {
  const index = loadSpecIndex();

  it('are read from the spec in docs/spec/', () => {
    // Guards the parsers below: an empty index would make every citation look broken, or none.
    expect(index.ledger.size).toBeGreaterThan(700);
    expect(index.decisions).toContain('ENT-073');
    expect(index.decisions).toContain('CONST-023');
    expect([...index.sections.keys()].sort()).toEqual(['1', '2', '3']);
    expect(index.sections.get('2')).toContain('7.5');
  });

  it('are recognised in every form the comments use, and broken ones are named', () => {
    const found = citationsIn(
      'spec 2 §7.2, §7.3 and §9.1; spec 1 §2.3; spec 4 §1; decisions LTR-020/021, ENT-003; PB-038/PB-039 RX-002..005 ENT-999 AK-039',
      index,
    );
    expect(found.map(({ text, problem }) => [text, problem !== null])).toEqual([
      ['spec 2 §7.2', false],
      ['spec 2 §7.3', false],
      ['spec 2 §9.1', true],
      ['spec 1 §2.3', true],
      ['spec 4 §1', true],
      ['decisions LTR-020', false],
      ['decisions LTR-021', false],
      ['decisions ENT-003', true],
      ['LTR-020', false],
      ['LTR-021', false],
      ['ENT-003', false],
      ['PB-038', false],
      ['PB-039', false],
      ['RX-002', false],
      ['RX-003', false],
      ['RX-004', false],
      ['RX-005', false],
      ['ENT-999', true],
    ]);
  });

  it('in the source, SQL and docs all resolve to docs/spec/', () => {
    const files = sourceFiles(ROOT);
    const broken: string[] = [];
    const counts = { section: 0, requirement: 0, decision: 0 };
    for (const file of files) {
      // Whole files, not lines: a comment may wrap between "spec 2" and "§7.5".
      const text = readFileSync(file, 'utf8');
      for (const citation of citationsIn(text, index)) {
        counts[citation.kind] += 1;
        const line = text.slice(0, citation.offset).split('\n').length;
        if (citation.problem) broken.push(`${relative(ROOT, file)}:${line}: ${citation.text}: ${citation.problem}`);
      }
    }
    expect(broken).toEqual([]);
    // The scan reached the code: the project cites the spec hundreds of times.
    expect(counts.section).toBeGreaterThan(100);
    expect(counts.requirement).toBeGreaterThan(10);
    expect(counts.decision).toBeGreaterThan(10);
  });
});
