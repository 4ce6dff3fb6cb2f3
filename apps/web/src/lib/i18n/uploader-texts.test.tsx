import { acceptedFormatNames, UPLOADER_KINDS } from '@app/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en/messages.ts';
import { messages as spanish } from '../../locales/es/messages.ts';
import { messages as hindi } from '../../locales/hi/messages.ts';
import { messages as portuguese } from '../../locales/pt-BR/messages.ts';
import { messages as chinese } from '../../locales/zh-Hans/messages.ts';
import { translatedUploaderTexts } from './uploader-texts.ts';

const CATALOGS = { en: english, es: spanish, 'pt-BR': portuguese, hi: hindi, 'zh-Hans': chinese };
const textsIn = (locale: keyof typeof CATALOGS) =>
  translatedUploaderTexts(setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } }));

describe('the uploader hint’s accepted formats', () => {
  it('reads translated words in each language, never the English word "text"', () => {
    const expected = { en: 'text', es: 'texto', 'pt-BR': 'texto', hi: 'टेक्स्ट', 'zh-Hans': '文本' };
    for (const [locale, word] of Object.entries(expected)) {
      const texts = textsIn(locale as keyof typeof CATALOGS);
      const hint = texts.accepted(acceptedFormatNames('beneficiary', texts.formatName), '25 MB', false, 15);
      expect(hint).toContain(`PNG, JPEG, HEIC, PDF, ${word}, Markdown`);
    }
  });

  it('leaves no English word in a Spanish list of any uploader', () => {
    const texts = textsIn('es');
    for (const kind of UPLOADER_KINDS) {
      expect(acceptedFormatNames(kind, texts.formatName).split(', ')).not.toContain('text');
    }
  });
});
