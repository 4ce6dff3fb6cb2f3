import { describe, expect, it } from 'vitest';
import { inFirstPerson, sentencesOf, summariseBio } from '../../../src/writing/tasks/person-voice.ts';

/** The signer's bio in the first person (issue 33): turned where it is safe, left out where it is not. */
describe('a bio in the signer’s voice', () => {
  it('turns third-person sentences about the signer', () => {
    expect(inFirstPerson('Rafael Ortiz is co-founder of Northwind.', 'Rafael Ortiz')).toBe('I am co-founder of Northwind.');
    expect(inFirstPerson('He leads 120 engineers and holds 14 patents.', 'Rafael Ortiz')).toBe(
      'I lead 120 engineers and hold 14 patents.',
    );
    expect(inFirstPerson('Dr. Vasquez teaches robotics.', 'Elena Vasquez')).toBe('I teach robotics.');
    expect(inFirstPerson("Rafael's robots have driven 30 million miles.", 'Rafael Ortiz')).toBe(
      'My robots have driven 30 million miles.',
    );
    expect(inFirstPerson('Before Northwind, Rafael ran the autonomy group.', 'Rafael Ortiz')).toBe(
      'Before Northwind, I ran the autonomy group.',
    );
    expect(inFirstPerson('She studies her own field.', 'Elena Vasquez')).toBe('I study my own field.');
  });

  it('keeps first-person sentences and sentences about something else; drops those it cannot turn', () => {
    expect(inFirstPerson('I chair the lab.', 'Elena Vasquez')).toBe('I chair the lab.');
    expect(inFirstPerson('The lab has 40 researchers.', 'Elena Vasquez')).toBe('The lab has 40 researchers.');
    expect(inFirstPerson('Students describe Elena as a mentor.', 'Elena Vasquez')).toBeNull();
  });

  it('leaves the other person’s pronouns alone, and “she” in how-they-met may be the beneficiary', () => {
    expect(inFirstPerson('Rafael hired Priya and has supervised her work since.', 'Rafael Ortiz', ['Priya Raman'])).toBe(
      'I hired Priya and have supervised her work since.',
    );
    expect(
      summariseBio('She joined my lab in 2015.', { fullName: 'Elena Vasquez', voice: 'first', pronounSubjects: false }),
    ).toBe('She joined my lab in 2015.');
  });

  it('summarises: the first sentences only, not splitting at abbreviations', () => {
    expect(sentencesOf('Dr. Ortiz holds a B.Eng. from McGill. He has 14 U.S. patents. He lives in Pittsburgh.')).toEqual([
      'Dr. Ortiz holds a B.Eng. from McGill.',
      'He has 14 U.S. patents.',
      'He lives in Pittsburgh.',
    ]);
    expect(
      summariseBio('Ana Ruiz is a professor. She has 90 papers. She chairs a panel. She skis.', {
        fullName: 'Ana Ruiz',
        voice: 'first',
      }),
    ).toBe('I am a professor. I have 90 papers. I chair a panel.');
  });
});
