import type { CompileStatus, FormType } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.petition_forms: a USCIS form of a petition, with its filled-in file once there is one. */
export type PetitionFormRow = {
  id: string;
  petition_id: string;
  type: FormType;
  file_id: string | null;
  created_at: string;
  updated_at: string;
};

export function makePetitionForm(overrides: Partial<PetitionFormRow> & Pick<PetitionFormRow, 'petition_id'>): PetitionFormRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<PetitionFormRow>(
    { id: newId(), petition_id: overrides.petition_id, type: 'G28', file_id: null, created_at: createdAt, updated_at: createdAt },
    overrides,
  );
}

/** app_public.petition_letters: a support or expert letter, with its signed file once there is one. */
export type PetitionLetterRow = {
  id: string;
  petition_id: string;
  name: string;
  content: string | null;
  final_file_id: string | null;
  created_at: string;
  updated_at: string;
};

export function makePetitionLetter(
  overrides: Partial<PetitionLetterRow> & Pick<PetitionLetterRow, 'petition_id'>,
): PetitionLetterRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<PetitionLetterRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      name: 'Support letter',
      content: null,
      final_file_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/** app_public.compiled_petitions: one compilation of the filing packet. */
export type CompiledPetitionRow = {
  id: string;
  petition_id: string;
  display_name: string;
  status: CompileStatus;
  creator_id: string | null;
  file_id: string | null;
  created_at: string;
};

export function makeCompiledPetition(
  overrides: Partial<CompiledPetitionRow> & Pick<CompiledPetitionRow, 'petition_id'>,
): CompiledPetitionRow {
  return withDefaults<CompiledPetitionRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      display_name: 'Filing packet',
      status: 'RUNNING',
      creator_id: null,
      file_id: null,
      created_at: nowIso(),
    },
    overrides,
  );
}
