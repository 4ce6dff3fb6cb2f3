import { describe, expect, it } from 'vitest';
import { parseOnboardingModules } from './onboarding-record.ts';

const module = {
  id: 'm1',
  type: 'PERSONAL',
  title: 'Personal Information',
  subtitle: '',
  name: 'Personal Information',
  status: 'pending',
  exhibits: [
    {
      id: 'e1',
      exhibitId: null,
      type: 'LEGAL_NAME',
      name: 'Legal name',
      description: '',
      required: true,
      hidden: false,
      status: 'pending',
      data: {},
      moduleType: 'PERSONAL',
      screenExtra: 'kept',
    },
  ],
};

describe('onboarding record modules', () => {
  it('reads the JSON string the API returns and keeps keys the contract does not name', () => {
    const [parsed] = parseOnboardingModules(JSON.stringify([module]));
    expect(parsed?.exhibits[0]).toMatchObject({ id: 'e1', screenExtra: 'kept' });
  });
  it('refuses an unknown status or module type', () => {
    expect(() => parseOnboardingModules([{ ...module, status: 'done' }])).toThrow();
    expect(() => parseOnboardingModules([{ ...module, type: 'NOPE' }])).toThrow();
    expect(() => parseOnboardingModules([{ ...module, exhibits: [{ ...module.exhibits[0], status: 'later' }] }])).toThrow();
  });
});
