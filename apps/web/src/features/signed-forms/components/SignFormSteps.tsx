import { formNumber, type HandSignedForm } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { CheckCircle2, Download } from 'lucide-react';
import { toast } from 'sonner';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fetchDownloadLink, saveFromLink } from '@/lib/file-download.ts';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';

/** The part of each form its signer signs (HAND_SIGNATURE_PARTS in the domain), in the reader's words. */
const G28_CLIENT_CONSENT: MessageDescriptor = /*i18n*/ {
  id: 'signForm.part.g28',
  message: 'Part 4 (the client’s consent and signature)',
};
const SIGNATURE_PARTS: Readonly<Record<HandSignedForm, MessageDescriptor>> = {
  'g-28': G28_CLIENT_CONSENT,
  'i-907': /*i18n*/ { id: 'signForm.part.i907', message: 'Part 3 (the requestor’s signature)' },
  'i-129': /*i18n*/ { id: 'signForm.part.i129', message: 'Part 7 (the petitioner’s signature)' },
  'i-140': /*i18n*/ { id: 'signForm.part.i140', message: 'Part 8 (the petitioner’s signature)' },
  'i-765': /*i18n*/ { id: 'signForm.part.i765', message: 'Part 3 (the applicant’s signature)' },
  // The G-28 for her I-765: she is its client, and signs the same part.
  'g-28-i-765': G28_CLIENT_CONSENT,
};

export interface SignFormRequest {
  petitionId: string;
  requestedFileId: string;
  signedFileId?: string | null;
  receivedAt?: string | null;
  refusedReason?: string | null;
  userByReceivedBy?: { fullName: string } | null;
}

/** Download, sign in ink, upload: the three steps, with what came of the last upload. */
export function SignFormSteps({
  request,
  form,
  onUploaded,
  continuationPages = false,
}: {
  request: SignFormRequest;
  form: HandSignedForm;
  onUploaded: () => Promise<unknown>;
  /** The copy ends with continuation pages, which USCIS asks to be signed and dated too. */
  continuationPages?: boolean;
}) {
  const { i18n } = useLingui();
  const number = formNumber(form);

  const download = async () => {
    try {
      saveFromLink(await fetchDownloadLink(request.requestedFileId), `${number}.pdf`);
    } catch (error) {
      console.error('downloading the form to sign failed:', error);
      toast.error(i18n._({ id: 'signForm.downloadFailed', message: 'The form could not be downloaded. Please try again.' }));
    }
  };

  return (
    <>
      {request.receivedAt && (
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          {i18n._({
            id: 'signForm.received',
            message: 'Signed copy received {time} from {name}. Your case team will check it: nothing else to do.',
            values: {
              time: formatLocalTimestamp(i18n, request.receivedAt),
              name: request.userByReceivedBy?.fullName ?? '',
            },
          })}
        </p>
      )}
      {request.refusedReason && (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          {i18n._({
            id: 'signForm.refused',
            message: 'Your case team could not use the last copy: {reason} Please sign the form again and upload a new copy.',
            values: { reason: request.refusedReason },
          })}
        </div>
      )}
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li className="flex flex-col items-start gap-2">
          <span>{i18n._({ id: 'signForm.step.download', message: 'Download the form and print it.' })}</span>
          <Button type="button" variant="outline" allowInReadOnly onClick={() => void download()}>
            <Download aria-hidden="true" />
            {i18n._({ id: 'signForm.download', message: 'Download the {form}', values: { form: number } })}
          </Button>
        </li>
        <li className="flex flex-col gap-1">
          <span>
            {i18n._({
              id: 'signForm.step.sign',
              message: 'Sign {part} by hand, in ink, and date it. Change nothing else on the form.',
              values: { part: i18n._(SIGNATURE_PARTS[form]) },
            })}
          </span>
          {/* USCIS asks for each added sheet to be signed and dated as well (decisions.md, continuation pages). */}
          {continuationPages && (
            <span>
              {i18n._({
                id: 'signForm.step.signContinuation',
                message:
                  'This form ends with one or more continuation pages (Additional Information, continued). Sign and date each of them too, on the line at the bottom of the page.',
              })}
            </span>
          )}
        </li>
        <li className="flex flex-col gap-2">
          <span>
            {i18n._({
              id: 'signForm.step.upload',
              message: 'Scan the signed form, or take a clear photo of each page, and upload it as a PDF, JPEG or PNG file.',
            })}
          </span>
          <FileUploader
            kind="signedForm"
            single
            label={i18n._({ id: 'signForm.upload', message: 'Upload the signed {form}', values: { form: number } })}
            registration={{ path: 'signed-form', fields: { petitionId: request.petitionId, form } }}
            onUploaded={onUploaded}
          />
        </li>
      </ol>
    </>
  );
}
