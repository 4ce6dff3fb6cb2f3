// @vitest-environment node
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 36's CI check: eslint.config.js refuses an English literal in the JSX of the translated customer sources
 * (apps/web/translated-sources.json), and lets other screens (staff pages) keep theirs.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const eslint = new ESLint({ cwd: ROOT });

async function untranslated(relativePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, relativePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

const SOURCE = `export function Probe({ name }: { name: string }) {
  return (
    <section aria-label="Files">
      <h1>Your documents</h1>
      <p>{'Loading'}</p>
      <p>{\`Hello \${name}\`}</p>
      <span className={\`text-sm \${name}\`}>{name} · 3</span>
    </section>
  );
}
`;

describe('untranslated literals in translated customer screens', () => {
  it('reports JSX text, literal children and labelling attributes, not class names or punctuation', async () => {
    expect(await untranslated('apps/web/src/features/documents/components/Probe.tsx', SOURCE)).toEqual([3, 4, 5, 6]);
  }, 60_000);

  it('leaves screens that are not declared translated alone', async () => {
    expect(await untranslated('apps/web/src/features/case-list/components/Probe.tsx', SOURCE)).toEqual([]);
  }, 60_000);
});
