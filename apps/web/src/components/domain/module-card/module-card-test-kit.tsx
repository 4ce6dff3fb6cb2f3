import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createModuleDraft, type ModuleDraft, type PetitionModuleType } from '@app/domain';
import { render } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Mock } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { ModuleCard, type ModuleCardProps } from './index.ts';

/** What the module card tests share: a page around the card and a way to read what it handed on. */

export const completePetition = { beneficiaryId: 'u-1', petitionerId: 'c-1', visaClassId: 'o-1a' };

export function moduleOf(type: PetitionModuleType, exhibits: ModuleDraft['exhibits'] = []): ModuleDraft {
  return { ...createModuleDraft({ type, exhibits: [] }), exhibits };
}

/** The card as a page uses it: the page keeps the module and passes every change back in. */
export function Page({
  initial,
  onChange,
  ...props
}: Omit<ModuleCardProps, 'module' | 'onChange' | 'onDelete' | 'index'> & {
  initial: ModuleDraft;
  onChange?: (next: ModuleDraft) => void;
  onDelete?: () => void;
}) {
  const [module, setModule] = useState(initial);
  return (
    <ModuleCard
      index={2}
      onDelete={() => {}}
      {...props}
      module={module}
      onChange={(next) => {
        onChange?.(next);
        setModule(next);
      }}
    />
  );
}

/** Renders inside Apollo (the entity pickers search on the server), a router and the read-only context. */
export function renderCard(ui: ReactNode, mocks: MockLink.MockedResponse[] = []) {
  return render(renderCardTree(ui, mocks));
}

/** The tree renderCard renders (for rerender). */
export function renderCardTree(ui: ReactNode, mocks: MockLink.MockedResponse[] = []) {
  return (
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ReadOnlyProvider>{ui}</ReadOnlyProvider>
      </MemoryRouter>
    </MockedProvider>
  );
}

/** The module of the last onChange call. */
export function lastModule(spy: Mock): ModuleDraft {
  return spy.mock.calls.at(-1)![0] as ModuleDraft;
}
