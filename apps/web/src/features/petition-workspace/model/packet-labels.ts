import { packetExhibitLabels, type LabelExhibit } from '@app/domain';
import type { TreeExhibit, TreeModule } from './workspace-tree.ts';

function labelExhibit(exhibit: TreeExhibit): LabelExhibit {
  return {
    id: exhibit.id,
    visible: exhibit.visible,
    hasDocuments: exhibit.files.length > 0,
    packetToFollow: exhibit.packetToFollow,
    subExhibits: exhibit.subExhibits.map(labelExhibit),
  };
}

/**
 * Exhibit id → the label the compiled packet gives it ("B-2"), by the packet's own numbering (@app/domain
 * exhibit-labels.ts), so the tree and the packet never disagree. Exhibits not in the packet are absent.
 */
export function treePacketLabels(modules: readonly TreeModule[]): Map<string, string> {
  return packetExhibitLabels(modules.map((module) => ({ visible: module.visible, exhibits: module.exhibits.map(labelExhibit) })));
}

/**
 * Why each exhibit the packet leaves out is left out, in the words the row shows after "Not in the packet": its
 * module or the exhibit (or an exhibit above it) is hidden from customers, which also keeps it out of the filing;
 * else it has no documents of its own and is not kept "to follow". Consulted only for exhibits without a label.
 */
export function treeLeftOutReasons(modules: readonly TreeModule[]): Map<string, string> {
  const reasons = new Map<string, string>();
  const walk = (exhibit: TreeExhibit, hiddenBy: string | null) => {
    const hidden = hiddenBy ?? (exhibit.visible ? null : 'hidden');
    reasons.set(exhibit.id, hidden ?? 'no documents');
    for (const sub of exhibit.subExhibits) walk(sub, hidden);
  };
  for (const module of modules) for (const exhibit of module.exhibits) walk(exhibit, module.visible ? null : 'module hidden');
  return reasons;
}
