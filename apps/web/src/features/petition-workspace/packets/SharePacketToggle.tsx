import { useId } from 'react';
import { toast } from 'sonner';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useSharePacket } from './packets-api.ts';

/**
 * Staff share a finished packet with the petition's customers (beneficiary and petitioner members), who
 * then find it on their Documents page; unshared packets stay staff-only (the table's select policy).
 */
export function SharePacketToggle({ packetId, shared, packetName }: { packetId: string; shared: boolean; packetName: string }) {
  const id = useId();
  const { setShared, saving } = useSharePacket();
  const change = (checked: boolean) => {
    setShared(packetId, checked).catch((error: unknown) => {
      console.error('changing whether the packet is shared failed:', error);
      toast.error(checked ? 'The packet could not be shared.' : 'The packet could not be unshared.');
    });
  };
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={shared}
        busy={saving}
        onCheckedChange={(checked) => change(checked === true)}
        aria-describedby={`${id}-what`}
      />
      <Label htmlFor={id} className="text-sm font-normal">
        Share with customers
      </Label>
      <span id={`${id}-what`} className="sr-only">
        {packetName}
      </span>
    </div>
  );
}
