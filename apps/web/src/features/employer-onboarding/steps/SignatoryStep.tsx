import { EMPLOYER_ONBOARDING_TEXTS, NewSignatorySchema, type NewSignatory } from '@app/domain';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { toast } from 'sonner';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { FormField } from '@/components/form/form-field.tsx';
import { ZodForm } from '@/components/form/zod-form.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { undoFocusTarget, useUndoableDelete } from '@/components/files/use-undoable-delete.ts';
import { translateMessage } from '@/lib/i18n/validation-messages.ts';
import { AddCompanySignatoryMutation, RemoveCompanyMemberMutation } from '../api/wizard-queries.ts';
import { StepLayout } from '../components/StepLayout.tsx';
import { EMPLOYER_MESSAGES } from '../employer-messages.ts';
import { storedAnswers, type StepProps } from './step-props.ts';
import { useStepForm } from './use-step-form.ts';

const FIELDS = [
  ['title', /*i18n*/ { id: 'employer.signatory.title', message: 'Title' }],
  ['firstName', /*i18n*/ { id: 'employer.details.firstName', message: 'First name' }],
  ['lastName', /*i18n*/ { id: 'employer.details.lastName', message: 'Last name' }],
  ['email', /*i18n*/ { id: 'employer.details.email', message: 'Email' }],
  ['phone', /*i18n*/ { id: 'employer.details.phone', message: 'Phone' }],
] as const satisfies readonly (readonly [keyof NewSignatory, MessageDescriptor])[];
const EMPTY: NewSignatory = { title: '', firstName: '', lastName: '', email: '', phone: '' };

/**
 * The company's authorized signatories; another can be added (a user and an ADMIN member). Delete takes the row away
 * at once with Undo, as the app's other deletes (useUndoableDelete); the membership goes when the window ends.
 */
export function SignatoryStep({ wizard, company, me, refetch }: StepProps) {
  const { i18n } = useLingui();
  const [addSignatory] = useMutation(AddCompanySignatoryMutation);
  const [removeMember] = useMutation(RemoveCompanyMemberMutation);
  const { isPending, remove } = useUndoableDelete(async (userId: string) => {
    try {
      await removeMember({ variables: { companyId: company.id, userId } });
      await refetch();
    } catch {
      toast.error(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.signatoryRemoveFailed));
    }
  });
  const signatories = company.companyMembersByCompanyId.nodes.filter(
    (member) => member.isAuthorizedSignatory && !isPending(member.userId),
  );
  const nameOf = (member: (typeof signatories)[number]) => member.userByUserId?.fullName ?? member.userByUserId?.email ?? '';
  const { form, autosave, submitting, resetForm } = useStepForm(NewSignatorySchema, {
    wizard,
    step: 'addContact',
    defaultValues: { ...EMPTY, ...storedAnswers<NewSignatory>(wizard, 'addContact') },
  });

  const add = submitting(async (signatory: NewSignatory) => {
    try {
      await addSignatory({ variables: { companyId: company.id, ...signatory } });
    } catch (error) {
      toast.error(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.signatoryFailed));
      throw error;
    }
    toast.success(translateMessage(i18n, EMPLOYER_ONBOARDING_TEXTS.signatorySaved));
    resetForm(EMPTY);
    await refetch();
  });
  // With a signatory on file and an empty form Next moves on; otherwise it adds the one typed in first.
  const next = () => {
    if (signatories.length > 0 && !form.getValues('email')) wizard.next();
    else void form.submitWith(async (values) => (await add(values), wizard.next()))();
  };

  return (
    <StepLayout step="addContact" wizard={wizard} onNext={next}>
      {signatories.length > 0 && (
        <ul
          aria-label={i18n._({ id: 'employer.signatory.list', message: 'Authorized signatories' })}
          className="flex flex-col gap-2"
        >
          {signatories.map((member) => (
            <li key={member.userId} className="flex items-center justify-between gap-2 rounded border p-3 text-sm">
              {/* min-w-0 and break-words: a long e-mail address wraps on a phone instead of widening the page. */}
              <span className="min-w-0 break-words">
                {member.userByUserId?.fullName}
                {member.userId === me.id && i18n._({ id: 'employer.signatory.you', message: ' (You)' })} —{' '}
                {member.userByUserId?.email}
              </span>
              {member.userId !== me.id && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  {...undoFocusTarget(member.userId)}
                  aria-label={i18n._({ ...EMPLOYER_MESSAGES.deleteSignatory, values: { name: nameOf(member) } })}
                  // The row and its button go at once: the focus moves to the next row or the step's title.
                  onClick={() =>
                    remove(
                      member.userId,
                      nameOf(member),
                      i18n._({ ...EMPLOYER_MESSAGES.deletedSignatory, values: { name: nameOf(member) } }),
                    )
                  }
                >
                  {i18n._({ id: 'employer.signatory.delete', message: 'Delete' })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ZodForm form={form} onSubmit={add} className="grid gap-4">
        {FIELDS.map(([name, label]) => (
          <FormField
            key={name}
            name={name}
            label={i18n._(label)}
            render={({ field, control }) => <Input {...control} {...field} />}
          />
        ))}
        <div className="flex items-center gap-3">
          <Button type="submit" variant="secondary">
            {i18n._({ id: 'employer.signatory.add', message: 'Add signatory' })}
          </Button>
          <AutosaveStatus status={autosave.status} />
        </div>
      </ZodForm>
    </StepLayout>
  );
}
