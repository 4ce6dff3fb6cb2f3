import { COMPANY_INCOME_TEXTS, FEIN_RULE_TEXT } from '@app/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as spanish } from '../../locales/es/messages.ts';
import { messages as portuguese } from '../../locales/pt-BR/messages.ts';
import { isTranslatedMessage, translateMessage } from './validation-messages.ts';

describe('translated validation messages', () => {
  const i18n = setupI18n({ locale: 'es', messages: { es: spanish } });

  it('reads a server refusal of an upload with its values and words it in the reader’s language', () => {
    expect(translateMessage(i18n, '"fake.pdf" is not a valid PDF: its contents do not match its type')).toBe(
      '«fake.pdf» no es un PDF válido: su contenido no corresponde a su tipo',
    );
    expect(translateMessage(i18n, 'scan.pdf is not accepted: a compressed part of it expands past 64 MB')).toBe(
      'scan.pdf no se acepta: una parte comprimida se expande a más de 64 MB',
    );
  });

  it('names the accepted formats of a type refusal in the reader’s language, not as extensions', () => {
    expect(
      translateMessage(i18n, '"tool.exe" is not an accepted file type (accepted: png, jpg, jpeg, heic, pdf, txt, md, markdown)'),
    ).toBe('«tool.exe» no es un tipo de archivo aceptado (aceptados: PNG, JPEG, HEIC, PDF, texto, Markdown)');
  });

  it('names what the bytes must be in the reader’s language, not as the server’s English words ("PNG image")', () => {
    const inPortuguese = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': portuguese } });
    expect(translateMessage(inPortuguese, '"passport.png" is not a valid PNG image: its contents do not match its type')).toBe(
      '“passport.png” não é um PNG válido: o conteúdo não corresponde ao tipo',
    );
    expect(translateMessage(i18n, '"notes.txt" is not a valid text file: its contents do not match its type')).toBe(
      '«notes.txt» no es un texto válido: su contenido no corresponde a su tipo',
    );
  });

  it('words the employer wizard’s FEIN and income rules in the reader’s language', () => {
    for (const text of [FEIN_RULE_TEXT, COMPANY_INCOME_TEXTS.gross, COMPANY_INCOME_TEXTS.net]) {
      expect(isTranslatedMessage(text), text).toBe(true);
    }
    expect(translateMessage(i18n, FEIN_RULE_TEXT)).toBe('Escriba el FEIN con 9 dígitos, como 12-3456789');
    expect(translateMessage(i18n, COMPANY_INCOME_TEXTS.net)).toMatch(/^Escriba los ingresos netos anuales/);
  });

  it('returns a text the table does not have as it is', () => {
    expect(isTranslatedMessage('Something the server never says')).toBe(false);
    expect(translateMessage(i18n, 'Something the server never says')).toBe('Something the server never says');
  });
});
