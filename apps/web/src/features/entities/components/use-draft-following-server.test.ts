import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergeUntouched, useDraftFollowingServer } from './use-draft-following-server.ts';

describe('mergeUntouched', () => {
  it('takes the new server value of a field the person left alone, and keeps one they changed', () => {
    expect(
      mergeUntouched(
        { name: 'Northwind', bio: 'Robots' },
        { name: 'Northwind', bio: 'Robots, typed' },
        { name: 'Northwind Inc.', bio: 'Drones' },
      ),
    ).toEqual({ name: 'Northwind Inc.', bio: 'Robots, typed' });
  });
});

describe('useDraftFollowingServer', () => {
  it("follows the server's new values while keeping the field being typed in, and takes a saved value as the server's", () => {
    const { result, rerender } = renderHook(({ server }) => useDraftFollowingServer(server), {
      initialProps: { server: { name: 'Northwind Robotics', bio: 'Robots', dateEstablished: '' } },
    });
    act(() => result.current[1]({ bio: 'Robots for hospitals' }));
    // The employer changed the name and the date elsewhere; a live refetch brings them (a new object, as each render).
    rerender({ server: { name: 'Northwind Robotics Inc.', bio: 'Robots', dateEstablished: '2011-03-04' } });
    expect(result.current[0]).toEqual({
      name: 'Northwind Robotics Inc.',
      bio: 'Robots for hospitals',
      dateEstablished: '2011-03-04',
    });
    // The same values again change nothing.
    rerender({ server: { name: 'Northwind Robotics Inc.', bio: 'Robots', dateEstablished: '2011-03-04' } });
    expect(result.current[0].bio).toBe('Robots for hospitals');
    // Saved: the server has the typed bio, so the field is no longer the person's own, and a later change reaches it.
    rerender({ server: { name: 'Northwind Robotics Inc.', bio: 'Robots for hospitals', dateEstablished: '2011-03-04' } });
    rerender({
      server: { name: 'Northwind Robotics Inc.', bio: 'Robots for hospitals and farms', dateEstablished: '2011-03-04' },
    });
    expect(result.current[0].bio).toBe('Robots for hospitals and farms');
  });
});
