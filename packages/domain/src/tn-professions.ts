/**
 * The USMCA professions of Appendix 1603.D.1 (NAFTA numbering, kept by USMCA Chapter 16 Appendix 2):
 * who may enter in TN status and the minimum education or alternative credentials each requires.
 * The TN support letter is written for one of them (issue 33); the exhibit repository's
 * "USMCA professions list" exhibit is the same list as a document.
 */

/** What a profession accepts as its minimum: the letter argues the beneficiary's credentials against these. */
export interface TnProfession {
  name: string;
  group: 'General' | 'Medical/Allied Professional' | 'Scientist' | 'Teacher';
  /** The appendix's minimum requirement, in its own words. */
  minimum: string;
  /** A baccalaureate or licenciatura degree (or higher) satisfies it. */
  degree: boolean;
  /** A state or provincial licence (or the profession's named credential) satisfies it. */
  licence: boolean;
  /** A post-secondary diploma or certificate with three years' experience satisfies it. */
  diplomaAndExperience: boolean;
}

const DEGREE = 'Baccalaureate or Licenciatura Degree';
const DEGREE_OR_LICENCE = `${DEGREE}; or state/provincial license`;
const DEGREE_OR_DIPLOMA = `${DEGREE}; or Post-Secondary Diploma or Post-Secondary Certificate, and three years experience`;

const profession = (
  name: string,
  group: TnProfession['group'],
  minimum: string,
  accepts: { degree?: boolean; licence?: boolean; diploma?: boolean } = {},
): TnProfession => ({
  name,
  group,
  minimum,
  degree: accepts.degree ?? true,
  licence: accepts.licence ?? false,
  diplomaAndExperience: accepts.diploma ?? false,
});

const general = (name: string, minimum = DEGREE, accepts?: Parameters<typeof profession>[3]) =>
  profession(name, 'General', minimum, accepts);
const medical = (name: string, minimum = DEGREE, accepts?: Parameters<typeof profession>[3]) =>
  profession(name, 'Medical/Allied Professional', minimum, accepts);
const scientist = (name: string) => profession(name, 'Scientist', DEGREE);

export const TN_PROFESSION_LIST: readonly TnProfession[] = [
  general('Accountant', `${DEGREE}; or C.P.A., C.A., C.G.A. or C.M.A.`, { licence: true }),
  general('Architect', DEGREE_OR_LICENCE, { licence: true }),
  general('Computer Systems Analyst', DEGREE_OR_DIPLOMA, { diploma: true }),
  general(
    'Disaster Relief Insurance Claims Adjuster',
    `${DEGREE}, and successful completion of training in the appropriate areas of insurance adjustment pertaining to disaster relief claims; or three years experience in claims adjustment and such training`,
  ),
  general('Economist'),
  general('Engineer', DEGREE_OR_LICENCE, { licence: true }),
  general('Forester', DEGREE_OR_LICENCE, { licence: true }),
  general('Graphic Designer', DEGREE_OR_DIPLOMA, { diploma: true }),
  general(
    'Hotel Manager',
    `${DEGREE} in hotel/restaurant management; or Post-Secondary Diploma or Post-Secondary Certificate in hotel/restaurant management, and three years experience in hotel/restaurant management`,
    { diploma: true },
  ),
  general('Industrial Designer', DEGREE_OR_DIPLOMA, { diploma: true }),
  general('Interior Designer', DEGREE_OR_DIPLOMA, { diploma: true }),
  general('Land Surveyor', `${DEGREE}; or state/provincial/federal license`, { licence: true }),
  general('Landscape Architect'),
  general(
    'Lawyer (including Notary in the Province of Quebec)',
    'LL.B., J.D., LL.L., B.C.L. or Licenciatura Degree (five years); or membership in a state/provincial bar',
    { licence: true },
  ),
  general('Librarian', 'M.L.S. or B.L.S. (for which another Baccalaureate or Licenciatura Degree was a prerequisite)'),
  general(
    'Management Consultant',
    `${DEGREE}; or equivalent professional experience as established by statement or professional credential attesting to five years experience as a management consultant, or five years experience in a field of specialty related to the consulting agreement`,
  ),
  general('Mathematician (including Statistician)'),
  general('Range Manager/Range Conservationalist'),
  general('Research Assistant (working in a post-secondary educational institution)'),
  general(
    'Scientific Technician/Technologist',
    'Possession of theoretical knowledge of agricultural sciences, astronomy, biology, chemistry, engineering, forestry, geology, geophysics, meteorology or physics, and the ability to solve practical problems in, or apply the principles of, any of those disciplines',
    { degree: false },
  ),
  general('Social Worker'),
  general('Sylviculturist (including Forestry Specialist)'),
  general('Technical Publications Writer', DEGREE_OR_DIPLOMA, { diploma: true }),
  general('Urban Planner (including Geographer)'),
  general('Vocational Counselor'),
  medical('Dentist', 'D.D.S., D.M.D., Doctor en Odontologia or Doctor en Cirugia Dental; or state/provincial license', {
    licence: true,
  }),
  medical('Dietitian', DEGREE_OR_LICENCE, { licence: true }),
  medical('Medical Laboratory Technologist (Canada)/Medical Technologist (Mexico and the United States)', DEGREE_OR_DIPLOMA, {
    diploma: true,
  }),
  medical('Nutritionist'),
  medical('Occupational Therapist', DEGREE_OR_LICENCE, { licence: true }),
  medical('Pharmacist', DEGREE_OR_LICENCE, { licence: true }),
  medical('Physician (teaching or research only)', 'M.D. or Doctor en Medicina; or state/provincial license', {
    licence: true,
  }),
  medical('Physio/Physical Therapist', DEGREE_OR_LICENCE, { licence: true }),
  medical('Psychologist', 'State/provincial license; or Licenciatura Degree', { licence: true }),
  medical('Recreational Therapist'),
  medical('Registered Nurse', 'State/provincial license; or Licenciatura Degree', { licence: true }),
  medical('Veterinarian', 'D.V.M., D.M.V. or Doctor en Veterinaria; or state/provincial license', { licence: true }),
  ...[
    'Agriculturist (including Agronomist)',
    'Animal Breeder',
    'Animal Scientist',
    'Apiculturist',
    'Astronomer',
    'Biochemist',
    'Biologist (including Plant Pathologist)',
    'Chemist',
    'Dairy Scientist',
    'Entomologist',
    'Epidemiologist',
    'Geneticist',
    'Geochemist',
    'Geologist',
    'Geophysicist (including Oceanographer in Mexico and the United States)',
    'Horticulturist',
    'Meteorologist',
    'Pharmacologist',
    'Physicist (including Oceanographer in Canada)',
    'Plant Breeder',
    'Poultry Scientist',
    'Soil Scientist',
    'Zoologist',
  ].map(scientist),
  profession('Teacher (College, Seminary or University)', 'Teacher', DEGREE),
];

/** The professions' names: the values of a TN letter's `tn_category` (names, so the screen shows no codes). */
export const TN_PROFESSIONS = TN_PROFESSION_LIST.map((entry) => entry.name) as [string, ...string[]];

export function tnProfession(name: string): TnProfession | undefined {
  return TN_PROFESSION_LIST.find((entry) => entry.name === name);
}
