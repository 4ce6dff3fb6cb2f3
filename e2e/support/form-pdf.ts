import { readFile } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { DemoAccountKey } from '@app/domain';
import type { Locator, Page } from 'playwright-core';
import type { RunningApp } from './start-app.ts';

/** Clicks a generated form's download button and reads the saved PDF's form fields. */
export async function downloadedForm(page: Page, button: Locator) {
  const [saved] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const doc = await PDFDocument.load(await readFile((await saved.path())!));
  return doc.getForm();
}

/**
 * Generates a petition's form through the API from the test process, as `persona` (signed in on `app` before, so
 * the app's session store holds their token), and reads the stored PDF's form fields through its download link.
 */
export async function generatedFormFields(app: RunningApp, persona: DemoAccountKey, petitionId: string, form: string) {
  const session = await app.sessions.get(persona);
  const stored = session?.entries.find((entry) => entry.key.startsWith('oidc.user:'));
  if (!stored) throw new Error(`${persona} has not signed in on this app`);
  const headers = { authorization: `Bearer ${(JSON.parse(stored.value) as { access_token: string }).access_token}` };
  const generated = await fetch(`${app.url}/petitions/${petitionId}/forms/${form}/generate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const { fileId } = (await generated.json()) as { fileId: string };
  if (generated.status !== 201) throw new Error(`generating the ${form}: ${generated.status}`);
  const { link } = (await (await fetch(`${app.url}/db/download?id=${fileId}`, { headers })).json()) as { link: string };
  const pdf = await fetch(new URL(link, app.url), { headers });
  return (await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getForm();
}

/**
 * Generates (or regenerates) a form from its card on the Forms tab and waits for this generation's notice. Another
 * file in the worker may have generated it already, so the card's "Generated …" line proves nothing, and a button
 * name given as a plain string would also match "Regenerate …".
 */
export async function generateFormOnCard(page: Page, card: Locator, label: string, timeout = 60_000) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await card.getByRole('button', { name: new RegExp(`^(Generate|Regenerate) ${escaped}$`) }).click();
  await page.getByText(`${label} generated.`, { exact: true }).waitFor({ timeout });
}
