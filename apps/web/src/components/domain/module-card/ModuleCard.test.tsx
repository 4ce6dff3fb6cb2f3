import { PETITION_MODULE_TYPES, type ModuleDraft } from '@app/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDomStubs } from '../../form/test-support.tsx';
import { ModuleCard } from './index.ts';
import { lastModule, moduleOf, Page, renderCard, renderCardTree } from './module-card-test-kit.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

describe('module card header', () => {
  it('collapses and expands the body, labelled by position and name', async () => {
    const user = userEvent.setup();
    renderCard(<Page initial={moduleOf('press')} />);
    expect(screen.getByRole('group', { name: 'Module 3: Press' })).toBeTruthy();
    const collapse = screen.getByRole('button', { name: 'Collapse module Press' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Notes')).toBeTruthy();

    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand module Press' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Notes')).toBeNull();

    await user.click(expand);
    expect(screen.getByLabelText('Notes')).toBeTruthy();
  });

  it('toggles customer visibility and renames the module', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(<Page initial={moduleOf('awards')} onChange={onChange} />);
    const visible = screen.getByRole('checkbox', { name: 'Visible to customers' });
    expect(visible.getAttribute('aria-checked')).toBe('true');
    await user.click(visible);
    expect(lastModule(onChange).visible).toBe(false);
    expect(visible.getAttribute('aria-checked')).toBe('false');

    const name = screen.getByRole('textbox', { name: 'Module name' });
    await user.clear(name);
    await user.type(name, 'Prizes');
    expect(lastModule(onChange).name).toBe('Prizes');
    expect(screen.getByRole('group', { name: 'Module 3: Prizes' })).toBeTruthy();
  });

  it('offers Autogenerate only for authorship, memo-starter and conclusion', () => {
    const withToggle = PETITION_MODULE_TYPES.filter((type) => {
      renderCard(<Page initial={moduleOf(type)} />);
      const found = screen.queryByRole('checkbox', { name: 'Autogenerate' }) !== null;
      cleanup();
      return found;
    });
    expect(withToggle).toEqual(['authorship', 'memo-starter', 'conclusion']);
  });

  it('asks before deleting, with Cancel focused, and deletes on Delete (keyboard only)', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    renderCard(<Page initial={moduleOf('judging')} onDelete={onDelete} />);
    screen.getByRole('button', { name: 'Delete module Judging' }).focus();

    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete module "Judging"?' });
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Delete module Judging' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete module Judging' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});

describe('module card states', () => {
  it('marks the card and describes it with its problems', () => {
    const problem = 'Authorship: autogenerate needs the Google Scholar URL.';
    renderCard(<Page initial={{ ...moduleOf('authorship'), autogen: true }} problems={[problem]} />);
    const card = screen.getByRole('group', { name: 'Module 3: Authorship' });
    expect(card.getAttribute('data-invalid')).toBe('true');
    const description = document.getElementById(card.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(problem);
    expect(screen.getByText(problem)).toBeTruthy();
  });

  it('is not marked without problems', () => {
    renderCard(<Page initial={moduleOf('authorship')} problems={[]} />);
    const card = screen.getByRole('group', { name: 'Module 3: Authorship' });
    expect(card.hasAttribute('data-invalid')).toBe(false);
    expect(card.hasAttribute('aria-describedby')).toBe(false);
  });

  it("shows 'Error loading {module type} module' when the module cannot render, and recovers with a readable one", () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Stored data the card cannot read: exhibits is not a list.
    const broken = { ...moduleOf('authorship'), exhibits: null } as unknown as ModuleDraft;
    const card = (module: ModuleDraft) => <ModuleCard module={module} index={0} onChange={() => {}} onDelete={() => {}} />;
    const { rerender } = renderCard(card(broken));
    expect(screen.getByRole('alert').textContent).toBe('Error loading Authorship module');
    expect(screen.queryByRole('group', { name: /^Module 1/ })).toBeNull();

    rerender(renderCardTree(card(moduleOf('authorship'))));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('group', { name: 'Module 1: Authorship' })).toBeTruthy();
    silence.mockRestore();
  });

  it('disables every control that changes data when disabled; folding still works', () => {
    const initial: ModuleDraft = {
      ...moduleOf('authorship', [
        { type: 'journal-article', name: 'Paper', ownedBy: 'BENEFICIARY', visible: true, autogen: false, data: {} },
      ]),
      autogen: true,
      entities: [{ type: 'AWARD', id: 'a-1', name: 'Turing Award' }],
    };
    renderCard(<Page initial={initial} strategyNote="" onStrategyNoteChange={() => {}} disabled />);
    const controls = [
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('textbox'),
      ...screen.getAllByRole('checkbox'),
      ...screen.getAllByRole('combobox'),
      ...screen.getAllByRole('spinbutton'),
    ];
    const enabled = controls.filter((control) => !(control as HTMLButtonElement).disabled);
    // Folding the card or the strategy panel changes only the view.
    expect(enabled.map((control) => control.getAttribute('aria-label') ?? control.textContent)).toEqual([
      'Collapse module Authorship',
      'Strategy',
    ]);
    expect(controls.length).toBeGreaterThan(10);
  });
});
