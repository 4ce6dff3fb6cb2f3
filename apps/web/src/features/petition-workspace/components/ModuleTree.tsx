import { useMemo } from 'react';
import type { WorkspaceActions } from '../hooks/use-workspace-actions.ts';
import { useOptimisticOrder } from '@/lib/use-optimistic-order.ts';
import type { TreeModule } from '../model/workspace-tree.ts';
import { moduleTypeLabel } from '@/components/domain/module-card/index.ts';
import { SortableList } from '@/components/domain/sortable/SortableList.tsx';
import { WorkspaceModuleCard } from './WorkspaceModuleCard.tsx';
import { treeLeftOutReasons, treePacketLabels } from '../model/packet-labels.ts';
import { PacketLabelsContext } from './packet-labels-context.ts';
import { noEvidenceText } from '../model/no-evidence-text.ts';

/**
 * The petition's modules in order, reordered by drag or keyboard and saved with reorderModules; each exhibit
 * shows the label the compiled packet gives it.
 */
export function ModuleTree({
  modules,
  actions,
  refetch,
}: {
  modules: readonly TreeModule[];
  actions: WorkspaceActions;
  refetch: () => Promise<unknown>;
}) {
  const { ordered, move } = useOptimisticOrder(modules, actions.reorderModules);
  const packet = useMemo(() => ({ labels: treePacketLabels(ordered), leftOut: treeLeftOutReasons(ordered) }), [ordered]);
  const noEvidence = noEvidenceText(ordered);
  if (ordered.length === 0) return <p className="text-sm text-muted-foreground">{noEvidence}</p>;
  return (
    <PacketLabelsContext.Provider value={packet}>
      {noEvidence ? <p className="mb-4 rounded-md border p-3 text-sm">{noEvidence}</p> : null}
      <SortableList
        label="Modules"
        items={ordered}
        onMove={move}
        itemKind="module"
        itemName={(module) => module.name.trim() || moduleTypeLabel(module.type)}
        className="space-y-4"
        renderItem={(module, handle) => (
          <WorkspaceModuleCard
            module={module}
            index={ordered.indexOf(module)}
            handle={handle}
            actions={actions}
            refetch={refetch}
          />
        )}
      />
    </PacketLabelsContext.Provider>
  );
}
