/**
 * Kinds of additional entity a module or exhibit can point at (Postgres enum
 * app_public.entity_type), in stored (alphabetical) order.
 */
export const ENTITY_TYPES = [
  'AUTHORSHIP_PUBLISHER',
  'AWARD',
  'COMPANY',
  'JUDGING_ENTITY',
  'LOCATION',
  'MEMBERSHIP',
  'PRESS_PUBLISHER',
  'ROLE',
  'USER',
  'VC',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The order pickers and the New Entity dialog list the types in (spec 1 §3, spec 2 §3). */
export const ENTITY_TYPE_DISPLAY_ORDER = [
  'USER',
  'COMPANY',
  'AWARD',
  'LOCATION',
  'ROLE',
  'JUDGING_ENTITY',
  'AUTHORSHIP_PUBLISHER',
  'PRESS_PUBLISHER',
  'VC',
  'MEMBERSHIP',
] as const satisfies readonly EntityType[];

const SHARED_LABELS = {
  COMPANY: 'Company',
  AWARD: 'Award',
  LOCATION: 'Location',
  ROLE: 'Role',
  JUDGING_ENTITY: 'Judging Entity',
  AUTHORSHIP_PUBLISHER: 'Authorship Publisher',
  PRESS_PUBLISHER: 'Press Publisher',
  VC: 'VC',
  MEMBERSHIP: 'Membership',
} as const satisfies Readonly<Record<Exclude<EntityType, 'USER'>, string>>;

/** Labels in the builder's entity pickers (decisions ENT-050). */
export const ENTITY_TYPE_BUILDER_LABELS: Readonly<Record<EntityType, string>> = {
  USER: 'People (User)',
  ...SHARED_LABELS,
};

/** Labels in the New Entity dialog (decisions ENT-050). */
export const ENTITY_TYPE_DIALOG_LABELS: Readonly<Record<EntityType, string>> = {
  USER: 'User (People)',
  ...SHARED_LABELS,
};
