/**
 * The words of an RFE task's "Upload to" choices (docs/decisions.md, "The RFE's Upload to says which exhibits were
 * filed"). The response packet holds only exhibits the filed packet did not (load-rfe-packet-plan.ts), so a file sent
 * to a filed exhibit stays on it and never reaches USCIS: each choice says which it is, by the filed packet's label
 * (exhibits.filedPacketLabel, migration 0113). Before any packet was filed nothing can be said: the name alone.
 */
export interface UploadTarget {
  id: string;
  name: string;
  /** The exhibit's label in the filed packet (B-1), null when it was not in it. */
  filedPacketLabel?: string | null;
}

export function uploadTargetText(target: UploadTarget, hasFiledPacket: boolean): string {
  if (target.filedPacketLabel) return `${target.name} (filed as Exhibit ${target.filedPacketLabel}: not in the response)`;
  return hasFiledPacket ? `${target.name} (new: goes in the response)` : target.name;
}

/** Said under the choice when it is a filed exhibit: where the file goes, and what to do instead. */
export function filedTargetWarning(filedPacketLabel: string): string {
  return (
    `Exhibit ${filedPacketLabel} was filed with the petition: a file sent to it stays on the exhibit and is not in the ` +
    'response packet. For new evidence, add an exhibit to the criterion and choose it here.'
  );
}
