import { ENUM_VALUE_PATTERN, UUID_PATTERN } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { actorsSeen, changedFields, formatHistoryEntry, MAX_VALUE_LENGTH, type PetitionChangeRow } from './history-entry.ts';

const staff = { id: 'u-staff', fullName: 'Sam Staff' };
const priya = { id: 'u-priya', fullName: 'Priya Sharma' };
const NY = { timeZone: 'America/New_York' };

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

/** Everything an entry puts on screen. */
const shownText = (entry: ReturnType<typeof formatHistoryEntry>) =>
  [entry.summary, entry.who, entry.when, ...entry.fields.flatMap((field) => [field.field, field.sentence])].join(' | ');

describe('formatHistoryEntry', () => {
  it('says one change as a sentence with labels, and when (MM/dd/yyyy hh:mm a z)', () => {
    const entry = formatHistoryEntry(row({ changed: { status: { old: 'PENDING_DOCS', new: 'SUBMITTED' } } }), NY);
    expect(entry).toMatchObject({
      who: 'Sam Staff',
      when: '03/14/2026 02:05 PM EDT',
      what: 'Petition updated',
      summary: 'Sam Staff changed Status from Pending Documents to Submitted',
      fields: [{ field: 'Status', oldValue: 'Pending Documents', newValue: 'Submitted' }],
      target: null,
    });
  });

  it('words a TN applied for at the border in its own terms, any other route in the petition’s', () => {
    const changed = { status: { old: 'PRINT_SHIP_REQUESTED', new: 'SHIPPED' } };
    const border = { visaClass: 'tn', filingType: 'consular_processing' };
    expect(formatHistoryEntry(row({ changed }), { statusRoute: border }).summary).toBe(
      'Sam Staff changed Status from Application Packet Ready to Packet Given to Beneficiary',
    );
    expect(formatHistoryEntry(row({ changed }), { statusRoute: { ...border, filingType: 'change_of_status' } }).summary).toBe(
      'Sam Staff changed Status from Print & Ship Requested to Shipped',
    );
    // Another table's status column keeps its own words.
    const exhibit = row({ tableName: 'exhibits', changed: { status: { old: 'PENDING_DOCUMENTS', new: 'APPROVED_EXHIBIT' } } });
    expect(formatHistoryEntry(exhibit, { statusRoute: border }).fields[0]?.newValue).not.toMatch(/Packet/);
  });

  it('reads each table’s status and type columns with their own labels', () => {
    const exhibit = { id: 'e-1', name: 'Article' };
    const changed = {
      status: { old: 'PENDING_DOCUMENTS', new: 'APPROVED_EXHIBIT' },
      owned_by: { old: 'BENEFICIARY', new: 'PLYMOUTH' },
      visible: { old: false, new: true },
      exhibit_type: { old: 'press-article', new: 'code-contributor-page' },
    };
    const entry = formatHistoryEntry(row({ tableName: 'exhibits', changed, exhibit }), { providerName: 'Acme Immigration' });
    expect(entry.summary).toBe('Sam Staff updated Exhibit “Article”');
    expect(entry.fields.map((field) => field.sentence)).toEqual([
      'changed Status from Pending Documents to Approved Exhibit',
      'changed Provided by from Beneficiary to Acme Immigration',
      'changed Visible to the customer from No to Yes',
      'changed Exhibit type from Press article to Code contributor page',
    ]);
  });

  it('says who recorded an I-94 entry in words (migration 0081)', () => {
    const changed = { recorded_by: { old: 'BENEFICIARY', new: 'STAFF' } };
    const entry = formatHistoryEntry(row({ tableName: 'i94_entries', changed }), NY);
    expect(entry.fields.map((field) => field.sentence)).toEqual(['changed Recorded by from The beneficiary to Staff']);
  });

  it('says where the beneficiary’s checklist flow stands in words, never the machine’s state names', () => {
    const changed = { flow_state: { old: 'nextModule', new: 'followup' }, checklist_status: { old: null, new: 'in_progress' } };
    const entry = formatHistoryEntry(row({ tableName: 'onboardings', changed }), NY);
    expect(entry.fields.map((field) => field.sentence)).toEqual([
      'changed Step from Working through the checklist to Follow-up on open items',
      'set Checklist status to In Progress',
    ]);
  });

  it('names a case detail in Case details as the builder labels it, acronyms kept', () => {
    const changed = {
      metadata: { old: { proposedUSSalary: '185000 per year' }, new: { proposedUSSalary: '$190,000 per year' } },
    };
    const entry = formatHistoryEntry(row({ changed }), NY);
    expect(entry.fields.map((field) => field.sentence)).toEqual([
      'changed Proposed US salary in Case details from 185000 per year to $190,000 per year',
    ]);
  });

  it('shows record ids as short references, objects by their changed parts and never JSON, UUIDs or codes', () => {
    const changed = {
      company_id: { old: null, new: '0b9e3c1a-5d47-4c1e-9a52-3f1c2d4e5f60' },
      visa_class: { old: 'o_1a', new: 'tn' },
      metadata: { old: { beneficiaryTitle: 'CTO', notes: 'x' }, new: { beneficiaryTitle: 'CEO', notes: 'x' } },
      target_submission_date: { old: '2026-04-01', new: null },
      archetype: { old: 'software-engineer', new: 'researcher-scientist' },
    };
    const entry = formatHistoryEntry(row({ changed }), NY);
    expect(entry.fields.map((field) => field.sentence)).toEqual([
      'set Petitioner to #0B9E3C1A',
      'changed Visa class from O-1A to TN',
      'changed Beneficiary title in Case details from CTO to CEO',
      'cleared Target submission date (was 04/01/2026)',
      'changed Archetype from Software Engineer to Researcher / Scientist',
    ]);
    const text = shownText(entry);
    expect(UUID_PATTERN.test(text)).toBe(false);
    expect(ENUM_VALUE_PATTERN.test(text)).toBe(false);
    expect(text).not.toMatch(/[{}[\]"]|_id\b|\b[a-z]+_[a-z]+\b/);
  });

  it('names a person the history knows by their user id, and keeps a short reference for anyone else', () => {
    const completer = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const stranger = '16fd2706-8baf-433b-82eb-8c7fada847da';
    const changed = { completed_by: { old: null, new: completer }, assignee_id: { old: stranger, new: null } };
    const peopleNamed = { nodes: [{ id: completer, fullName: 'Priya Sharma' }] };
    const entry = formatHistoryEntry(row({ tableName: 'pending_petition_tasks', changed, peopleNamed }), NY);
    expect(entry.fields.map((field) => field.sentence)).toEqual([
      'set Completed by to Priya Sharma',
      'cleared Assigned to (was #16FD2706)',
    ]);
  });

  it('names the staff member actually signed in when they acted while viewing as someone else', () => {
    expect(formatHistoryEntry(row({ userByActorId: priya, userBySignedInUserId: staff })).who).toBe(
      'Priya Sharma (signed in as Sam Staff)',
    );
    expect(formatHistoryEntry(row({ userByActorId: null })).who).toBe('System');
  });

  it('names the USCIS status as who moved the case’s status after a receipt or an RFE (migration 0127)', () => {
    const changed = { status: { old: 'SHIPPED', new: 'RFEED' } };
    expect(formatHistoryEntry(row({ changed, followsUscisStatus: true })).summary).toBe(
      'USCIS status changed Status from Shipped to RFE Received',
    );
    expect(formatHistoryEntry(row({ changed, userByActorId: null, followsUscisStatus: true })).who).toBe('USCIS status');
  });

  it('names what was created or deleted, lists a new record’s fields without its keys', () => {
    const note = formatHistoryEntry(
      row({
        tableName: 'notes',
        operation: 'INSERT',
        changed: {
          id: { old: null, new: '0b9e3c1a-5d47-4c1e-9a52-3f1c2d4e5f60' },
          user_id: { old: null, new: '7a41d2c0-1b2c-4d3e-8f90-a1b2c3d4e5f6' },
          content: { old: null, new: '<p>Call the <b>attorney</b></p>' },
        },
      }),
    );
    expect(note.summary).toBe('Sam Staff created Note “Call the attorney”');
    expect(note.fields.map((field) => field.sentence)).toEqual(['set Text to Call the attorney']);
    const gone = formatHistoryEntry(row({ tableName: 'exhibit_contributions', operation: 'DELETE' }));
    expect(gone.summary).toBe('Sam Staff deleted Customer answers');
    expect(formatHistoryEntry(row({ tableName: 'some_new_table' })).what).toBe('Some new table updated');
  });

  it('links to the exhibit before the module, with the tree node id', () => {
    const module = { id: 'm-1', name: 'Press' };
    const exhibit = { id: 'e-1', name: 'Article' };
    expect(formatHistoryEntry(row({ tableName: 'exhibits', operation: 'INSERT', module, exhibit }))).toMatchObject({
      what: 'Exhibit created',
      summary: 'Sam Staff created Exhibit “Article”',
      target: { elementIds: ['workspace-exhibit-e-1', 'workspace-module-m-1'], label: 'Exhibit Article' },
    });
    expect(formatHistoryEntry(row({ tableName: 'modules', operation: 'DELETE', module })).target).toEqual({
      elementIds: ['workspace-module-m-1'],
      label: 'Module Press',
    });
  });
});

describe('changedFields', () => {
  it('cuts long text, strips markup and lists values in words', () => {
    const long = 'x'.repeat(500);
    const fields = changedFields({ description: { old: long, new: '' }, tags: { old: [], new: ['PRESS_ARTICLE', 'patent'] } });
    expect(fields[0]?.oldValue).toHaveLength(MAX_VALUE_LENGTH);
    expect(fields[0]?.oldValue.endsWith('…')).toBe(true);
    expect(fields[0]?.newValue).toBe('');
    expect(fields[1]?.sentence).toBe('set Tags to Press article, patent');
  });

  it('shows a description as typed: character references decoded, markup dropped', () => {
    const typed = '<p>Mateo &amp; Ana &lt;script&gt;alert(1)&lt;/script&gt;&nbsp;“quoted” &#233;t&#xE9; &bogus;</p><p>next</p>';
    const [field] = changedFields({ description: { old: '', new: typed } }, 'exhibits');
    expect(field?.newValue).toBe('Mateo & Ana <script>alert(1)</script> “quoted” été &bogus; next');
    expect(field?.sentence).toBe('set Description to Mateo & Ana <script>alert(1)</script> “quoted” été &bogus; next');
  });

  it('tolerates a malformed changed value', () => {
    expect(changedFields(null)).toEqual([]);
    expect(changedFields('{not json')).toEqual([]);
    expect(changedFields('{"status":{"old":"A","new":"B"}}')).toMatchObject([{ field: 'Status', oldValue: 'A', newValue: 'B' }]);
    expect(changedFields(['a'])).toEqual([]);
    expect(changedFields({ name: 'bare' })).toMatchObject([{ field: 'Name', oldValue: '', newValue: 'bare' }]);
  });
});

describe('actorsSeen', () => {
  it('lists each actor once, by name', () => {
    expect(actorsSeen([row({}), row({ userByActorId: priya }), row({}), row({ userByActorId: null })])).toEqual([priya, staff]);
  });
});

describe('USCIS form history entries', () => {
  const field = 'form1[0].#subform[1].Part3_Line2_FamilyName[0]';
  const base = {
    id: '1',
    operation: 'INSERT' as const,
    createdAt: '2026-11-20T15:00:00Z',
    userByActorId: { id: 'u', fullName: 'Alex Morgan' },
  };

  it('names the form and the field typed by hand in words, never by the PDF field name', () => {
    const entry = formatHistoryEntry({
      ...base,
      tableName: 'petition_form_overrides',
      recordId: `i-129:${field}`,
      changed: {
        petition_id: { old: null, new: 'p' },
        form: { old: null, new: 'i-129' },
        field_name: { old: null, new: field },
        value: { old: null, new: 'Sharma' },
      },
    });
    expect(entry.summary).toBe('Alex Morgan created Form field typed by hand “I-129: Beneficiary family name”');
    expect(entry.fields.map((f) => `${f.field}: ${f.newValue}`)).toEqual([
      'Form: I-129',
      'Field: Beneficiary family name',
      'Value: Sharma',
    ]);
    expect(JSON.stringify(entry)).not.toContain('subform');
  });

  it('names a regenerated form by its number with the new generation time', () => {
    const entry = formatHistoryEntry(
      {
        ...base,
        operation: 'UPDATE',
        tableName: 'petition_generated_forms',
        recordId: 'g-28',
        changed: {
          generated_at: { old: '2026-11-20T15:00:00Z', new: '2026-11-21T16:30:00Z' },
          edition: { old: '2018-09-17', new: '2018-09-17' },
        },
      },
      { timeZone: 'UTC' },
    );
    expect(entry.what).toBe('Generated form updated');
    expect(entry.fields[0]!.field).toBe('Generated');
    expect(entry.fields[0]!.newValue).not.toMatch(/T\d{2}:/);
    expect(
      formatHistoryEntry({ ...base, operation: 'DELETE', tableName: 'petition_generated_forms', recordId: 'g-28', changed: {} })
        .summary,
    ).toBe('Alex Morgan deleted Generated form “G-28”');
  });
});
