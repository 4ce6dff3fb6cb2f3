/**
 * A passport's machine-readable zone prints names in upper case without diacritics (ICAO 9303 part 3 transliterates
 * them: Lucía → LUCIA, Müller → MUELLER, Øster → OESTER). When the name the person typed is the same name, her spelling
 * is the more accurate one for the forms; when it is a different name, the passport's wins.
 */

/** ICAO 9303 part 3 transliterations of the letters a zone cannot print (the recommended reading). */
const TRANSLITERATIONS: Record<string, string> = {
  Ä: 'AE',
  Ö: 'OE',
  Ü: 'UE',
  ß: 'SS',
  Æ: 'AE',
  Ø: 'OE',
  Å: 'AA',
  Œ: 'OE',
  Þ: 'TH',
  Ð: 'D',
  Đ: 'D',
  Ł: 'L',
  Ĳ: 'IJ',
};

/**
 * The common alternative readings issuers use too: the plain letter (MÜLLER → MULLER, ØSTER → OSTER, ÅSA → ASA). The
 * umlauts are not listed: dropping their accent below gives the plain letter.
 */
const SIMPLE_READINGS: Record<string, string> = Object.fromEntries(
  Object.entries({ ...TRANSLITERATIONS, Ø: 'O', Å: 'A' }).filter(([letter]) => !'ÄÖÜ'.includes(letter)),
);

const SPECIAL_LETTERS = /[ÄÖÜßÆØÅŒÞÐĐŁĲ]/g;

/** Letters only, accents dropped, once the special letters are read one way. */
function plainLetters(upper: string, readings: Record<string, string>): string {
  return upper
    .replace(SPECIAL_LETTERS, (letter) => readings[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z]/g, '');
}

/**
 * The ways a name can appear in a zone: upper case, letters only (apostrophes dropped, hyphens and spaces as
 * fillers), special letters transliterated (MÜLLER → MUELLER, ØSTER → OESTER) or read as the plain letter (MULLER,
 * OSTER).
 */
export function mrzNameKeys(value: string): Set<string> {
  const upper = value.toUpperCase();
  return new Set([plainLetters(upper, TRANSLITERATIONS), plainLetters(upper, SIMPLE_READINGS)].filter(Boolean));
}

/** True when the two spellings can be the same name in a zone. */
export function sameMrzName(read: string, known: string): boolean {
  const knownKeys = mrzNameKeys(known);
  return [...mrzNameKeys(read)].some((key) => knownKeys.has(key));
}

export interface TPassportNameParts {
  givenName: string | null;
  middleName: string | null;
  surname: string | null;
}

/** The name the person typed for herself (users.first_name / middle_name / last_name). */
export interface TTypedName {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
}

const words = (value: string | null) => (value ?? '').trim().split(/\s+/).filter(Boolean);
const PARTS = ['givenName', 'middleName', 'surname'] as const;

/**
 * The name parts to store for a confirmed passport: the person's typed words, laid over the passport's given /
 * middle / surname split, when word by word they read as the passport's name (a typed "Jean-Pierre" may cover the
 * zone's JEAN PIERRE, within one part); otherwise the passport's parts unchanged.
 */
export function preferTypedNameSpelling(passport: TPassportNameParts, typed: TTypedName): TPassportNameParts {
  const read = PARTS.flatMap((part) => words(passport[part]).map((word) => ({ part, word })));
  const typedWords = [...words(typed.firstName), ...words(typed.middleName), ...words(typed.lastName)];
  if (read.length === 0 || typedWords.length === 0) return passport;
  const placed: Record<(typeof PARTS)[number], string[]> = { givenName: [], middleName: [], surname: [] };
  let next = 0;
  for (const typedWord of typedWords) {
    const keys = mrzNameKeys(typedWord);
    let covered = 0;
    for (let end = next + 1; end <= read.length && read[end - 1]!.part === read[next]!.part; end += 1) {
      const readKeys = mrzNameKeys(
        read
          .slice(next, end)
          .map((entry) => entry.word)
          .join(''),
      );
      if ([...readKeys].some((key) => keys.has(key))) {
        covered = end - next;
        break;
      }
    }
    if (covered === 0) return passport;
    placed[read[next]!.part].push(typedWord);
    next += covered;
  }
  if (next !== read.length) return passport;
  return {
    givenName: placed.givenName.join(' ') || null,
    middleName: placed.middleName.join(' ') || null,
    surname: placed.surname.join(' ') || null,
  };
}
