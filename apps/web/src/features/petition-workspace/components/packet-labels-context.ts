import { createContext, useContext } from 'react';

/** The packet labels of the tree's exhibits (model/packet-labels.ts); null outside a module tree. */
export const PacketLabelsContext = createContext<ReadonlyMap<string, string> | null>(null);

/** The exhibit's packet label, '' when it is not in the packet, or null where no tree gives labels. */
export function usePacketLabel(exhibitId: string): string | null {
  const labels = useContext(PacketLabelsContext);
  return labels ? (labels.get(exhibitId) ?? '') : null;
}
