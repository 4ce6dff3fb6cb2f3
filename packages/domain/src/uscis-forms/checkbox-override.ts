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

/**
 * Whether a checkbox override ticks the box. Overrides stored before the two-value rule keep their old reading:
 * any text but '' and 'Off' ticks it (so "Yes" still reads, and fills, as ticked).
 */
export function checkboxOverrideTicked(value: string): boolean {
  return value !== '' && value !== CHECKBOX_OVERRIDE_VALUES.empty;
}

/** A checkbox override as staff read it in the Forms panel: "Ticked" or "Left empty", never On/Off. */
export function checkboxOverrideText(value: string): 'Ticked' | 'Left empty' {
  return checkboxOverrideTicked(value) ? 'Ticked' : 'Left empty';
}
