import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.modules: a section of a petition (a criterion, the memo, the conclusion…). */
export type ModuleRow = {
  id: string;
  petition_id: string;
  type: string;
  name: string;
  description: string | null;
  order_index: number;
  visible: boolean;
  autogen: boolean;
  compiler_hide_title_row: boolean;
  data: Record<string, unknown>;
  created_at: string;
  updated_at: string;
};

export function makeModule(overrides: Partial<ModuleRow> & Pick<ModuleRow, 'petition_id'>): ModuleRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<ModuleRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      type: 'awards',
      name: 'Awards',
      description: null,
      order_index: 0,
      visible: true,
      autogen: false,
      compiler_hide_title_row: false,
      data: {},
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}
