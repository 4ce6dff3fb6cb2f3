import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect } from 'vitest';
import { ENTITY_NAME_MAX, ENTITY_NAME_TEXTS } from '@app/domain';
import { demoAccount, screenshot, seriousAccessibilityViolations } from './support/pages.ts';
import { it } from './support/fixtures.ts';

describe('/admin/entities', () => {
  it('staff create an award through the New Entity dialog, find it by search and edit its description', async ({
    app,
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/entities');
    await page.getByRole('heading', { name: 'Entities', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Entity list' }).getByRole('table').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Escape closes the dialog and gives focus back to the button that opened it.
    const newEntity = page.getByRole('button', { name: 'New Entity' });
    await newEntity.click();
    const dialog = page.getByRole('dialog', { name: 'New Entity' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.getBoundingClientRect().width)).toBe(700);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => newEntity.evaluate((element) => element === document.activeElement)).toBe(true);

    // A blank name is refused in the dialog.
    await newEntity.click();
    await dialog.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('   ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Please provide a name').waitFor();

    // Create an award (the dialog's default type).
    const name = `E2E Award ${randomUUID().slice(0, 8)}`;
    expect(await dialog.getByRole('combobox', { name: 'Type' }).textContent()).toContain('Award');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Given once a year.');

    // The server refuses (the database takes the right away): 'Error creating entity', nothing typed is lost.
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      await db.query('revoke insert on app_public.additional_entities from petition_studio_visitor');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.getByText('Error creating entity').waitFor();
      expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
      expect(await dialog.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Given once a year.');
    } finally {
      await db.query('grant insert on app_public.additional_entities to petition_studio_visitor');
      await db.end();
    }
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Found by a search on the server.
    await page.getByRole('searchbox', { name: 'Search' }).fill(name.slice(-8));
    const row = page.getByRole('region', { name: 'Entity list' }).getByRole('button', { name });
    await row.waitFor();
    // Only the header and the match once the search has answered.
    await expect.poll(() => page.getByRole('region', { name: 'Entity list' }).getByRole('row').count()).toBe(2);
    await row.click();

    // Edit the description; saved on the server (still there after a reload).
    const editor = page.getByRole('region', { name: 'Entity editor' });
    const description = editor.getByRole('textbox', { name: 'Description' });
    await description.waitFor();
    expect(await description.inputValue()).toBe('Given once a year.');
    await description.fill('Given once a year to one researcher.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Saved ${name}`).waitFor();
    // The focus stays on Save (a button disabled while saving dropped it to the page's body).
    expect(await editor.getByRole('button', { name: 'Save' }).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await screenshot(page, 'admin-entities');

    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).fill(name.slice(-8));
    await page.getByRole('region', { name: 'Entity list' }).getByRole('button', { name }).click();
    const reloaded = page.getByRole('region', { name: 'Entity editor' }).getByRole('textbox', { name: 'Description' });
    await reloaded.waitFor();
    expect(await reloaded.inputValue()).toBe('Given once a year to one researcher.');
    expect(
      await page
        .getByRole('region', { name: 'Entity editor' })
        .getByText('Not used in any petition module or reusable exhibit.')
        .count(),
    ).toBe(1);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('on a small laptop, a name past the bound is refused with the rule’s sentence and a long one wraps', async ({
    signedInPage,
  }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/entities', {
      viewport: { width: 1024, height: 768 },
    });
    await page.getByRole('region', { name: 'Entity list' }).getByRole('table').waitFor();
    // A title pasted without spaces (a URL without https, say), one character past the bound: refused, kept as typed.
    const tag = randomUUID().slice(0, 8);
    const tooLong = `www.example.org/awards/${tag}/`.padEnd(ENTITY_NAME_MAX + 1, 'x');
    await page.getByRole('button', { name: 'New Entity' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Entity' });
    const nameField = dialog.getByRole('textbox', { name: 'Name' });
    await nameField.fill(tooLong);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText(ENTITY_NAME_TEXTS.tooLong).waitFor();
    expect(await nameField.inputValue()).toBe(tooLong);

    // At the bound it is created, and neither the list nor the page grows wider than the window.
    await nameField.fill(tooLong.slice(0, ENTITY_NAME_MAX));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
    await page
      .getByRole('region', { name: 'Entity list' })
      .getByRole('button', { name: tooLong.slice(0, 40) })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);

    // Renamed in the editor to two lines: refused with the same sentence the API gives, the focus on the name.
    const editor = page.getByRole('region', { name: 'Entity editor' });
    const editorName = editor.getByRole('textbox', { name: 'Name' });
    await editorName.fill('IEEE\tFellow');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(ENTITY_NAME_TEXTS.notOneLine).waitFor();
    expect(await editorName.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'admin-entities-small-laptop');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
  it('shows each person’s e-mail address in the list and finds them by it', async ({ signedInPage }) => {
    const { page, consoleErrors } = await signedInPage('staffAdmin', '/admin/entities');
    const list = page.getByRole('region', { name: 'Entity list' });
    await list.getByRole('table').waitFor();
    const priya = demoAccount('beneficiary');
    // Her address, which her name does not contain.
    await page.getByRole('searchbox', { name: 'Search' }).fill(priya.email);
    const row = list.getByRole('row').filter({ has: page.getByRole('button', { name: priya.fullName }) });
    await row.waitFor();
    await row.getByText(priya.email, { exact: true }).waitFor();
    expect(await list.getByRole('row').count()).toBe(2);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
