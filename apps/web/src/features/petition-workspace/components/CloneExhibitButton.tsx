import { CopyPlus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { useAppNavigate } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { RestError } from '@/lib/rest-client.ts';

interface CloneExhibitButtonProps {
  exhibitName: string;
  /** Clones the exhibit into the reusable repository (POST /exhibits/{id}/clone); answers the copy's id. */
  onClone: () => Promise<string>;
}

/** The repository page with the new reusable exhibit open (its reusableExhibitId parameter, spec 2 §2.1). */
export function repositoryHref(reusableExhibitId: string): string {
  return `${paths.admin.exhibitRepo}?${new URLSearchParams({ reusableExhibitId }).toString()}`;
}

/**
 * Clones one exhibit, its files and sub-exhibits into the reusable exhibit repository, so other
 * petitions can copy it. A toast (a live region) says how it went; on success it offers to open the copy.
 * The petition's tree does not change, so focus stays on this button: while the clone runs it is busy, not disabled
 * (a disabled button drops the focus to the page's body). Disabled in read-only mode (Button).
 */
export function CloneExhibitButton({ exhibitName, onClone }: CloneExhibitButtonProps) {
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  const label = `Clone exhibit ${exhibitName} into the repository`;
  const clone = () => {
    setBusy(true);
    onClone()
      .then((reusableExhibitId) =>
        toast.success(`"${exhibitName}" was added to the exhibit repository.`, {
          action: { label: 'Open', onClick: () => navigate(repositoryHref(reusableExhibitId)) },
        }),
      )
      .catch((error: unknown) => {
        console.error('cloning the exhibit into the repository failed:', error);
        // The server's own reason (e.g. 'Exhibit not found') says more than a generic line.
        const reason = error instanceof RestError && error.serverMessage ? ` ${error.serverMessage}.` : '';
        toast.error(`The exhibit could not be added to the repository.${reason}`);
      })
      .finally(() => setBusy(false));
  };
  return (
    <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} busy={busy} onClick={clone}>
      <CopyPlus aria-hidden="true" />
    </Button>
  );
}
