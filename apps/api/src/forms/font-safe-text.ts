/** What the helper needs of a font: the code points it can draw (pdf-lib's and @cantoo/pdf-lib's PDFFont both have it). */
export interface DrawableFont {
  getCharacterSet(): number[];
}

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

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/**
 * The text with every character the font can draw, for the USCIS forms' fields and the packet's own pages: both
 * use the standard Helvetica (WinAnsi), which cannot encode "ễ", "Ł" or a combining mark, and pdf-lib throws on
 * such a character. The text is first composed (NFC), then read letter by letter as a reader sees letters
 * (grapheme clusters: "Ọ̀" is one letter made of "Ọ" and a combining grave accent):
 * - a letter the font draws as it is stays ("é", "ó");
 * - a letter it cannot draw whose decomposition (NFD) is a drawable base letter plus marks prints as the base letter
 *   ("Ọ̀" → "O", "ễ" → "e", "Ż" → "Z"; USCIS asks for names in Latin letters anyway), as do the few letters with a
 *   stroke that do not decompose ("Ł" → "L");
 * - anything else (a script the font has no letters for, "张伟", "Σ"; an emoji) prints "?" for each letter: a name the
 *   form cannot carry shows as unreadable on the page, never silently as another name or as nothing.
 */
export function fontSafeText(font: DrawableFont, text: string): string {
  const drawable = characterSet(font);
  const draws = (value: string) => value !== '' && [...value].every((part) => drawable.has(part.codePointAt(0)!));
  let safe = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    if (draws(segment)) {
      safe += segment;
      continue;
    }
    const plain = [...segment.normalize('NFD').replace(/\p{M}/gu, '')].map((part) => PLAIN_LETTERS[part] ?? part).join('');
    safe += draws(plain) ? plain : '?';
  }
  return safe;
}

const characterSets = new WeakMap<DrawableFont, Set<number>>();

function characterSet(font: DrawableFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}
