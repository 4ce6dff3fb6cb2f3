import { FileStack } from 'lucide-react';
import { toast } from 'sonner';
import { QueryState } from '@/components/QueryState.tsx';
import { Button } from '@/components/ui/button.tsx';
import { BatesPrefixField } from './BatesPrefixField.tsx';
import { CompiledPacketRow, type CompiledPacket } from './CompiledPacketRow.tsx';
import { useCompiledPackets, useCompilePacket } from './packets-api.ts';

/**
 * The petition's filing packets (issue 12): 'Compile packet' starts a background compile stamped with the
 * Bates prefix beside it; the list shows each compile's status as it changes, live through the petition's
 * subscription, downloads finished ones and shares them with the petition's customers.
 */
export function CompiledPacketsPanel({ petitionId }: { petitionId: string }) {
  const query = useCompiledPackets(petitionId);
  const { compile, compiling } = useCompilePacket(petitionId);
  const packets = (query.data?.petitionById?.compiledPetitionsByPetitionId.nodes ?? []) as CompiledPacket[];
  const batesPrefix = query.data?.petitionById?.batesPrefix;
  const running = packets.some((packet) => packet.status === 'RUNNING');
  const start = () => {
    compile().catch((error: unknown) => {
      console.error('starting the compile failed:', error);
      toast.error('The packet could not be compiled.');
    });
  };
  return (
    <section aria-labelledby="compiled-packets-heading" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="compiled-packets-heading" className="text-lg font-semibold">
          Compiled packets
        </h2>
        <div className="flex flex-wrap items-start gap-3">
          {batesPrefix !== undefined ? <BatesPrefixField petitionId={petitionId} saved={batesPrefix} /> : null}
          <Button type="button" size="sm" className="mt-6" disabled={compiling || running} onClick={start}>
            <FileStack aria-hidden="true" />
            Compile packet
          </Button>
        </div>
      </div>
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
