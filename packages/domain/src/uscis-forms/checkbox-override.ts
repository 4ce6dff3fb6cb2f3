/**
 * A hand-entered value for one checkbox of a USCIS form (petition_form_overrides): the box ticked or left empty,
 * nothing else. A free-text value checked the box whatever it said ("Female" in "Beneficiary sex: male", "No" in
 * "Full-time position" ticked those boxes), so the server takes only these two values for a checkbox and the
 * Forms panel offers them as a choice.
 */
export const CHECKBOX_OVERRIDE_VALUES = { ticked: 'On', empty: 'Off' } as const;

export const CHECKBOX_OVERRIDE_CHOICES = [
  { value: CHECKBOX_OVERRIDE_VALUES.ticked, label: 'Tick the box' },
  { value: CHECKBOX_OVERRIDE_VALUES.empty, label: 'Leave the box empty' },
] as const;

export const CHECKBOX_OVERRIDE_REFUSAL = 'value must be On (tick the box) or Off (leave it empty) for a checkbox';

export function isCheckboxOverrideValue(value: string): boolean {
  return value === CHECKBOX_OVERRIDE_VALUES.ticked || value === CHECKBOX_OVERRIDE_VALUES.empty;
}
