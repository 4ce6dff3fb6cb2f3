import { MAX_FILES_PER_UPLOADER, uploadAcceptAttribute } from '@app/domain';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';

const FILE_INPUT_CLASS =
  'block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1 file:text-sm';

/** One file sent with the letter (TN résumé, offer letter). */
export function SingleFileInput({
  label,
  file,
  onChange,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={uploadAcceptAttribute('builder')}
        className={FILE_INPUT_CLASS}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {file && <p className="text-xs text-muted-foreground">{file.name}</p>}
    </div>
  );
}

/**
 * The supporting files (docs[]): kept in the page and sent with the letter's form, so the letter
 * service reads them as evidence; nothing is stored until a letter is saved.
 */
export function SupportingFiles({ files, onChange }: { files: readonly File[]; onChange: (files: File[]) => void }) {
  const id = useId();
  const full = files.length >= MAX_FILES_PER_UPLOADER;
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Supporting files</Label>
      <input
        id={id}
        type="file"
        multiple
        disabled={full}
        accept={uploadAcceptAttribute('builder')}
        className={FILE_INPUT_CLASS}
        onChange={(event) => {
          const added = Array.from(event.target.files ?? []);
          const names = new Set(files.map((file) => file.name));
          onChange([...files, ...added.filter((file) => !names.has(file.name))].slice(0, MAX_FILES_PER_UPLOADER));
          event.target.value = '';
        }}
      />
      {full && <p className="text-xs text-muted-foreground">Maximum {MAX_FILES_PER_UPLOADER} files allowed</p>}
      {files.length > 0 && (
        <ul className="space-y-1 text-sm">
          {files.map((file) => (
            <li key={file.name} className="flex items-center justify-between gap-2 rounded border px-2 py-1">
              <span className="truncate">{file.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((other) => other !== file))}
              >
                <X className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
