import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DRAG_ACTIVATION_DISTANCE_PX } from '@app/domain';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useReadOnly } from '@/lib/read-only-context.tsx';

interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  onMove: (activeId: string, overId: string | null) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  /** What each drag handle is called ('Reorder module Press'). */
  handleLabel: (item: T) => string;
  className?: string;
}

/**
 * A list reordered by dragging a handle (after DRAG_ACTIVATION_DISTANCE_PX, so a click is not a drag)
 * or by keyboard: focus the handle, Space, arrow keys, Space (dnd-kit's keyboard sensor).
 */
export function SortableList<T extends { id: string }>({
  items,
  label,
  onMove,
  renderItem,
  handleLabel,
  className,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => onMove(String(event.active.id), event.over ? String(event.over.id) : null);
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} handleLabel={handleLabel(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  handleLabel,
  children,
}: {
  id: string;
  handleLabel: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const readOnly = useReadOnly();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: readOnly,
  });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      aria-label={handleLabel}
      disabled={readOnly}
      className="cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed"
      {...attributes}
      {...listeners}
    >
      <GripVertical className="h-4 w-4" aria-hidden="true" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={isDragging ? 'relative z-10 opacity-80' : undefined}
    >
      {children(handle)}
    </li>
  );
}
