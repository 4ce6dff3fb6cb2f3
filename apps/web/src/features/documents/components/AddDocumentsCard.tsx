import { COMPANY_DOCUMENT_TYPES, IMMIGRATION_DOCUMENT_TYPES, isOneOf } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useId, useMemo, useState } from 'react';
import { FileUploader } from '@/components/files/FileUploader.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { Account } from '@/lib/accounts.ts';
import type { UploadRegistration } from '@/lib/file-upload.ts';
import { IMMIGRATION_DOCUMENT_MESSAGES } from '../model/immigration-document-messages.ts';
import { COMPANY_DOCUMENT_MESSAGES } from '../model/document-type-messages.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export interface HeldDocument {
  type: string;
  name: string;
}

/**
 * Adding documents from /docs: a person files immigration papers (passport, visa, I-94, …), a team
 * member who may edit the company files corporate documents. The type decides where the file goes,
 * which names are taken and how many more fit.
 */
export function AddDocumentsCard({
  account,
  userId,
  held,
  onUploaded,
}: {
  account: Account;
  userId: string;
  held: readonly HeldDocument[];
  onUploaded: () => Promise<unknown>;
}) {
  const { i18n } = useLingui();
  const readOnly = useReadOnly();
  const isTeam = account.kind === 'team';
  const types = isTeam
    ? COMPANY_DOCUMENT_TYPES.filter((type) => type !== 'TBD').map((type) => ({
        value: type,
        label: i18n._(COMPANY_DOCUMENT_MESSAGES[type]),
      }))
    : IMMIGRATION_DOCUMENT_TYPES.map((type) => ({ value: type, label: i18n._(IMMIGRATION_DOCUMENT_MESSAGES[type]) }));
  const [type, setType] = useState<string>(isTeam ? 'BUSINESS_LICENSE' : 'PASSPORT');
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const registration = useMemo(
    (): UploadRegistration =>
      isTeam
        ? {
            path: 'company',
            // The select offers only these types; the check narrows the string to the contract's enum.
            fields: { companyId: account.id, companyDocType: isOneOf(COMPANY_DOCUMENT_TYPES, type) ? type : 'BUSINESS_LICENSE' },
          }
        : {
            path: 'immigration',
            fields: { userId, immigrationDocType: isOneOf(IMMIGRATION_DOCUMENT_TYPES, type) ? type : 'PASSPORT' },
          },
    [isTeam, account.id, userId, type],
  );
  const existingNames = useMemo(() => held.filter((doc) => doc.type === type).map((doc) => doc.name), [held, type]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>{i18n._({ id: 'documents.add', message: 'Add documents' })}</CardTitle>
        <CardDescription>
          {isTeam
            ? i18n._({
                id: 'documents.add.team',
                message: 'Corporate documents of {company}.',
                values: { company: account.name },
              })
            : i18n._({ id: 'documents.add.personal', message: 'Your passport, visas and other immigration papers.' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium">
            {i18n._({ id: 'documents.type', message: 'Document type' })}
          </label>
          <NativeSelect
            id={selectId}
            value={type}
            disabled={readOnly || busy}
            onChange={(event) => setType(event.target.value)}
            className="max-w-xs"
          >
            {types.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {/* A fresh uploader per type (the type is locked while files upload): its rows belong to that type. */}
        <FileUploader
          key={type}
          kind={isTeam ? 'employerOnboarding' : 'beneficiary'}
          label={i18n._({
            id: 'documents.uploadType',
            message: 'Upload {type}',
            values: { type: types.find((option) => option.value === type)?.label ?? '' },
          })}
          registration={registration}
          existingNames={existingNames}
          onUploaded={onUploaded}
          onBusyChange={setBusy}
        />
      </CardContent>
    </Card>
  );
}
