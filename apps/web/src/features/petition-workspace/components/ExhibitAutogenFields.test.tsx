import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import type { TreeExhibit } from '../model/workspace-tree.ts';
import { ExhibitAutogenFields } from './ExhibitAutogenFields.tsx';
import { readCustomerContribution } from '../model/customer-contribution.ts';

afterEach(cleanup);

function exhibit(overrides: Partial<TreeExhibit>): TreeExhibit {
  return {
    id: 'e1',
    moduleId: 'm1',
    exhibitType: 'patent',
    name: 'Robot gripper patent',
    description: '',
    status: 'PENDING_DOCUMENTS',
    displayStatus: 'requested',
    ownedBy: 'BENEFICIARY',
    visible: true,
    packetToFollow: false,
    autogen: false,
    data: {},
    files: [],
    customer: readCustomerContribution({}),
    subExhibits: [],
    ...overrides,
  };
}

function renderFields(shown: TreeExhibit, readOnly = false) {
  const save = vi.fn(() => Promise.resolve());
  render(
    <MemoryRouter initialEntries={[readOnly ? '/admin?readOnly=true' : '/admin']}>
      <ReadOnlyProvider>
        <ExhibitAutogenFields exhibit={shown} save={save} />
      </ReadOnlyProvider>
    </MemoryRouter>,
  );
  return { save, user: userEvent.setup() };
}

describe('ExhibitAutogenFields', () => {
  it("saves the patent's key and value together, keeping the rest of the data", async () => {
    const { save } = renderFields(exhibit({ data: { entities: [{ id: 'x' }] } }));
    // Both edits inside one debounce (one event each, so a slow machine cannot split them).
    fireEvent.change(screen.getByLabelText('Identified by'), { target: { value: 'patent_id' } });
    fireEvent.change(screen.getByLabelText('Google Patents URL or patent number'), { target: { value: ' US 11,222,333 B2 ' } });
    await waitFor(() => expect(save).toHaveBeenCalled(), { timeout: 3_000 });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({
      data: JSON.stringify({ entities: [{ id: 'x' }], key: 'patent_id', value: 'US 11,222,333 B2' }),
    });
  });

  it('saves the press-article url and the autogenerate flag', async () => {
    const { save, user } = renderFields(exhibit({ exhibitType: 'press-article', name: 'Press piece' }));
    await user.click(screen.getByLabelText('Autogenerate Press piece'));
    expect(save).toHaveBeenCalledWith({ autogen: true });
    await user.type(screen.getByLabelText('Article URL'), 'https://press.example/a');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ data: JSON.stringify({ url: 'https://press.example/a' }) }), {
      timeout: 3_000,
    });
  });

  it('marks the inputs required while autogenerate is on', () => {
    renderFields(exhibit({ exhibitType: 'press-article', autogen: true }));
    const url = screen.getByLabelText(/Article URL/);
    expect(url.getAttribute('aria-required')).toBe('true');
    expect(url.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows nothing for a type without autogen inputs', () => {
    renderFields(exhibit({ exhibitType: 'offer-letter' }));
    expect(screen.queryByRole('group', { name: 'Autogen data' })).toBeNull();
  });

  it('is disabled in read-only mode', () => {
    renderFields(exhibit({ data: { key: 'patent_id', value: 'US 1' } }), true);
    expect((screen.getByLabelText('Identified by') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Google Patents URL or patent number') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Autogenerate Robot gripper patent') as HTMLButtonElement).disabled).toBe(true);
  });
});
