/** Tables in the order the demo's rows are inserted (parents before children). */
export const TABLE_ORDER = [
  'users',
  'admins',
  'user_data',
  'companies',
  'company_offices',
  'company_members',
  'user_employments',
  'additional_entities',
  'files',
  'user_documents',
  'immigration_documents',
  'company_documents',
  'petitions',
  'i94_entries',
  'modules',
  'module_entities',
  'exhibits',
  'sub_exhibits',
  'exhibit_files',
  'onboardings',
  'petition_forms',
  'petition_letters',
  'compiled_petitions',
  'provider_documents',
  'notes',
  'pending_petition_tasks',
  'exhibit_description_reviews',
  'petition_checklist_items',
  'case_strategies',
  'reusable_exhibits',
  'reusable_sub_exhibits',
  'reusable_exhibit_files',
  'reusable_exhibit_entities',
  'notifications',
] as const;
export type TableKey = (typeof TABLE_ORDER)[number];

/** Children go in after their parents, so they are kept apart from them until written. */
export const TABLE_NAMES: Partial<Record<TableKey, string>> = {
  sub_exhibits: 'exhibits',
  reusable_sub_exhibits: 'reusable_exhibits',
};
