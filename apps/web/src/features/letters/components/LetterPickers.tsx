import type { EntityType } from '@app/domain';
import { useEffect, useId, useRef } from 'react';
import { useWithCurrentEmployment } from '@/components/domain/entities/api/person-employment.ts';
import { EntityPicker } from '@/components/domain/entities/EntityPicker.tsx';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { Label } from '@/components/ui/label.tsx';
import type { DraftInputs, PickerRole } from '../draft-fields.ts';

const PICKERS: Record<PickerRole, { label: string; entityType: EntityType }> = {
  beneficiary: { label: 'Beneficiary', entityType: 'USER' },
  signatory: { label: 'Signatory', entityType: 'USER' },
  company: { label: 'Company', entityType: 'COMPANY' },
  membership: { label: 'Membership entity', entityType: 'MEMBERSHIP' },
  vc: { label: 'VC entity', entityType: 'VC' },
};

/** Only what a pick knows: an unknown (empty) value never overwrites what is typed. */
function known(fields: Record<string, string | null | undefined>): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) if (value?.trim()) filled[name] = value;
  return filled;
}

/** A person's current title and employer, in the role's fields (there is no beneficiary employer field). */
export function employmentTexts(role: PickerRole, entity: PickedEntity): Record<string, string> {
  if (role === 'beneficiary') return known({ beneficiary_title: entity.title });
  if (role === 'signatory') return known({ signatory_title: entity.title, signatory_employer: entity.employer });
  return {};
}

/**
 * The title and employer that arrive after a pick, without the fields typed into since the pick
 * (`atPick` → `now`): those are the user's, and a late answer leaves them alone.
 */
export function lateEmploymentTexts(
  role: PickerRole,
  entity: PickedEntity,
  atPick: Record<string, string>,
  now: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(employmentTexts(role, entity)).filter(([name]) => now[name] === atPick[name]));
}

/**
 * The text fields a pick fills (they stay editable): a person's name, bio, title and employer; a
 * company's name and bio; an entity's description.
 */
export function filledTexts(role: PickerRole, entity: PickedEntity): Record<string, string> {
  const bio = entity.bio;
  switch (role) {
    case 'beneficiary':
      return { ...known({ beneficiary_name: entity.name, beneficiary_bio: bio }), ...employmentTexts(role, entity) };
    case 'signatory':
      return { ...known({ signatory_name: entity.name, signatory_bio: bio }), ...employmentTexts(role, entity) };
    case 'company':
      return known({ company_name: entity.name, company_bio: bio, company_details: bio, petitioner_bio: bio });
    case 'membership':
      return known({ membership_description: bio });
    case 'vc':
      return known({ vc_selection_criteria: bio });
  }
}

function Picker({
  role,
  inputs,
  onPick,
}: {
  role: PickerRole;
  inputs: DraftInputs;
  onPick: (role: PickerRole, entity: PickedEntity) => void;
}) {
  const labelId = useId();
  const { label, entityType } = PICKERS[role];
  const picked = inputs.picked[role];
  return (
    <div className="space-y-1">
      <Label id={labelId}>{label}</Label>
      <EntityPicker
        entityType={entityType}
        label={label}
        aria-labelledby={labelId}
        value={picked ? { type: entityType, id: picked.id, name: picked.name } : null}
        onSelect={(entity) => onPick(role, entity)}
        className="w-full"
      />
    </div>
  );
}

/** The people, company and entity pickers of the chosen letter; a pick fills the fields it knows. */
export function LetterPickers({
  roles,
  inputs,
  onChange,
}: {
  roles: readonly PickerRole[];
  inputs: DraftInputs;
  onChange: (next: DraftInputs) => void;
}) {
  const withEmployment = useWithCurrentEmployment();
  // The inputs as they are when a person's employment arrives (typing may have gone on meanwhile).
  const latest = useRef(inputs);
  useEffect(() => {
    latest.current = inputs;
  }, [inputs]);

  const apply = (current: DraftInputs, role: PickerRole, entity: PickedEntity): DraftInputs => ({
    ...current,
    archetype: role === 'beneficiary' && entity.archetype ? entity.archetype : current.archetype,
    picked: { ...current.picked, [role]: { id: entity.id, name: entity.name } },
    texts: { ...current.texts, ...filledTexts(role, entity) },
  });

  const pick = (role: PickerRole, entity: PickedEntity) => {
    const next = apply(latest.current, role, entity);
    latest.current = next;
    onChange(next);
    if (entity.type !== 'USER') return;
    // Title and employer are read on pick, not with every search; they fill in a moment later.
    void withEmployment(entity).then((employed) => {
      const now = latest.current;
      if (now.picked[role]?.id !== entity.id) return; // another pick since: that one's fields win
      const fields = lateEmploymentTexts(role, employed, next.texts, now.texts);
      if (Object.keys(fields).length === 0) return;
      const after = { ...now, texts: { ...now.texts, ...fields } };
      latest.current = after;
      onChange(after);
    });
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {roles.map((role) => (
        <Picker key={role} role={role} inputs={inputs} onPick={pick} />
      ))}
    </div>
  );
}
