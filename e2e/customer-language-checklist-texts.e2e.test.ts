import { EXHIBIT_TYPES, ORIGINAL_CODE_MAX_FILES, onboardingModuleSlug } from '@app/domain';
import { describe, expect } from 'vitest';
import { catalogue, text } from './support/catalogues.ts';
import { withOwnApp } from './support/fixtures.ts';
import { ONBOARDING_TIMEOUT, priyasOnboarding } from './support/onboarding-screens.ts';
import { expectFitsPhone, PHONE } from './support/phone.ts';

/**
 * Priya, on a phone in Spanish, opens an upload step of her evidence checklist: its name and its module's title (the
 * catalogues' "Original code", "Original Contributions") read in Spanish, its description (the exhibit type's staff
 * text, "Screenshots of code the beneficiary wrote") is addressed to her in Spanish, and the uploader's list of
 * accepted formats reads Spanish words ("texto"), not the code word "text". Its own app: the checklist and the
 * language set here are this file's only.
 */
const it = withOwnApp({});

describe('an evidence step in the beneficiary’s language', () => {
  it('reads the step, its module and the accepted formats in Spanish, to Priya as “usted”', async ({ signedInPage, db }) => {
    const { petitionId, priyaId } = await priyasOnboarding(db);
    const { rows } = await db.query<{ id: string }>(
      'select id from app_public.exhibits where petition_id = $1 order by order_index, id limit 1',
      [petitionId],
    );
    const exhibitId = rows[0]!.id;
    const staffText = EXHIBIT_TYPES.find((type) => type.id === 'original-code')!.description;
    const module = {
      id: 'texts-contributions',
      type: 'ORIGINAL_CONTRIBUTION',
      title: 'Original Contributions',
      subtitle: '',
      name: 'Original Contributions',
      status: 'pending',
      exhibits: [
        {
          id: exhibitId,
          exhibitId,
          type: 'ORIGINAL_CODE',
          name: 'Original code',
          description: staffText,
          required: true,
          hidden: false,
          status: 'pending',
          data: {},
          moduleType: 'ORIGINAL_CONTRIBUTION',
        },
      ],
    };
    const { page, consoleErrors } = await signedInPage('beneficiary', '/', { viewport: PHONE });
    await db.query('update app_public.users set locale = $2 where id = $1', [priyaId, 'es']);
    await db.query(
      `update app_public.onboardings set modules = $2, status = 'not_started', flow_state = null where petition_id = $1`,
      [petitionId, JSON.stringify([module])],
    );
    const path = `/onboarding/beneficiary/${onboardingModuleSlug(module.type)}?id=${module.id}&exhibitId=${exhibitId}`;
    await page.goto(new URL(path, page.url()).href);

    const messages = catalogue('es');
    const main = page.getByRole('main');
    // The step's name and its module's title are the catalogues' English ("Original code", "Original Contributions"),
    // read in Spanish in the step's heading and in the checklist above it.
    const stepName = text(messages, 'exhibitType.original-code');
    const moduleTitle = text(messages, 'checklist.title.original-contribution');
    await main.getByRole('heading', { level: 2, name: stepName, exact: true }).waitFor({ timeout: ONBOARDING_TIMEOUT });
    await main.getByRole('button', { name: moduleTitle, exact: true }).waitFor();
    await main.getByRole('link', { name: stepName }).waitFor();
    await main
      .getByText(text(messages, 'checklist.description.original-code', { count: String(ORIGINAL_CODE_MAX_FILES) }), {
        exact: true,
      })
      .waitFor();
    const shown = (await main.textContent()) ?? '';
    for (const english of ['the beneficiary', 'Original code', 'Original Contributions']) expect(shown).not.toContain(english);
    const hint = (await main.getByTestId('file-drop-zone').first().textContent()) ?? '';
    expect(hint).toContain('PNG, JPEG, HEIC, PDF, texto, Markdown');
    expect(hint).not.toMatch(/\btext\b/);
    await expectFitsPhone(page, 'language-checklist-texts');
    expect(consoleErrors).toEqual([]);
  });
});
