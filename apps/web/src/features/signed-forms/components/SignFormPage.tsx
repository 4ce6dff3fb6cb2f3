import { BENEFICIARY_SIGNED_FORMS, formatVisaClass, formNumber, isHandSignedForm } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/QueryState.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { ReadOnlyScope } from '@/lib/read-only-context.tsx';
import { useSession } from '@/lib/session.tsx';
import { useContinuationPages } from '@/lib/continuation-pages.ts';
import { useSignFormRequest } from '../api/sign-form-request.ts';
import { SignFormSteps } from './SignFormSteps.tsx';

/**
 * Where the petitioner's signatory signs a USCIS form by hand (/actions/sign-form?petition=&form=; migration 0087):
 * the action item "Sign the I-129 and upload the signed copy" opens it. They download the generated form, sign it
 * in ink, and upload a scan or photo; the item then closes by itself. A team VIEWER reads it without uploading. The
 * beneficiary of a self-petition signs its forms here too (migrations 0093, 0097), and every beneficiary her own
 * I-765, as its applicant (0119).
 */
export function SignFormPage() {
  const { i18n } = useLingui();
  const { account } = useSession();
  const [search] = useSearchParams();
  const petitionId = search.get('petition') ?? '';
  const form = search.get('form') ?? '';
  const known = isHandSignedForm(form) && /^[0-9a-f-]{36}$/i.test(petitionId);
  const { data, loading, error, refetch } = useSignFormRequest(known ? petitionId : '', known ? form : '');
  const request = data?.petitionFormSignatureByPetitionIdAndForm ?? null;
  const viewOnly = account.kind === 'team' && account.role === 'VIEWER';
  const number = isHandSignedForm(form) ? formNumber(form) : '';
  const petition = request?.petitionByPetitionId;
  const continuationPages = useContinuationPages(petitionId, form, 'requested', request?.requestedFileId ?? null);

  // Why a handwritten signature is theirs: the client of the G-28 for her I-765, the I-765's applicant, a
  // self-petitioner, or the company's signatory.
  const introText = (asked: { form: string; signer: string }) =>
    asked.form === 'g-28-i-765'
      ? i18n._({
          id: 'signForm.introClient',
          message:
            'The firm represents you for your I-765, so you are the client on this form and USCIS needs your own handwritten signature. A typed or pasted signature is not accepted.',
        })
      : (BENEFICIARY_SIGNED_FORMS as readonly string[]).includes(asked.form)
        ? i18n._({
            id: 'signForm.introApplicant',
            message:
              'You are the applicant on this form, so USCIS needs your own handwritten signature. A typed or pasted signature is not accepted.',
          })
        : asked.signer === 'BENEFICIARY'
          ? i18n._({
              id: 'signForm.introSelf',
              message:
                'You are the petitioner of your own petition, so USCIS needs your handwritten signature. A typed or pasted signature is not accepted.',
            })
          : i18n._({
              id: 'signForm.intro',
              message:
                'USCIS needs the handwritten signature of your company’s authorized signatory. A typed or pasted signature is not accepted.',
            });

  const back = (
    <AppLink className="text-sm text-primary underline max-md:inline-flex max-md:min-h-11 max-md:items-center" to={paths.actions}>
      {i18n._({ id: 'signForm.back', message: 'Back to Action Items' })}
    </AppLink>
  );

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">
          {/* The G-28 for the I-765 is told from the petitioner's G-28, as its action item is (task-titles.ts). */}
          {form === 'g-28-i-765'
            ? i18n._({ id: 'signForm.heading.g28ForI765', message: 'Sign the G-28 for the I-765' })
            : number
              ? i18n._({ id: 'signForm.heading', message: 'Sign the {form}', values: { form: number } })
              : i18n._({ id: 'signForm.headingUnknown', message: 'Sign a form' })}
        </h1>
        {petition && (
          <p className="text-muted-foreground">
            {petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} — {petition.userByBeneficiaryId?.fullName}
          </p>
        )}
      </div>
      {known && <QueryState loading={loading && !data} error={error} />}
      {(!known || (!loading && !error && !request)) && (
        <Card>
          <CardContent className="flex flex-col gap-2 pt-6">
            <p>{i18n._({ id: 'signForm.notAsked', message: 'This form is not waiting for a signature from you.' })}</p>
            {back}
          </CardContent>
        </Card>
      )}
      {request && isHandSignedForm(request.form) && (
        <Card>
          <CardHeader>
            <CardTitle>{i18n._({ id: 'signForm.howTitle', message: 'A handwritten signature' })}</CardTitle>
            <CardDescription>{introText(request)}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {viewOnly ? (
              <ReadOnlyScope
                reason={i18n._({ id: 'signForm.viewOnly', message: "View only: ask your team's admin to upload it" })}
              >
                <SignFormSteps
                  request={request}
                  form={request.form}
                  continuationPages={continuationPages}
                  onUploaded={() => refetch()}
                />
              </ReadOnlyScope>
            ) : (
              <SignFormSteps
                request={request}
                form={request.form}
                continuationPages={continuationPages}
                onUploaded={() => refetch()}
              />
            )}
            {back}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
