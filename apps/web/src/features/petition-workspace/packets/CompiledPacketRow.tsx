import { COMPILE_STATUS_LABELS } from '@app/domain';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatTimestamp } from '@/lib/dates.ts';
import { fetchDownloadLink, saveFromLink } from '@/lib/file-download.ts';
import { Button } from '@/components/ui/button.tsx';
import { SharePacketToggle } from './SharePacketToggle.tsx';

export interface CompiledPacket {
  id: string;
  displayName: string;
  status: 'COMPLETED' | 'FAILED' | 'RUNNING';
  failureReason?: string | null;
  createdAt: string;
  fileId?: string | null;
  pageCount?: number | null;
  batesPrefix?: string | null;
  sharedWithCustomers: boolean;
  userByCreatorId?: { fullName: string } | null;
}

const STATUS_STYLE: Record<CompiledPacket['status'], string> = {
  RUNNING: 'bg-amber-100 text-amber-900',
  COMPLETED: 'bg-emerald-100 text-emerald-900',
  FAILED: 'bg-red-100 text-red-900',
};

/** Downloads a compiled packet's PDF under its display name (the petition's packets and RFE response packets). */
export function DownloadPacketButton({ packet }: { packet: Pick<CompiledPacket, 'fileId' | 'displayName'> }) {
  const [busy, setBusy] = useState(false);
  if (!packet.fileId) return null;
  const fileId = packet.fileId;
  const download = () => {
    setBusy(true);
    fetchDownloadLink(fileId)
      .then((link) => saveFromLink(link, `${packet.displayName}.pdf`))
      .catch((error: unknown) => {
        console.error('downloading the packet failed:', error);
        toast.error('The packet could not be downloaded.');
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      busy={busy}
      onClick={download}
      aria-label={`Download ${packet.displayName}`}
    >
      <Download aria-hidden="true" />
      Download
    </Button>
  );
}

/** One compiled packet: name, status (with the reason of a failure), who started it and when, its PDF and whether customers see it. */
export function CompiledPacketRow({ packet }: { packet: CompiledPacket }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium break-words">{packet.displayName}</p>
        <p className="text-sm text-muted-foreground">
          <span className={`mr-2 rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[packet.status]}`}>
            {COMPILE_STATUS_LABELS[packet.status]}
          </span>
          {/* Read aloud as "Completed, by Alex Morgan": the badge and the name are otherwise run together. */}
          <span className="sr-only">, by </span>
          {packet.userByCreatorId?.fullName ?? 'Unknown'} · {formatTimestamp(packet.createdAt)}
          {packet.status === 'COMPLETED' && packet.pageCount ? ` · ${packet.pageCount} pages` : ''}
          {packet.status === 'COMPLETED' && packet.batesPrefix ? ` · Bates ${packet.batesPrefix}000001` : ''}
        </p>
        {packet.status === 'FAILED' && packet.failureReason ? (
          <p className="text-sm text-destructive">{packet.failureReason}</p>
        ) : null}
      </div>
      {packet.status === 'COMPLETED' ? (
        <div className="flex flex-wrap items-center gap-3">
          <SharePacketToggle packetId={packet.id} shared={packet.sharedWithCustomers} packetName={packet.displayName} />
          <DownloadPacketButton packet={packet} />
        </div>
      ) : null}
    </li>
  );
}
