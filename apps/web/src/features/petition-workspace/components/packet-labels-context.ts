import { createContext, useContext } from 'react';

/** The tree's packet labels (model/packet-labels.ts) and why the others are left out; null outside a module tree. */
export const PacketLabelsContext = createContext<{
  labels: ReadonlyMap<string, string>;
  leftOut: ReadonlyMap<string, string>;
} | null>(null);

/** What the row shows of the packet: "Exhibit B-2", or "Not in the packet: …" with the reason; null without a tree. */
export function usePacketPlace(exhibitId: string): string | null {
  const packet = useContext(PacketLabelsContext);
  if (!packet) return null;
  const label = packet.labels.get(exhibitId);
  if (label) return `Exhibit ${label}`;
  const reason = packet.leftOut.get(exhibitId);
  return reason ? `Not in the packet: ${reason}` : 'Not in the packet';
}
