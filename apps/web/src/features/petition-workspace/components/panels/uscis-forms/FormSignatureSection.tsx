import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  formSignatureStatus,
  formSigner,
  formSignerNoun,
  formStaffName,
  isHandSignedForm,
  HAND_SIGNATURE_PARTS,
  type TPetitionForm,
} from '@app/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FileActions } from '@/components/files/FileActions.tsx';
import type { PreviewFile } from '@/components/files/FilePreviewDialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatTimestamp } from '@/lib/dates.ts';
import { useContinuationPages } from '@/lib/continuation-pages.ts';
import { useFormSignature, useRequestFormSignature } from './form-signature-api.ts';
import { RefuseSignedCopyForm } from './RefuseSignedCopyForm.tsx';
import { SignedCopyHistory } from './SignedCopyHistory.tsx';

/** The server's sentence for a refused change (the database words its refusals for people), else `fallback`. */
function refusalText(error: unknown, fallback: string): string {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? fallback) : fallback;
}

/**
 * The petitioner's handwritten signature of a generated form (migration 0087): staff ask for it (the petitioner's
 * team gets an action item), see the signed copy received (when and from whom) and may refuse it with a reason. A
 * signature belongs to the generation it was asked for: after a regeneration the packet files the new copy
 * unsigned, and this says so. Earlier copies (refused or replaced) stay listed below (0093). The G-28, I-907 and
 * I-140 of a self-petition are signed by its beneficiary, who is then the one asked (0093, 0097: formSigner).
 */
export function FormSignatureSection({
  petitionId,
  form,
  onPreview,
}: {
  petitionId: string;
  form: TPetitionForm;
  onPreview: (file: PreviewFile) => void;
}) {
  const id = useId();
  const { data, refetch } = useFormSignature(petitionId, form.form);
  const [request, { loading: requesting }] = useRequestFormSignature();
  const [refusing, setRefusing] = useState(false);
  // The latest copy's continuation pages (as its generation stored them): USCIS asks for each to be signed too.
  const continuation = useContinuationPages(petitionId, form.form, 'latest', form.generated?.fileId ?? null);
  if (!form.generated || !isHandSignedForm(form.form)) return null;
  const signature = data?.petitionFormSignatureByPetitionIdAndForm ?? null;
  const status = formSignatureStatus(signature, form.generated.fileId);
  const number = formStaffName(form.form);
  const petition = data?.petitionById;
  // Who was asked, else who would be (the section shows before any request).
  const who = formSignerNoun(
    signature?.signer ??
      (petition
        ? formSigner(form.form, { visaClass: petition.visaClass, hasPetitionerCompany: Boolean(petition.companyId) })
        : null),
  );
  const Who = who === 'beneficiary' ? 'Beneficiary' : 'Petitioner';

  const ask = async () => {
    try {
      await request({ variables: { petitionId, form: form.form } });
      await refetch();
      toast.success(`The ${who} was asked to sign the ${number}.`);
    } catch (error) {
      console.error('asking for a signature failed:', error);
      toast.error(refusalText(error, `The ${who} could not be asked to sign the ${number}. Please try again.`));
    }
  };

  const askButton = (text: string) => (
    <Button type="button" size="sm" variant="outline" busy={requesting} onClick={() => void ask()}>
      {text}
    </Button>
  );
  const signed = signature?.fileBySignedFileId;
  const signedFile: PreviewFile | null = signed ? { id: signed.id, name: signed.name, mimeType: signed.mimeType } : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2 rounded-md bg-muted/50 p-2 text-sm">
      <h5 id={`${id}-heading`} className="font-medium">
        {Who}’s signature
      </h5>
      <p className="text-xs text-muted-foreground">
        Signed by hand: {HAND_SIGNATURE_PARTS[form.form]}
        {continuation && ', and each continuation page at the end of the form (signed and dated at its foot)'}.
      </p>
      {status === 'none' && askButton(`Ask the ${who} to sign`)}
      {status === 'awaited' && signature && (
        <>
          <p>
            Asked <time dateTime={signature.requestedAt}>{formatTimestamp(signature.requestedAt)}</time>: waiting for the signed
            copy.
          </p>
          {signature.refusedReason && signature.refusedAt && (
            <p className="text-muted-foreground">
              Copy refused <time dateTime={signature.refusedAt}>{formatTimestamp(signature.refusedAt)}</time>:{' '}
              {signature.refusedReason}
            </p>
          )}
        </>
      )}
      {status === 'received' && signature?.receivedAt && (
        <>
          <div className="flex items-center gap-2">
            <p className="min-w-0 flex-1">
              Signed copy received <time dateTime={signature.receivedAt}>{formatTimestamp(signature.receivedAt)}</time> from{' '}
              {signature.userByReceivedBy?.fullName ?? 'a former team member'}. The packet files it in place of the generated
              copy.
            </p>
            {signedFile && <FileActions file={signedFile} onPreview={onPreview} />}
          </div>
          {refusing ? (
            <RefuseSignedCopyForm
              petitionId={petitionId}
              form={form.form}
              formNumber={number}
              onDone={() => {
                setRefusing(false);
                void refetch();
              }}
              onCancel={() => setRefusing(false)}
            />
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={() => setRefusing(true)}>
              Refuse the signed copy
            </Button>
          )}
        </>
      )}
      {status === 'outdated' && (
        <>
          <p className="text-destructive">
            The {number} was regenerated after the {who} was asked to sign it: the packet files the new copy unsigned until the{' '}
            {who} signs it.
          </p>
          {askButton(`Ask the ${who} to sign the new copy`)}
        </>
      )}
      <SignedCopyHistory
        copies={signature?.petitionFormSignedCopiesByPetitionIdAndForm.nodes ?? []}
        currentFileId={status === 'received' ? signature?.signedFileId : null}
        outdatedFileId={status === 'outdated' ? signature?.signedFileId : null}
        onPreview={onPreview}
      />
    </section>
  );
}
