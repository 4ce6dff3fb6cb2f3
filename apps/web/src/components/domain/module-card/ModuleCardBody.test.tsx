import { validatePetitionDraft, type ModuleDraft } from '@app/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { installDomStubs } from '../../form/test-support.tsx';
import {
  ENTITY_PICKER_RESULT_LIMIT,
  EntityAdditionalSearchQuery,
  EntityCompaniesSearchQuery,
} from '../entities/api/entity-search.ts';
import { completePetition as petition, lastModule, moduleOf, Page, renderCard } from './module-card-test-kit.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

describe('module card body', () => {
  it('hands notes on only when focus leaves the box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(<Page initial={moduleOf('press')} onChange={onChange} />);
    await user.type(screen.getByLabelText('Notes'), 'Ask for the NYT piece');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastModule(onChange).data.notes).toBe('Ask for the NYT piece');
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Ask for the NYT piece');
  });

  it('adds an exhibit per pressed chip, with its inputs, and removes it when pressed again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(<Page initial={moduleOf('press')} onChange={onChange} />);
    const chip = screen.getByRole('button', { name: 'Press article' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');

    await user.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(lastModule(onChange).exhibits.map((exhibit) => exhibit.type)).toEqual(['press-article']);
    const row = screen.getByRole('group', { name: 'Exhibit 1: Press article' });

    await user.click(within(row).getByRole('checkbox', { name: 'Autogenerate' }));
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toEqual([
      'Press › Press article: autogenerate needs the article URL.',
    ]);
    await user.type(within(row).getByLabelText(/Article URL/), 'https://nyt.com/a');
    expect(lastModule(onChange).exhibits[0]).toMatchObject({ autogen: true, data: { url: 'https://nyt.com/a' } });
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toEqual([]);

    await user.click(chip);
    expect(lastModule(onChange).exhibits).toEqual([]);
    expect(screen.queryByRole('group', { name: /^Exhibit 1/ })).toBeNull();
  });

  it('edits an exhibit: owner, customer visibility, patent key and number for autogenerate', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(<Page initial={moduleOf('original-contribution')} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Patent' }));
    const row = screen.getByRole('group', { name: 'Exhibit 1: Patent' });

    await user.click(within(row).getByRole('combobox', { name: 'Owner' }));
    await user.click(await screen.findByRole('option', { name: 'Petitioner' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Visible to customers' }));
    await user.click(within(row).getByRole('checkbox', { name: 'Autogenerate' }));
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toHaveLength(2);

    await user.click(within(row).getByRole('combobox', { name: /Identified by/ }));
    await user.click(await screen.findByRole('option', { name: 'Patent number' }));
    await user.type(within(row).getByRole('textbox', { name: /Google Patents URL or patent number/ }), 'US1234567B2');
    expect(lastModule(onChange).exhibits[0]).toMatchObject({
      type: 'patent',
      ownedBy: 'PETITIONER',
      visible: false,
      autogen: true,
      data: { key: 'patent_id', value: 'US1234567B2' },
    });
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toEqual([]);

    await user.click(within(row).getByRole('button', { name: 'Remove exhibit Patent' }));
    expect(lastModule(onChange).exhibits).toEqual([]);
  });

  it('asks authorship autogen for the Google Scholar URL and the number of articles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderCard(<Page initial={moduleOf('authorship')} onChange={onChange} />);
    expect(screen.queryByLabelText('Google Scholar URL')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Autogenerate' }));
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toEqual([
      'Authorship: autogenerate needs the Google Scholar URL.',
      'Authorship: autogenerate needs the number of articles.',
    ]);
    await user.type(screen.getByLabelText('Google Scholar URL'), 'https://scholar.google.com/citations?user=x');
    const count = screen.getByLabelText('Number of articles');
    await user.type(count, '0');
    expect(screen.getByText('Enter a whole number of at least 1.')).toBeTruthy();
    expect(lastModule(onChange).data.num_articles).toBeUndefined();
    await user.clear(count);
    await user.type(count, '5');
    expect(lastModule(onChange).data).toMatchObject({
      google_scholar_url: 'https://scholar.google.com/citations?user=x',
      num_articles: 5,
    });
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toEqual([]);
  });

  it('lists chosen entities as chips with their builder labels and removes them', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const initial: ModuleDraft = {
      ...moduleOf('awards'),
      entities: [
        { type: 'AWARD', id: 'a-1', name: 'Turing Award' },
        { type: 'USER', id: 'u-1', name: 'Priya Sharma' },
      ],
    };
    renderCard(<Page initial={initial} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Remove People (User): Priya Sharma' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Award: Turing Award' }));
    expect(lastModule(onChange).entities).toEqual([{ type: 'USER', id: 'u-1', name: 'Priya Sharma' }]);
    expect(screen.queryByRole('button', { name: 'Remove Award: Turing Award' })).toBeNull();
  });

  it('adds an entity picked on the server under the chosen type', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const awards: MockLink.MockedResponse = {
      request: {
        query: EntityAdditionalSearchQuery,
        variables: { entityType: 'AWARD', search: null, first: ENTITY_PICKER_RESULT_LIMIT },
      },
      result: {
        data: {
          searchEntities: {
            __typename: 'AdditionalEntitiesConnection',
            totalCount: 1,
            nodes: [{ __typename: 'AdditionalEntity', id: 'a-1', name: 'Turing Award', type: 'AWARD', data: null }],
          },
        },
      },
    };
    renderCard(<Page initial={moduleOf('awards')} onChange={onChange} />, [awards]);
    await user.click(screen.getByRole('combobox', { name: 'Add entity' }));
    await user.click(await screen.findByRole('option', { name: 'Award' }));
    await user.click(screen.getByRole('combobox', { name: 'Award' }));
    await user.click(await screen.findByRole('option', { name: 'Turing Award' }));

    expect(lastModule(onChange).entities).toEqual([{ type: 'AWARD', id: 'a-1', name: 'Turing Award' }]);
    expect(screen.getByRole('button', { name: 'Remove Award: Turing Award' })).toBeTruthy();
  });

  it('stores the distinguished-reputation company picked for an exhibit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const companies: MockLink.MockedResponse = {
      request: { query: EntityCompaniesSearchQuery, variables: { search: null, first: ENTITY_PICKER_RESULT_LIMIT } },
      result: {
        data: {
          searchCompanies: {
            __typename: 'CompaniesConnection',
            totalCount: 1,
            nodes: [{ __typename: 'Company', id: 'c-9', dbaName: 'Northwind Robotics', bio: null }],
          },
        },
      },
    };
    renderCard(<Page initial={moduleOf('critical-role')} onChange={onChange} />, [companies]);
    await user.click(screen.getByRole('button', { name: 'Evidence of distinguished reputation' }));
    const row = screen.getByRole('group', { name: 'Exhibit 1: Evidence of distinguished reputation' });
    await user.click(within(row).getByRole('checkbox', { name: 'Autogenerate' }));
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toHaveLength(1);

    await user.click(within(row).getByRole('combobox', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Northwind Robotics' }));
    expect(lastModule(onChange).exhibits[0]!.data).toEqual({ company_id: 'c-9', company_name: 'Northwind Robotics' });
    expect(validatePetitionDraft(petition, [lastModule(onChange)])).toEqual([]);
    expect(within(row).getByRole('combobox', { name: /Company/ }).textContent).toContain('Northwind Robotics');
  });

  it('shows the strategy panel only with a strategy note, and saves that note on blur', async () => {
    const user = userEvent.setup();
    const onStrategyNoteChange = vi.fn();
    renderCard(<Page initial={moduleOf('judging')} />);
    expect(screen.queryByRole('complementary', { name: 'Strategy' })).toBeNull();
    cleanup();

    renderCard(<Page initial={moduleOf('judging')} strategyNote="Lead with IEEE" onStrategyNoteChange={onStrategyNoteChange} />);
    const panel = screen.getByRole('complementary', { name: 'Strategy' });
    const note = within(panel).getByLabelText('Strategy note');
    expect((note as HTMLTextAreaElement).value).toBe('Lead with IEEE');
    await user.type(note, ' reviews');
    expect(onStrategyNoteChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onStrategyNoteChange).toHaveBeenCalledWith('Lead with IEEE reviews');

    await user.click(within(panel).getByRole('button', { name: 'Strategy' }));
    expect(within(panel).queryByLabelText('Strategy note')).toBeNull();
  });
});
