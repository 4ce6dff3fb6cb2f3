import {
  fieldOfEndeavorSchema,
  PETITION_CASE_DETAIL_FIELDS,
  builderRoleWords,
  proposedSalarySchema,
  proposedUSRoleSchema,
  worksiteLocationSchema,
  type PetitionCaseDetailKey,
} from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import type { z } from 'zod';
import { EDITOR_SESSION_CONTEXT } from '../api/editor-session.ts';
import { WorkspaceSetPetitionCaseDetail } from '../api/workspace-mutations.ts';
import { AutosavedTextField } from './AutosavedTextField.tsx';
import { useOfferedRoleNotes } from './use-offered-role-notes.ts';

/**
 * The builder's case details (PetitionFields in the petition builder), as the builder labels them, with the rules of
 * packages/domain: the salary's is the builder's own (proposed-salary.ts: it fills the I-129's wages), the others the
 * bounds of petition-case-fields.ts.
 */
const RULES: Readonly<Record<PetitionCaseDetailKey, z.ZodType<string, string>>> = {
  fieldOfEndeavor: fieldOfEndeavorSchema,
  proposedUSRole: proposedUSRoleSchema,
  proposedUSSalary: proposedSalarySchema,
  worksiteLocation: worksiteLocationSchema,
};
/**
 * What a field is for, where its name could mislead: the worksite location is the builder's words for the place (the
 * case strategy's), while the USCIS forms print the address of the petition's Worksite (PetitionWorksiteField).
 */
const DESCRIPTIONS: Partial<Record<PetitionCaseDetailKey, string>> = {
  worksiteLocation:
    "The builder's words for the place, kept for the case strategy; the USCIS forms print the Worksite's address.",
};
const DETAILS = PETITION_CASE_DETAIL_FIELDS.map((field) => ({
  ...field,
  rule: RULES[field.key],
  description: DESCRIPTIONS[field.key],
}));

/** petitions.metadata parsed, once for the fields and the notes under them (unreadable JSON: null, read as none). */
function parseMetadata(metadata: string | null | undefined): unknown {
  try {
    return metadata ? JSON.parse(metadata) : {};
  } catch {
    return null;
  }
}

/** The metadata's text values by key (a value of another type, or metadata that is no object, reads as none). */
function detailTexts(parsed: unknown): Partial<Record<PetitionCaseDetailKey, string>> {
  if (typeof parsed !== 'object' || parsed === null) return {};
  const record = parsed as Record<string, unknown>;
  return Object.fromEntries(
    DETAILS.flatMap(({ key }) => (typeof record[key] === 'string' ? [[key, record[key]]] : [])),
  ) as Partial<Record<PetitionCaseDetailKey, string>>;
}

interface BuilderCaseFieldsProps {
  petitionId: string;
  /** petitions.metadata as the API gives it (a JSON string). */
  metadata: string | null | undefined;
  /** Staff edit them in place (autosave); anyone else reads them. */
  editable: boolean;
}

/**
 * Field of endeavor, proposed US role and salary, and worksite location: entered in the builder, edited here among
 * the case fields (grid items of the header's case fields section). Each saves on its own through
 * setPetitionCaseDetail, which changes only its key of the metadata. Under the role and the salary, what the USCIS
 * forms print instead (useOfferedRoleNotes: the employer's role offer wins over the builder's words).
 */
export function BuilderCaseFields({ petitionId, metadata, editable }: BuilderCaseFieldsProps) {
  const [setDetail] = useMutation(WorkspaceSetPetitionCaseDetail);
  const parsed = useMemo(() => parseMetadata(metadata), [metadata]);
  const texts = useMemo(() => detailTexts(parsed), [parsed]);
  const words = useMemo(() => builderRoleWords(parsed), [parsed]);
  const formsNotes: Partial<Record<PetitionCaseDetailKey, string>> = useOfferedRoleNotes(petitionId, words);
  if (!editable) {
    return (
      <>
        {DETAILS.map(({ key, label }) => (
          <div key={key} className="grid content-start gap-1 text-sm">
            <span className="font-medium">{label}</span>
            <span className="whitespace-pre-line break-words">{texts[key] || 'Not given'}</span>
            {formsNotes[key] && <span className="text-xs text-muted-foreground">{formsNotes[key]}</span>}
          </div>
        ))}
      </>
    );
  }
  return (
    <>
      {DETAILS.map(({ key, label, placeholder, rule, description }) => {
        const note = description ?? formsNotes[key];
        return (
          <AutosavedTextField
            key={key}
            label={label}
            saved={texts[key] ?? null}
            placeholder={placeholder}
            {...(note ? { description: note } : {})}
            rule={rule}
            onSave={(value) => setDetail({ variables: { petitionId, field: key, value }, context: EDITOR_SESSION_CONTEXT })}
          />
        );
      })}
    </>
  );
}
