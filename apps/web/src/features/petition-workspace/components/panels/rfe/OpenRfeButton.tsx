import { RFE_CASE_STATUS, WORKSPACE_PANEL_PARAM } from '@app/domain';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/** "Open an RFE" in the USCIS status panel (issue 31): shown when USCIS says one was sent and none is open yet. */
export function OpenRfeButton({ uscisStatus, hasOpenRfe }: { uscisStatus: string | null; hasOpenRfe: boolean }) {
  const [, setSearchParams] = useSearchParams();
  if (uscisStatus !== RFE_CASE_STATUS || hasOpenRfe) return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      onClick={() =>
        setSearchParams((current) => {
          current.set(WORKSPACE_PANEL_PARAM, 'rfe');
          return current;
        })
      }
    >
      Open an RFE
    </Button>
  );
}
