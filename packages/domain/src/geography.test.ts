import { describe, expect, it } from 'vitest';
/**
 * The `mrz` package's list of ICAO 9303 issuing-state codes and names (the
 * source of apps/api/src/ocr/state-codes.ts), as an independent check on our
 * alpha-3 column. Imported by path: the package's exports do not expose it,
 * and the domain's type-check has no Node types for reading it with fs.
 */
import MRZ_STATES from '../../../node_modules/mrz/lib/generated/states.js';
import { COUNTRIES, countryCodeFromIcao, countryName, US_STATES, usStateName } from './geography.ts';

describe('US_STATES', () => {
  it('lists the 50 states, D.C. and the five inhabited territories with unique codes', () => {
    expect(US_STATES.filter((state) => state.kind === 'state')).toHaveLength(50);
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(56);
    expect(usStateName('ca')).toBe('California');
    expect(usStateName('PR')).toBe('Puerto Rico');
    expect(usStateName('ZZ')).toBeUndefined();
  });
});

describe('COUNTRIES', () => {
  it('is the complete ISO 3166-1 list with unique alpha-2 codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(249);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(countryName('US')).toBe('United States');
    expect(countryName('ca')).toBe('Canada');
    expect(countryName('MX')).toBe('Mexico');
  });

  it('is sorted by name for pickers', () => {
    const names = COUNTRIES.map((country) => country.name);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(names).toEqual(sorted);
  });
});

/** Words two names of different countries can share ('South Sudan', 'Sudan'), so not evidence of a match. */
const GENERIC_WORDS = new Set(
  'the of and islands island republic democratic people state states united saint sint federated territory territories part french british dutch south north new city plurinational bolivarian islamic arab'.split(
    ' ',
  ),
);

/**
 * Where our common name and ISO's formal one (as the mrz package spells it) share no
 * significant word; each checked by hand against the ISO 3166-1 entry for the code.
 */
const KNOWN_NAME_DIFFERENCES: Record<string, string> = {
  LAO: "Lao People's Democratic Republic (the)", // Laos
  SYR: 'Syrian Arab Republic (the)', // Syria
  TUR: 'Turkey', // Türkiye, ISO's name since 2022
  USA: 'United States of America (the)', // United States
  VNM: 'Viet Nam', // Vietnam
};

function significantWords(name: string): Set<string> {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return new Set((ascii.match(/[a-z]+/g) ?? []).filter((word) => word.length > 2 && !GENERIC_WORDS.has(word)));
}

describe('COUNTRIES alpha-3 codes', () => {
  it('are unique and three capital letters', () => {
    const codes = COUNTRIES.map((country) => country.alpha3);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
    expect(new Set(codes).size).toBe(COUNTRIES.length);
  });

  it('are ICAO 9303 state codes whose ICAO name matches ours', () => {
    const mismatches: string[] = [];
    for (const country of COUNTRIES) {
      const icaoName = MRZ_STATES[country.alpha3];
      if (icaoName === undefined) {
        mismatches.push(`${country.alpha3} (${country.name}) is not an ICAO code`);
        continue;
      }
      if (country.alpha3 in KNOWN_NAME_DIFFERENCES) {
        expect(icaoName, country.alpha3).toBe(KNOWN_NAME_DIFFERENCES[country.alpha3]);
        continue;
      }
      const ours = significantWords(country.name);
      if (![...significantWords(icaoName)].some((word) => ours.has(word))) {
        mismatches.push(`${country.alpha3}: ours '${country.name}', ICAO '${icaoName}'`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('the name check tells neighbours apart', () => {
    const shares = (a: string, b: string) => [...significantWords(a)].some((word) => significantWords(b).has(word));
    expect(shares('Niger', 'Nigeria')).toBe(false);
    expect(shares('Austria', 'Australia')).toBe(false);
    expect(shares('United Arab Emirates', 'United Kingdom of Great Britain and Northern Ireland (the)')).toBe(false);
    expect(shares('Virgin Islands, British', 'Virgin Islands (British)')).toBe(true);
  });
});

describe('countryCodeFromIcao', () => {
  it('converts ISO alpha-3 codes as passports print them', () => {
    expect(countryCodeFromIcao('IND')).toBe('IN');
    expect(countryCodeFromIcao('USA')).toBe('US');
    expect(countryCodeFromIcao('ALA')).toBe('AX');
    expect(countryCodeFromIcao('mex')).toBe('MX');
    for (const country of COUNTRIES) expect(countryCodeFromIcao(country.alpha3)).toBe(country.code);
  });

  it("converts ICAO's own codes for Germany and the British nationality classes", () => {
    expect(countryCodeFromIcao('D')).toBe('DE');
    expect(countryCodeFromIcao('D<<')).toBe('DE');
    expect(countryCodeFromIcao('DEU')).toBe('DE');
    for (const code of ['GBR', 'GBD', 'GBN', 'GBO', 'GBS', 'GBP']) expect(countryCodeFromIcao(code)).toBe('GB');
  });

  it('keeps an alpha-2 code someone typed', () => {
    expect(countryCodeFromIcao('IN')).toBe('IN');
    expect(countryCodeFromIcao(' de ')).toBe('DE');
    expect(countryCodeFromIcao('ZZ')).toBeUndefined();
  });

  it('gives nothing for codes that name no country in our list', () => {
    // Kosovo: 'XK' is not an ISO 3166-1 code, so the pickers cannot show it.
    expect(COUNTRIES.some((country) => country.code === 'XK')).toBe(false);
    const noCountry = ['RKS', 'XXK', 'UNO', 'UNA', 'UNK', 'XXA', 'XXB', 'XXC', 'XXX', 'EUE', 'XOM', 'XPO', 'UTO', 'ANT', 'NTZ'];
    for (const code of noCountry) expect(countryCodeFromIcao(code), code).toBeUndefined();
    expect(countryCodeFromIcao('')).toBeUndefined();
    expect(countryCodeFromIcao('INDIA')).toBeUndefined();
  });
});
