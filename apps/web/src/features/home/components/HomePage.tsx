import {
  appliesAtTheBorder,
  formatVisaClass,
  isPetitionStatus,
  ONBOARDING_STATUSES,
  shortI94,
  taskProgress,
  type OnboardingStatus,
} from '@app/domain';
import { useLingui } from '@lingui/react';
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { ActionItemOpenLink } from '@/components/action-items/ActionItemOpenLink.tsx';
import { CompanyOnboardingCard } from '@/components/company-onboarding/CompanyOnboardingCard.tsx';
import { companyOnboardingSummaryOf } from '@/components/company-onboarding/company-onboarding-texts.ts';
import { actionItemTarget, checklistModulesOf, partyOfAccount } from '@/lib/action-item-target.ts';
import { taskTitle } from '@/lib/i18n/task-titles.ts';
import { formatLocalTimestamp, ONBOARDING_STATUS_MESSAGES, petitionStatusMessage } from '@/lib/i18n/format.ts';
import { useSharedTexts } from '@/lib/i18n/shared-texts.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { caseProgressPercent, onboardingModuleProgress } from '../utils/petition-progress.ts';
import { useSession } from '@/lib/session.tsx';
import { useHomePetitions } from '../api/home-petitions.ts';
import { LivePetitions } from '@/lib/petition-changes.tsx';
import { QueryState } from '@/components/QueryState.tsx';
import { byDueDate, TaskDueNote } from '@/components/action-items/TaskDueNote.tsx';
import { CaseStatusSection } from './CaseStatusSection.tsx';
import { ApprovedPeriodLine, ExtendsApprovalLine, ShortI94Line } from './ApprovalLines.tsx';
import { RequestedPeriodLine } from './RequestedPeriodLine.tsx';
import { caseFilingDateText } from './case-filing-date.ts';

/** Home (/): the account's cases with status and progress, onboarding progress, and what to do next. */
export function HomePage() {
  const { i18n } = useLingui();
  const texts = useSharedTexts();
  const { account, user } = useSession();
  const { data, loading, error, refetch } = useHomePetitions(account);
  const hasData = data !== undefined;
  const party = partyOfAccount(account);
  // The account's party only (staff viewing as the customer read every party's tasks).
  const petitions = (data?.allPetitions?.nodes ?? []).map((petition) => ({
    ...petition,
    tasks: petition.pendingPetitionTasksByPetitionId.nodes.filter((task) => task.party === party),
  }));
  const openTasks = petitions.flatMap((petition) => {
    const modules = checklistModulesOf(petition.onboardingByPetitionId?.modules);
    return petition.tasks
      .filter((task) => !task.completedAt)
      .map((task) => ({
        ...task,
        petition,
        title: taskTitle(i18n, task),
        target: actionItemTarget({ ...task, petitionId: petition.id }, modules),
      }));
  });
  // What is due first comes first (issue 30); undated items keep their order after the dated ones.
  const nextTasks = byDueDate(openTasks);
  // Whose case an item is on: a company's team reads it for each beneficiary; a beneficiary's own items name nobody
  // (her name after each of them told her nothing), unless they span several beneficiaries' cases.
  const beneficiaries = new Set(openTasks.map((task) => task.petition.userByBeneficiaryId?.fullName ?? ''));
  const nameEachCase = account.kind === 'team' || beneficiaries.size > 1;
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;
  // A team reads its own employer onboarding in a card of its own (with the link that resumes it), so Next steps'
  // generic onboarding button is the personal account's only.
  const companyOnboarding = account.kind === 'team' && data ? companyOnboardingSummaryOf(data) : null;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <LivePetitions
        accountId={account.id}
        petitionIds={petitions.map((petition) => petition.id)}
        refetch={refetch}
        what="home"
      />
      <div>
        <h1 className="text-2xl font-semibold">
          {i18n._({ id: 'home.welcome', message: 'Welcome, {firstName}', values: { firstName } })}
        </h1>
        <p className="text-muted-foreground">
          {account.kind === 'team'
            ? i18n._({ id: 'home.casesFiledBy', message: 'Cases filed by {company}', values: { company: account.name } })
            : i18n._({ id: 'home.yourCases', message: 'Your immigration cases' })}
        </p>
      </div>

      <QueryState loading={loading} error={error} hasData={hasData} />

      {/* Kept while a live event refetches (loading again): unmounting would drop an upload or a form in progress. */}
      {hasData && (
        <>
          {companyOnboarding && account.kind === 'team' && (
            <CompanyOnboardingCard summary={companyOnboarding} canEdit={account.role !== 'VIEWER'} variant="home" />
          )}
          <Card aria-labelledby="next-steps">
            <CardHeader>
              <CardTitle id="next-steps">{i18n._({ id: 'home.nextSteps', message: 'Next steps' })}</CardTitle>
              <CardDescription>
                {openTasks.length === 0
                  ? i18n._({ id: 'home.caughtUp', message: 'You are all caught up.' })
                  : i18n._({
                      id: 'home.openItems',
                      message:
                        '{count, plural, one {# open item needs your attention.} other {# open items need your attention.}}',
                      values: { count: openTasks.length },
                    })}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-2">
                {nextTasks.slice(0, 5).map((task) => (
                  <li key={task.id} className="flex items-start gap-2 text-sm">
                    <Circle className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="flex flex-col gap-0.5">
                      <span>
                        {task.title}
                        {nameEachCase && (
                          <span className="text-muted-foreground"> — {task.petition.userByBeneficiaryId?.fullName ?? ''}</span>
                        )}
                      </span>
                      <TaskDueNote dueDate={task.dueDate} translate={texts.taskDue} />
                      {task.target && <ActionItemOpenLink target={task.target} content={task.title} labels={texts.openLink} />}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap gap-2">
                {openTasks.length > 0 && (
                  <AppLink to={paths.actions} className={buttonVariants({ size: 'sm' })}>
                    {i18n._({ id: 'home.seeAllActionItems', message: 'See all action items' })} <ArrowRight aria-hidden="true" />
                  </AppLink>
                )}
                {account.kind === 'personal' && (
                  <AppLink to={paths.beneficiaryOnboarding} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                    {i18n._({ id: 'home.continueOnboarding', message: 'Continue onboarding' })}
                  </AppLink>
                )}
                <AppLink to={paths.docs} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                  {i18n._({ id: 'home.yourDocuments', message: 'Your documents' })}
                </AppLink>
              </div>
            </CardContent>
          </Card>

          <section aria-labelledby="cases-heading" className="flex flex-col gap-4">
            <h2 id="cases-heading" className="text-lg font-semibold">
              {i18n._({ id: 'home.cases', message: 'Cases' })}
            </h2>
            {petitions.length === 0 && (
              <p className="text-muted-foreground">
                {i18n._({ id: 'home.noCases', message: 'No cases yet. Your case team will set one up for you.' })}
              </p>
            )}
            {petitions.map((petition) => {
              const status = isPetitionStatus(petition.status) ? petition.status : null;
              // A task closed as no longer needed (its RFE was answered) counts as neither done nor open.
              const { done, total } = taskProgress(petition.tasks);
              const onboarding = petition.onboardingByPetitionId;
              const onboardingStatus = ONBOARDING_STATUSES.find(
                (candidate): candidate is OnboardingStatus => candidate === onboarding?.status.toLowerCase(),
              );
              const beneficiary = petition.userByBeneficiaryId?.fullName ?? '';
              const modules = onboardingModuleProgress(onboarding?.modules);
              const label = petition.visaClassLabel ?? formatVisaClass(petition.visaClass);
              const short = shortI94({ ...petition, latestArrival: petition.latestI94Entry });
              return (
                <Card
                  key={petition.id}
                  aria-label={i18n._({
                    id: 'home.caseFor',
                    message: '{label} case for {beneficiary}',
                    values: { label, beneficiary },
                  })}
                >
                  <CardHeader>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <CardTitle>
                        {label} — {petition.userByBeneficiaryId?.fullName}
                      </CardTitle>
                      {/* A TN applied for at the border or a consulate reads its route's words (nothing shipped to USCIS). */}
                      {status && <Badge>{i18n._(petitionStatusMessage(status, petition))}</Badge>}
                    </div>
                    <CardDescription>
                      {petition.companyByCompanyId
                        ? // A TN applied for at the border or a consulate has no petition: the company is the employer.
                          appliesAtTheBorder(petition.visaClass, petition.filingType)
                          ? i18n._({
                              id: 'home.employer',
                              message: 'Employer: {company} · ',
                              values: { company: petition.companyByCompanyId.dbaName },
                            })
                          : i18n._({
                              id: 'home.petitioner',
                              message: 'Petitioner: {company} · ',
                              values: { company: petition.companyByCompanyId.dbaName },
                            })
                        : ''}
                      {caseFilingDateText(i18n, petition)}
                      {i18n._({
                        id: 'home.updated',
                        message: 'Updated {time}',
                        values: { time: formatLocalTimestamp(i18n, petition.updatedAt) },
                      })}
                    </CardDescription>
                    {petition.extendedPetition?.approvedValidTo && (
                      <ExtendsApprovalLine approvedUntil={petition.extendedPetition.approvedValidTo} />
                    )}
                    {petition.status === 'APPROVED' && petition.approvedValidFrom && petition.approvedValidTo ? (
                      <>
                        <ApprovedPeriodLine from={petition.approvedValidFrom} to={petition.approvedValidTo} />
                        {short && <ShortI94Line short={short} party={party} beneficiary={beneficiary} />}
                      </>
                    ) : (
                      <RequestedPeriodLine petition={petition} />
                    )}
                  </CardHeader>
                  <CardContent className="grid gap-4 sm:grid-cols-3">
                    <div className="flex flex-col gap-1.5">
                      <span className="text-sm font-medium">{i18n._({ id: 'home.caseProgress', message: 'Case progress' })}</span>
                      <Progress
                        value={status ? caseProgressPercent(status) : 0}
                        label={i18n._({ id: 'home.caseProgressFor', message: 'Case progress for {label}', values: { label } })}
                      />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <span className="text-sm font-medium">
                        {i18n._({
                          id: 'home.onboardingStatus',
                          message: 'Onboarding: {status}',
                          values: { status: i18n._(ONBOARDING_STATUS_MESSAGES[onboardingStatus ?? 'not_started']) },
                        })}
                      </span>
                      <Progress
                        value={
                          onboardingStatus === 'completed' ? 100 : modules.total ? (modules.completed / modules.total) * 100 : 0
                        }
                        label={i18n._({
                          id: 'home.onboardingProgressFor',
                          message: 'Onboarding progress for {label}',
                          values: { label },
                        })}
                      />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <span className="flex items-center gap-1 text-sm font-medium">
                        <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden="true" />
                        {total
                          ? i18n._({
                              id: 'home.tasksDone',
                              message: 'Tasks: {done} of {total} done',
                              values: { done, total },
                            })
                          : i18n._({ id: 'home.noTasks', message: 'No tasks for this case' })}
                      </span>
                      {/* An empty bar for a case that never had a task reads as "nothing done": none is drawn. */}
                      {total > 0 && (
                        <Progress
                          value={(done / total) * 100}
                          label={i18n._({ id: 'home.tasksDoneFor', message: 'Tasks done for {label}', values: { label } })}
                        />
                      )}
                    </div>
                    {petition.shareUscisStatus && (
                      <CaseStatusSection
                        label={label}
                        canUpload={!(account.kind === 'team' && account.role === 'VIEWER')}
                        caseStatus={{
                          petitionId: petition.id,
                          receiptNumber: petition.uscisReceiptNumber ?? null,
                          statuses: petition.uscisCaseStatusesByPetitionId.nodes,
                          responsesSent: (petition.rfeResponsesSent ?? []).filter((date): date is string => Boolean(date)),
                          openRfe: petition.openRfe?.dueDate
                            ? { receivedDate: petition.openRfe.receivedDate ?? null, dueDate: petition.openRfe.dueDate }
                            : null,
                          // Open tasks of the open RFE: an answered RFE's customer tasks are closed (migration 0073).
                          openRfeTasks: petition.tasks.some((task) => task.rfeDeficiencyId && !task.completedAt),
                        }}
                      />
                    )}
                  </CardContent>
                </Card>
              );
            })}
          </section>
        </>
      )}
    </div>
  );
}
