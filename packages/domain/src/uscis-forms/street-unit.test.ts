import { describe, expect, it } from 'vitest';
import { parseUnit, splitStreetUnit, streetWithUnit } from './street-unit.ts';

describe('units written in an address line', () => {
  it('split a unit written at the end of the street into the forms’ unit box and number', () => {
    expect(splitStreetUnit('2482 Harbor Boulevard, Apt 7A')).toEqual({
      street: '2482 Harbor Boulevard',
      unitType: 'APT',
      unitNumber: '7A',
    });
    expect(splitStreetUnit('1 Market St Suite 400')).toEqual({ street: '1 Market St', unitType: 'STE', unitNumber: '400' });
    expect(splitStreetUnit('12 Oak Ave, Ste. 210')).toEqual({ street: '12 Oak Ave', unitType: 'STE', unitNumber: '210' });
    expect(splitStreetUnit('77 Mission Bay Blvd, Floor 3')).toEqual({
      street: '77 Mission Bay Blvd',
      unitType: 'FLR',
      unitNumber: '3',
    });
  });

  it('leave streets whose last words only look like a unit alone', () => {
    expect(splitStreetUnit('100 Unit Road')).toEqual({ street: '100 Unit Road', unitType: null, unitNumber: null });
    expect(splitStreetUnit('500 Howard Street')).toEqual({ street: '500 Howard Street', unitType: null, unitNumber: null });
    expect(splitStreetUnit('9 Elm St #4')).toEqual({ street: '9 Elm St #4', unitType: null, unitNumber: null });
  });

  it('read a unit joined bare after the street, as addresses stored before streetWithUnit have it', () => {
    // The onboarding joined street, type and number with spaces: a number of no type, or a type with no number.
    expect(splitStreetUnit('12 Main St 4B')).toEqual({ street: '12 Main St', unitType: null, unitNumber: '4B' });
    expect(splitStreetUnit('1600 Pennsylvania Ave NW 12')).toEqual({
      street: '1600 Pennsylvania Ave NW',
      unitType: null,
      unitNumber: '12',
    });
    expect(splitStreetUnit('500 Oak Ave APT')).toEqual({ street: '500 Oak Ave', unitType: 'APT', unitNumber: null });
    expect(splitStreetUnit('77 Mission Bay Boulevard Suite')).toEqual({
      street: '77 Mission Bay Boulevard',
      unitType: 'STE',
      unitNumber: null,
    });
    // Streets that end in a number or a letter of their own stay streets.
    for (const street of ['Calle 93 B # 11A-84', '1200 Route 66', '45 County Road 12', '12 Main St E', 'Hauptstraße 5']) {
      expect(splitStreetUnit(street)).toEqual({ street, unitType: null, unitNumber: null });
    }
  });

  it('read a second address line as a unit only when it names one', () => {
    expect(parseUnit('Apt 5B')).toEqual({ unitType: 'APT', unitNumber: '5B' });
    expect(parseUnit('Suite #400')).toEqual({ unitType: 'STE', unitNumber: '400' });
    expect(parseUnit('5B')).toBeNull();
    expect(parseUnit('c/o Jane Doe')).toBeNull();
  });

  it('join a unit to the street so that the forms read it back into the unit boxes, a number of no type too', () => {
    // The onboarding's address screens keep one street line; a number without a type was joined bare
    // ("12 Main St 4B") and printed in the street box.
    const cases = [
      { street: '12 Main St', unitType: 'APT', unitNumber: '4B' },
      { street: '12 Main St', unitType: null, unitNumber: '4B' },
      { street: 'Calle 93 B # 11A-84', unitType: null, unitNumber: '502' },
      { street: '500 Howard Street', unitType: null, unitNumber: null },
    ] as const;
    for (const address of cases) {
      expect(splitStreetUnit(streetWithUnit(address.street, address.unitType, address.unitNumber))).toEqual(address);
    }
    expect(streetWithUnit('12 Main St', null, '4B')).toBe('12 Main St, #4B');
    expect(streetWithUnit('12 Main St', null, '#4B')).toBe('12 Main St, #4B');
    expect(streetWithUnit('12 Main St', null, 'Suite 400')).toBe('12 Main St, Suite 400');
    // A Colombian house number after "#" is the street's, not a unit: no comma before it.
    expect(splitStreetUnit('Calle 93 B # 11A-84')).toEqual({ street: 'Calle 93 B # 11A-84', unitType: null, unitNumber: null });
  });
});
