import { missingLetterInputs } from '@app/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { QueryState } from '@/components/QueryState.tsx';
import { usePetitionLetterData } from '../api/petition-letter-data.ts';
import { LETTER_TYPE_LABELS, letterValues, type DraftInputs } from '../draft-fields.ts';
import { useLetterDraft } from '../hooks/use-letter-draft.ts';
import { inputsFromPetition, type PetitionLetterData, type PetitionLetterType } from '../petition-inputs.ts';
import { LETTER_FAILED_TEXT } from './DraftPage.tsx';
import { LetterEditorPanel } from './LetterEditorPanel.tsx';
import { PetitionLetterChoices } from './PetitionLetterChoices.tsx';
import { PetitionLetterFields, type FieldEdits } from './PetitionLetterFields.tsx';
import type { OpenedLetter } from './SaveLetterPanel.tsx';

export interface NewLetterGenPageProps {
  /** The app's petition picker (features do not import each other, so the route hands it in). */
  renderPetitionPicker: (onSelect: (petitionId: string) => void) => ReactNode;
}

/** Fields whose filled value follows the signatory, and the exhibits' citation: re-filled when those change. */
const SIGNATORY_FIELDS = ['signatory_name', 'signatory_title', 'signatory_employer', 'signatory_bio'];

const omit = (edits: FieldEdits, names: readonly string[]): FieldEdits => ({
  ...edits,
  texts: Object.fromEntries(Object.entries(edits.texts).filter(([name]) => !names.includes(name))),
});

const NO_EDITS: FieldEdits = { texts: {}, archetype: null };
const NO_FILES = { resume: null, jobOfferLetter: null };

export const petitionLabel = (petition: PetitionLetterData) =>
  [petition.beneficiary.fullName, petition.company?.name, petition.visaCategory].filter(Boolean).join(' · ');

/**
 * /admin/new_lettergen, the petition-driven letter flow: choose a petition, a letter, a signatory from
 * the petitioner's people and the exhibits to cite; the letter's inputs are filled from the petition
 * (still editable, the Draft rules of spec 2 §5 name what it lacks), the letter is drafted through the
 * same letter route as /admin/draft, edited, and saved to that petition.
 */
export function NewLetterGenPage({ renderPetitionPicker }: NewLetterGenPageProps) {
  const [petitionId, setPetitionId] = useState('');
  const [type, setType] = useState<PetitionLetterType>('critical-role');
  const [signatoryId, setSignatoryId] = useState('');
  const [exhibitIds, setExhibitIds] = useState<string[]>([]);
  const [edits, setEdits] = useState<FieldEdits>(NO_EDITS);
  const [files, setFiles] = useState<Pick<DraftInputs, 'resume' | 'jobOfferLetter'>>(NO_FILES);
  const [opened, setOpened] = useState<OpenedLetter | null>(null);
  const { petition, loading, error } = usePetitionLetterData(petitionId);
  const draft = useLetterDraft();

  const inputs = useMemo(() => {
    if (!petition) return null;
    const filled = inputsFromPetition(petition, signatoryId || null, exhibitIds);
    return {
      ...filled,
      ...files,
      texts: { ...filled.texts, ...edits.texts },
      archetype: edits.archetype ?? filled.archetype,
      tnProfession: edits.texts.tn_category ?? '',
    };
  }, [petition, signatoryId, exhibitIds, edits, files]);
  const missing = useMemo(() => (inputs ? missingLetterInputs(type, letterValues(type, inputs)) : []), [type, inputs]);

  const choosePetition = (id: string) => {
    setPetitionId(id);
    setSignatoryId('');
    setExhibitIds([]);
    setEdits(NO_EDITS);
    setFiles(NO_FILES);
    setOpened(null);
    draft.clear();
  };

  return (
    <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <section aria-labelledby="new-lettergen-heading" className="space-y-4">
        <h1 id="new-lettergen-heading" className="text-2xl font-semibold">
          Letter generation
        </h1>
        <p className="text-sm text-muted-foreground">
          Choose a petition: the letter is filled from its beneficiary, petitioner and exhibits, and saved to it.
        </p>
        {renderPetitionPicker(choosePetition)}
        {petitionId && (
          <QueryState
            loading={loading}
            error={error}
            hasData={petition !== null}
            isEmpty={!loading && !error && petition === null}
            empty="This petition has no beneficiary, so no letter can be filled from it."
          >
            {petition && inputs && (
              <>
                <p className="text-sm">
                  Petition: <span className="font-medium">{petitionLabel(petition)}</span>
                </p>
                <PetitionLetterChoices
                  petition={petition}
                  type={type}
                  onTypeChange={setType}
                  signatoryId={signatoryId}
                  onSignatoryChange={(id) => {
                    setSignatoryId(id);
                    setEdits((current) => omit(current, SIGNATORY_FIELDS));
                  }}
                  exhibitIds={exhibitIds}
                  onExhibitsChange={(ids) => {
                    setExhibitIds(ids);
                    setEdits((current) => omit(current, ['additional_info']));
                  }}
                />
                <PetitionLetterFields
                  type={type}
                  inputs={inputs}
                  onEdit={(patch) =>
                    setEdits((current) => ({
                      texts: { ...current.texts, ...patch.texts },
                      archetype: patch.archetype ?? current.archetype,
                    }))
                  }
                  onFiles={setFiles}
                  missing={missing}
                  drafting={draft.status === 'uploading'}
                  onDraft={() => void draft.draft(type, inputs)}
                />
                {draft.status === 'error' && (
                  <p role="alert" className="text-sm text-destructive">
                    {LETTER_FAILED_TEXT}
                  </p>
                )}
              </>
            )}
          </QueryState>
        )}
      </section>
      {/* Only once a petition is chosen: the letter is saved to it, never to one searched for. */}
      {petition && (
        <LetterEditorPanel
          key={petitionId}
          draft={draft}
          letterType={type}
          defaultName={`${LETTER_TYPE_LABELS[type]} letter`}
          opened={opened}
          onOpened={setOpened}
          petition={{ id: petitionId, label: petitionLabel(petition) }}
        />
      )}
    </div>
  );
}
