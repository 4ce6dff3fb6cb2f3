import { useMutation } from '@apollo/client/react';
import { COMPILE_STATUS_LABELS } from '@app/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { DownloadPacketButton } from '../../../packets/CompiledPacketRow.tsx';
import { WorkspaceCompileRfeResponse } from './rfe-api.ts';
import { refocusIfLost } from '@/lib/refocus-if-lost.ts';
import { refusalText, type RfePacketRecord } from './rfe-types.ts';

/**
 * The response packet: the response letter, then the exhibits added since the petition's packet was filed,
 * numbered on from its last exhibit and its last Bates number (the compile job's RFE plan). Compiled with the
 * packet pipeline; the row turns Completed live.
 */
export function RfePacketSection({
  rfeResponseId,
  answered,
  packets,
  hasFiledPacket,
  onCompiled,
}: {
  rfeResponseId: string;
  /** Answered: the packets are what was sent, downloaded but not compiled again (migration 0073). */
  answered: boolean;
  packets: readonly RfePacketRecord[];
  hasFiledPacket: boolean;
  onCompiled: () => Promise<unknown>;
}) {
  const id = useId();
  const [compile, compiling] = useMutation(WorkspaceCompileRfeResponse);
  const [problem, setProblem] = useState<string | null>(null);
  const running = packets.some((packet) => packet.status === 'RUNNING');
  const heading = useRef<HTMLHeadingElement>(null);

  const start = async () => {
    setProblem(null);
    try {
      await compile({ variables: { rfeResponseId } });
      await onCompiled();
    } catch (error) {
      setProblem(refusalText(error, 'The response packet could not be compiled.'));
    }
    // The button keeps the focus while the packet compiles (busy); should it be lost anyway, this section takes it.
    requestAnimationFrame(() => refocusIfLost(heading.current));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-md border p-3">
      <h3 ref={heading} id={`${id}-heading`} tabIndex={-1} className="text-sm font-semibold">
        Response packet
      </h3>
      <p className="text-xs text-muted-foreground">
        {answered
          ? packets.length > 0
            ? 'The response was sent: its packet is kept as compiled.'
            : 'The response was sent without a packet compiled here.'
          : hasFiledPacket
            ? 'The response letter, then the exhibits added since filing, numbered on from the filed packet.'
            : "Compile the petition's packet first: the response packet continues its exhibit and Bates numbers."}
      </p>
      {problem && (
        <p role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      {!answered && (
        <Button
          type="button"
          size="sm"
          disabled={!hasFiledPacket}
          busy={running || compiling.loading}
          onClick={() => void start()}
        >
          Compile response packet
        </Button>
      )}
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
              {packet.status === 'COMPLETED' && <DownloadPacketButton packet={packet} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
