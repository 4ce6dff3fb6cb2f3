import type { WorkspaceActions } from '../hooks/use-workspace-actions.ts';
import { useOptimisticOrder } from '@/lib/use-optimistic-order.ts';
import type { TreeExhibit } from '../model/workspace-tree.ts';
import { ExhibitRow } from './ExhibitRow.tsx';
import { SortableList } from '@/components/domain/sortable/SortableList.tsx';

interface ExhibitListProps {
  label: string;
  exhibits: readonly TreeExhibit[];
  actions: WorkspaceActions;
  refetch: () => Promise<unknown>;
}

/** Exhibits (or sub-exhibits) of one parent, reordered by drag or keyboard and saved with reorderExhibits. */
export function ExhibitList({ label, exhibits, actions, refetch }: ExhibitListProps) {
  const { ordered, move } = useOptimisticOrder(exhibits, actions.reorderExhibits);
  return (
    <SortableList
      label={label}
      items={ordered}
      onMove={move}
      itemKind="exhibit"
      itemName={(exhibit) => exhibit.name}
      className="space-y-2"
      renderItem={(exhibit, handle) => (
        <ExhibitRow
          exhibit={exhibit}
          handle={handle}
          actions={actions}
          refetch={refetch}
          subExhibits={
            exhibit.subExhibits.length > 0 && (
              <ExhibitList
                label={`Sub-exhibits of ${exhibit.name}`}
                exhibits={exhibit.subExhibits}
                actions={actions}
                refetch={refetch}
              />
            )
          }
        />
      )}
    />
  );
}
