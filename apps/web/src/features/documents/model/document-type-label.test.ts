import {
  ENUM_VALUE_PATTERN,
  FORM_TYPES,
  IMMIGRATION_DOCUMENT_TYPES,
  COMPANY_DOCUMENT_TYPES,
  USER_DOCUMENT_TYPES,
  COMPANY_DOCUMENT_TYPE_LABELS,
  EXHIBIT_TYPES,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-runtime.tsx';
import { documentTypeLabel } from './document-type-label.ts';
import { COMPANY_DOCUMENT_MESSAGES, EXHIBIT_TYPE_MESSAGES } from './document-type-messages.ts';

describe('documentTypeLabel', () => {
  it('names forms by their number and the fee payment in words', () => {
    expect(documentTypeLabel('I129')).toBe('Form I-129');
    expect(documentTypeLabel('G28')).toBe('Form G-28');
    expect(documentTypeLabel('CREDIT_CARD')).toBe('Credit card payment');
  });

  it('names immigration papers, company papers and evidence types from the domain catalogues', () => {
    expect(documentTypeLabel('I_94')).toBe('I-94');
    expect(documentTypeLabel('code-contributor-page')).toBe('Code contributor page');
    expect(documentTypeLabel('PRESS_ARTICLE')).toBe('Press article');
    expect(documentTypeLabel('other')).toBe('Other document');
    expect(documentTypeLabel('board_minutes-2024')).toBe('Board minutes 2024');
  });

  it('never shows a wire value for any type the app stores', () => {
    const all = [...FORM_TYPES, ...IMMIGRATION_DOCUMENT_TYPES, ...COMPANY_DOCUMENT_TYPES, ...USER_DOCUMENT_TYPES];
    for (const type of all) {
      const label = documentTypeLabel(type);
      if (/[-_]/.test(type)) expect(label, type).not.toBe(type);
      expect(ENUM_VALUE_PATTERN.test(label), `${type} → ${label}`).toBe(false);
      expect(label, type).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    }
  });
});

describe('documentTypeLabel in the reader’s language (issue 36)', () => {
  it('repeats the domain’s English names exactly in the catalogue entries', () => {
    for (const type of COMPANY_DOCUMENT_TYPES) {
      expect(COMPANY_DOCUMENT_MESSAGES[type].message, type).toBe(COMPANY_DOCUMENT_TYPE_LABELS[type]);
    }
    for (const exhibitType of EXHIBIT_TYPES) {
      expect(EXHIBIT_TYPE_MESSAGES[exhibitType.id]?.message, exhibitType.id).toBe(exhibitType.name);
    }
  });

  it('names forms, company papers and evidence types in Spanish, form numbers as they are', async () => {
    const spanish = await loadI18n('es');
    const english = await loadI18n('en');
    expect(documentTypeLabel('I129', spanish)).toBe('Formulario I-129');
    expect(documentTypeLabel('ARTICLES_OF_INCORPORATION', spanish)).toBe('Acta constitutiva (Articles of Incorporation)');
    expect(documentTypeLabel('PRESS_ARTICLE', spanish)).toBe('Artículo de prensa');
    const all = [...FORM_TYPES, ...IMMIGRATION_DOCUMENT_TYPES, ...COMPANY_DOCUMENT_TYPES, ...USER_DOCUMENT_TYPES, 'other'];
    for (const type of all) expect(documentTypeLabel(type, english), type).toBe(documentTypeLabel(type));
  });

  it('names the beneficiary’s CV as she knows it from her checklist, in her language, not staff’s “Beneficiary CV”', async () => {
    const [english, spanish, chinese] = await Promise.all([loadI18n('en'), loadI18n('es'), loadI18n('zh-Hans')]);
    expect(documentTypeLabel('beneficiary-cv', english)).toBe('CV (résumé)');
    expect(documentTypeLabel('beneficiary-cv', spanish)).toBe('CV (currículum)');
    expect(documentTypeLabel('beneficiary-cv', chinese)).not.toMatch(/Beneficiary|受益人/);
    // Staff (no reader's language) keep the catalogue's name.
    expect(documentTypeLabel('beneficiary-cv')).toBe('Beneficiary CV');
  });
});
