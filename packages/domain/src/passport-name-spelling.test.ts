import { describe, expect, it } from 'vitest';
import { preferTypedNameSpelling, sameMrzName } from './passport-name-spelling.ts';

const zone = (givenName: string | null, middleName: string | null, surname: string | null) => ({
  givenName,
  middleName,
  surname,
});
const typed = (firstName: string | null, lastName: string | null, middleName: string | null = null) => ({
  firstName,
  middleName,
  lastName,
});

describe("preferTypedNameSpelling: the typed spelling of the same name beats the zone's", () => {
  it("keeps a Spanish accent, laid over the zone's given / middle split", () => {
    expect(preferTypedNameSpelling(zone('ANA', 'LUCIA', 'FERREIRA'), typed('Ana Lucía', 'Ferreira'))).toEqual(
      zone('Ana', 'Lucía', 'Ferreira'),
    );
  });

  it('keeps Portuguese tildes and cedillas, and compound surnames', () => {
    expect(preferTypedNameSpelling(zone('JOAO', null, 'CONCEICAO ARAUJO'), typed('João', 'Conceição Araújo'))).toEqual(
      zone('João', null, 'Conceição Araújo'),
    );
  });

  it('keeps a German umlaut, transliterated (MUELLER) or dropped (MULLER), and ß', () => {
    expect(preferTypedNameSpelling(zone('JURGEN', null, 'MUELLER'), typed('Jürgen', 'Müller'))).toEqual(
      zone('Jürgen', null, 'Müller'),
    );
    expect(preferTypedNameSpelling(zone('JUERGEN', null, 'MULLER'), typed('Jürgen', 'Müller'))).toEqual(
      zone('Jürgen', null, 'Müller'),
    );
    expect(preferTypedNameSpelling(zone('GRETA', null, 'GROSS'), typed('Greta', 'Groß'))).toEqual(zone('Greta', null, 'Groß'));
  });

  it('keeps Nordic letters, as ICAO writes them (OESTER, AASA) or as the plain letter (OSTER)', () => {
    expect(preferTypedNameSpelling(zone('AASA', null, 'OESTER'), typed('Åsa', 'Øster'))).toEqual(zone('Åsa', null, 'Øster'));
    expect(preferTypedNameSpelling(zone('ASA', null, 'OSTER'), typed('Åsa', 'Øster'))).toEqual(zone('Åsa', null, 'Øster'));
    expect(preferTypedNameSpelling(zone('SIGRID', null, 'THORSDOTTIR'), typed('Sigríður', 'Þórsdóttir'))).toEqual(
      zone('SIGRID', null, 'THORSDOTTIR'),
    );
    expect(preferTypedNameSpelling(zone('SIGRIDUR', null, 'THORSDOTTIR'), typed('Sigríður', 'Þórsdóttir'))).toEqual(
      zone('Sigríður', null, 'Þórsdóttir'),
    );
  });

  it('keeps apostrophes and hyphens the zone turned into fillers, within one part', () => {
    expect(preferTypedNameSpelling(zone('JEAN', 'PIERRE', 'OCONNOR'), typed('Jean-Pierre', "O'Connor"))).toEqual(
      zone('JEAN', 'PIERRE', 'OCONNOR'),
    );
    expect(preferTypedNameSpelling(zone('JEAN PIERRE', null, 'OCONNOR'), typed('Jean-Pierre', "O'Connor"))).toEqual(
      zone('Jean-Pierre', null, "O'Connor"),
    );
  });

  it('uses the typed middle name too', () => {
    expect(preferTypedNameSpelling(zone('ANA', 'LUCIA', 'FERREIRA'), typed('Ana', 'Ferreira', 'Lucía'))).toEqual(
      zone('Ana', 'Lucía', 'Ferreira'),
    );
  });

  it('lets the passport win when the name really differs, or has more or fewer words', () => {
    expect(preferTypedNameSpelling(zone('MARIA', null, 'SOUZA'), typed('Ana Lucía', 'Ferreira'))).toEqual(
      zone('MARIA', null, 'SOUZA'),
    );
    expect(preferTypedNameSpelling(zone('ANA', 'LUCIA', 'FERREIRA SILVA'), typed('Ana Lucía', 'Ferreira'))).toEqual(
      zone('ANA', 'LUCIA', 'FERREIRA SILVA'),
    );
    expect(preferTypedNameSpelling(zone('ANA', null, 'FERREIRA'), typed('Ana Lucía', 'Ferreira'))).toEqual(
      zone('ANA', null, 'FERREIRA'),
    );
    expect(preferTypedNameSpelling(zone('ANA', 'LUCIA', 'FERREIRA'), typed(null, null))).toEqual(
      zone('ANA', 'LUCIA', 'FERREIRA'),
    );
  });

  it('reads the same name through either ICAO reading', () => {
    expect(sameMrzName('OESTER', 'Øster')).toBe(true);
    expect(sameMrzName('OSTER', 'Øster')).toBe(true);
    expect(sameMrzName('MUELLER', 'Müller')).toBe(true);
    expect(sameMrzName('MULLER', 'Müller')).toBe(true);
    expect(sameMrzName('MILLER', 'Müller')).toBe(false);
  });
});
