import { useState } from 'react';

/**
 * The fields of `server` with new server values merged in: a field still at the value the server last had takes the
 * new one; a field the person changed keeps what they typed (a live refetch must not overwrite an edit in progress).
 */
export function mergeUntouched<T extends object>(previous: T, draft: T, next: T): T {
  const merged = { ...draft };
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (Object.is(draft[key], previous[key])) merged[key] = next[key];
  }
  return merged;
}

function sameFields<T extends object>(a: T, b: T): boolean {
  return (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]));
}

/**
 * A form's draft that follows the server (the Entities editor, refetched by live events): `server` is the record's
 * current values; when they change, the untouched fields of the draft take them and the changed ones stay
 * (mergeUntouched). Returns the draft and a setter of some of its fields.
 */
export function useDraftFollowingServer<T extends object>(server: T): [T, (patch: Partial<T>) => void] {
  const [state, setState] = useState({ server, draft: server });
  let current = state;
  if (!sameFields(state.server, server)) {
    // New server values (a refetch or the page's own save): adjusted while rendering, so no frame shows the older ones.
    current = { server, draft: mergeUntouched(state.server, state.draft, server) };
    setState(current);
  }
  const change = (patch: Partial<T>) => setState((was) => ({ ...was, draft: { ...was.draft, ...patch } }));
  return [current.draft, change];
}

/**
 * react-hook-form's `resetOptions` for a form given the record's current values as `values` (they change with live
 * refetches): a field the person changed keeps its text, its message and its dirty state (so a save of "only what was
 * changed" still sends it); the others take the new values.
 */
export const KEEP_EDITS_ON_NEW_VALUES = {
  keepDirtyValues: true,
  keepDirty: true,
  keepErrors: true,
  keepTouched: true,
} as const;

/**
 * For a form that uses KEEP_EDITS_ON_NEW_VALUES: its own reset to what was just saved (react-hook-form merges the form's
 * `resetOptions` into every `reset`, which would keep the typed text of a value the server stored in its own form).
 */
export const RESET_TO_SAVED = {
  keepDirtyValues: false,
  keepDirty: false,
  keepErrors: false,
  keepTouched: false,
} as const;
