import { isRequestForEvidenceStatus, WORKSPACE_PANEL_PARAM } from '@app/domain';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/**
 * "Open an RFE" in the USCIS status panel (issue 31): shown when USCIS says one was sent, in any of its wordings
 * (isRequestForEvidenceStatus: "Request for Initial Evidence Was Sent", …), and none is open yet.
 */
export function OpenRfeButton({ uscisStatus, hasOpenRfe }: { uscisStatus: string | null; hasOpenRfe: boolean }) {
  const [, setSearchParams] = useSearchParams();
  if (!isRequestForEvidenceStatus(uscisStatus) || hasOpenRfe) return null;
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
