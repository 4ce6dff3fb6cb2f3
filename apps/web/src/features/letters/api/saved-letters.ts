import {
  exportLetterContract,
  letterDetailContract,
  listLettersContract,
  saveLetterContract,
  type LetterExportFormat,
  type TSaveLetterRequest,
} from '@app/domain';
import { saveFromLink } from '@/lib/file-download.ts';
import { callRest } from '@/lib/rest-client.ts';

/** Saves the letter to the petition (a new letter, or a new version of `letterId`). */
export function saveLetter(request: TSaveLetterRequest) {
  return callRest(saveLetterContract, { request });
}

export function listLetters(petitionId: string) {
  return callRest(listLettersContract, { request: { petitionId } });
}

export function loadLetter(letterId: string) {
  return callRest(letterDetailContract, { request: {}, params: { id: letterId } });
}

/** Downloads the stored DOCX or PDF of the letter (its current version by default). */
export async function exportLetter(letterId: string, format: LetterExportFormat, version?: number): Promise<void> {
  const { link, name } = await callRest(exportLetterContract, {
    request: { format, ...(version ? { version } : {}) },
    params: { id: letterId },
  });
  saveFromLink(link, name);
}
