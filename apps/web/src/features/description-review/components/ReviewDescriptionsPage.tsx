import { formatVisaClass } from '@app/domain';
import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/QueryState.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { partyOfAccount } from '@/lib/action-item-target.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { ReadOnlyScope } from '@/lib/read-only-context.tsx';
import { useSession } from '@/lib/session.tsx';
import { useDescriptionReviews } from '../api/description-reviews.ts';
import { AnsweredReviewItem } from './AnsweredReviewItem.tsx';
import { DescriptionReviewCard } from './DescriptionReviewCard.tsx';

/**
 * Where the customer reviews the exhibit descriptions the case team wrote (/actions/review-descriptions?petition=;
 * migration 0091): the action item "Review and approve the draft exhibit descriptions" opens it. Each description
 * waiting is shown as it will be filed, with Approve and Request an edit; the item closes by itself once every one is
 * answered. The beneficiary reviews their own exhibits, the petitioner's ADMIN/MEMBER the company's; a team VIEWER reads.
 */
export function ReviewDescriptionsPage() {
  const { i18n } = useLingui();
  const { account } = useSession();
  const [search] = useSearchParams();
  const petitionId = search.get('petition') ?? '';
  const known = /^[0-9a-f-]{36}$/i.test(petitionId);
  // The signed-in account's own reviews: a team the company's exhibits, the personal account the beneficiary's.
  const party = partyOfAccount(account) === 'PETITIONER' ? 'PETITIONER' : 'BENEFICIARY';
  const { data, loading, error, refetch } = useDescriptionReviews(known ? petitionId : '', party);
  const viewOnly = account.kind === 'team' && account.role === 'VIEWER';
  const petition = data?.petitionById;
  // An exhibit staff have since hidden or deleted is no longer the customer's to review.
  const reviews = (data?.allExhibitDescriptionReviews?.nodes ?? []).filter((review) => review.exhibitByExhibitId);
  const waiting = reviews.filter((review) => !review.decision);
  const answered = reviews.filter((review) => review.decision);

  const back = (
    <AppLink className="text-sm text-primary underline max-md:inline-flex max-md:min-h-11 max-md:items-center" to={paths.actions}>
      {i18n._({ id: 'reviewDescriptions.back', message: 'Back to Action Items' })}
    </AppLink>
  );
  const list = (
    <>
      {waiting.map((review) => (
        <DescriptionReviewCard key={review.exhibitId} review={review} onAnswered={() => refetch()} />
      ))}
      {answered.length > 0 && (
        <section aria-labelledby="answered-descriptions" className="flex flex-col gap-2">
          <h2 id="answered-descriptions" className="text-lg font-semibold">
            {i18n._({ id: 'reviewDescriptions.answeredHeading', message: 'Already answered' })}
          </h2>
          <ul className="flex flex-col gap-2">
            {answered.map((review) => (
              <AnsweredReviewItem key={review.exhibitId} review={review} />
            ))}
          </ul>
        </section>
      )}
    </>
  );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-semibold">
          {i18n._({ id: 'reviewDescriptions.heading', message: 'Review your exhibit descriptions' })}
        </h1>
        {petition && (
          <p className="text-muted-foreground">
            {petition.visaClassLabel ?? formatVisaClass(petition.visaClass)} — {petition.userByBeneficiaryId?.fullName}
          </p>
        )}
      </div>
      {known && <QueryState loading={loading && !data} error={error} />}
      {(!known || (data && reviews.length === 0)) && (
        <Card>
          <CardContent className="flex flex-col gap-2 pt-6">
            <p>{i18n._({ id: 'reviewDescriptions.none', message: 'No exhibit description is waiting for your review.' })}</p>
            {back}
          </CardContent>
        </Card>
      )}
      {reviews.length > 0 && (
        <>
          <p className="text-sm">
            {waiting.length > 0
              ? i18n._({
                  id: 'reviewDescriptions.intro',
                  message:
                    'Your case team wrote these descriptions of your evidence for the petition. Read each one: approve it, or tell us what should change.',
                })
              : i18n._({
                  id: 'reviewDescriptions.allAnswered',
                  message: 'You have answered for every description. Thank you: your case team takes it from here.',
                })}
          </p>
          {viewOnly ? (
            <ReadOnlyScope
              reason={i18n._({ id: 'reviewDescriptions.viewOnly', message: "View only: ask your team's admin to review them" })}
            >
              {list}
            </ReadOnlyScope>
          ) : (
            list
          )}
          {back}
        </>
      )}
    </div>
  );
}
