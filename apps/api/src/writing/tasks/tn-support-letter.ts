import {
  FILING_TYPES,
  isOneOf,
  TN_ADDRESSEES,
  TN_CITIZENSHIPS,
  tnApplicationRoute,
  tnProfession,
  type TnApplicationRoute,
  type TnProfession,
} from '@app/domain';
import { degreesOf, dutiesOf, experienceOf, licencesOf, offerTerms, type DocumentFact } from './document-facts.ts';
import { filesOfField, type LetterReader } from './letter-inputs.ts';
import { allLetterEvidence, letterTask, type Addressee, type LetterSpec } from './letter-layout.ts';
import { summariseBio } from './person-voice.ts';
import { joinWords, sentence, type DraftBuilder } from './template-draft.ts';

/**
 * The TN support letter, from the employer (issue 33): the USMCA profession staff chose from Appendix
 * 1603.D.1, the offered position, and the profession's minimum education argued from the degrees and
 * licences the résumé records. The résumé and offer letter are cited for each fact, not quoted whole.
 */

/** The beneficiary's citizenship as typed or taken from the case (Canada or Mexico), if given. */
function citizenshipOf(letter: LetterReader) {
  const citizenship = letter.text('tn_citizenship');
  return isOneOf(TN_CITIZENSHIPS, citizenship) ? citizenship : undefined;
}

/** Where the TN is applied for (tn-application-route.ts): the filing type with the citizenship; null while unknown. */
function routeOf(letter: LetterReader): TnApplicationRoute | null {
  const filingType = letter.text('tn_filing_type');
  return tnApplicationRoute(isOneOf(FILING_TYPES, filingType) ? filingType : null, citizenshipOf(letter));
}

/** The officer who decides the application: CBP at the border, a consular officer, or USCIS for a petition. */
function addresseeOf(letter: LetterReader): Addressee {
  const route = routeOf(letter);
  if (route) return { lines: TN_ADDRESSEES[route] };
  return {
    missing: letter.text('tn_filing_type')
      ? 'addressee (the citizenship decides it: a CBP officer for a Canadian, a consular officer for a Mexican)'
      : 'addressee (how the TN is applied for: at the border or a consulate, or a change of status with USCIS)',
  };
}

/** What the employer asks for: admission at the border or a consulate, or TN status from USCIS inside the U.S. */
function askedFor(route: TnApplicationRoute | null): string {
  return route === 'uscis' ? 'be granted TN status' : 'be admitted in TN status';
}

/** The opening's "in support of …": the application the beneficiary presents, or the petition the employer files. */
function supportedApplication(route: TnApplicationRoute | null, beneficiary: string, company: string, as: string): string {
  switch (route) {
    case 'port-of-entry':
      return (
        `${beneficiary}'s application for admission in TN status${as} under the United States–Mexico–Canada Agreement, ` +
        'made to U.S. Customs and Border Protection at a port of entry or pre-clearance location'
      );
    case 'consulate':
      return (
        `${beneficiary}'s application for a TN visa${as} under the United States–Mexico–Canada Agreement, ` +
        'made at a U.S. embassy or consulate'
      );
    case 'uscis':
      return (
        `the petition (Form I-129) ${company} files for ${beneficiary}'s TN status${as} under the United States–Mexico–Canada ` +
        'Agreement, a change of status or extension of stay in the United States'
      );
    default:
      return `${beneficiary}'s application for admission in TN status${as} under the United States–Mexico–Canada Agreement`;
  }
}

/** TN status is for citizens of Canada and Mexico only: the letter says which the beneficiary is. */
function citizenshipParagraph(letter: LetterReader, draft: DraftBuilder, names: { beneficiary: string }): void {
  const citizenship = citizenshipOf(letter);
  draft.add(
    citizenship
      ? `Citizenship. ${names.beneficiary} is a citizen of ${citizenship}, as TN classification requires: it is open to ` +
          'citizens of Canada and Mexico only.'
      : `Citizenship. ${draft.given(undefined, `${names.beneficiary}'s citizenship (Canada or Mexico: TN is open to their citizens only)`)}`,
    letter.cite('tn_citizenship'),
  );
}

/** The chosen profession's name, or a placeholder when none was chosen. */
function professionName(letter: LetterReader, draft: DraftBuilder): string {
  return draft.given(letter.text('tn_category'), 'TN profession');
}

/** The minimum in plain words: "a baccalaureate or licenciatura degree, or a state or provincial licence". */
function plainMinimum(profession: TnProfession): string {
  const ways = [
    ...(profession.degree ? ['a baccalaureate (bachelor’s) or licenciatura degree'] : []),
    ...(profession.licence ? ['a state or provincial licence (or the credential the appendix names)'] : []),
    ...(profession.diplomaAndExperience
      ? ['a post-secondary diploma or certificate together with three years of experience']
      : []),
  ];
  return ways.length > 0 ? ways.join(', or ') : 'the knowledge and abilities the appendix describes';
}

/** "a Computer Systems Analyst", "an Engineer". */
const withArticle = (name: string) => `${/^[AEIOU]/i.test(name) ? 'an' : 'a'} ${name}`;

const facts = (list: readonly DocumentFact[]) => joinWords(list.map((fact) => fact.text));
const ids = (list: readonly (DocumentFact | undefined)[]) => list.flatMap((fact) => (fact ? [fact.evidenceId] : []));

function positionParagraph(letter: LetterReader, draft: DraftBuilder, names: { beneficiary: string; company: string }): void {
  const offer = filesOfField(letter.ofKind('file'), 'job_offer_letter');
  const terms = offerTerms(offer);
  // The offer letter is the document of record for the offered position; the form's title (which a
  // person pick fills with the current job) is the fallback.
  const title = terms.title?.text ?? letter.text('beneficiary_title');
  const position = draft.given(title, 'offered position title');
  const pay = terms.salary ? `, at a salary of ${terms.salary.text}` : '';
  const start = terms.start ? `, starting ${terms.start.text}` : '';
  const source = offer.length > 0 ? ' (offer letter)' : '';
  draft.add(
    `The position. ${names.company} has offered ${names.beneficiary} the position of ${position}${pay}${start}${source}.`,
    [
      ...(terms.title ? [] : letter.cite('beneficiary_title')),
      ...ids([terms.title, terms.salary, terms.start]),
      ...offer.map((item) => item.id),
    ],
  );
  const duties = dutiesOf(offer);
  if (duties.length > 0) {
    // The offer speaks to the beneficiary ("You will …"); the letter speaks of the position.
    const holder = title ? `The ${title}` : 'The position holder';
    const stated = duties.map((duty) => sentence(duty.text.replace(/^You will\b/, `${holder} will`).replace(/^You\b/, holder)));
    draft.add(`The offer letter describes the duties: ${stated.join(' ')}`, ids(duties));
  } else {
    draft.add(draft.given(undefined, 'duties of the position'));
  }
}

/**
 * The temporary period the employer asks for, which the letter must state (TN status is granted for up to three
 * years at a time, 8 CFR 214.6(e)); staff type it, the offer letter rarely says it.
 */
function periodParagraph(letter: LetterReader, draft: DraftBuilder, names: { beneficiary: string; company: string }): void {
  const period = draft.given(letter.text('tn_period'), 'period of stay requested (up to three years)');
  draft.add(
    `The employment is temporary. ${names.company} asks that ${names.beneficiary} ${askedFor(routeOf(letter))} for ${period}; ` +
      'TN status is granted for up to three years at a time.',
    letter.cite('tn_period'),
  );
}

function qualificationsParagraph(
  letter: LetterReader,
  draft: DraftBuilder,
  names: { beneficiary: string },
  profession: TnProfession | undefined,
): void {
  const resume = filesOfField(letter.ofKind('file'), 'resume');
  const degrees = degreesOf(resume);
  const licences = licencesOf(resume);
  const experience = experienceOf(resume);
  const held = [
    ...(degrees.length > 0 ? [`the following education: ${facts(degrees)}`] : []),
    ...(licences.length > 0 ? [`these licences or designations: ${facts(licences)}`] : []),
  ];
  if (held.length === 0) {
    draft.add(
      `Qualifications. ${draft.given(undefined, `${names.beneficiary}'s qualifying degree or licence (none found in the résumé)`)}`,
      resume.map((item) => item.id),
    );
    return;
  }
  const background = summariseBio(letter.text('beneficiary_bio'), { voice: 'third', limit: 2 });
  draft.add(
    `Qualifications. ${names.beneficiary}'s résumé records ${held.join('; it also records ')}.` +
      (experience ? ` It also states ${experience.text}.` : '') +
      (background ? ` ${background}` : ''),
    [...ids([...degrees, ...licences, experience]), ...letter.cite('beneficiary_bio')],
  );
  if (!profession) return;
  const meets = [
    ...(profession.degree && degrees.length > 0 ? ['the degree'] : []),
    ...(profession.licence && licences.length > 0 ? ['the licence'] : []),
  ];
  draft.add(
    meets.length > 0
      ? `${names.beneficiary} therefore holds ${joinWords(meets)} the ${profession.name} profession accepts as its minimum. ` +
          'The degree’s field should match the profession’s work: confirm it against the transcript before signing.'
      : `The résumé does not show ${plainMinimum(profession)}. ${draft.given(undefined, `evidence that ${names.beneficiary} meets the ${profession.name} minimum`)}`,
    ids([...degrees, ...licences]),
  );
}

export const TN_SUPPORT_LETTER: LetterSpec = {
  kind: 'letter:tn-support-letter',
  promptVersion: 'tn-support-letter/4',
  subject: (letter) =>
    `Employer support letter for TN classification: ${letter.text('tn_category') ?? 'profession to be chosen'}`,
  instructions:
    "Write the employer's TN support letter, in the signatory's voice on behalf of the petitioner, for the USMCA " +
    'profession named in the form field tn_category (Appendix 1603.D.1): the employer, the beneficiary’s citizenship ' +
    '(form field tn_citizenship, Canada or Mexico; TN is open to their citizens only), the offered position and its ' +
    'duties, the temporary period requested (form field tn_period; TN status is granted for up to three years at a ' +
    "time), the profession's minimum education, and the beneficiary's degrees and licences that meet it, each fact " +
    'cited to the résumé, the job offer letter or the form.',
  facts: (letter) => {
    const profession = tnProfession(letter.text('tn_category') ?? '');
    return profession
      ? `The chosen profession is ${profession.name}. Its minimum requirement (Appendix 1603.D.1): ${profession.minimum}.`
      : 'No profession was chosen: say that it must be chosen from Appendix 1603.D.1.';
  },
  classification: (letter, draft) => `TN (${professionName(letter, draft)})`,
  addressee: addresseeOf,
  // No petition is filed at the border or a consulate: the company is the employer there.
  companyRole: (letter) => (routeOf(letter) === 'uscis' || routeOf(letter) === null ? 'Petitioner' : 'Employer'),
  quotesFiles: false,
  body: (letter, draft, names) => {
    const chosen = letter.text('tn_category');
    const profession = chosen ? tnProfession(chosen) : undefined;
    const name = chosen ?? professionName(letter, draft);
    const signatoryTitle = draft.given(letter.text('signatory_title'), 'signatory title');
    const as = chosen ? ` as ${withArticle(chosen)}` : '';
    draft.add(
      `I am ${signatoryTitle} at ${names.company}, and I write on its behalf in support of ` +
        `${supportedApplication(routeOf(letter), names.beneficiary, names.company, as)}.`,
      letter.cite('signatory_title', 'tn_category', 'tn_filing_type'),
    );
    citizenshipParagraph(letter, draft, names);
    const bioField = letter.text('petitioner_bio') ? 'petitioner_bio' : 'company_bio';
    const about = summariseBio(letter.text(bioField), { voice: 'third', limit: 3 });
    if (about) draft.add(`About ${names.company}: ${about}`, letter.cite(bioField));
    else draft.lacks('petitioner bio');
    positionParagraph(letter, draft, names);
    periodParagraph(letter, draft, names);
    draft.add(
      profession
        ? `The profession. ${name} is one of the professions listed in Appendix 1603.D.1 of the USMCA. Its minimum ` +
            `requirement is: ${profession.minimum}. In plain words, the professional must hold ${plainMinimum(profession)}.`
        : `The profession. ${chosen ? `${chosen} is not a profession of Appendix 1603.D.1. ` : ''}${name}`,
      letter.cite('tn_category'),
    );
    qualificationsParagraph(letter, draft, names, profession);
    const files = letter.ofKind('file');
    if (files.length > 0) {
      draft.add(
        `I have reviewed the documents enclosed with this letter: ${joinWords(files.map((file) => file.label))}.`,
        files.map((file) => file.id),
      );
    }
  },
  closing: (letter, names) => ({
    text:
      sentence(
        `We respectfully ask that ${names.beneficiary} ${askedFor(routeOf(letter))} as ` +
          `${withArticle(letter.text('tn_category') ?? 'professional')} to work for ${names.company}`,
      ) + ' Please contact me with any questions about this letter.',
    evidenceIds: allLetterEvidence(letter),
  }),
};

export const tnSupportLetterTask = letterTask(TN_SUPPORT_LETTER);
