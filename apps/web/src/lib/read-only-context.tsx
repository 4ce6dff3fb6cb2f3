import { createContext, useContext, type ReactNode } from 'react';
import { useReadOnlyParam } from './navigation.tsx';
import { useOptionalSession } from './session.tsx';

const ReadOnlyContext = createContext(false);

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
