import { describe, expect, it } from 'vitest';
import { appliesAtTheBorder, tnApplicationCover, tnApplicationRoute, tnCitizenshipOfCountry } from './tn-application-route.ts';
import { requiredForms } from './uscis-forms/required-forms.ts';

describe('where a TN is applied for', () => {
  it('sends a Canadian outside the U.S. to the border, a Mexican to a consulate, and a change of status to USCIS', () => {
    expect(tnApplicationRoute('consular_processing', 'Canada')).toBe('port-of-entry');
    expect(tnApplicationRoute('consular_processing', 'Mexico')).toBe('consulate');
    expect(tnApplicationRoute('change_of_status', 'Canada')).toBe('uscis');
    expect(tnApplicationRoute('change_of_status', null)).toBe('uscis');
    // Outside the U.S. the citizenship decides; without it (or a filing type) the route is not known.
    expect(tnApplicationRoute('consular_processing', null)).toBeNull();
    expect(tnApplicationRoute(null, 'Canada')).toBeNull();
  });

  it('reads the citizenship from the passport country, Canada and Mexico only', () => {
    expect(tnCitizenshipOfCountry('CA')).toBe('Canada');
    expect(tnCitizenshipOfCountry('mex')).toBe('Mexico');
    expect(tnCitizenshipOfCountry('IN')).toBeNull();
    expect(tnCitizenshipOfCountry(null)).toBeNull();
  });

  it('is the one rule the forms and the packet cover follow', () => {
    expect(appliesAtTheBorder('tn', 'consular_processing')).toBe(true);
    expect(requiredForms('tn', false, 'consular_processing')).toEqual([]);
    expect(tnApplicationCover('tn', 'consular_processing')).toEqual({
      title: 'TN Application — Support Letter and Evidence',
      companyRole: 'Employer',
      documentSubject: 'TN application',
    });
    expect(tnApplicationCover('tn', 'change_of_status')).toBeNull();
    expect(tnApplicationCover('o_1a', 'consular_processing')).toBeNull();
  });
});
