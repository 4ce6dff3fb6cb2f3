import {
  EMPLOYER_ONBOARDING_TEXTS,
  FOREIGN_PROOF_DOCUMENT_TYPES,
  FUNDING_DOCUMENT_TYPES,
  type CompanyDocumentType,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react';
import { toast } from 'sonner';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { undoFocusTarget, useUndoableDelete } from '@/components/files/use-undoable-delete.ts';
import { Button } from '@/components/ui/button.tsx';
import { fetchDownloadLink } from '@/lib/file-download.ts';
import { DeleteCompanyDocumentMutation } from '../api/wizard-queries.ts';
import { StepLayout } from '../components/StepLayout.tsx';
import type { StepProps } from './step-props.ts';
import { COMPANY_DOCUMENT_MESSAGES } from '@/lib/i18n/company-document-messages.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';

type DocumentsStepName = 'corporateDocs' | 'foreignDocs' | 'employerFundingDocs';

/** Which uploaders each documents step shows, and when its Next is enabled (spec 3 §5). */
const DOCUMENT_STEPS: Readonly<
  Record<
    DocumentsStepName,
    { types: readonly CompanyDocumentType[]; ready: (held: (type: CompanyDocumentType) => number) => boolean }
  >
> = {
  corporateDocs: {
    types: ['ARTICLES_OF_INCORPORATION', 'TAX_ID_FEIN_DOCUMENT', 'NAME_CHANGE'],
    ready: (held) => held('ARTICLES_OF_INCORPORATION') > 0 && held('TAX_ID_FEIN_DOCUMENT') > 0,
  },
  foreignDocs: {
    types: FOREIGN_PROOF_DOCUMENT_TYPES,
    ready: (held) => FOREIGN_PROOF_DOCUMENT_TYPES.some((type) => held(type) > 0),
  },
  employerFundingDocs: { types: FUNDING_DOCUMENT_TYPES, ready: (held) => FUNDING_DOCUMENT_TYPES.some((type) => held(type) > 0) },
};

/**
 * A step of company document uploads: one shared uploader per type, the files held, open and delete (undoable
 * for a few seconds: use-undoable-delete.ts).
 */
export function DocumentsStep({ step, wizard, company, refetch }: StepProps & { step: DocumentsStepName }) {
  const { i18n } = useLingui();
  const typeName = (type: CompanyDocumentType) => i18n._(COMPANY_DOCUMENT_MESSAGES[type]);
  const [deleteDocument] = useMutation(DeleteCompanyDocumentMutation);
  const documents = company.companyDocumentsByCompanyId.nodes;
  const { isPending, remove, commitWaiting } = useUndoableDelete(async (fileId: string) => {
    try {
      await deleteDocument({ variables: { companyId: company.id, fileId } });
      await refetch();
    } catch {
      toast.error(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.deleteFailed));
    }
  });
  const filesOf = (type: CompanyDocumentType) =>
    documents
      .filter((doc) => doc.type === type)
      .flatMap((doc) => (doc.fileByFileId && !isPending(doc.fileByFileId.id) ? [doc.fileByFileId] : []));
  const { types, ready } = DOCUMENT_STEPS[step];
  const fileIds = types.flatMap((type) => filesOf(type).map((file) => file.id));

  const open = async (fileId: string) => {
    toast(i18n._({ id: 'employer.documents.opening', message: 'Opening file...' }));
    window.open(await fetchDownloadLink(fileId), '_blank', 'noopener');
  };
  const next = async () => {
    await wizard.storeStepData(step, { fileIds });
    wizard.next();
  };

  return (
    <StepLayout
      step={step}
      wizard={wizard}
      onNext={() => void next()}
      nextDisabled={!ready((type) => filesOf(type).length)}
      nextDisabledReason={i18n._({
        id: 'employer.documents.nextNeedsFiles',
        message: "Next opens once the required documents are uploaded. To come back to them later, choose 'skip for now'.",
      })}
    >
      {step === 'foreignDocs' && (
        <p className="rounded border bg-muted p-3 text-sm">
          {i18n._({ id: 'employer.documents.oneOfTwo', message: 'Upload one of the two proofs.' })}{' '}
          {i18n._({
            id: 'employer.documents.foreignTip',
            message:
              'If your company is incorporated in one state and operates in another (for example, incorporated in Delaware and operating in California), this proof takes 2-3 weeks to obtain; we advise expedited processing.',
          })}
        </p>
      )}
      {types.map((type) => (
        <section key={type} aria-label={typeName(type)} className="flex flex-col gap-2">
          <h2 className="font-medium">
            {typeName(type)}
            {step === 'corporateDocs' && type === 'NAME_CHANGE' && (
              <span className="text-muted-foreground">
                {' '}
                {i18n._({ id: 'employer.documents.optional', message: '(optional)' })}
              </span>
            )}
          </h2>
          <ul className="flex flex-col gap-1">
            {filesOf(type).map((file) => (
              <li key={file.id} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 break-words">{file.name}</span>
                <Button type="button" variant="outline" size="sm" allowInReadOnly onClick={() => void open(file.id)}>
                  {i18n._({ id: 'employer.documents.open', message: 'Open' })}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={i18n._({
                    id: 'employer.documents.deleteFile',
                    message: 'Delete {name}',
                    values: { name: file.name },
                  })}
                  {...undoFocusTarget(file.id)}
                  onClick={() => remove(file.id, file.name)}
                >
                  {i18n._({ id: 'employer.signatory.delete', message: 'Delete' })}
                </Button>
              </li>
            ))}
          </ul>
          <FileUploader
            kind="employerOnboarding"
            label={i18n._({ id: 'employer.documents.upload', message: 'Upload {type}', values: { type: typeName(type) } })}
            registration={{ path: 'company', fields: { companyId: company.id, companyDocType: type } }}
            existingNames={filesOf(type).map((file) => file.name)}
            // A file deleted a moment ago is really deleted before the next upload (else: "already uploaded", 409).
            beforeUpload={commitWaiting}
            onUploaded={refetch}
            failureToast={translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.uploadFailed)}
          />
        </section>
      ))}
    </StepLayout>
  );
}
