/**
 * Bios in the voice of the letter (issue 33): a signer speaks in the first person, so a bio written
 * about them ("Rafael Ortiz is co-founder…") is turned into "I am co-founder…" sentence by sentence,
 * and only its first few sentences are kept — a summary, never the pasted bio. A sentence that cannot
 * be turned safely is left out rather than pasted in the wrong person.
 */

/** Abbreviations a sentence does not end at ("Dr. Ortiz", "U.S. patents"). */
const ABBREVIATION =
  /(\b(Dr|Mr|Ms|Mrs|Prof|St|Inc|Ltd|Co|Jr|Sr|e\.g|i\.e|vs|No|no|Ph\.D)|\b([A-Z]\.)*[A-Z]|\b[A-Z]\.[A-Z][a-z]{1,3})\.$/;

/** A text's sentences, whitespace collapsed. */
export function sentencesOf(text: string): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"])/);
  const sentences: string[] = [];
  for (const part of parts) {
    const previous = sentences.at(-1);
    if (previous !== undefined && ABBREVIATION.test(previous)) sentences[sentences.length - 1] = `${previous} ${part}`;
    else if (part !== '') sentences.push(part);
  }
  return sentences;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a bio names its person: full name, first and last name, with an optional honorific. */
function nameForms(fullName: string | undefined): string[] {
  if (!fullName) return [];
  const words = fullName.trim().split(/\s+/);
  return [...new Set([words.join(' '), words[0]!, words.at(-1)!])].filter((form) => form.length > 1);
}

/** The first-person form of a third-person verb: is → am, has → have, leads → lead; past tenses stay. */
function firstPersonVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'am', are: 'am', has: 'have', does: 'do', were: 'was', was: 'was' };
  const lower = verb.toLowerCase();
  if (irregular[lower]) return irregular[lower];
  if (/ed$/.test(lower) || /^(led|held|taught|built|wrote|won|began|ran|made|took|grew|became|spent|sat|met)$/.test(lower)) {
    return verb;
  }
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|z|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^su]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/** A second verb of the same subject ("… and holds 14 patents"): common bio verbs only, so nouns stay nouns. */
const COMPOUND_VERB =
  /\b(and|but) (has|is|does|holds|leads|serves|chairs|directs|teaches|advises|manages|works|runs|sits|oversees|heads|owns|builds|writes|reviews|mentors)\b/g;

/** Possessive and object pronouns of the person, in the first person. */
function firstPersonPronouns(text: string): string {
  return text
    .replace(/\b(himself|herself|themself)\b/g, 'myself')
    .replace(/\b(his)\b/g, 'my')
    .replace(/\bher(?=\s+[a-z0-9])/g, 'my')
    .replace(/\b(him|her)\b/g, 'me');
}

/**
 * One sentence of a bio in the first person, or null when it is about the person but cannot be
 * turned safely. Sentences already in the first person, or about something else, come back unchanged.
 */
export function inFirstPerson(
  text: string,
  fullName: string | undefined,
  otherNames: readonly string[] = [],
  /** False where "he" or "she" may be someone else (how the signer met the beneficiary): only the name counts. */
  pronounSubjects = true,
): string | null {
  if (/^(I|My|We|Our)\b/.test(text) || /^[^,]{0,40},\s+(I|my|we)\b/.test(text)) return text;
  const subject = [...nameForms(fullName).map(escape), ...(pronounSubjects ? ['He', 'She', 'They'] : [])].join('|');
  const honorific = '(?:(?:Dr\\.|Prof\\.|Professor|Mr\\.|Ms\\.|Mrs\\.)\\s+)?';
  const pattern = new RegExp(
    `^((?:[^,]{1,40},\\s+)?)${honorific}(?:${subject})(?:'s)?\\b((?:,[^,]{1,120},)?)\\s+([A-Za-z]+)(.*)$`,
  );
  const match = pattern.exec(text);
  if (match) {
    const [, lead = '', apposition = '', verb = '', rest = ''] = match;
    const possessive = new RegExp(`^${honorific}(?:${subject})'s\\b`).test(text.slice(lead.length));
    const opening = possessive ? `${lead}${lead ? 'my' : 'My'}` : `${lead}I`;
    const verbText = possessive ? verb : firstPersonVerb(verb);
    // "her work" may be the other person's when the sentence names them: pronouns then stay as written.
    const namesOther = otherNames.flatMap(nameForms).some((form) => new RegExp(`\\b${escape(form)}\\b`).test(rest));
    const compound = rest.replace(COMPOUND_VERB, (_all, joiner: string, verb: string) => `${joiner} ${firstPersonVerb(verb)}`);
    return `${opening}${apposition} ${verbText}${namesOther ? compound : firstPersonPronouns(compound)}`;
  }
  const namesThem = nameForms(fullName).some((form) => new RegExp(`\\b${escape(form)}\\b`).test(text));
  if (namesThem || (pronounSubjects && /\b(he|she|his|him|her)\b/i.test(text))) return null;
  return text;
}

/**
 * A bio cut to its first `limit` sentences, in the letter's voice: 'first' for the signer (turned as
 * above), 'third' for anyone else (a sentence written as "I …" is left out). Sentences that only
 * repeat what the letter already said (`skipIf`) are dropped.
 */
export function summariseBio(
  bio: string | undefined,
  options: {
    fullName?: string;
    /** Other people the bio may name (the beneficiary): their pronouns are not the signer's. */
    otherNames?: readonly string[];
    /** See inFirstPerson. */
    pronounSubjects?: boolean;
    voice: 'first' | 'third';
    limit?: number;
    skipIf?: (sentence: string) => boolean;
  },
): string {
  if (!bio) return '';
  const kept: string[] = [];
  for (const raw of sentencesOf(bio)) {
    if (kept.length >= (options.limit ?? 3)) break;
    const turned =
      options.voice === 'first'
        ? inFirstPerson(raw, options.fullName, options.otherNames, options.pronounSubjects)
        : /^(I|My)\b/.test(raw)
          ? null
          : raw;
    if (turned === null || options.skipIf?.(turned)) continue;
    kept.push(/[.!?…"”)]$/.test(turned) ? turned : `${turned}.`);
  }
  return kept.join(' ');
}
