import { isEmploymentNotYetBegun, todayIsoDate } from '@app/domain';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useFormTexts } from '@/components/form/form-texts.ts';
import { SERVER_ERROR_KEY, useZodForm } from '@/components/form/use-zod-form.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatLocalDate } from '@/lib/i18n/format.ts';
import { ANSWER_TEXTS, EmploymentFormSchema, type EmploymentForm } from './answer-schemas.ts';
import { NOT_FOUND_TEXT } from './DefaultScreen.tsx';
import { EmploymentEditor } from './EmploymentEditor.tsx';
import { ONBOARDING_MESSAGES } from '../onboarding-messages.ts';
import { AnnualIncomeSection } from '../person-data/AnnualIncomeSection.tsx';
import { ExhibitFrame } from './ExhibitFrame.tsx';
import type { ScreenProps } from './screen-props.ts';
import { employmentFormOf, MissingEmploymentError, useEmployments, type Employment } from './use-employments.ts';

export const MISSING_EMPLOYMENT_TEXT = /*i18n*/ {
  id: 'onboarding.employment.missing',
  message: 'This employment record could not be found. It may have been deleted.',
};

const ADD_EMPLOYMENT = /*i18n*/ { id: 'onboarding.employment.add', message: 'Add employment' };
const EDIT_EMPLOYMENT = /*i18n*/ { id: 'onboarding.employment.editHeading', message: 'Edit employment' };

/** 'new' while adding, an id while editing, null while only the list shows. */
type Editing = 'new' | string | null;

function period(i18n: I18n, employment: Employment): string {
  // The U.S. role the employer offers is recorded as current before it begins: say when it starts, not "present".
  if (employment.startDate && isEmploymentNotYetBegun(employment, todayIsoDate()))
    return i18n._({
      id: 'onboarding.employment.starts',
      message: 'starts {date}',
      values: { date: formatLocalDate(i18n, employment.startDate) },
    });
  const end = employment.isCurrent
    ? i18n._({ id: 'onboarding.employment.present', message: 'present' })
    : employment.endDate
      ? formatLocalDate(i18n, employment.endDate)
      : '';
  const start = employment.startDate ? formatLocalDate(i18n, employment.startDate) : '';
  return [start, end].filter(Boolean).join(' – ');
}

/**
 * Employment history (spec 3 §3, §5): the beneficiary's user employments, each added, edited or deleted
 * and saved on its own (they are records, not answers of this screen). The employment the employer
 * recorded for the petition (companyId set) can be corrected but not deleted. With none yet, the form is
 * open; Next saves an open form first. An employment gone while being edited shows an error screen. A self-petitioner
 * also gives her annual income here (AnnualIncomeSection), which her I-140 asks beside her occupation.
 */
export function EmploymentHistoryScreen({ exhibit, flow, person, petitionId }: ScreenProps) {
  const { i18n } = useLingui();
  const { message: translate } = useFormTexts();
  const { employments, loading, error, save, deleteEmployment, refetch } = useEmployments(person.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [missing, setMissing] = useState(false);
  const form = useZodForm(EmploymentFormSchema, { defaultValues: employmentFormOf(null) });

  if (loading) {
    return (
      <ExhibitFrame exhibit={exhibit} flow={flow} nextDisabled>
        <p role="status">{i18n._(ONBOARDING_MESSAGES.loading)}</p>
      </ExhibitFrame>
    );
  }
  if (error || missing) {
    return (
      <ExhibitFrame exhibit={exhibit} flow={flow} nextDisabled>
        <div role="alert" className="flex flex-col gap-2">
          <p className="font-medium">{i18n._(NOT_FOUND_TEXT)}</p>
          <p>{missing ? i18n._(MISSING_EMPLOYMENT_TEXT) : translate(ANSWER_TEXTS.employmentFailed)}</p>
        </div>
        <Button
          type="button"
          variant="outline"
          className="self-start"
          allowInReadOnly
          onClick={() => {
            setMissing(false);
            setEditing(null);
            void refetch();
          }}
        >
          {i18n._({ id: 'onboarding.employment.backToList', message: 'Back to employment history' })}
        </Button>
      </ExhibitFrame>
    );
  }

  const formOpen = editing !== null || employments.length === 0;
  const editingId = editing === 'new' ? null : editing;

  const open = (target: Editing, employment: Employment | null) => {
    form.reset(employmentFormOf(employment));
    setEditing(target);
  };

  /** Saves the open form; false when it could not be saved (the form shows why). */
  const saveOpen = async (values: EmploymentForm): Promise<boolean> => {
    try {
      await save(editingId, values);
    } catch (failure) {
      if (failure instanceof MissingEmploymentError) setMissing(true);
      else form.setError(SERVER_ERROR_KEY, { type: 'server', message: ANSWER_TEXTS.employmentFailed });
      return false;
    }
    toast.success(translate(ANSWER_TEXTS.employmentSaved));
    form.reset(employmentFormOf(null));
    setEditing(null);
    return true;
  };

  const complete = async () => {
    try {
      await flow.saveData(exhibit.id, { ...exhibit.data, employmentCount: employments.length });
    } catch {
      return toast.error(translate(ANSWER_TEXTS.employmentFailed));
    }
    flow.next();
  };

  const onNext = () => {
    if (!formOpen) return void complete();
    void form.submitWith(async (values) => {
      // Completing after a save: the list now holds at least the one just saved.
      if (await saveOpen(values)) await complete();
    })();
  };

  const onDelete = async (employment: Employment) => {
    try {
      await deleteEmployment(employment.id);
    } catch {
      toast.error(translate(ANSWER_TEXTS.employmentFailed));
    }
  };

  return (
    <ExhibitFrame exhibit={exhibit} flow={flow} onNext={onNext}>
      {employments.length > 0 && (
        <ul
          aria-label={i18n._({ id: 'onboarding.employment.list', message: 'Your employments' })}
          className="flex flex-col gap-2"
        >
          {employments.map((employment) => (
            <li key={employment.id} className="flex flex-wrap items-center gap-3 rounded border p-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{employment.companyName}</span>
                <span className="text-sm text-muted-foreground">
                  {[employment.position, period(i18n, employment)].filter(Boolean).join(' · ')}
                </span>
              </div>
              <Button
                type="button"
                variant="outline"
                aria-label={i18n._({
                  id: 'onboarding.employment.editOne',
                  message: 'Edit {name}',
                  values: { name: employment.companyName },
                })}
                onClick={() => open(employment.id, employment)}
              >
                {i18n._({ id: 'onboarding.employment.edit', message: 'Edit' })}
              </Button>
              {employment.companyId === null && (
                <Button
                  type="button"
                  variant="outline"
                  aria-label={i18n._({
                    id: 'onboarding.files.deleteFile',
                    message: 'Delete {name}',
                    values: { name: employment.companyName },
                  })}
                  onClick={() => void onDelete(employment)}
                >
                  {i18n._({ id: 'onboarding.files.delete', message: 'Delete' })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {formOpen ? (
        <EmploymentEditor
          form={form}
          heading={i18n._(editingId ? EDIT_EMPLOYMENT : ADD_EMPLOYMENT)}
          onSave={async (values) => void (await saveOpen(values))}
          {...(employments.length > 0 ? { onCancel: () => setEditing(null) } : {})}
        />
      ) : (
        <Button type="button" variant="outline" className="self-start" onClick={() => open('new', null)}>
          {i18n._(ADD_EMPLOYMENT)}
        </Button>
      )}
      {/* A self-petitioner's I-140 asks her annual income beside the occupation this history gives. */}
      <AnnualIncomeSection userId={person.id} petitionId={petitionId} />
    </ExhibitFrame>
  );
}
