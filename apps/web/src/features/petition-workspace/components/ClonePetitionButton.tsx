import { Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { useAppNavigate } from '@/lib/navigation.tsx';
import { hrefs } from '@/lib/paths.ts';
import { clonePetition } from '../api/workspace-rest.ts';

/** Copies the whole petition (POST /clone-petition) and opens the copy. */
export function ClonePetitionButton({ petitionId }: { petitionId: string }) {
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const clone = () => {
    setBusy(true);
    clonePetition(petitionId)
      .then((newId) => navigate(hrefs.petition(newId)))
      .catch((error: unknown) => {
        console.error('cloning the petition failed:', error);
        toast.error('The petition could not be cloned.');
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} onClick={clone}>
      <Copy aria-hidden="true" />
      Clone petition
    </Button>
  );
}
