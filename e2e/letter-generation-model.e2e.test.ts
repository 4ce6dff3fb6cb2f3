import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { fillEvLetter } from './support/letter-draft.ts';
import { seriousAccessibilityViolations } from './support/pages.ts';

const MODEL_LETTER = 'Dear Sir or Madam: this employment verification comes from the local model.';

/** A real local server speaking the OpenAI chat-completions protocol, answering one letter. */
async function startModelServer(): Promise<{ baseUrl: string; requests: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      requests += 1;
      const content = JSON.stringify({ paragraphs: [{ text: MODEL_LETTER, evidence: [] }], unsupportedClaims: [] });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: `chatcmpl-${requests}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'local-e2e-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let model: Awaited<ReturnType<typeof startModelServer>>;

/** Its own app, with the local model server (started first) configured. */
const it = withOwnApp(async () => {
  model = await startModelServer();
  return { env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'local-e2e-model', LLM_TIMEOUT_MS: '20000' } };
});

afterAll(async () => {
  await model?.close();
});

describe('/admin/draft with a local OpenAI-compatible server configured', () => {
  it("drafts an EV letter whose text is the model's, not the template's", async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/draft');
    await fillEvLetter(page);
    await page.getByRole('button', { name: 'Draft', exact: true }).click();

    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
    const letter = await editor.innerText();
    expect(letter).toContain(MODEL_LETTER);
    expect(letter).not.toContain('Template draft');
    expect(model.requests()).toBeGreaterThan(0);
    await page.getByRole('complementary', { name: 'Generated description provenance' }).waitFor();
    expect(await page.getByText(/^Template draft: no writing model is configured/).count()).toBe(0);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
