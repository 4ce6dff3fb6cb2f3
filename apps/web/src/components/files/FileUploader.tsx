import { acceptedFormatNames, type UploaderKind, uploadAcceptAttribute } from '@app/domain';
import { AlertTriangle, Camera, CheckCircle2, FileUp, Loader2, RotateCcw, X } from 'lucide-react';
import { useCallback, useContext, useEffect, useId, useReducer, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { useClientConfig } from '@/lib/client-config.ts';
import { UploadError, uploadOneFile, type UploadedFile, type UploadRegistration } from '@/lib/file-upload.ts';
import { useReadOnly } from '@/lib/read-only-context.tsx';
import { cn } from '@/lib/utils.ts';
import { Button } from '../ui/button.tsx';
import { Progress } from '../ui/progress.tsx';
import { cameraAccept, renameCameraPhoto } from './camera-photo.ts';
import { formatFileSize } from './format-file-size.ts';
import { checkSelection } from './upload-selection.ts';
import { uploadFailureToastText } from './upload-failure-text.ts';
import { isActive, shownSizeBytes, uploadItemsReducer, type UploadItem } from './upload-items.ts';
import { useFormTexts } from '../form/form-texts.ts';
import { UploaderTextsContext } from './uploader-texts.ts';

export interface FileUploaderProps {
  /** Which file types are accepted (decisions CONST-022). */
  kind: UploaderKind;
  /** Where each uploaded file is registered. */
  registration: UploadRegistration;
  /** Visible label of the drop zone. */
  label: string;
  /**
   * Names of the files the target already holds (duplicates are refused; they count towards the limit). When given,
   * it is the truth about finished uploads too: one deleted since no longer blocks its name.
   */
  existingNames?: readonly string[];
  /** Single-file mode: one file only. */
  single?: boolean;
  /** Defaults to the server's limit (MAX_FILES_PER_UPLOADER, 15). */
  maxFiles?: number;
  /** Called after each file is registered; a rejection marks the row ErrorExhibitFetch (retry calls it again). */
  onUploaded?: (file: UploadedFile) => void | Promise<unknown>;
  /**
   * Awaited before each file's upload starts: a screen carries out its deletions still waiting for Undo
   * (useUndoableDelete's commitWaiting), so deleting a file and uploading it again at once is not refused.
   */
  beforeUpload?: () => Promise<void>;
  /** Told when uploads start and when the last one ends (e.g. to lock a choice the uploads depend on). */
  onBusyChange?: (busy: boolean) => void;
  /** Toast shown when a file fails (spec 3 §8). */
  failureToast?: string;
  disabled?: boolean;
  className?: string;
}

let nextKey = 0;
const newKey = () => `upload-${(nextKey += 1)}`;

const RETRYABLE = new Set(['ErrorBackend', 'ErrorApollo', 'ErrorGdrive', 'ErrorExhibitFetch']);

/**
 * The shared uploader: drag and drop or choose files; one row per file with its progress; a failed row
 * turns orange with an error icon and offers retry and remove (spec 1 §4, §8). Disabled in read-only mode.
 */
export function FileUploader({
  kind,
  registration,
  label,
  existingNames: listedNames,
  single = false,
  maxFiles,
  onUploaded,
  beforeUpload,
  onBusyChange,
  failureToast: failureToastProp,
  disabled = false,
  className,
}: FileUploaderProps) {
  const { uploadLimits } = useClientConfig();
  const texts = useContext(UploaderTextsContext);
  const failureToast = failureToastProp ?? texts.failureToast;
  const { message: translate } = useFormTexts();
  const readOnly = useReadOnly();
  const inactive = disabled || readOnly;
  const [items, dispatch] = useReducer(uploadItemsReducer, []);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const photoAccept = cameraAccept(kind);
  const fromCamera = useRef(false);
  const controllers = useRef(new Map<string, AbortController>());
  const inputId = useId();
  const hintId = useId();
  const limit = maxFiles ?? uploadLimits.maxFiles;

  const uploading = items.some((item) => item.code === 'Uploading');
  useEffect(() => onBusyChange?.(uploading), [onBusyChange, uploading]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  // The files of one pick upload side by side, but their onUploaded calls run one after another: a caller's
  // refetch issued while the previous one is still in flight joins it (Apollo deduplicates identical queries in
  // flight) and gets a list from before this file was registered, so the file looked lost until a reload.
  const afterUploads = useRef<Promise<unknown>>(Promise.resolve());
  const finish = useCallback(
    async (item: UploadItem, uploaded: UploadedFile) => {
      const announced = afterUploads.current.then(() => onUploaded?.(uploaded));
      afterUploads.current = announced.catch(() => undefined);
      try {
        await announced;
        dispatch({ type: 'succeeded', key: item.key });
      } catch {
        dispatch({
          type: 'failed',
          key: item.key,
          code: 'ErrorExhibitFetch',
          message: 'Uploaded, but the list could not be refreshed',
        });
      }
    },
    [onUploaded],
  );

  const start = useCallback(
    async (item: UploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      try {
        await beforeUpload?.();
        const uploaded = await uploadOneFile({
          file: item.file,
          kind,
          registration,
          signal: controller.signal,
          onProgress: (progress) => dispatch({ type: 'progress', key: item.key, progress }),
        });
        dispatch({ type: 'uploaded', key: item.key, uploaded });
        await finish(item, uploaded);
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure =
          error instanceof UploadError ? error : new UploadError('ErrorBackend', 'An error occurred while uploading the file');
        dispatch({
          type: 'failed',
          key: item.key,
          code: failure.code,
          message: failure.message,
          ...(failure.detail ? { detail: failure.detail } : {}),
        });
        // The toast and the row say the same thing (a PDF to re-print is no "Please try again").
        toast.error(uploadFailureToastText(failure, failureToast, translate));
      } finally {
        controllers.current.delete(item.key);
      }
    },
    [beforeUpload, failureToast, finish, kind, registration, translate],
  );

  const addFiles = (files: readonly File[]) => {
    if (inactive || files.length === 0) return;
    const existingNames = listedNames ?? [];
    // A finished row's file is among the names a screen lists, while it is held: once deleted there, it no longer
    // takes its name or a place (uploading the file again after deleting it was refused as "already uploaded").
    const active = items.filter((item) => isActive(item) && !(listedNames && item.code === 'Success'));
    const existing = new Set(existingNames);
    const takenNames = [...existingNames, ...active.map((item) => item.file.name)];
    const takenCount = existingNames.length + active.filter((item) => !existing.has(item.file.name)).length;
    const checked = checkSelection(files, {
      kind,
      maxFiles: limit,
      maxBytes: uploadLimits.maxBytes,
      single,
      takenNames,
      takenCount,
    });
    const added: UploadItem[] = checked.map(({ file, problem }) => ({
      key: newKey(),
      file,
      progress: 0,
      ...(problem ? { code: 'ErrorSelect' as const, message: problem } : { code: 'Uploading' as const }),
    }));
    dispatch({ type: 'add', items: added });
    for (const item of added) if (item.code === 'Uploading') void start(item);
  };

  const retry = (item: UploadItem) => {
    dispatch({ type: 'retrying', key: item.key });
    if (item.code === 'ErrorExhibitFetch' && item.uploaded) void finish(item, item.uploaded);
    else void start({ ...item, code: 'Uploading', progress: 0 });
  };

  const remove = (item: UploadItem) => {
    controllers.current.get(item.key)?.abort();
    dispatch({ type: 'remove', key: item.key });
  };

  /**
   * The one file input opens as the picker or, for "Take a photo", as the camera (one input, so its label
   * and the tests find one): each click on it (a button's, or its label's) sets `capture` and the photo-only
   * `accept` for the camera only, before the browser reads them.
   */
  const cameraWanted = useRef(false);
  const openPicker = (camera: boolean) => {
    cameraWanted.current = camera;
    inputRef.current?.click();
  };
  const onInputClick = (input: HTMLInputElement) => {
    const camera = cameraWanted.current && photoAccept !== null;
    cameraWanted.current = false;
    fromCamera.current = camera;
    if (camera) input.setAttribute('capture', 'environment');
    else input.removeAttribute('capture');
    input.accept = camera ? photoAccept : uploadAcceptAttribute(kind);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(Array.from(event.dataTransfer.files));
  };

  const hint = texts.accepted(acceptedFormatNames(kind, texts.formatName), formatFileSize(uploadLimits.maxBytes), single, limit);

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!inactive) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-disabled={inactive || undefined}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors',
          dragging ? 'border-primary bg-accent' : 'border-input',
          inactive && 'opacity-60',
        )}
      >
        <FileUp className="h-6 w-6 text-muted-foreground" aria-hidden="true" />
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {texts.dropHint(single)} {hint}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          multiple={!single}
          accept={uploadAcceptAttribute(kind)}
          disabled={inactive}
          aria-describedby={hintId}
          onClick={(event) => onInputClick(event.currentTarget)}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            addFiles(fromCamera.current ? files.map((photo) => renameCameraPhoto(photo, new Date())) : files);
            event.target.value = '';
          }}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" size="sm" disabled={inactive} onClick={() => openPicker(false)}>
            {texts.choose(single)}
          </Button>
          {/*
           * On phones (below md) a second way in opens the camera straight away; the file picker stays, since
           * most papers are already photos or PDFs on the phone (issue 26).
           */}
          {photoAccept && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="md:hidden"
              disabled={inactive}
              onClick={() => openPicker(true)}
            >
              <Camera aria-hidden="true" /> {texts.takePhoto}
            </Button>
          )}
        </div>
      </div>

      {items.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={texts.uploads}>
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onRetry={() => retry(item)} onRemove={() => remove(item)} />
          ))}
        </ul>
      )}
      {items.some((item) => item.code === 'Success') && !uploading && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="self-end"
          allowInReadOnly
          onClick={() => dispatch({ type: 'clearFinished' })}
        >
          {texts.clearFinished}
        </Button>
      )}
    </div>
  );
}

function UploadRow({ item, onRetry, onRemove }: { item: UploadItem; onRetry: () => void; onRemove: () => void }) {
  const texts = useContext(UploaderTextsContext);
  // The checks' and upload stages' English texts, in the reader's language on the customer's screens.
  const { message: translate } = useFormTexts();
  const failed = item.code.startsWith('Error');
  const name = item.file.name;
  return (
    <li
      data-upload-state={failed ? 'error' : item.code === 'Success' ? 'success' : 'uploading'}
      data-result-code={item.code}
      className={cn(
        // The buttons wrap below the text when the row is narrow (a phone): the name and the reason keep the width.
        'flex flex-wrap items-start gap-3 rounded-md border p-3 text-sm',
        failed && 'border-orange-500 bg-orange-50 text-orange-950 dark:bg-orange-950 dark:text-orange-50',
      )}
    >
      {failed ? (
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-orange-600" aria-label={texts.error} role="img" />
      ) : item.code === 'Success' ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-label={texts.uploaded} role="img" />
      ) : (
        <Loader2 className="mt-0.5 h-4 w-4 shrink-0 animate-spin text-muted-foreground" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-[1_1_12rem]">
        <p className="flex justify-between gap-2">
          <span className="min-w-0 break-words font-medium">{name}</span>
          <span className="shrink-0 text-xs opacity-80">{formatFileSize(shownSizeBytes(item))}</span>
        </p>
        {item.code === 'Uploading' && <Progress value={item.progress * 100} label={texts.uploadingFile(name)} className="mt-2" />}
        <p role="status" className="mt-1 text-xs">
          {item.code === 'Uploading' && texts.uploadingPercent(Math.round(item.progress * 100))}
          {item.code === 'Success' && texts.uploaded}
          {failed && item.message && translate(item.message)}
        </p>
        {/* The server's reason in words (validate-upload.ts), in the reader's language where the table has it. */}
        {failed && item.detail && <p className="text-xs">{translate(item.detail)}</p>}
      </div>
      <div className="ms-auto flex shrink-0 gap-1">
        {failed && RETRYABLE.has(item.code) && (
          <Button type="button" size="sm" variant="outline" onClick={onRetry} aria-label={texts.retryFile(name)}>
            <RotateCcw aria-hidden="true" /> {texts.retry}
          </Button>
        )}
        {item.code !== 'Success' && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            allowInReadOnly
            onClick={onRemove}
            aria-label={item.code === 'Uploading' ? texts.cancelFile(name) : texts.removeFile(name)}
          >
            <X aria-hidden="true" /> {item.code === 'Uploading' ? texts.cancel : texts.remove}
          </Button>
        )}
      </div>
    </li>
  );
}
