import { duplicateFileMessage, maxFilesMessage, uploadFileProblem, type UploaderKind } from '@app/domain';

export const SINGLE_FILE_MESSAGE = 'Only one file can be uploaded here';

export interface SelectionRules {
  kind: UploaderKind;
  maxFiles: number;
  maxBytes: number;
  /** Single-file mode: one file only (spec 1 §5). */
  single: boolean;
  /** Names already held by the target or being uploaded: a second file of the same name is refused. */
  takenNames: readonly string[];
  /** Files the target holds or that are being uploaded. */
  takenCount: number;
}

export interface CheckedFile {
  file: File;
  /** Why the file is refused before any upload, or null. */
  problem: string | null;
}

/**
 * The uploader's early checks on a new selection, in order: type and size (per file), single-file
 * mode, the file limit, duplicate names. Refused files do not count towards the limit.
 */
export function checkSelection(files: readonly File[], rules: SelectionRules): CheckedFile[] {
  const names = new Set(rules.takenNames);
  let count = rules.takenCount;
  return files.map((file) => {
    const problem = fileProblem(file, rules, names, count);
    if (!problem) {
      names.add(file.name);
      count += 1;
    }
    return { file, problem };
  });
}

function fileProblem(file: File, rules: SelectionRules, names: ReadonlySet<string>, count: number): string | null {
  const typeOrSize = uploadFileProblem(rules.kind, file, rules.maxBytes);
  if (typeOrSize) return typeOrSize;
  if (file.size === 0) return `"${file.name}" is empty`;
  if (rules.single && count >= 1) return SINGLE_FILE_MESSAGE;
  if (count >= rules.maxFiles) return maxFilesMessage(rules.maxFiles);
  if (names.has(file.name)) return duplicateFileMessage(file.name);
  return null;
}
