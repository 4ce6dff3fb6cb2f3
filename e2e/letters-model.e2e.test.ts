import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect } from 'vitest';
import { withOwnApp, type SignedInPage } from './support/fixtures.ts';
import { fillEvLetter } from './support/letter-draft.ts';
import { screenshot, seriousAccessibilityViolations } from './support/pages.ts';

/** The app's deadline for a generation: short, so the hanging model's failure shows within the test. */
const LLM_TIMEOUT_MS = 4_000;
const SUPPORTED = 'Priya Sharma is employed by Northwind Robotics as Senior Robotics Engineer at $185,000 per year.';
const UNSUPPORTED = 'She is the most accomplished robotics engineer of her generation.';

interface ChatRequest {
  messages: { role: string; content: string }[];
}

/** The evidence items the service quoted to the model (between its EVIDENCE markers), as the model reads them. */
function quotedEvidence(request: ChatRequest): { id: string; label: string }[] {
  const quoted = request.messages.find((message) => message.content.includes('<<<EVIDENCE'))?.content ?? '';
  const json = quoted.slice(quoted.indexOf('<<<EVIDENCE') + '<<<EVIDENCE'.length, quoted.indexOf('EVIDENCE>>>'));
  return JSON.parse(json) as { id: string; label: string }[];
}

/**
 * A real local server speaking the OpenAI chat-completions protocol. 'answer': it answers as the
 * service's prompt asks — paragraphs citing the ids of the evidence they rest on (found by label) and
 * the statements it could not support in unsupportedClaims. 'hang': it never answers.
 */
async function startModelServer() {
  let mode: 'answer' | 'hang' = 'answer';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if (mode === 'hang') return;
      const evidence = quotedEvidence(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest);
      const cite = (...fields: string[]) =>
        fields.map((field) => evidence.find((item) => item.label === `Form field ${field}`)?.id ?? `missing ${field}`);
      const content = JSON.stringify({
        paragraphs: [
          { text: 'Dear Sir or Madam:', evidence: [] },
          { text: SUPPORTED, evidence: cite('beneficiary_title', 'salary') },
          { text: UNSUPPORTED, evidence: [] },
        ],
        unsupportedClaims: [UNSUPPORTED],
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-e2e',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'local-e2e-model',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    setMode: (next: typeof mode) => void (mode = next),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** /admin/draft signed in as staff, with an EV letter's inputs filled from the demo data and typed. */
async function openEvLetter(signedInPage: SignedInPage) {
  const opened = await signedInPage('staffAdmin', '/admin/draft');
  await fillEvLetter(opened.page);
  return opened;
}

let model: Awaited<ReturnType<typeof startModelServer>>;

/** Its own app, with the local model server (started first) configured. */
const it = withOwnApp(async () => {
  model = await startModelServer();
  return { env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'local-e2e-model', LLM_TIMEOUT_MS: String(LLM_TIMEOUT_MS) } };
});

afterAll(async () => {
  await model?.close();
});

describe('/admin/draft with a local OpenAI-compatible model: provenance and the deadline', () => {
  it("shows what each paragraph rests on and highlights the model's unsupported claim", async ({ signedInPage }) => {
    model.setMode('answer');
    const { page, consoleErrors } = await openEvLetter(signedInPage);
    await page.getByRole('button', { name: 'Draft', exact: true }).click();

    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
    expect(await editor.innerText()).toContain(UNSUPPORTED);

    const panel = page.getByRole('complementary', { name: 'Generated description provenance' });
    const paragraphs = panel.getByRole('list', { name: 'Paragraph provenance' }).getByRole('listitem');
    await expect.poll(() => paragraphs.count(), { timeout: 15_000 }).toBe(3);
    expect(await paragraphs.nth(0).innerText()).toContain('Rests on no input or evidence.');
    const supported = await paragraphs.nth(1).innerText();
    expect(supported).toContain('“Priya Sharma is employed by Northwind Robotics as…”');
    expect(supported).toContain('Inputs: beneficiary_title, salary');
    expect(supported).not.toContain('Unsupported claim');
    expect(await paragraphs.nth(2).innerText()).toContain(`Unsupported claim: ${UNSUPPORTED}`);
    // Listed and highlighted under 'Unsupported claims'; the sources name the form fields the letter used.
    const claims = panel.locator('section').filter({ has: page.getByRole('heading', { name: 'Unsupported claims' }) });
    expect(await claims.locator('mark').allInnerTexts()).toEqual([UNSUPPORTED]);
    expect(
      await panel
        .getByRole('listitem')
        .filter({ hasText: /^Form field salary$/ })
        .count(),
    ).toBe(1);
    expect(await page.getByText(/^Template draft: no writing model is configured/).count()).toBe(0);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'letters-model-provenance');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("shows 'Failed to generate letter.' when the model never answers, after the deadline, keeping the inputs", async ({
    signedInPage,
  }) => {
    model.setMode('hang');
    const { page, consoleErrors } = await openEvLetter(signedInPage);
    const started = Date.now();
    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Failed to generate letter.' })
      .waitFor({ timeout: LLM_TIMEOUT_MS + 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LLM_TIMEOUT_MS);

    expect(await page.getByLabel('Salary').inputValue()).toBe('$185,000 per year');
    expect(await page.getByLabel('Beneficiary title').inputValue()).toBe('Senior Robotics Engineer');
    expect(await page.getByLabel('Beneficiary name').inputValue()).toBe('Priya Sharma');
    expect(await page.getByRole('combobox', { name: 'Company', exact: true }).innerText()).toContain('Northwind Robotics');
    expect(await page.getByRole('button', { name: 'Draft', exact: true }).isDisabled()).toBe(false);
    // No letter was written: the editor stays disabled.
    expect(await page.getByRole('textbox', { name: 'Letter', exact: true }).getAttribute('contenteditable')).toBe('false');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // The only console errors are the failed request (504) and the page's own log of the failure.
    expect(consoleErrors.filter((error) => !/504|Letter generation failed/.test(error))).toEqual([]);
    await page.close();
  });
});
