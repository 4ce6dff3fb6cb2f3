import { buildArchetypeTemplate, buildTnPresetModules } from '@app/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyProvider } from '@/lib/read-only-context.tsx';
import { keyModules } from '../model/builder-state.ts';
import { PresetQuestionDialog } from './PresetQuestionDialog.tsx';

afterEach(cleanup);

function renderDialog(onAnswer = vi.fn()) {
  const modules = keyModules(buildTnPresetModules());
  render(
    <MemoryRouter>
      <ReadOnlyProvider>
        <PresetQuestionDialog
          preset={buildArchetypeTemplate('software-engineer')}
          modules={modules}
          visaClassId="o_1a"
          archetype="software-engineer"
          onAnswer={onAnswer}
        />
      </ReadOnlyProvider>
    </MemoryRouter>,
  );
  return { onAnswer, user: userEvent.setup() };
}

describe('PresetQuestionDialog', () => {
  it('names the template and what merge would add, by label', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Use the new module template?' });
    expect(dialog.textContent).toContain('the O-1A Software Engineer template');
    expect(dialog.textContent).toContain('your 3 modules');
    const adds = within(screen.getByRole('region', { name: 'Merge would add' })).getAllByRole('listitem');
    expect(adds.map((item) => item.textContent)).toEqual(
      buildArchetypeTemplate('software-engineer').map((module) => module.name),
    );
  });

  it.each([
    ['Keep my modules', 'keep'],
    ['Replace with the template', 'replace'],
    ['Merge: add the missing template modules', 'merge'],
  ])('%s answers %s', async (button, answer) => {
    const { onAnswer, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: button }));
    expect(onAnswer).toHaveBeenCalledWith(answer);
  });

  it('closing it keeps the modules', async () => {
    const { onAnswer, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith('keep');
  });
});
