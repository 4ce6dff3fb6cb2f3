import { createContext, useContext, useId, type ReactNode } from 'react';
import { useReadOnlyParam } from './navigation.tsx';
import { useOptionalSession } from './session.tsx';

const ReadOnlyContext = createContext(false);

/** Why the controls of a read-only part are disabled: its text and the id of the element showing it. */
export interface ReadOnlyReason {
  id: string;
  text: string;
}
const ReadOnlyReasonContext = createContext<ReadOnlyReason | null>(null);

/** Issue 26: what a team VIEWER is told next to the controls they cannot use. */
export const VIEWER_READ_ONLY_REASON = "View only: ask your team's admin to change this";

/**
 * Read-only mode: readOnly=true in the address, or a workspace override (the server answers those
 * read-only). The shared form and button primitives read it; features never re-implement it.
 */
export function ReadOnlyProvider({ children }: { children: ReactNode }) {
  const param = useReadOnlyParam();
  const session = useOptionalSession();
  return <ReadOnlyContext.Provider value={param || Boolean(session?.overridingWsId)}>{children}</ReadOnlyContext.Provider>;
}

export function useReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/**
 * A part of a page the account may only look at (a team VIEWER): the shared primitives disable their controls
 * as in read-only mode and describe why (title and aria-describedby pointing at the reason shown on top), so a
 * tick never silently does nothing (issue 26).
 */
export function ReadOnlyScope({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  return (
    <ReadOnlyContext.Provider value={true}>
      <ReadOnlyReasonContext.Provider value={{ id, text: reason }}>
        <p id={id} className="text-sm text-muted-foreground">
          {reason}
        </p>
        {children}
      </ReadOnlyReasonContext.Provider>
    </ReadOnlyContext.Provider>
  );
}

/** The reason read-only controls here are disabled, when the page gives one (ReadOnlyScope). */
export function useReadOnlyReason(): ReadOnlyReason | null {
  return useContext(ReadOnlyReasonContext);
}

/** The title and description a control disabled by read-only mode carries (nothing when enabled or no reason). */
export function readOnlyDescription(
  reason: ReadOnlyReason | null,
  disabledByReadOnly: boolean,
  describedBy: string | undefined,
): { title?: string; 'aria-describedby'?: string } {
  if (!reason || !disabledByReadOnly) return describedBy ? { 'aria-describedby': describedBy } : {};
  return { title: reason.text, 'aria-describedby': describedBy ? `${describedBy} ${reason.id}` : reason.id };
}
