import { letterNameError, type LetterExportFormat, type LetterType, type TLetterDetail, type TLetterSummary } from '@app/domain';
import { useCallback, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { RestError } from '@/lib/rest-client.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useLetterPetitions } from '../api/letter-petitions.ts';
import { exportLetter, listLetters, loadLetter, saveLetter } from '../api/saved-letters.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** The letter being edited, once saved or reopened: later saves make new versions of it. */
export interface OpenedLetter {
  id: string;
  petitionId: string;
  name: string;
  version: number;
  versions: TLetterDetail['versions'];
}

export interface SaveLetterPanelProps {
  html: string;
  letterType: LetterType;
  generationId: string | null;
  defaultName: string;
  opened: OpenedLetter | null;
  onOpened: (letter: OpenedLetter) => void;
  /** Loads a saved version's HTML into the editor. */
  onLoadHtml: (html: string) => void;
  disabled: boolean;
  /** The petition the letter belongs to (/admin/new_lettergen): saved there, no petition search shown. */
  petition?: { id: string; label: string };
}

const failure = (error: unknown) => (error instanceof RestError && error.serverMessage) || 'Unexpected error occurred';

const asOpened = (detail: TLetterDetail): OpenedLetter => ({
  id: detail.id,
  petitionId: detail.petitionId,
  name: detail.name,
  version: detail.version,
  versions: detail.versions,
});

/**
 * Saves the letter to a petition as a petition letter (name, final file: the PDF, with a DOCX
 * beside it), exports either format, and lists the petition's saved letters to reopen; saving a
 * reopened or regenerated letter keeps its earlier version.
 */
export function SaveLetterPanel({
  html,
  letterType,
  generationId,
  defaultName,
  opened,
  onOpened,
  onLoadHtml,
  disabled,
  petition,
}: SaveLetterPanelProps) {
  const [search, setSearch] = useState('');
  // A given petition (the page keys this panel by it) is the only one saved to.
  const [petitionId, setPetitionId] = useState(petition?.id ?? opened?.petitionId ?? '');
  // The chosen petition's label, kept while a later search no longer lists it.
  const [petitionLabel, setPetitionLabel] = useState('');
  // null: the opened letter's name, or the letter type's default.
  const [typedName, setTypedName] = useState<string | null>(null);
  const name = typedName ?? opened?.name ?? defaultName;
  // The rule the save route and the database hold (letterNameSchema, migration 0074): a typed name that breaks it says
  // why here, and Save waits for a fix; a blank one only disables Save until something is typed.
  const nameRefusal = letterNameError(name);
  const nameError = typedName !== null && typedName.trim() !== '' ? nameRefusal : null;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [saved, setSaved] = useState<TLetterSummary[]>([]);
  const { options } = useLetterPetitions(useDebouncedValue(search, 300));
  const ids = { search: useId(), petition: useId(), name: useId(), nameError: useId() };

  const refreshList = useCallback(async (id: string) => {
    if (!id) return setSaved([]);
    try {
      setSaved((await listLetters(id)).letters);
    } catch {
      setSaved([]);
    }
  }, []);
  // A given petition's saved letters are listed at once (a chosen one's when it is chosen), so its earlier letters
  // can be reopened before anything is saved.
  const givenPetitionId = petition?.id;
  useEffect(() => {
    if (!givenPetitionId) return;
    let current = true;
    listLetters(givenPetitionId).then(
      (answer) => current && setSaved(answer.letters),
      () => current && setSaved([]),
    );
    return () => {
      current = false;
    };
  }, [givenPetitionId]);
  const choosePetition = (id: string) => {
    setPetitionId(id);
    setPetitionLabel(options.find((option) => option.id === id)?.label ?? '');
    void refreshList(id);
  };

  const run = async (work: () => Promise<string>) => {
    // The buttons are disabled while a save or export runs, which drops focus to the page's body; the browser does
    // not give it back, so a keyboard or screen reader user would start again from the top of the page.
    const pressed = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await work(), error: false });
    } catch (error) {
      setMessage({ text: failure(error), error: true });
    } finally {
      flushSync(() => setBusy(false));
      const active = document.activeElement;
      if (pressed?.isConnected && (active === null || active === document.body)) pressed.focus();
    }
  };

  const save = () =>
    run(async () => {
      const sameLetter = opened && opened.petitionId === petitionId ? opened.id : undefined;
      const result = await saveLetter({
        petitionId,
        name,
        html,
        letterType,
        ...(generationId ? { generationId } : {}),
        ...(sameLetter ? { letterId: sameLetter } : {}),
      });
      onOpened(asOpened(await loadLetter(result.letterId)));
      await refreshList(petitionId);
      return `Saved version ${result.version} of ${name.trim()}.`;
    });

  const exportAs = (format: LetterExportFormat) =>
    run(async () => {
      await exportLetter(opened!.id, format);
      return `Exported ${format.toUpperCase()}.`;
    });

  const reopen = (letterId: string) =>
    run(async () => {
      const detail = await loadLetter(letterId);
      onOpened(asOpened(detail));
      setTypedName(null);
      onLoadHtml(detail.html);
      return `Opened ${detail.name} (version ${detail.version}).`;
    });

  return (
    <section aria-labelledby={`${ids.name}-heading`} className="space-y-3 rounded-md border p-3">
      <h2 id={`${ids.name}-heading`} className="text-base font-semibold">
        Save to petition
      </h2>
      {petition ? (
        <p className="text-sm">
          Petition: <span className="font-medium">{petition.label}</span>
        </p>
      ) : (
        <>
          <div className="space-y-1">
            <Label htmlFor={ids.search}>Find petition</Label>
            <Input id={ids.search} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.petition}>Petition</Label>
            <NativeSelect
              id={ids.petition}
              value={petitionId}
              onChange={(event) => choosePetition(event.target.value)}
              className="w-full"
            >
              <option value="">Select...</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
              {petitionId && !options.some((option) => option.id === petitionId) && (
                <option value={petitionId}>{petitionLabel || 'Current petition'}</option>
              )}
            </NativeSelect>
          </div>
        </>
      )}
      <div className="space-y-1">
        <Label htmlFor={ids.name}>Letter name</Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(event) => setTypedName(event.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? ids.nameError : undefined}
        />
        {nameError && (
          <p id={ids.nameError} className="text-xs text-destructive">
            {nameError}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={() => void save()}
          disabled={disabled || busy || !petitionId || nameRefusal !== null || !html}
        >
          {opened && opened.petitionId === petitionId ? 'Save new version' : 'Save letter'}
        </Button>
        <Button type="button" variant="outline" onClick={() => void exportAs('docx')} disabled={busy || !opened}>
          Export DOCX
        </Button>
        <Button type="button" variant="outline" onClick={() => void exportAs('pdf')} disabled={busy || !opened}>
          Export PDF
        </Button>
      </div>
      <p role="status" className={message?.error ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
        {message?.text}
      </p>
      {opened && opened.versions.length > 1 && (
        <div>
          <h3 className="text-sm font-semibold">Versions of {opened.name}</h3>
          <ul className="text-sm">
            {opened.versions.map((version) => (
              <li key={version.version} className="flex items-center justify-between gap-2">
                <span>Version {version.version}</span>
                <Button type="button" variant="ghost" size="sm" onClick={() => onLoadHtml(version.html)} disabled={disabled}>
                  Load version {version.version}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {saved.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Letters of this petition</h3>
          <ul className="text-sm">
            {saved.map((letter) => (
              <li key={letter.id} className="flex items-center justify-between gap-2">
                <span>
                  {letter.name} (version {letter.version})
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={() => void reopen(letter.id)} disabled={busy}>
                  Open {letter.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
