import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths.ts';
import { sampleChecklist } from '../machine/test-checklist.ts';
import { beneficiaryOnboardingHref } from './checklist-url.ts';
import { useBeneficiaryFlow } from './use-beneficiary-flow.ts';

const modules = sampleChecklist();
const [personal, critical] = modules;

/** The exhibit each render of the checklist showed, and every address the router committed. */
function renderChecklistAt(address: string) {
  const shown: (string | null)[] = [];
  const addresses: string[] = [];
  function Checklist() {
    const flow = useBeneficiaryFlow({ modules, storageKey: { teamId: 't', accountId: 'a' }, persist: async () => {} });
    shown.push(flow.exhibit?.id ?? null);
    return null;
  }
  function AddressLog() {
    const location = useLocation();
    useLayoutEffect(() => {
      addresses.push(`${location.pathname}${location.search}`);
    }, [location]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={`${paths.beneficiaryOnboarding}/*`} element={<Checklist />} />
      </Routes>
      <AddressLog />
    </MemoryRouter>,
  );
  return { shown, addresses };
}

describe('useBeneficiaryFlow', () => {
  it("shows the address's exhibit from the first render and leaves a right address as it is", async () => {
    const address = beneficiaryOnboardingHref.module(critical!, 'b2');
    const { shown, addresses } = renderChecklistAt(address);
    await act(async () => {});
    // No empty first render that an effect then fills (issue 35): every render shows b2.
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set(['b2']));
    expect(addresses).toEqual([address]);
  });

  it('corrects a module address without an exhibit to its first exhibit, in place', async () => {
    const { shown, addresses } = renderChecklistAt(beneficiaryOnboardingHref.module(personal!));
    await act(async () => {});
    expect(shown[0]).toBe('a1');
    expect(addresses).toEqual([beneficiaryOnboardingHref.module(personal!), beneficiaryOnboardingHref.module(personal!, 'a1')]);
  });

  it('opens the first open module on the base path without rewriting the address', async () => {
    const { shown, addresses } = renderChecklistAt(paths.beneficiaryOnboarding);
    await act(async () => {});
    expect(new Set(shown)).toEqual(new Set(['a1']));
    expect(addresses).toEqual([paths.beneficiaryOnboarding]);
  });
});
