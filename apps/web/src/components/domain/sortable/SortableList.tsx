import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DRAG_ACTIVATION_DISTANCE_PX } from '@app/domain';
import type { ReactNode } from 'react';
import { LineIcon } from '@/components/ui/line-icon.tsx';
import { useReadOnly } from '@/lib/read-only-context.tsx';

interface SortableListProps<T extends { id: string }> {
  items: readonly T[];
  /** Accessible name of the list. */
  label: string;
  onMove: (activeId: string, overId: string | null) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  /** What one item is, in words ('module'): names its handle and what a screen reader hears while moving it. */
  itemKind: string;
  /** The item's name ('Press'), for its handle ('Reorder module Press') and the move announcements. */
  itemName: (item: T) => string;
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
  itemKind,
  itemName,
  className,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (event: DragEndEvent) => onMove(String(event.active.id), event.over ? String(event.over.id) : null);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: moveAnnouncements(items, itemKind, itemName), screenReaderInstructions }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {items.map((item) => (
            <SortableItem key={item.id} id={item.id} handleLabel={`Reorder ${itemKind} ${itemName(item)}`}>
              {(handle) => renderItem(item, handle)}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

const screenReaderInstructions = {
  draggable:
    'To move an item, press Space or Enter. While moving it, use the arrow keys to choose its new place, then press Space or Enter to drop it there, or Escape to cancel.',
};

/**
 * What a screen reader hears while an item moves, by name and position ("Moved module Press to position 2 of 5."):
 * dnd-kit's own announcements read out the items' ids, which are codes, not words.
 */
export function moveAnnouncements<T extends { id: string }>(
  items: readonly T[],
  itemKind: string,
  itemName: (item: T) => string,
): Announcements {
  const indexOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === String(id));
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? `${itemKind} ${itemName(item)}` : itemKind;
  };
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${items.length}`;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)} at ${position(active.id)}.`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${sentence(nameOf(active.id))} is not over a place in the list.`;
      if (over.id === active.id) return `${sentence(nameOf(active.id))} is at ${position(active.id)}.`;
      return `Moved ${nameOf(active.id)} to ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${nameOf(active.id)} at ${position(over.id)}.` : `Dropped ${nameOf(active.id)} where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled: ${nameOf(active.id)} stays at ${position(active.id)}.`,
  };
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
      <GripDots />
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

/** lucide's GripVertical dots (x 9 and 15, y 5, 12 and 19) as one path instead of six circles. */
const GRIP_DOTS_PATH = [9, 15].flatMap((x) => [5, 12, 19].map((y) => `M${x - 1} ${y}a1 1 0 1 0 2 0a1 1 0 1 0 -2 0`)).join('');

/**
 * The drag handle's grip. One path, not lucide's six circles: a petition page draws a handle per module and per
 * exhibit, and their elements were a sixth of the tree's DOM (issue 35).
 */
function GripDots() {
  return (
    <LineIcon className="h-4 w-4">
      <path d={GRIP_DOTS_PATH} />
    </LineIcon>
  );
}
