import {
  EXHIBIT_TYPES,
  HIDDEN_ONBOARDING_MODULE_TYPES,
  O1A_CRITERIA_MODULE_TYPES,
  ONBOARDING_MODULE_TITLES,
  ONBOARDING_MODULE_TYPES,
  PERSONAL_ONBOARDING_MODULES,
  PETITION_MODULE_TYPE_DETAILS,
  petitionModuleTypeForOnboarding,
} from '@app/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';
import { messages as hindi } from '../../locales/hi/messages.ts';
import { messages as portuguese } from '../../locales/pt-BR/messages.ts';
import { messages as chinese } from '../../locales/zh-Hans/messages.ts';
import {
  checklistModuleTitle,
  checklistStepName,
  checklistText,
  REWORDED_EXHIBIT_TYPES,
  REWORDED_MODULE_TYPES,
} from './checklist-texts.ts';

const CATALOGS = { en: english, es: spanish, 'pt-BR': portuguese, hi: hindi, 'zh-Hans': chinese } as const;
const i18nIn = (locale: keyof typeof CATALOGS) => setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
const staffText = (id: string) => EXHIBIT_TYPES.find((type) => type.id === id)!.description;

/** The petition modules a TN beneficiary gives evidence in (migration 0122): her offer, and her education. */
const TN_EVIDENCE_MODULE_TYPES = ['tn-support-letter-offer-of-employment', 'tn-beneficiary-education-docs'];

/** What the beneficiary's checklist may show: their evidence modules' customer exhibits and the expert letters. */
const CHECKLIST_TYPES = EXHIBIT_TYPES.filter(
  (type) =>
    type.defaultOwnedBy !== 'PLYMOUTH' &&
    ([...O1A_CRITERIA_MODULE_TYPES, ...TN_EVIDENCE_MODULE_TYPES].includes(type.moduleType) || type.id === 'expert-letter'),
);

describe('the checklist’s descriptions as the beneficiary reads them', () => {
  it('rewords every checklist text that speaks of “the beneficiary”, to “you”, in English', () => {
    const en = i18nIn('en');
    const aboutThem = CHECKLIST_TYPES.filter((type) => /beneficiar/i.test(type.description));
    expect(aboutThem.length).toBeGreaterThan(20);
    for (const type of aboutThem) {
      const read = checklistText(en, type.description);
      expect(read, type.id).not.toMatch(/beneficiar/i);
      expect(read, type.id).toMatch(/\byou(r)?\b/i);
    }
    for (const type of ['critical-role', 'press'] as const) {
      expect(checklistText(en, PETITION_MODULE_TYPE_DETAILS[type].description)).toMatch(/^(You|Published material about you)/);
    }
    expect(checklistText(en, staffText('original-code'))).toBe('Screenshots of code you wrote, at most 4.');
  });

  it('names only types that exist', () => {
    for (const id of REWORDED_EXHIBIT_TYPES) expect(staffText(id), id).toBeTruthy();
    for (const id of REWORDED_MODULE_TYPES) expect(Object.keys(PETITION_MODULE_TYPE_DETAILS), id).toContain(id);
  });

  it('reads each reworded text in all five languages, and leaves any other text as it is', () => {
    const expected = {
      es: 'Capturas de pantalla del código que usted escribió, como máximo 4.',
      'pt-BR': 'Capturas de tela do código que você escreveu, no máximo 4.',
      hi: 'आपके लिखे कोड के स्क्रीनशॉट, अधिकतम 4।',
      'zh-Hans': '您编写的代码截图，最多 4 张。',
    } as const;
    for (const [locale, text] of Object.entries(expected)) {
      const i18n = i18nIn(locale as keyof typeof CATALOGS);
      expect(checklistText(i18n, staffText('original-code'))).toBe(text);
      for (const type of CHECKLIST_TYPES.filter((t) => /beneficiar/i.test(t.description))) {
        expect(checklistText(i18n, type.description), `${locale} ${type.id}`).not.toBe(
          checklistText(i18nIn('en'), type.description),
        );
      }
    }
    expect(checklistText(i18nIn('es'), 'Something staff wrote themselves')).toBe('Something staff wrote themselves');
  });
});

/** The modules the checklist shows (the hidden memo starter never), with the subtitles the server gives them. */
const SHOWN_MODULE_TYPES = ONBOARDING_MODULE_TYPES.filter(
  (type) => !(HIDDEN_ONBOARDING_MODULE_TYPES as readonly string[]).includes(type),
);
const PETITION_SUBTITLES = SHOWN_MODULE_TYPES.flatMap((type) => {
  const petitionType = petitionModuleTypeForOnboarding(type);
  return petitionType ? [{ type, subtitle: PETITION_MODULE_TYPE_DETAILS[petitionType].description }] : [];
});
const PERSONAL_SUBTITLES = PERSONAL_ONBOARDING_MODULES.map((module) => ({ type: module.type, subtitle: module.subtitle }));
const PERSONAL_STEPS = PERSONAL_ONBOARDING_MODULES.flatMap((module) => module.exhibits);
/** Written by migration 0025 itself: the Expert Letters subtitle (the High Remuneration cover shows the module's texts). */
const SERVER_TEXTS = ['People who can speak to the significance of your work.'];
const TRANSLATED = ['es', 'pt-BR', 'hi', 'zh-Hans'] as const;

describe('every catalogue text the checklist shows, in the beneficiary’s language', () => {
  it('covers every module type the checklist shows, every O-1A criterion and the TN evidence', () => {
    expect(SHOWN_MODULE_TYPES).toHaveLength(ONBOARDING_MODULE_TYPES.length - 1);
    expect(PETITION_SUBTITLES.map((m) => m.type)).toHaveLength(
      O1A_CRITERIA_MODULE_TYPES.length + TN_EVIDENCE_MODULE_TYPES.length,
    );
  });

  it('keeps the catalogues’ English in English, with “you” for “the beneficiary”', () => {
    const en = i18nIn('en');
    for (const type of CHECKLIST_TYPES) {
      expect(checklistStepName(en, type.name), type.id).toBe(type.name);
      expect(checklistText(en, type.description), type.id).not.toMatch(/beneficiar|sub-exhibit|autogen|across petitions/i);
    }
    for (const type of SHOWN_MODULE_TYPES) {
      expect(checklistModuleTitle(en, ONBOARDING_MODULE_TITLES[type]), type).toBe(ONBOARDING_MODULE_TITLES[type]);
    }
    for (const { type, subtitle } of [...PETITION_SUBTITLES, ...PERSONAL_SUBTITLES]) {
      expect(checklistText(en, subtitle), type).not.toMatch(/beneficiar/i);
    }
    for (const step of PERSONAL_STEPS) expect(checklistStepName(en, step.name), step.type).toBe(step.name);
    for (const text of SERVER_TEXTS) expect(checklistText(en, text)).toBe(text);
    expect(checklistText(en, staffText('pay-stubs'))).toBe('Three consecutive pay stubs.');
  });

  it.each(TRANSLATED)('reads every step name, description, module title and subtitle in %s', (locale) => {
    const i18n = i18nIn(locale);
    const en = i18nIn('en');
    const translated = (read: (i18n: ReturnType<typeof i18nIn>, text: string) => string, text: string, what: string) => {
      const shown = read(i18n, text);
      expect(shown, `${locale} ${what}`).not.toBe(read(en, text));
      expect(shown.trim(), `${locale} ${what}`).not.toBe('');
    };
    for (const type of CHECKLIST_TYPES) {
      translated(checklistStepName, type.name, `name of ${type.id}`);
      translated(checklistText, type.description, `description of ${type.id}`);
    }
    for (const type of SHOWN_MODULE_TYPES) translated(checklistModuleTitle, ONBOARDING_MODULE_TITLES[type], `title of ${type}`);
    for (const { type, subtitle } of [...PETITION_SUBTITLES, ...PERSONAL_SUBTITLES]) {
      translated(checklistText, subtitle, `subtitle of ${type}`);
    }
    for (const step of PERSONAL_STEPS) translated(checklistStepName, step.name, `name of ${step.type}`);
    for (const text of SERVER_TEXTS) translated(checklistText, text, text);
  });

  it('names a step and a module in Spanish, and leaves a name or title staff wrote themselves as written', () => {
    const es = i18nIn('es');
    expect(checklistStepName(es, 'Pay stubs')).toBe('Recibos de nómina (pay stubs)');
    expect(checklistModuleTitle(es, ONBOARDING_MODULE_TITLES.ORIGINAL_CONTRIBUTION)).toBe('Contribuciones originales');
    expect(checklistStepName(es, 'Pay stubs 2025 (Acme)')).toBe('Pay stubs 2025 (Acme)');
    expect(checklistModuleTitle(es, 'Our own module')).toBe('Our own module');
  });
});
