import { STORAGE_KEYS } from '@app/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  readStoredAccountChoice,
  resolveCurrentAccount,
  storeAccountChoice,
  storeWorkspaceOverride,
  subscribeToAccountStorage,
  type PersonalAccount,
  type TeamAccount,
} from './accounts.ts';

const personal: PersonalAccount = { kind: 'personal', id: 'user-1', name: 'Daniel Okafor' };
const northwind: TeamAccount = {
  kind: 'team',
  id: 'company-1',
  name: 'Northwind Robotics',
  role: 'ADMIN',
  portalOnboarded: true,
};
const acme: TeamAccount = { kind: 'team', id: 'company-2', name: 'Acme', role: 'VIEWER', portalOnboarded: false };

describe('team selection and fallback (spec 1 §2)', () => {
  beforeEach(() => localStorage.clear());

  it('uses the stored team when it still exists', () => {
    expect(resolveCurrentAccount(personal, [northwind, acme], { viewAccountId: 'company-2', viewTeam: 'company-2' })).toBe(acme);
  });

  it('falls back to the first team when the stored team is missing', () => {
    expect(resolveCurrentAccount(personal, [northwind, acme], { viewAccountId: 'gone', viewTeam: 'gone' })).toBe(northwind);
  });

  it('falls back to the personal account when there is no team', () => {
    expect(resolveCurrentAccount(personal, [], { viewAccountId: 'gone', viewTeam: 'gone' })).toBe(personal);
    expect(resolveCurrentAccount(personal, [], { viewAccountId: null, viewTeam: null })).toBe(personal);
  });

  it('keeps the personal account once chosen, even with teams', () => {
    expect(resolveCurrentAccount(personal, [northwind], { viewAccountId: 'user-1', viewTeam: null })).toBe(personal);
  });

  it('stores the choice under viewAccountId and viewTeam', () => {
    storeAccountChoice(acme);
    expect(localStorage.getItem(STORAGE_KEYS.viewAccountId)).toBe('company-2');
    expect(localStorage.getItem(STORAGE_KEYS.viewTeam)).toBe('company-2');
    storeAccountChoice(personal);
    expect(readStoredAccountChoice()).toEqual({ viewAccountId: 'user-1', viewTeam: null });
  });

  it('tells subscribers about every stored change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToAccountStorage(listener);
    storeAccountChoice(acme);
    storeWorkspaceOverride('company-2');
    storeWorkspaceOverride(null);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    storeAccountChoice(personal);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
