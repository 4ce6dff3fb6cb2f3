import { rfeStatusAwaitsOpening, WORKSPACE_PANEL_PARAM, type OpenedRfe, type RecordedUscisStatus } from '@app/domain';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

/**
 * "Open an RFE" in the USCIS status panel (issue 31): shown when the newest status says USCIS sent one, in any of its
 * wordings ("Request for Initial Evidence Was Sent", …), and that RFE was not opened yet — not while it is open, nor
 * again after it was answered while USCIS still shows the same status (rfeStatusAwaitsOpening).
 */
export function OpenRfeButton({
  newestStatus,
  rfes,
}: {
  newestStatus: RecordedUscisStatus | undefined;
  rfes: readonly (OpenedRfe & { answeredOn?: string | null })[];
}) {
  const [, setSearchParams] = useSearchParams();
  if (rfes.some((rfe) => !rfe.answeredOn) || !rfeStatusAwaitsOpening(newestStatus, rfes)) return null;
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
