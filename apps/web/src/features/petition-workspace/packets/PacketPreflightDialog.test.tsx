import type { PreflightFinding } from '@app/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PacketPreflightDialog } from './PacketPreflightDialog.tsx';

afterEach(cleanup);

const FINDINGS: PreflightFinding[] = [
  {
    kind: 'empty-exhibit',
    exhibitId: 'e1',
    packetLabel: null,
    moduleId: 'm1',
    moduleName: 'Awards',
    exhibitName: 'Award certificate',
    packetToFollow: false,
    stillRequested: true,
  },
  {
    kind: 'empty-exhibit',
    exhibitId: 'e2',
    packetLabel: 'A-1',
    moduleId: 'm1',
    moduleName: 'Awards',
    exhibitName: 'Jury invitation',
    packetToFollow: true,
    stillRequested: false,
  },
  {
    kind: 'requested-exhibit',
    exhibitId: 'e3',
    packetLabel: 'B-1',
    moduleId: 'm2',
    moduleName: 'Press',
    exhibitName: 'Article in Wired',
  },
  { kind: 'unsigned-letter', letterId: 'l1', letterName: 'Expert letter: Dr. Chen' },
  {
    kind: 'form-fields-missing',
    form: 'i-129',
    formName: 'Form I-129',
    missingFields: ['Beneficiary passport number — in the person data'],
  },
  { kind: 'form-not-generated', form: 'g-28', formName: 'Form G-28', missingFields: [] },
];

function renderDialog(findings = FINDINGS, saving: ReadonlySet<string> = new Set()) {
  const props = { onOpenChange: vi.fn(), onToggleToFollow: vi.fn(), onCompile: vi.fn(), returnFocusRef: { current: null } };
  render(
    <MemoryRouter>
      <div id="workspace-exhibit-e1" tabIndex={-1}>
        Award certificate row
      </div>
      <PacketPreflightDialog open findings={findings} savingExhibitIds={saving} compiling={false} {...props} />
    </MemoryRouter>,
  );
  return { ...props, user: userEvent.setup() };
}

describe('PacketPreflightDialog', () => {
  it('lists each finding under its heading by the names the tree shows, with no ids or enum values', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Before compiling' });
    expect(dialog.textContent).toContain('6 things to check');
    const empty = within(screen.getByRole('region', { name: 'Exhibits without documents' }));
    expect(empty.getByText('Awards › Award certificate', { selector: 'p' })).toBeTruthy();
    expect(
      empty.getByText(/No documents\. Left out of the packet and its index\. Still requested from the customer\./),
    ).toBeTruthy();
    expect(empty.getByText(/Kept in the packet as to follow/)).toBeTruthy();
    const requested = within(screen.getByRole('region', { name: 'Still requested from the customer' }));
    expect(requested.getByText('Exhibit B-1 · Press › Article in Wired', { selector: 'p' })).toBeTruthy();
    const letters = within(screen.getByRole('region', { name: 'Letters not signed' }));
    expect(letters.getByRole('link', { name: 'Open letter drafting for Expert letter: Dr. Chen' }).getAttribute('href')).toBe(
      '/admin/draft',
    );
    const forms = within(screen.getByRole('region', { name: 'Forms with required fields missing' }));
    expect(forms.getByText('Beneficiary passport number — in the person data')).toBeTruthy();
    expect(forms.getByRole('button', { name: 'Open the Forms panel for Form I-129' })).toBeTruthy();
    const notGenerated = within(screen.getByRole('region', { name: 'Forms not generated' }));
    expect(notGenerated.getByText('Not generated yet: the packet is compiled without it.')).toBeTruthy();
    for (const internal of [
      'e1',
      'm1',
      'l1',
      'empty-exhibit',
      'unsigned-letter',
      'PENDING',
      'requested-exhibit',
      'g-28',
      'i-129',
    ]) {
      expect(dialog.textContent).not.toContain(internal);
    }
  });

  it('says first, in words, that the packet has no exhibits and how to add evidence, and still lets staff compile', async () => {
    const { onCompile, user } = renderDialog([
      { kind: 'no-exhibits' },
      { kind: 'form-not-generated', form: 'g-28', formName: 'Form G-28', missingFields: [] },
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Before compiling' });
    expect(dialog.textContent).toContain('2 things to check');
    const regions = within(dialog).getAllByRole('region');
    expect(regions[0]!.getAttribute('aria-label')).toBe('No evidence');
    const none = within(regions[0]!);
    expect(none.getByText('The packet has no exhibits: add the evidence to the petition before compiling.')).toBeTruthy();
    expect(none.getByText(/choose an exhibit type in a module and click Add exhibit/)).toBeTruthy();
    expect(dialog.textContent).not.toContain('no-exhibits');
    // Confirmed like every finding: staff may still compile, knowingly.
    await user.click(screen.getByRole('button', { name: 'Compile anyway' }));
    expect(onCompile).toHaveBeenCalledTimes(1);
  });

  it('has no "No evidence" section while the packet holds an exhibit', () => {
    renderDialog();
    expect(screen.queryByRole('region', { name: 'No evidence' })).toBeNull();
  });

  it('"Keep as to follow" toggles the exhibit it names, and is held while that exhibit saves', async () => {
    const { onToggleToFollow, user } = renderDialog(FINDINGS, new Set(['e2']));
    const first = screen.getByRole('checkbox', { name: 'Keep as to follow', description: 'Awards › Award certificate' });
    expect(first.getAttribute('aria-checked')).toBe('false');
    await user.click(first);
    expect(onToggleToFollow).toHaveBeenCalledWith('e1', true);
    const second = screen.getByRole('checkbox', {
      name: 'Keep as to follow',
      description: 'Exhibit A-1 · Awards › Jury invitation',
    });
    expect(second.getAttribute('aria-checked')).toBe('true');
    // Held, but focusable: a disabled box would drop the focus of whoever just pressed it.
    expect(second.getAttribute('aria-disabled')).toBe('true');
    expect((second as HTMLButtonElement).disabled).toBe(false);
    await user.click(second);
    expect(onToggleToFollow).toHaveBeenCalledTimes(1);
    // While a toggle saves, compiling would race it.
    const compile = screen.getByRole('button', { name: 'Compile anyway' });
    expect(compile.getAttribute('aria-disabled')).toBe('true');
  });

  it('"Compile anyway" keeps the focus while the compile runs', async () => {
    const props = { onOpenChange: vi.fn(), onToggleToFollow: vi.fn(), onCompile: vi.fn(), returnFocusRef: { current: null } };
    const dialog = (compiling: boolean) => (
      <MemoryRouter>
        <PacketPreflightDialog open findings={FINDINGS} savingExhibitIds={new Set()} compiling={compiling} {...props} />
      </MemoryRouter>
    );
    const { rerender } = render(dialog(false));
    const user = userEvent.setup();
    const compile = screen.getByRole('button', { name: 'Compile anyway' });
    await user.click(compile);
    expect(props.onCompile).toHaveBeenCalledTimes(1);
    rerender(dialog(true));
    expect(document.activeElement).toBe(compile);
    expect(compile.getAttribute('aria-disabled')).toBe('true');
    await user.click(compile);
    expect(props.onCompile).toHaveBeenCalledTimes(1);
  });

  it('"Compile anyway" compiles; Cancel and Escape close without compiling', async () => {
    const { onCompile, onOpenChange, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Compile anyway' }));
    expect(onCompile).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onCompile).toHaveBeenCalledTimes(1);
  });

  it('"Show in the tree" closes the dialog to go to the exhibit', async () => {
    const { onOpenChange, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Show in the tree: Awards › Award certificate' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
