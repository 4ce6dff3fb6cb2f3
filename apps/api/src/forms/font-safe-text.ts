import type { PDFFont } from '@cantoo/pdf-lib';

/** Letters that do not decompose into a base letter and a mark, written as the forms' Latin alphabet has them. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/**
 * The text with every character the form's font can draw: the field appearances use the standard Helvetica
 * (WinAnsi), which cannot encode "ễ" or "Ł", and pdf-lib throws on such a character. A letter with an accent the
 * font lacks loses the accent ("Nguyễn" → "Nguyen"; USCIS asks for names in Latin letters anyway); any other
 * character becomes "?", so a name never fails a form.
 */
export function fontSafeText(font: PDFFont, text: string): string {
  const drawable = characterSet(font);
  let safe = '';
  for (const character of text) {
    if (drawable.has(character.codePointAt(0)!)) {
      safe += character;
      continue;
    }
    const plain = PLAIN_LETTERS[character] ?? character.normalize('NFD').replace(/\p{M}/gu, '');
    safe += [...plain].every((part) => drawable.has(part.codePointAt(0)!)) && plain !== '' ? plain : '?';
  }
  return safe;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSet(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}
