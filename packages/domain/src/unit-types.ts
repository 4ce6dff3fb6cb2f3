/** Address unit designators (Postgres enum app_public.unit_type); choosing one makes the unit number required. */
export const UNIT_TYPES = ['APT', 'FLR', 'STE'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_TYPE_LABELS: Readonly<Record<UnitType, string>> = {
  APT: 'Apartment',
  FLR: 'Floor',
  STE: 'Suite',
};
