import type { Page } from 'playwright-core';
import { pick } from './combobox.ts';

/**
 * On /admin/draft: chooses the employment verification (EV) letter and fills its inputs, the people and the
 * company picked from the demo data, the rest typed.
 */
export async function fillEvLetter(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Employment verification (EV)' }).click();
  await pick(page, 'Beneficiary', 'Priya', 'Priya Sharma');
  await pick(page, 'Signatory', 'Daniel', 'Daniel Okafor');
  await pick(page, 'Company', 'Northwind', 'Northwind Robotics');
  await page.getByLabel('Beneficiary title').fill('Senior Robotics Engineer');
  await page.getByLabel('Signatory title').fill('VP of Engineering');
  await page.getByLabel('Company bio').fill('Northwind Robotics builds warehouse robots.');
  await page.getByLabel('Salary').fill('$185,000 per year');
}
