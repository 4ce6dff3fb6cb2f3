import { describe, expect, it } from 'vitest';
import { firstSigningLocale, localeFromLink } from './signing-language.tsx';

describe('the signing page’s first language', () => {
  it('takes the link’s language first, then the browser’s best match, then English', () => {
    expect(firstSigningLocale('?lang=es', ['hi-IN', 'en'])).toBe('es');
    expect(firstSigningLocale('?lang=zh-Hans', [])).toBe('zh-Hans');
    expect(firstSigningLocale('', ['fr-FR', 'pt-PT', 'en'])).toBe('pt-BR');
    expect(firstSigningLocale('?lang=fr', ['hi'])).toBe('hi');
    expect(firstSigningLocale('', ['fr', 'de'])).toBe('en');
  });

  it('reads only a portal language from the link', () => {
    expect(localeFromLink('?lang=pt-BR')).toBe('pt-BR');
    expect(localeFromLink('?lang=%3Cscript%3E')).toBeNull();
    expect(localeFromLink('')).toBeNull();
  });
});
