import { describe, expect, it } from 'vitest';
import { renderDraft } from '../tasks/render-draft.ts';
import { GOLDEN_CASES } from './golden-cases.ts';

/**
 * The golden review set (issue 33): each case's draft is regenerated and compared with the committed
 * file under drafts/ (review a change there as a paralegal would), and checked for its facts, its
 * title, who speaks, and the absence of raw field names and unreplaced placeholders.
 */

const textOf = (compose: () => { paragraphs: { text: string }[] }) =>
  compose()
    .paragraphs.map((paragraph) => paragraph.text)
    .join('\n\n');

/** Stored field names and codes: snake_case or camelCase words followed by a colon, or code values. */
const RAW_FIELD = /\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+[A-Z][A-Za-z]*:|\b[A-Z]+_[A-Z_]+\b/;
/** Template variables a composer forgot to fill. */
const UNREPLACED = /\$\{|\{\{|\bundefined\b|\bnull\b|\[object Object\]|NaN/;

describe('golden review set: drafts a paralegal would keep (issue 33)', () => {
  it.each(GOLDEN_CASES)('$name: matches the committed draft', async (golden) => {
    await expect(renderDraft(golden.compose())).toMatchFileSnapshot(`./drafts/${golden.name}.txt`);
  });

  it.each(GOLDEN_CASES)('$name: states its facts under the right title', (golden) => {
    const text = textOf(golden.compose);
    expect(text).toContain(golden.title);
    for (const fact of golden.facts) expect(text, fact).toContain(fact);
    for (const banned of golden.never) expect(text, banned).not.toContain(banned);
  });

  it.each(GOLDEN_CASES)('$name: no raw field names, no unreplaced placeholders, still marked as a template', (golden) => {
    const draft = golden.compose();
    const text = textOf(golden.compose);
    expect(draft.paragraphs[0]!.text).toMatch(/^Template draft/);
    expect(text).not.toMatch(RAW_FIELD);
    expect(text).not.toMatch(UNREPLACED);
  });

  it.each(GOLDEN_CASES.filter((golden) => golden.signer))('$name: the signer speaks in the first person', (golden) => {
    const text = textOf(golden.compose);
    const [first, last] = [golden.signer!.split(' ')[0]!, golden.signer!.split(' ').at(-1)!];
    // The name appears where the signer introduces themselves and signs, and nowhere else.
    const mentions = text.match(new RegExp(`\\b(${first}|${last})\\b`, 'g')) ?? [];
    expect(mentions.length, text).toBe(4);
    expect(text).toContain(`My name is ${golden.signer}`);
    expect(text).not.toMatch(/\b(He|She) (is|has|leads|directs)\b/);
  });
});
