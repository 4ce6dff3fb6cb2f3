import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { ExhibitActions } from '../hooks/use-exhibit-actions.ts';
import { useOptimisticOrder } from '@/lib/use-optimistic-order.ts';
import type { EditorExhibit } from '../model/editor-exhibit.ts';
import { SortableList } from '@/components/domain/sortable/SortableList.tsx';

export const NO_SUB_EXHIBITS_TEXT = 'No subexhibits found';

interface SubExhibitListProps {
  exhibit: EditorExhibit;
  actions: ExhibitActions;
  refetch: () => Promise<unknown>;
  /** The editor of one sub-exhibit: the pane's own editor, passed in so the two files do not import each other. */
  renderEditor: (subExhibitId: string) => ReactNode;
}

/** A top-level exhibit's sub-exhibits in order (spec 2 §2.2): reorderable, each opening the same editor. */
export function SubExhibitList({ exhibit, actions, refetch, renderEditor }: SubExhibitListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { ordered, move } = useOptimisticOrder(exhibit.subExhibits, actions.reorderSubExhibits, refetch);
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const subject = exhibit.name || 'the exhibit';
  return (
    <section className="grid gap-2" aria-label={`Subexhibits of ${subject}`}>
      <h3 className="text-sm font-medium">Subexhibits</h3>
      {ordered.length === 0 ? (
        <p className="text-sm italic text-muted-foreground">{NO_SUB_EXHIBITS_TEXT}</p>
      ) : (
        <SortableList
          items={ordered}
          label={`Subexhibits of ${subject}, in order`}
          className="grid gap-2"
          onMove={move}
          itemKind="subexhibit"
          itemName={(child) => child.name}
          renderItem={(child, handle) => {
            const expanded = open.has(child.id);
            return (
              <div className="rounded-md border bg-background">
                <div className="flex items-center gap-2 px-2 py-1 text-sm">
                  {handle}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    allowInReadOnly
                    aria-expanded={expanded}
                    className="min-w-0 flex-1 justify-start"
                    onClick={() => toggle(child.id)}
                  >
                    {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                    <span className="truncate">{child.name || 'Untitled subexhibit'}</span>
                  </Button>
                  {child.deleted && <Badge>Archived</Badge>}
                </div>
                {expanded && <div className="border-t p-3">{renderEditor(child.id)}</div>}
              </div>
            );
          }}
        />
      )}
    </section>
  );
}
