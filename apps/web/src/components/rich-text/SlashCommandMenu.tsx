import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/utils.ts';
import type { SlashMenuBridge, SlashMenuState } from './slash-commands.ts';

/**
 * The slash menu's React half: a stable bridge for the editor extension (created once with the
 * editor) and the listbox it shows. Arrow keys move, Enter picks, Escape closes (spec 2 §2.5).
 */
export function useSlashMenu(): { bridge: SlashMenuBridge; menu: SlashMenuState | null; activeIndex: number } {
  const [menu, setMenu] = useState<SlashMenuState | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  // The extension calls keyDown outside React's render: it reads the latest menu and index here.
  const latest = useRef({ menu, activeIndex });
  useLayoutEffect(() => {
    latest.current = { menu, activeIndex };
  }, [menu, activeIndex]);

  const bridge = useMemo<SlashMenuBridge>(
    () => ({
      show: (next) => {
        const itemsChanged =
          next?.items.map((item) => item.title).join() !== latest.current.menu?.items.map((item) => item.title).join();
        setMenu(next);
        if (itemsChanged) setActiveIndex(0);
      },
      keyDown: (event) => {
        const { menu: open, activeIndex: index } = latest.current;
        if (!open || open.items.length === 0) return false;
        const count = open.items.length;
        if (event.key === 'ArrowDown') {
          setActiveIndex((index + 1) % count);
          return true;
        }
        if (event.key === 'ArrowUp') {
          setActiveIndex((index - 1 + count) % count);
          return true;
        }
        if (event.key === 'Enter') {
          const item = open.items[index];
          if (item) open.select(item);
          return true;
        }
        return false;
      },
    }),
    [],
  );
  return { bridge, menu, activeIndex };
}

export function SlashCommandMenu({
  menu,
  activeIndex,
  listId,
}: {
  menu: SlashMenuState | null;
  activeIndex: number;
  listId: string;
}) {
  if (!menu || menu.items.length === 0) return null;
  const rect = menu.clientRect?.();
  // Placed under the '/' (fixed, so scrolling containers do not clip it); jsdom has no layout.
  const position = rect ? { top: rect.bottom + 4, left: rect.left } : { top: 0, left: 0 };
  return createPortal(
    <ul
      id={listId}
      role="listbox"
      aria-label="Insert block"
      className="fixed z-50 max-h-72 w-56 overflow-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md"
      style={position}
    >
      {menu.items.map((item, index) => (
        <li
          key={item.title}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          className={cn('cursor-pointer rounded px-2 py-1.5', index === activeIndex && 'bg-accent text-accent-foreground')}
          onMouseDown={(event) => {
            event.preventDefault();
            menu.select(item);
          }}
        >
          {item.title}
        </li>
      ))}
    </ul>,
    document.body,
  );
}
