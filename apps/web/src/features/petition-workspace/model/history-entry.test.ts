import { describe, expect, it } from 'vitest';
import {
  actorsSeen,
  changedFields,
  compactValue,
  formatHistoryEntry,
  MAX_VALUE_LENGTH,
  type PetitionChangeRow,
} from './history-entry.ts';

const staff = { id: 'u-staff', fullName: 'Sam Staff' };
const priya = { id: 'u-priya', fullName: 'Priya Sharma' };

function row(overrides: Partial<PetitionChangeRow>): PetitionChangeRow {
  return {
    id: '1',
    tableName: 'petitions',
    recordId: 'p-1',
    operation: 'UPDATE',
    changed: {},
    createdAt: '2026-03-14T18:05:00Z',
    userByActorId: staff,
    userBySignedInUserId: null,
    module: null,
    exhibit: null,
    ...overrides,
  };
}

describe('formatHistoryEntry', () => {
  it('says who, when (MM/dd/yyyy hh:mm a z), what, and each changed field old → new', () => {
    const entry = formatHistoryEntry(row({ changed: { status: { old: 'PENDING_DOCS', new: 'SUBMITTED' } } }), 'America/New_York');
    expect(entry).toMatchObject({
      who: 'Sam Staff',
      when: '03/14/2026 02:05 PM EDT',
      what: 'Petition updated',
      fields: [{ field: 'status', oldValue: 'PENDING_DOCS', newValue: 'SUBMITTED' }],
      target: null,
    });
  });

  it('names the staff member actually signed in when they acted while viewing as someone else', () => {
    expect(formatHistoryEntry(row({ userByActorId: priya, userBySignedInUserId: staff })).who).toBe(
      'Priya Sharma (signed in as Sam Staff)',
    );
    expect(formatHistoryEntry(row({ userByActorId: null })).who).toBe('System');
  });

  it('links to the exhibit before the module, with the tree node id', () => {
    const module = { id: 'm-1', name: 'Press' };
    const exhibit = { id: 'e-1', name: 'Article' };
    expect(formatHistoryEntry(row({ tableName: 'exhibits', operation: 'INSERT', module, exhibit }))).toMatchObject({
      what: 'Exhibit created',
      target: { elementIds: ['workspace-exhibit-e-1', 'workspace-module-m-1'], label: 'Exhibit Article' },
    });
    expect(formatHistoryEntry(row({ tableName: 'modules', operation: 'DELETE', module })).target).toEqual({
      elementIds: ['workspace-module-m-1'],
      label: 'Module Press',
    });
    expect(formatHistoryEntry(row({ tableName: 'some_new_table' })).what).toBe('some new table updated');
  });
});

describe('changedFields and compactValue', () => {
  it('shows JSON compactly, null as a dash, and cuts long values', () => {
    const long = 'x'.repeat(500);
    const fields = changedFields({
      data: { old: null, new: { url: 'https://a.example', tags: [1, 2] } },
      description: { old: long, new: '' },
    });
    expect(fields[0]).toEqual({ field: 'data', oldValue: '—', newValue: '{"url":"https://a.example","tags":[1,2]}' });
    expect(fields[1]!.oldValue).toHaveLength(MAX_VALUE_LENGTH);
    expect(fields[1]!.oldValue.endsWith('…')).toBe(true);
    expect(fields[1]!.newValue).toBe('');
    expect(compactValue(false)).toBe('false');
  });

  it('tolerates a malformed changed value', () => {
    expect(changedFields(null)).toEqual([]);
    expect(changedFields('{not json')).toEqual([]);
    expect(changedFields('{"status":{"old":"A","new":"B"}}')).toEqual([{ field: 'status', oldValue: 'A', newValue: 'B' }]);
    expect(changedFields(['a'])).toEqual([]);
    expect(changedFields({ name: 'bare' })).toEqual([{ field: 'name', oldValue: '—', newValue: 'bare' }]);
  });
});

describe('actorsSeen', () => {
  it('lists each actor once, by name', () => {
    expect(actorsSeen([row({}), row({ userByActorId: priya }), row({}), row({ userByActorId: null })])).toEqual([priya, staff]);
  });
});
