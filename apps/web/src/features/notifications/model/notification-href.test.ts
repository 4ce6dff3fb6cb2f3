import { describe, expect, it } from 'vitest';
import { badgeText, bellLabel, notificationHref } from './notification-href.ts';

describe('notification links', () => {
  it('opens the help panel where the person is, the home page, or the petition workspace', () => {
    expect(notificationHref({ page: 'support' }, '/docs', 'customer')).toBe('/docs?support=open');
    expect(notificationHref({ page: 'home' }, '/docs', 'customer')).toBe('/');
    expect(notificationHref({ page: 'petition', petitionId: 'p-1' }, '/admin', 'staff')).toBe('/admin/petition-builder/p-1');
    // A signed copy received opens the workspace's Forms tab.
    expect(notificationHref({ page: 'petition', petitionId: 'p-1', panel: 'forms' }, '/admin', 'staff')).toBe(
      '/admin/petition-builder/p-1?panel=forms',
    );
    expect(notificationHref({ page: 'task', petitionId: 'p-1', panel: 'tasks' }, '/admin', 'staff')).toBe(
      '/admin/petition-builder/p-1?panel=tasks',
    );
    expect(notificationHref({ page: 'task', petitionId: 'p-1', panel: 'checklist' }, '/admin', 'staff')).toBe(
      '/admin/petition-builder/p-1?panel=checklist',
    );
    expect(notificationHref({ page: 'task', petitionId: 'p-1', panel: 'tasks' }, '/', 'customer')).toBe('/actions');
    expect(notificationHref(null, '/', 'customer')).toBeNull();
  });

  it('names the bell with the unread count and caps the badge', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(150)).toBe('99+');
  });
});
