import type { ImmigrationDocumentType } from '@/lib/gql/graphql.ts';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { UploadRegistration } from '@/lib/file-upload.ts';
import {
  BeneficiaryOnboardingDeleteFileMutation,
  BeneficiaryOnboardingDeleteImmigrationDocumentMutation,
  BeneficiaryOnboardingExhibitFilesQuery,
  BeneficiaryOnboardingImmigrationDocumentsQuery,
  BeneficiaryOnboardingUnlinkExhibitFileMutation,
} from '../api/onboarding-queries.ts';

export interface HeldFile {
  id: string;
  name: string;
}

/** Where an exhibit screen's files live: linked to the petition exhibit, or the person's immigration documents. */
export type FileTarget =
  { kind: 'exhibit'; exhibitId: string } | { kind: 'immigration'; ownerId: string; type: ImmigrationDocumentType };

export interface ExhibitFiles {
  files: HeldFile[];
  loading: boolean;
  registration: UploadRegistration;
  /** The uploader kind whose file types the registration path accepts. */
  uploaderKind: 'builder' | 'beneficiary';
  refetch: () => Promise<HeldFile[]>;
  /** Spec 3 §4.3: unlink from the exhibit, delete the document, then refetch. */
  remove: (fileId: string) => Promise<void>;
}

/** The files of one screen, with upload registration, refetch and delete (spec 3 §4.3). */
export function useExhibitFiles(target: FileTarget): ExhibitFiles {
  const exhibitQuery = useQuery(BeneficiaryOnboardingExhibitFilesQuery, {
    variables: { exhibitId: target.kind === 'exhibit' ? target.exhibitId : '' },
    skip: target.kind !== 'exhibit',
    fetchPolicy: 'cache-and-network',
  });
  const immigrationQuery = useQuery(BeneficiaryOnboardingImmigrationDocumentsQuery, {
    variables: target.kind === 'immigration' ? { ownerId: target.ownerId, type: target.type } : { ownerId: '', type: 'PASSPORT' },
    skip: target.kind !== 'immigration',
    fetchPolicy: 'cache-and-network',
  });
  const [unlink] = useMutation(BeneficiaryOnboardingUnlinkExhibitFileMutation);
  const [deleteFile] = useMutation(BeneficiaryOnboardingDeleteFileMutation);
  const [deleteImmigrationDocument] = useMutation(BeneficiaryOnboardingDeleteImmigrationDocumentMutation);

  const files: HeldFile[] =
    target.kind === 'exhibit'
      ? (exhibitQuery.data?.exhibitById?.exhibitFilesByExhibitId.nodes ?? []).flatMap((n) =>
          n.fileByFileId ? [n.fileByFileId] : [],
        )
      : (immigrationQuery.data?.allImmigrationDocuments?.nodes ?? []).flatMap((n) => (n.fileByFileId ? [n.fileByFileId] : []));

  const refetch = useCallback(async (): Promise<HeldFile[]> => {
    if (target.kind === 'exhibit') {
      const result = await exhibitQuery.refetch();
      return (result.data?.exhibitById?.exhibitFilesByExhibitId.nodes ?? []).flatMap((n) =>
        n.fileByFileId ? [n.fileByFileId] : [],
      );
    }
    const result = await immigrationQuery.refetch();
    return (result.data?.allImmigrationDocuments?.nodes ?? []).flatMap((n) => (n.fileByFileId ? [n.fileByFileId] : []));
  }, [exhibitQuery, immigrationQuery, target.kind]);

  const remove = useCallback(
    async (fileId: string) => {
      if (target.kind === 'exhibit') {
        await unlink({ variables: { exhibitId: target.exhibitId, fileId } });
        await deleteFile({ variables: { id: fileId } });
      } else {
        await deleteImmigrationDocument({ variables: { ownerId: target.ownerId, fileId } });
      }
      await refetch();
    },
    [deleteFile, deleteImmigrationDocument, refetch, target, unlink],
  );

  const registration: UploadRegistration =
    target.kind === 'exhibit'
      ? { path: 'exhibit', fields: { exhibitId: target.exhibitId } }
      : { path: 'immigration', fields: { userId: target.ownerId, immigrationDocType: target.type } };

  return {
    files,
    loading: target.kind === 'exhibit' ? exhibitQuery.loading : immigrationQuery.loading,
    registration,
    uploaderKind: target.kind === 'exhibit' ? 'builder' : 'beneficiary',
    refetch,
    remove,
  };
}
