import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowserTest, openBrowserTest, type BrowserTest } from './support/browser-test.ts';
import { caretAtEnd } from './support/rich-text.ts';
import { openPage, screenshot, seriousAccessibilityViolations, signInAs } from './support/pages.ts';
import { startApp } from './support/start-app.ts';

const LETTER_NAME = `Petition letter e2e ${Date.now()}`;
const MODEL_LETTER = 'Dear Sir or Madam: this employment verification comes from the local model.';

async function openAdminPage(page: Page, url: string, path: string) {
  await signInAs(page, url, 'staffAdmin', '/admin');
  await page.goto(`${url}${path}`);
}

/** Opens an entity picker (its accessible name), searches the server and chooses the match. */
async function pick(page: Page, picker: string, search: string, option: string) {
  await page.getByRole('combobox', { name: picker, exact: true }).click();
  await page.getByRole('combobox', { name: `Search ${picker}` }).fill(search);
  await page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(option) })
    .first()
    .click();
}

describe('bio generation and petition-driven letters (shared app, template composer)', () => {
  let test: BrowserTest;
  let priya: { id: string; bio: string | null };

  beforeAll(async () => {
    test = await openBrowserTest();
    const { rows } = await test.db.query<{ id: string; bio: string | null }>(
      "select id, bio from app_public.users where full_name = 'Priya Sharma'",
    );
    priya = rows[0]!;
  });
  afterAll(async () => {
    // Leave the shared demo data as it was: Priya's bio and no letters of this file.
    await test?.db?.query('update app_public.users set bio = $2 where id = $1', [priya?.id, priya?.bio]);
    await test?.db?.query('delete from app_public.petition_letters where name = $1', [LETTER_NAME]);
    await closeBrowserTest(test ?? {});
  });

  it('/admin/lettergen generates a bio for a demo person, edits it and saves it to the user', async () => {
    const { page, consoleErrors } = await openPage(test.browser);
    await openAdminPage(page, test.app.url, '/admin/lettergen');
    await page.getByRole('heading', { name: 'Generate bio', level: 1 }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate bio' });
    expect(await generate.isDisabled()).toBe(true);

    await pick(page, 'Person', 'Priya', 'Priya Sharma');
    await generate.click();
    await page.getByRole('complementary', { name: 'Generated description provenance' }).waitFor({ timeout: 30_000 });
    const bio = page.getByRole('textbox', { name: 'Bio' });
    const generated = await bio.inputValue();
    expect(generated).toContain('Priya Sharma');
    expect(generated).toContain('Experience:');
    expect(await page.getByText(/^Template draft: no writing model is configured/).count()).toBe(1);

    await bio.fill(`${generated}\n\nEdited in the lettergen browser test.`);
    await page.getByRole('button', { name: 'Save bio' }).click();
    await page.getByRole('status').filter({ hasText: 'Bio saved.' }).waitFor();
    const { rows } = await test.db.query<{ bio: string }>('select bio from app_public.users where id = $1', [priya.id]);
    expect(rows[0]!.bio).toBe(`${generated}\n\nEdited in the lettergen browser test.`);

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'lettergen-bio-saved');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("/admin/lettergen shows 'Failed to generate bio.' when generation fails, keeping the inputs", async () => {
    const { page } = await openPage(test.browser);
    await openAdminPage(page, test.app.url, '/admin/lettergen');
    await pick(page, 'Person', 'Priya', 'Priya Sharma');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Typed before the failure.');
    // The writing service is unreachable for this request.
    await page.route('**/bio', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Generate bio' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to generate bio.' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Bio' }).inputValue()).toBe('Typed before the failure.');
    expect(await page.getByRole('combobox', { name: 'Person', exact: true }).innerText()).toContain('Priya Sharma');
    expect(await page.getByRole('button', { name: 'Generate bio' }).isDisabled()).toBe(false);
    await page.close();
  });

  it('/admin/new_lettergen fills a letter from a demo petition, drafts, edits and saves it to that petition', async () => {
    const { page, consoleErrors } = await openPage(test.browser);
    await openAdminPage(page, test.app.url, '/admin/new_lettergen');
    await page.getByRole('combobox', { name: 'Select a petition...' }).click();
    await page.getByPlaceholder('Select a petition...').fill('Priya');
    const option = page.getByRole('option', { name: /Priya Sharma \(/ }).first();
    const optionText = await option.innerText();
    const petitionId = /\(([0-9a-f-]{36})\)/.exec(optionText)![1]!;
    await option.click();

    // Filled from the petition: beneficiary, company, visa class.
    const inputs = page.getByRole('form', { name: 'Letter inputs' });
    await inputs.waitFor();
    expect(await inputs.getByLabel('Beneficiary name').inputValue()).toBe('Priya Sharma');
    expect(await inputs.getByLabel('Company name').inputValue()).not.toBe('');
    expect(await page.getByText(/^Missing: /).textContent()).toContain('Signatory');

    await page.getByRole('radio', { name: 'Original contributions', exact: true }).click();
    const signatory = page.getByLabel('Signatory', { exact: true });
    const firstSignatory = await signatory.locator('option').nth(1).getAttribute('value');
    await signatory.selectOption(firstSignatory!);
    const signatoryName = await inputs.getByLabel('Signatory name').inputValue();
    expect(signatoryName).not.toBe('');
    // The exhibits chosen are cited in the additional information.
    const exhibit = page.getByRole('group', { name: 'Exhibits to cite' }).getByRole('checkbox').first();
    await exhibit.click();
    expect(await inputs.getByLabel('Additional information').inputValue()).toMatch(/^Exhibits to cite:\n- /);
    // Whatever the demo data lacks is typed by hand; the Draft rules name it until then.
    for (const [label, value] of [
      ['Signatory title', 'VP of Engineering'],
      ['Signatory bio', 'Leads the robotics engineering team.'],
      ['Beneficiary title', 'Senior Robotics Engineer'],
      ['Beneficiary bio', 'Builds perception software.'],
      ['Field of endeavor', 'Robotics'],
      ['Company bio', 'Builds warehouse robots.'],
    ] as const) {
      const field = inputs.getByLabel(label, { exact: true });
      if ((await field.inputValue()) === '') await field.fill(value);
    }
    if ((await inputs.getByLabel('Archetype').inputValue()) === '')
      await inputs.getByLabel('Archetype').selectOption('software-engineer');
    expect(await page.getByText(/^Missing: /).count()).toBe(0);

    await page.getByRole('button', { name: 'Draft', exact: true }).click();
    const editor = page.getByRole('textbox', { name: 'Letter', exact: true });
    await expect.poll(() => editor.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
    const drafted = await editor.innerText();
    expect(drafted).toContain('Priya Sharma');
    expect(drafted).toContain(signatoryName);

    await caretAtEnd(page);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Edited in new_lettergen.');
    await page.waitForTimeout(2_000); // the editor hands its HTML over after its 1 s debounce
    await page.getByLabel('Letter name').fill(LETTER_NAME);
    await page.getByRole('button', { name: 'Save letter' }).click();
    await page.getByText(`Saved version 1 of ${LETTER_NAME}.`).waitFor({ timeout: 30_000 });
    const { rows } = await test.db.query<{
      petition_id: string;
      content: string;
      final_file_id: string | null;
      letter_type: string;
    }>('select petition_id, content, final_file_id, letter_type from app_public.petition_letters where name = $1', [LETTER_NAME]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.petition_id).toBe(petitionId);
    expect(rows[0]!.letter_type).toBe('original-contributions');
    expect(rows[0]!.content).toMatch(/>Edited in new_lettergen\.<\/p>$/);
    expect(rows[0]!.final_file_id).not.toBeNull();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'new-lettergen-saved');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});

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

describe('/admin/draft with a local OpenAI-compatible server configured', () => {
  let test: BrowserTest;
  let model: Awaited<ReturnType<typeof startModelServer>>;

  beforeAll(async () => {
    model = await startModelServer();
    test = await openBrowserTest(() =>
      startApp({ env: { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'local-e2e-model', LLM_TIMEOUT_MS: '20000' } }),
    );
  });
  afterAll(async () => {
    await closeBrowserTest(test ?? {});
    await model?.close();
  });

  it("drafts an EV letter whose text is the model's, not the template's", async () => {
    const { page, consoleErrors } = await openPage(test.browser);
    await openAdminPage(page, test.app.url, '/admin/draft');
    await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
    await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
    await pick(page, 'Signatory', 'Daniel', 'Daniel Okafor');
    await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
    await page.getByLabel('Beneficiary title').fill('Senior Robotics Engineer');
    await page.getByLabel('Signatory title').fill('VP of Engineering');
    await page.getByLabel('Company bio').fill('Northwind Robotics builds warehouse robots.');
    await page.getByLabel('Salary').fill('$185,000 per year');
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
