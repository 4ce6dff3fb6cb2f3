import { FileStack } from 'lucide-react';
import { useId, useRef } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { BatesPositionField } from './BatesPositionField.tsx';
import { BatesPrefixField } from './BatesPrefixField.tsx';
import { CompiledPacketRow, type CompiledPacket } from './CompiledPacketRow.tsx';
import { compileBlockReason } from './compile-readiness.ts';
import { PacketPreflightDialog } from './PacketPreflightDialog.tsx';
import { useCompiledPackets } from './packets-api.ts';
import { useBatesPrefix } from './use-bates-prefix.ts';
import { useCompileWithPreflight } from './use-compile-with-preflight.ts';

/**
 * The petition's filing packets (issue 12): 'Compile packet' checks the petition first (issue 28: the
 * pre-flight list, confirmed with "Compile anyway"), then starts a background compile stamped with the
 * Bates prefix beside it; the list shows each compile's status as it changes, live through the petition's
 * subscription, downloads finished ones and shares them with the petition's customers.
 */
export function CompiledPacketsPanel({ petitionId }: { petitionId: string }) {
  const reasonId = useId();
  const compileRef = useRef<HTMLButtonElement>(null);
  const query = useCompiledPackets(petitionId);
  const packets = (query.data?.petitionById?.compiledPetitionsByPetitionId.nodes ?? []) as CompiledPacket[];
  const savedPrefix = query.data?.petitionById?.batesPrefix;
  const savedPosition = query.data?.petitionById?.batesPosition;
  const prefix = useBatesPrefix(petitionId, savedPrefix ?? '');
  const flow = useCompileWithPreflight(petitionId, prefix);
  const running = packets.some((packet) => packet.status === 'RUNNING');
  const reason =
    savedPrefix === undefined
      ? 'Loading the petition…'
      : compileBlockReason({ prefixError: prefix.error, prefixStatus: prefix.status, running });
  return (
    <section aria-labelledby="compiled-packets-heading" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="compiled-packets-heading" className="text-lg font-semibold">
          Compiled packets
        </h2>
        <div className="flex flex-wrap items-start gap-3">
          {savedPrefix !== undefined ? <BatesPrefixField prefix={prefix} /> : null}
          {savedPosition !== undefined ? <BatesPositionField petitionId={petitionId} saved={savedPosition} /> : null}
          <div className="mt-6 grid max-w-56 gap-1">
            <Button
              ref={compileRef}
              type="button"
              size="sm"
              // A running compile (this click's, or another's) keeps the button focusable: "Compile anyway" gives the
              // focus back to it, and a disabled button would drop it to the page's body. Invalid prefixes disable.
              disabled={reason !== null && !running}
              busy={running}
              aria-busy={flow.busy}
              aria-describedby={reason ? reasonId : undefined}
              onClick={() => void flow.start()}
            >
              <FileStack aria-hidden="true" />
              Compile packet
            </Button>
            {reason ? (
              <p id={reasonId} className="text-xs text-muted-foreground">
                {reason}
              </p>
            ) : (
              <p role="status" className="text-xs text-muted-foreground">
                {flow.busy ? 'Checking the packet…' : ''}
              </p>
            )}
          </div>
        </div>
      </div>
      <PacketPreflightDialog
        open={flow.findings !== null}
        onOpenChange={flow.setOpen}
        findings={flow.findings ?? []}
        savingExhibitIds={flow.savingExhibitIds}
        onToggleToFollow={flow.toggleToFollow}
        onCompile={() => void flow.compileAnyway()}
        compiling={flow.busy}
        returnFocusRef={compileRef}
      />
      <QueryState
        loading={query.loading}
        error={query.error}
        hasData={Boolean(query.data)}
        isEmpty={packets.length === 0}
        empty={<p className="text-sm text-muted-foreground">No packets compiled yet.</p>}
      >
        <ul aria-label="Compiled packets" aria-live="polite" className="divide-y rounded-md border px-4">
          {packets.map((packet) => (
            <CompiledPacketRow key={packet.id} packet={packet} />
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
