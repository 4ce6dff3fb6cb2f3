import type { EvidenceItem } from '../writing-types.ts';
import { sentencesOf } from './person-voice.ts';

/**
 * Facts the TN letter states from the résumé and the offer letter (issue 33): degrees and licences,
 * the offered title, salary and start date — each a short phrase cited to its document, so the letter
 * argues from them instead of quoting the documents wholesale. What is not found is not guessed.
 */

export interface DocumentFact {
  text: string;
  evidenceId: string;
}

const DEGREE =
  /\b(B\.?\s?S\.?c?|B\.?\s?A\.?|B\.?\s?Eng|B\.?\s?Tech|B\.?\s?Com|BSc|BEng|Bachelor(?:'s)?|Baccalaureate|M\.?\s?S\.?c?|MSc|M\.?\s?Eng|M\.?\s?B\.?\s?A|Master(?:'s)?|Ph\.?\s?D|Doctorate|Licenciatura|Ingenier[oí]a?|J\.?\s?D|LL\.?\s?[BM]|M\.?\s?D|D\.?\s?D\.?\s?S|D\.?\s?V\.?\s?M|Diploma|Certificate)(?=[\s.,;:()]|$)/;
const LICENCE =
  /\b(P\.\s?Eng|P\.E\.|Professional Engineer|licen[cs]ed?|C\.?P\.?A\b|Chartered (?:Accountant|Professional)|Registered Nurse|member of the [A-Z][a-z]+ (?:State )?Bar)\b/i;
const YEARS_OF_EXPERIENCE = /\b(\d{1,2})\+? years?(?: of)?(?: professional)? experience\b/i;

/**
 * The lines of a document, a line that continues the one before (it starts in lower case, as text a
 * PDF wrapped does, or the one before ends mid-phrase: "University of\nWaterloo") joined to it.
 */
function documentLines(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.split(/\n+/)) {
    const line = raw.trim();
    if (line === '') continue;
    const previous = lines.at(-1);
    const continues =
      previous !== undefined && (/^[a-z(]/.test(line) || /(\b(of|and|the|at|in|for|to|a|an|with)|,)$/.test(previous));
    if (continues && previous.length < 400) lines[lines.length - 1] = `${previous} ${line}`;
    else lines.push(line);
  }
  return lines;
}

/** Sentences (line by line first: résumés are lists) of the items, each with its item's id. */
function statements(items: readonly EvidenceItem[]): DocumentFact[] {
  return items.flatMap((item) =>
    documentLines(item.text)
      .flatMap(sentencesOf)
      .map((text) => ({ text: text.replace(/^[-•*·\s]+/, '').replace(/[.;:\s]+$/, ''), evidenceId: item.id }))
      .filter((fact) => fact.text.length > 3 && fact.text.length <= 200),
  );
}

/** The résumé's degree lines (most are one line: "B.S. Mechanical Engineering, University of Toronto, 2012"). */
export function degreesOf(resume: readonly EvidenceItem[]): DocumentFact[] {
  return statements(resume).filter((fact) => DEGREE.test(fact.text) && !/^(skills|languages)\b/i.test(fact.text));
}

/** The résumé's licences and professional designations. */
export function licencesOf(resume: readonly EvidenceItem[]): DocumentFact[] {
  return statements(resume).filter((fact) => LICENCE.test(fact.text) && !DEGREE.test(fact.text));
}

/** A statement of years of experience, when the résumé makes one ("8 years of experience"). */
export function experienceOf(resume: readonly EvidenceItem[]): DocumentFact | undefined {
  for (const fact of statements(resume)) {
    const match = YEARS_OF_EXPERIENCE.exec(fact.text);
    if (match) return { text: `${match[1]} years of experience`, evidenceId: fact.evidenceId };
  }
  return undefined;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

/** The offer's terms: the position's title, the salary and the start date, where the letter states them. */
export function offerTerms(offer: readonly EvidenceItem[]): {
  title?: DocumentFact;
  salary?: DocumentFact;
  start?: DocumentFact;
} {
  const terms: { title?: DocumentFact; salary?: DocumentFact; start?: DocumentFact } = {};
  for (const item of offer) {
    const text = item.text.replace(/\s+/g, ' ');
    const title =
      /\bposition of (?:an? )?([A-Z][\w/&\- ]{2,80}?)(?=,| at | with | in | reporting| starting| on |\.|;|$)/.exec(text) ??
      /\bas (?:an? |our )([A-Z][\w/&\- ]{2,80}?)(?=,| at | with | in | reporting| starting| on |\.|;|$)/.exec(text) ??
      /\b(?:Position|Title|Job title): ([A-Z][\w/&\- ]{2,80}?)(?= [A-Z][a-z]+:|,|\.|;|$)/.exec(text);
    if (title && !terms.title) terms.title = { text: title[1]!.trim(), evidenceId: item.id };
    const salary = /\$\s?[\d,]+(?:\.\d{2})?(?:\s?(?:per|a|\/)\s?(?:year|annum|yr|hour|month))?/i.exec(text);
    if (salary && !terms.salary) terms.salary = { text: salary[0], evidenceId: item.id };
    const start = new RegExp(`\\bstart\\w*(?: date)?(?: on| of| is)?:? ((?:${MONTHS}) \\d{1,2}, \\d{4})`, 'i').exec(text);
    if (start && !terms.start) terms.start = { text: start[1]!, evidenceId: item.id };
  }
  return terms;
}

/** The duties the offer lists (sentences saying what the person will do or be responsible for), at most three. */
export function dutiesOf(offer: readonly EvidenceItem[]): DocumentFact[] {
  return statements(offer)
    .filter((fact) =>
      /\b(responsib\w*|duties|you will|will (?:lead|design|develop|analy[sz]e|manage|build|own))\b/i.test(fact.text),
    )
    .slice(0, 3);
}
