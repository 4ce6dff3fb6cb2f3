import type pg from 'pg';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfWithText } from './sample-files.ts';

/** Shared moves of the employer onboarding browser tests (the wizard's address, steps, buttons, uploads). */
export const EMPLOYER_WIZARD = '/onboarding/employer';
export const STEP_TIMEOUT_MS = 15_000;

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

export async function expectStep(page: Page, route: string, title: string): Promise<void> {
  await heading(page, title).waitFor({ timeout: STEP_TIMEOUT_MS });
  expect(new URL(page.url()).pathname).toBe(`${EMPLOYER_WIZARD}/${route}`);
}
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
export const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true }).click();

/** The document type's section on a documents step (its uploader and its files). */
export const documentSection = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

export async function uploadPdf(page: Page, label: string, name: string): Promise<void> {
  const section = documentSection(page, label);
  await section
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: await pdfWithText(label) });
  // Listed as held (with its Delete button), not just shown by the uploader while it uploads.
  await section.getByRole('button', { name: `Delete ${name}`, exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

export async function northwindId(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select id from app_public.companies where dba_name = 'Northwind Robotics'`);
  return rows[0]!.id;
}
