import { useMutation } from '@apollo/client/react';
import { COMPILE_STATUS_LABELS } from '@app/domain';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { fetchDownloadLink, saveFromLink } from '@/lib/file-download.ts';
import { WorkspaceCompileRfeResponse } from './rfe-api.ts';
import { refusalText, type RfePacketRecord } from './rfe-types.ts';

function DownloadButton({ packet }: { packet: RfePacketRecord }) {
  const [busy, setBusy] = useState(false);
  const fileId = packet.fileId;
  if (!fileId) return null;
  const download = () => {
    setBusy(true);
    fetchDownloadLink(fileId)
      .then((link) => saveFromLink(link, `${packet.displayName}.pdf`))
      .catch((error: unknown) => {
        console.error('downloading the response packet failed:', error);
        toast.error('The packet could not be downloaded.');
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={download}
      aria-label={`Download ${packet.displayName}`}
    >
      <Download aria-hidden="true" />
      Download
    </Button>
  );
}

/**
 * The response packet: the response letter, then the exhibits added since the petition's packet was filed,
 * numbered on from its last exhibit and its last Bates number (the compile job's RFE plan). Compiled with the
 * packet pipeline; the row turns Completed live.
 */
export function RfePacketSection({
  rfeResponseId,
  packets,
  hasFiledPacket,
  onCompiled,
}: {
  rfeResponseId: string;
  packets: readonly RfePacketRecord[];
  hasFiledPacket: boolean;
  onCompiled: () => Promise<unknown>;
}) {
  const id = useId();
  const [compile, compiling] = useMutation(WorkspaceCompileRfeResponse);
  const [problem, setProblem] = useState<string | null>(null);
  const running = packets.some((packet) => packet.status === 'RUNNING');

  const start = async () => {
    setProblem(null);
    try {
      await compile({ variables: { rfeResponseId } });
      await onCompiled();
    } catch (error) {
      setProblem(refusalText(error, 'The response packet could not be compiled.'));
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-md border p-3">
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        Response packet
      </h3>
      <p className="text-xs text-muted-foreground">
        {hasFiledPacket
          ? 'The response letter, then the exhibits added since filing, numbered on from the filed packet.'
          : "Compile the petition's packet first: the response packet continues its exhibit and Bates numbers."}
      </p>
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      <Button type="button" size="sm" disabled={!hasFiledPacket || running || compiling.loading} onClick={() => void start()}>
        Compile response packet
      </Button>
      {packets.length > 0 && (
        <ul aria-label="Response packets" className="divide-y text-sm">
          {packets.map((packet) => (
            <li key={packet.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{packet.displayName}</p>
                <p className="text-xs text-muted-foreground">
                  <span>{COMPILE_STATUS_LABELS[packet.status]}</span> · {formatTimestamp(packet.createdAt)}
                  {packet.status === 'COMPLETED' && packet.pageCount ? ` · ${packet.pageCount} pages` : ''}
                </p>
                {packet.status === 'FAILED' && packet.failureReason && (
                  <p className="text-xs text-destructive">{packet.failureReason}</p>
                )}
              </div>
              {packet.status === 'COMPLETED' && <DownloadButton packet={packet} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
