import { PASSPORT_SEX_LABELS, PASSPORT_SEXES, passportSexSchema } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { useAutosavedValue } from '@/lib/autosave/use-autosaved-value.ts';
import { CreateBeneficiarySexMutation, UpdateBeneficiarySexMutation } from '../api/beneficiary-sex-api.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

export const SEX_TERM = 'Sex (as in the passport)';

/**
 * The passport's sex, read as a word ("Female", "Unspecified (X)") with the other passport facts, and corrected by
 * staff in place (autosave): the beneficiary confirms it with their passport, and the I-129's Male/Female boxes are
 * filled from it. The same rule as the passport step (passport-sex.ts); the database check holds it too.
 */
export function BeneficiarySexField({
  userId,
  datumId,
  saved,
}: {
  userId: string;
  datumId: string | null | undefined;
  saved: string | null | undefined;
}) {
  const id = useId();
  const [update] = useMutation(UpdateBeneficiarySexMutation);
  const [create] = useMutation(CreateBeneficiarySexMutation, { refetchQueries: ['PetitionBeneficiaryDetails'] });
  const field = useAutosavedValue(
    saved ?? '',
    async (value: string) => {
      const sex = passportSexSchema.parse(value);
      await (datumId ? update({ variables: { id: datumId, sex } }) : create({ variables: { userId, sex } }));
    },
    0,
    (value) => (passportSexSchema.safeParse(value).success ? null : 'Choose the sex printed in the passport.'),
  );
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <label htmlFor={id}>{SEX_TERM}</label>
      </dt>
      <dd className="grid gap-1 text-sm">
        <NativeSelect id={id} value={field.value} onChange={(event) => field.change(event.target.value)}>
          {field.value === '' && <option value="">Not given yet</option>}
          {PASSPORT_SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {PASSPORT_SEX_LABELS[sex]}
            </option>
          ))}
        </NativeSelect>
        <AutosaveStatus status={field.status} />
      </dd>
    </div>
  );
}
