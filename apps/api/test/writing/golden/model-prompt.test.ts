import { describe, expect, it } from 'vitest';
import { buildMessages } from '../../../src/writing/engine/prompt.ts';
import { letterFieldEvidence, type LetterInputs } from '../../../src/writing/tasks/letter-inputs.ts';
import { LETTER_TASKS } from '../../../src/writing/tasks/letter-tasks.ts';

/** With a model configured (issue 33): the prompt carries the same facts and rules the template composer follows. */
describe('the model prompt of a letter', () => {
  const inputs = (type: LetterInputs['letterType'], fields: LetterInputs['fields']): LetterInputs => ({
    letterType: type,
    date: '2026-11-23',
    fields,
    records: { beneficiaryName: 'Mateo García', signatoryName: 'Jane Whitfield', companyName: 'Harbor Logistics Inc.' },
  });

  it('TN: names the chosen profession and its minimum, and the voice and quoting rules', () => {
    const letter = inputs('tn-support-letter', { tn_category: 'Computer Systems Analyst', signatory_title: 'Director of IT' });
    const [system, evidence] = buildMessages(LETTER_TASKS['tn-support-letter'], letter, letterFieldEvidence(letter.fields), []);
    expect(system!.content).toContain('The chosen profession is Computer Systems Analyst.');
    expect(system!.content).toContain('Post-Secondary Diploma or Post-Secondary Certificate, and three years experience');
    expect(system!.content).toContain('first person for the signer and the third person for the beneficiary');
    expect(system!.content).toContain('never quote a résumé, an offer letter or a form field wholesale');
    expect(system!.content).toContain('RE line: Employer support letter for TN classification: Computer Systems Analyst.');
    // The facts travel as quoted evidence, as before.
    expect(evidence!.content).toContain('Computer Systems Analyst');
  });

  it('expert letters: the signer’s standing follows the relation', () => {
    const employer = inputs('critical-role', { signatory_employer: 'Harbor Logistics Inc.' });
    const expert = inputs('critical-role', { signatory_employer: 'State University' });
    const prompt = (letter: LetterInputs) => buildMessages(LETTER_TASKS['critical-role'], letter, [], [])[0]!.content;
    expect(prompt(employer)).toContain('RE line: Employer support letter: critical role.');
    expect(prompt(employer)).toContain("an officer of the petitioner, the beneficiary's employer");
    expect(prompt(expert)).toContain('RE line: Expert opinion letter: critical role.');
    expect(prompt({ ...employer, fields: { ...employer.fields, signatory_relation: 'client' } })).toContain(
      'RE line: Client support letter: critical role.',
    );
  });
});
