import { EXHIBIT_TYPES, O1A_CRITERIA_MODULE_TYPES, PETITION_MODULE_TYPE_DETAILS } from '@app/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';
import { messages as hindi } from '../../locales/hi/messages.ts';
import { messages as portuguese } from '../../locales/pt-BR/messages.ts';
import { messages as chinese } from '../../locales/zh-Hans/messages.ts';
import { checklistText, REWORDED_EXHIBIT_TYPES, REWORDED_MODULE_TYPES } from './checklist-texts.ts';

const CATALOGS = { en: english, es: spanish, 'pt-BR': portuguese, hi: hindi, 'zh-Hans': chinese } as const;
const i18nIn = (locale: keyof typeof CATALOGS) => setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
const staffText = (id: string) => EXHIBIT_TYPES.find((type) => type.id === id)!.description;

/** What the beneficiary's checklist may show: their evidence modules' customer exhibits and the expert letters. */
const CHECKLIST_TYPES = EXHIBIT_TYPES.filter(
  (type) =>
    type.defaultOwnedBy !== 'PLYMOUTH' &&
    ((O1A_CRITERIA_MODULE_TYPES as readonly string[]).includes(type.moduleType) || type.id === 'expert-letter'),
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

  it('names only types that exist, whose staff text speaks of the beneficiary', () => {
    for (const id of REWORDED_EXHIBIT_TYPES) expect(staffText(id), id).toMatch(/beneficiar/i);
    for (const id of REWORDED_MODULE_TYPES) {
      expect(PETITION_MODULE_TYPE_DETAILS[id as keyof typeof PETITION_MODULE_TYPE_DETAILS].description).toMatch(/beneficiar/i);
    }
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
