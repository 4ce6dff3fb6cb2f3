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
