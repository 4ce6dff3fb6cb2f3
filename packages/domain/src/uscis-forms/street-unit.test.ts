import { describe, expect, it } from 'vitest';
import { parseUnit, splitStreetUnit } from './street-unit.ts';

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

  it('read a second address line as a unit only when it names one', () => {
    expect(parseUnit('Apt 5B')).toEqual({ unitType: 'APT', unitNumber: '5B' });
    expect(parseUnit('Suite #400')).toEqual({ unitType: 'STE', unitNumber: '400' });
    expect(parseUnit('5B')).toBeNull();
    expect(parseUnit('c/o Jane Doe')).toBeNull();
  });
});
