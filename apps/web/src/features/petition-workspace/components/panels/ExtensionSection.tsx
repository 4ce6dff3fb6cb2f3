import {
  EXTENSION_TEXTS,
  formatCalendarDate,
  formatVisaClass,
  isPetitionStatus,
  petitionStatusLabel,
  startExtensionContract,
  visaClassCanBeExtended,
} from '@app/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { useAppHref, useAppNavigate } from '@/lib/navigation.tsx';
import { hrefs } from '@/lib/paths.ts';
import { callRest } from '@/lib/rest-client.ts';

interface ExtensionRow {
  id: string;
  status: string;
  visaClass: string;
  filingType?: string | null;
  requestedStartDate?: string | null;
  requestedEndDate?: string | null;
  petitionShippedDate?: string | null;
  uscisReceiptNumber?: string | null;
}

interface ExtensionSectionProps {
  petition: {
    id: string;
    visaClass: string;
    approvedValidTo?: string | null;
    extendedPetition?: {
      id: string;
      visaClassLabel?: string | null;
      approvedValidTo?: string | null;
      uscisReceiptNumber?: string | null;
    } | null;
    extensions: { nodes: ExtensionRow[] };
  };
}

/** "Pending documents · asks for 12/15/2029 to 12/14/2030 · filed 06/20/2029 · receipt WAC2790054321". */
function extensionSummary(extension: ExtensionRow): string {
  const parts = [
    isPetitionStatus(extension.status) ? petitionStatusLabel(extension.status, extension) : '',
    extension.requestedStartDate && extension.requestedEndDate
      ? `asks for ${formatCalendarDate(extension.requestedStartDate)} to ${formatCalendarDate(extension.requestedEndDate)}`
      : '',
    extension.petitionShippedDate ? `filed ${formatCalendarDate(extension.petitionShippedDate)}` : '',
    extension.uscisReceiptNumber ? `receipt ${extension.uscisReceiptNumber}` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * The extension of an approved case (extension-petition.ts, migration 0149). On the approved petition: its extension,
 * or the button that starts one (a copy of this petition asking for the period after the approval); filing the
 * extension ticks this petition's "Extension filed" item. On an extension: the approved petition it extends.
 */
export function ExtensionSection({ petition }: ExtensionSectionProps) {
  const id = useId();
  const navigate = useAppNavigate();
  const href = useAppHref();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const extended = petition.extendedPetition;
  const extension = petition.extensions.nodes[0];
  const canStart = visaClassCanBeExtended(petition.visaClass) && Boolean(petition.approvedValidTo);

  const start = () => {
    setBusy(true);
    setProblem(null);
    callRest(startExtensionContract, { request: {}, params: { id: petition.id } })
      .then(({ petitionId, created }) => {
        // Someone may have started it a moment before: their extension opens, and the toast says so.
        toast.success(created ? 'Extension petition started' : 'This petition’s extension was already started: opened it');
        navigate(hrefs.petition(petitionId));
      })
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : 'The extension could not be started.'))
      .finally(() => setBusy(false));
  };

  if (!extended && !extension && !canStart) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 text-sm">
      <h3 id={`${id}-heading`} className="font-semibold">
        {extended ? EXTENSION_TEXTS.extendsHeading : EXTENSION_TEXTS.extensionHeading}
      </h3>
      {extended && (
        <p>
          <Link className="underline underline-offset-2" to={href(hrefs.petition(extended.id))}>
            The {extended.visaClassLabel ?? formatVisaClass(petition.visaClass)} petition
            {extended.approvedValidTo ? ` approved until ${formatCalendarDate(extended.approvedValidTo)}` : ''}
          </Link>
          {extended.uscisReceiptNumber ? ` (receipt ${extended.uscisReceiptNumber})` : ''}
        </p>
      )}
      {extension ? (
        <p>
          <Link className="underline underline-offset-2" to={href(hrefs.petition(extension.id))}>
            The extension petition
          </Link>
          {`: ${extensionSummary(extension)}`}
        </p>
      ) : (
        canStart && (
          <>
            <Button type="button" variant="outline" size="sm" disabled={busy} aria-describedby={`${id}-hint`} onClick={start}>
              {busy ? EXTENSION_TEXTS.starting : EXTENSION_TEXTS.start}
            </Button>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {EXTENSION_TEXTS.startHint}
            </p>
            {problem && (
              <p role="alert" className="text-destructive">
                {problem}
              </p>
            )}
          </>
        )
      )}
    </section>
  );
}
