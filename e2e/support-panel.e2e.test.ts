import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect } from 'vitest';
import { withOwnApp } from './support/fixtures.ts';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';

/** A stand-in team chat: a real local HTTP server the app's job worker posts support messages to. */
async function startChatWebhook() {
  const received: { text: string; blocks: unknown[] }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as { text: string; blocks: unknown[] });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/support`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let chat: Awaited<ReturnType<typeof startChatWebhook>>;

/** Its own app, posting support messages to the stand-in chat (started first). */
const it = withOwnApp(async () => {
  chat = await startChatWebhook();
  return { env: { SUPPORT_WEBHOOK_URL: chat.url } };
});

afterAll(async () => {
  await chat?.close();
});

const priya = demoAccount('beneficiary');
const helpButton = (page: Page) => page.getByRole('button', { name: 'Help and support' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Help and support' });
const messageBox = (page: Page) => panel(page).getByRole('textbox', { name: /Message/ });

async function waitForChat(predicate: (text: string) => boolean, timeoutMs = 15_000): Promise<string> {
  const start = Date.now();
  for (;;) {
    const found = chat.received.map((body) => JSON.stringify(body)).find(predicate);
    if (found) return found;
    if (Date.now() - start > timeoutMs)
      throw new Error(`the chat webhook received nothing matching (${chat.received.length} calls)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('support panel', () => {
  it('priya sends a message from /docs: thanked, and the team chat receives it', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('beneficiary', '/docs');
    await helpButton(page).click();
    await panel(page).waitFor();
    expect(await panel(page).evaluate((element) => element.getBoundingClientRect().width)).toBe(500);
    await panel(page).getByRole('link', { name: 'Getting started tour' }).waitFor();

    // Required first.
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await panel(page).getByText('Please provide a brief message about your request.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await messageBox(page).fill('Which documents prove my awards?');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await panel(page).getByText('Thank you for your feedback!').waitFor();
    expect(await messageBox(page).inputValue()).toBe('');
    await screenshot(page, 'support-panel-sent');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    const sent = await waitForChat((text) => text.includes('Which documents prove my awards?'));
    expect(sent).toContain('*Screen:*\\n/docs');
    expect(sent).toContain(`*Name:*\\n${priya.fullName}`);
    expect(sent).toMatch(/\*Date:\*\\n\d{2}\/\d{2}\/\d{4}/);
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // Staff read it on /admin, with its delivery to the chat.
    const admin = await signedInPage('staffAdmin', '/admin');
    const card = admin.page.getByRole('region', { name: 'Support messages' });
    // The message's own list item (the thread inside it is a list of its own): the first in page order.
    const item = card.getByRole('listitem').filter({ hasText: 'Which documents prove my awards?' }).first();
    await item.waitFor();
    expect(await item.innerText()).toContain(priya.fullName);
    await item.getByText('Sent to chat').waitFor();
    await screenshot(admin.page, 'admin-support-messages');
    expect(await seriousAccessibilityViolations(admin.page)).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
    await admin.page.context().close();
  });

  it('opens, sends and closes with the keyboard alone; focus returns to the help button', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary');
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    // The help button is the page's last control: Shift+Tab from the top reaches it.
    await page.locator('body').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Help and support');
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    // Focus moved into the panel (a modal dialog keeps it there). Radix moves it in an effect after the panel
    // shows, and hands it back in a timer after the panel is gone: both are awaited, not read at once.
    await expect.poll(() => panel(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await messageBox(page).focus();
    await page.keyboard.type('Sent with the keyboard only');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await panel(page).getByText('Thank you for your feedback!').waitFor();
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Help and support');
    await waitForChat((text) => text.includes('Sent with the keyboard only') && text.includes('*Screen:*\\n/'));
    await page.context().close();
  });

  it('keeps the message and says so when sending fails', async ({ signedInPage }) => {
    const { page } = await signedInPage('beneficiary');
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('CreateSupportMessage')) await route.abort('connectionrefused');
      else await route.fallback();
    });
    await helpButton(page).click();
    await messageBox(page).fill('This one will not arrive');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await panel(page).getByRole('alert').filter({ hasText: 'There was an error submitting your information.' }).waitFor();
    expect(await messageBox(page).inputValue()).toBe('This one will not arrive');
    expect(await panel(page).getByText('Thank you for your feedback!').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshot(page, 'support-panel-failed');

    // The connection is back: the same message goes through.
    await page.unroute('**/graphql');
    await panel(page).getByRole('button', { name: 'Send' }).click();
    await panel(page).getByText('Thank you for your feedback!').waitFor();
    await waitForChat((text) => text.includes('This one will not arrive'));
    await page.context().close();
  });
});
