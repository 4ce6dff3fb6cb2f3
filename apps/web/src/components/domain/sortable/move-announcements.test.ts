import { describe, expect, it } from 'vitest';
import { moveAnnouncements } from './SortableList.tsx';

const modules = [
  { id: 'a1', name: 'Press' },
  { id: 'b2', name: 'Awards' },
  { id: 'c3', name: 'Judging' },
];
const announcements = moveAnnouncements(modules, 'module', (module) => module.name);
const item = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } });
const place = (id: string) => ({
  id,
  data: { current: undefined },
  rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
  disabled: false,
});

describe('moveAnnouncements', () => {
  it('names items and positions in words, never by id', () => {
    expect(announcements.onDragStart({ active: item('a1') })).toBe('Picked up module Press at position 1 of 3.');
    expect(announcements.onDragOver({ active: item('a1'), over: place('a1') })).toBe('Module Press is at position 1 of 3.');
    expect(announcements.onDragOver({ active: item('a1'), over: place('b2') })).toBe('Moved module Press to position 2 of 3.');
    expect(announcements.onDragEnd({ active: item('a1'), over: place('c3') })).toBe('Dropped module Press at position 3 of 3.');
    expect(announcements.onDragEnd({ active: item('a1'), over: null })).toBe('Dropped module Press where it was.');
    expect(announcements.onDragCancel({ active: item('b2'), over: null })).toBe(
      'Moving cancelled: module Awards stays at position 2 of 3.',
    );
  });
});
