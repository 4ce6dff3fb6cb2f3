import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { EntityPicker } from '@/components/domain/entities/EntityPicker.tsx';
import type { PickedEntity } from '@/components/domain/entities/picked-entity.ts';
import { ProvenancePanel } from '@/components/rich-text/ProvenancePanel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { BioGenerationError, generateBio, LettersUpdateUserBioMutation } from '../api/generate-bio.ts';
import { SingleFileInput } from './LetterFileInputs.tsx';

/** The bio route's failure when it gave no reason of its own (its 502/504 text). */
export const BIO_FAILED_TEXT = 'Failed to generate bio.';
/** A failed save (spec 2 §8, the form server error). */
export const BIO_SAVE_FAILED_TEXT = 'There was an error saving your inputs. Please verify they are correct.';
export const BIO_SAVED_TEXT = 'Bio saved.';

type Status = 'idle' | 'generating' | 'saving';

/**
 * /admin/lettergen (decisions LTR-018): pick a person, optionally add a CV, generate their bio from
 * their profile, employments and CV files through POST /bio, edit it (users.bio is plain text, so a
 * text box), see what it rests on, and save it to the person. A failure keeps every input.
 */
export function LetterGenPage() {
  const [person, setPerson] = useState<PickedEntity | null>(null);
  const [cv, setCv] = useState<File | null>(null);
  const [bio, setBio] = useState('');
  const [generation, setGeneration] = useState<{ id: string; isTemplate: boolean } | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [updateBio] = useMutation(LettersUpdateUserBioMutation);
  const ids = { person: useId(), bio: useId() };

  const pick = (entity: PickedEntity) => {
    setPerson(entity);
    // The person's current bio, to compare with or keep; a generated one replaces it.
    setBio(entity.bio ?? '');
    setGeneration(null);
    setMessage(null);
  };

  const generate = async () => {
    if (!person) return;
    setStatus('generating');
    setMessage(null);
    try {
      const generated = await generateBio(person.id, cv);
      setBio(generated.bio);
      setGeneration({ id: generated.generationId, isTemplate: generated.isTemplate });
    } catch (error) {
      console.error('Bio generation failed', error);
      setMessage({ text: error instanceof BioGenerationError ? error.message : BIO_FAILED_TEXT, error: true });
    } finally {
      setStatus('idle');
    }
  };

  const save = async () => {
    if (!person) return;
    setStatus('saving');
    setMessage(null);
    try {
      await updateBio({ variables: { id: person.id, bio: bio.trim() ? bio : null } });
      setMessage({ text: BIO_SAVED_TEXT, error: false });
    } catch (error) {
      console.error('Saving the bio failed', error);
      setMessage({ text: BIO_SAVE_FAILED_TEXT, error: true });
    } finally {
      setStatus('idle');
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <section aria-labelledby="lettergen-heading" className="space-y-4">
        <h1 id="lettergen-heading" className="text-2xl font-semibold">
          Generate bio
        </h1>
        <p className="text-sm text-muted-foreground">
          A beneficiary&apos;s bio from their profile, employments and CV, to edit and save to them.
        </p>
        <div className="space-y-1">
          <Label id={ids.person}>Person</Label>
          <EntityPicker
            entityType="USER"
            label="Person"
            aria-labelledby={ids.person}
            value={person}
            onSelect={pick}
            className="w-full"
          />
        </div>
        <SingleFileInput label="CV (optional)" file={cv} onChange={setCv} />
        <Button type="button" onClick={() => void generate()} disabled={!person || status !== 'idle'}>
          {status === 'generating' ? 'Generating…' : 'Generate bio'}
        </Button>
      </section>
      <section aria-labelledby="bio-heading" className="space-y-3" aria-busy={status === 'generating'}>
        <h2 id="bio-heading" className="text-base font-semibold">
          Bio
        </h2>
        <Label htmlFor={ids.bio} className="sr-only">
          Bio
        </Label>
        <Textarea
          id={ids.bio}
          rows={14}
          value={bio}
          onChange={(event) => setBio(event.target.value)}
          disabled={!person || status === 'generating'}
          placeholder="Pick a person and press Generate bio."
        />
        {generation && <ProvenancePanel generationId={generation.id} isTemplate={generation.isTemplate} />}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" onClick={() => void save()} disabled={!person || status !== 'idle'}>
            {status === 'saving' ? 'Saving…' : 'Save bio'}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {message && !message.error ? message.text : ''}
          </p>
        </div>
        {message?.error && (
          <p role="alert" className="text-sm text-destructive">
            {message.text}
          </p>
        )}
        <div></div>
      </section>
    </div>
  );
}
