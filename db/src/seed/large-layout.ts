/**
 * Module layout of every generated petition: the memo, the eight O-1A
 * criteria (critical role twice, for two organisations), the petitioner's
 * documents, immigration history and the conclusion.
 */
export const LAYOUT_MODULES: readonly {
  type: string;
  name: string;
  top: number;
  subs: number;
  visible: boolean;
  autogen: boolean;
}[] = [
  { type: 'memo-starter', name: 'Memo Starter', top: 2, subs: 0, visible: false, autogen: true },
  { type: 'awards', name: 'Awards', top: 6, subs: 2, visible: true, autogen: false },
  { type: 'membership', name: 'Membership', top: 6, subs: 2, visible: true, autogen: false },
  { type: 'press', name: 'Press', top: 6, subs: 2, visible: true, autogen: false },
  { type: 'judging', name: 'Judging', top: 6, subs: 2, visible: true, autogen: false },
  { type: 'original-contribution', name: 'Original Contributions', top: 6, subs: 2, visible: true, autogen: false },
  { type: 'authorship', name: 'Authorship', top: 6, subs: 0, visible: true, autogen: false },
  { type: 'critical-role', name: 'Critical Role', top: 6, subs: 2, visible: true, autogen: false },
  { type: 'critical-role', name: 'Critical Role (previous employer)', top: 6, subs: 0, visible: true, autogen: false },
  { type: 'high-remuneration', name: 'High Remuneration', top: 6, subs: 0, visible: true, autogen: false },
  { type: 'employer-documents', name: 'Employer Documents', top: 6, subs: 0, visible: true, autogen: false },
  { type: 'immigration-history', name: 'Immigration History', top: 6, subs: 0, visible: true, autogen: false },
  { type: 'conclusion', name: 'Conclusion', top: 0, subs: 0, visible: false, autogen: true },
];

/** Id counters per petition: modules < 16, exhibits < 128, files < 256 (see large_id). */
export const MODULE_SLOTS = 16;
export const EXHIBIT_SLOTS = 128;
export const FILE_SLOTS = 256;

export interface ExhibitTypeRow {
  id: string;
  name: string;
  module_type_id: string | null;
  default_owned_by: string;
  default_visible: boolean;
}

interface LayoutExhibit {
  seq: number;
  module_pos: number;
  parent_seq: number | null;
  order_index: number;
  exhibit_type: string;
  name: string;
  owned_by: string;
  visible: boolean;
  file_count: number;
}

export function buildExhibitLayout(types: readonly ExhibitTypeRow[]): LayoutExhibit[] {
  const layout: LayoutExhibit[] = [];
  let seq = 1;
  LAYOUT_MODULES.forEach((module, modulePos) => {
    const own = types.filter((type) => type.module_type_id === module.type);
    const umbrella = module.subs > 0 ? own.find((type) => type.id === module.type) : undefined;
    const members = own.filter((type) => type.id !== umbrella?.id);
    if (module.top > 0 && members.length === 0)
      throw new Error(`No exhibit types for module type ${module.type}; seed the reference data first`);
    let next = 0;
    const take = () => members[next++ % members.length] as ExhibitTypeRow;
    const add = (type: ExhibitTypeRow, parentSeq: number | null, orderIndex: number, files: number) => {
      layout.push({
        seq,
        module_pos: modulePos,
        parent_seq: parentSeq,
        order_index: orderIndex,
        exhibit_type: type.id,
        name: type.name,
        owned_by: type.default_owned_by,
        visible: type.default_visible,
        file_count: files,
      });
      return seq++;
    };
    for (let top = 0; top < module.top; top++) {
      if (top === 0 && umbrella) {
        const parentSeq = add(umbrella, null, 0, 0);
        for (let sub = 0; sub < module.subs; sub++) add(take(), parentSeq, sub, 1 + (sub % 2));
      } else {
        add(take(), null, top, 1 + ((seq + modulePos) % 2));
      }
    }
  });
  if (seq - 1 >= EXHIBIT_SLOTS) throw new Error('Too many exhibits per petition for the id scheme');
  return layout;
}
