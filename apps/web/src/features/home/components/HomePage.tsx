import {
  formatCalendarDate,
  formatVisaClass,
  PETITION_STATUS_LABELS,
  ONBOARDING_STATUS_LABELS,
  isPetitionStatus,
  type OnboardingStatus,
} from '@app/domain';
import { ArrowRight, CheckCircle2, Circle } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { ActionItemOpenLink } from '@/components/action-items/ActionItemOpenLink.tsx';
import { actionItemTarget, checklistModulesOf, partyOfAccount } from '@/lib/action-item-target.ts';
import { formatTimestamp } from '@/lib/dates.ts';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { caseProgressPercent, onboardingModuleProgress } from '../utils/petition-progress.ts';
import { useSession } from '@/lib/session.tsx';
import { useHomePetitions } from '../api/home-petitions.ts';
import { QueryState } from '@/components/QueryState.tsx';
import { byDueDate, TaskDueNote } from '@/components/action-items/TaskDueNote.tsx';

/** Home (/): the account's cases with status and progress, onboarding progress, and what to do next. */
export function HomePage() {
  const { account, user } = useSession();
  const { data, loading, error } = useHomePetitions(account);
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
      .map((task) => ({ ...task, petition, target: actionItemTarget(task, modules) }));
  });
  // What is due first comes first (issue 30); undated items keep their order after the dated ones.
  const nextTasks = byDueDate(openTasks);
  const firstName = user.fullName.split(' ')[0] ?? user.fullName;
  const onboardingPath = account.kind === 'team' ? paths.employerOnboarding : paths.beneficiaryOnboarding;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Welcome, {firstName}</h1>
        <p className="text-muted-foreground">
          {account.kind === 'team' ? `Cases filed by ${account.name}` : 'Your immigration cases'}
        </p>
      </div>

      <QueryState loading={loading} error={error} />

      {!loading && !error && (
        <>
          <Card aria-labelledby="next-steps">
            <CardHeader>
              <CardTitle id="next-steps">Next steps</CardTitle>
              <CardDescription>
                {openTasks.length === 0
                  ? 'You are all caught up.'
                  : `${openTasks.length} open item${openTasks.length === 1 ? '' : 's'} need your attention.`}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-2">
                {nextTasks.slice(0, 5).map((task) => (
                  <li key={task.id} className="flex items-start gap-2 text-sm">
                    <Circle className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                    <span className="flex flex-col gap-0.5">
                      <span>
                        {task.content}
                        <span className="text-muted-foreground"> — {task.petition.userByBeneficiaryId?.fullName ?? ''}</span>
                      </span>
                      <TaskDueNote dueDate={task.dueDate} />
                      {task.target && <ActionItemOpenLink target={task.target} content={task.content} />}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex flex-wrap gap-2">
                {openTasks.length > 0 && (
                  <AppLink to={paths.actions} className={buttonVariants({ size: 'sm' })}>
                    See all action items <ArrowRight aria-hidden="true" />
                  </AppLink>
                )}
                <AppLink to={onboardingPath} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                  Continue onboarding
                </AppLink>
                <AppLink to={paths.docs} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
                  Your documents
                </AppLink>
              </div>
            </CardContent>
          </Card>

          <section aria-labelledby="cases-heading" className="flex flex-col gap-4">
            <h2 id="cases-heading" className="text-lg font-semibold">
              Cases
            </h2>
            {petitions.length === 0 && (
              <p className="text-muted-foreground">No cases yet. Your case team will set one up for you.</p>
            )}
            {petitions.map((petition) => {
              const status = isPetitionStatus(petition.status) ? petition.status : null;
              const tasks = petition.tasks;
              const done = tasks.filter((task) => task.completedAt).length;
              const onboarding = petition.onboardingByPetitionId;
              const onboardingStatus = onboarding?.status.toLowerCase() as OnboardingStatus | undefined;
              const modules = onboardingModuleProgress(onboarding?.modules);
              const label = petition.visaClassLabel ?? formatVisaClass(petition.visaClass);
              return (
                <Card key={petition.id} aria-label={`${label} case for ${petition.userByBeneficiaryId?.fullName ?? ''}`}>
                  <CardHeader>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <CardTitle>
                        {label} — {petition.userByBeneficiaryId?.fullName}
                      </CardTitle>
                      {status && <Badge>{PETITION_STATUS_LABELS[status]}</Badge>}
                    </div>
                    <CardDescription>
                      {petition.companyByCompanyId ? `Petitioner: ${petition.companyByCompanyId.dbaName} · ` : ''}
                      {petition.targetSubmissionDate
                        ? `Target submission ${formatCalendarDate(petition.targetSubmissionDate)} · `
                        : ''}
                      Updated {formatTimestamp(petition.updatedAt)}
                    </CardDescription>
                  </CardHeader>
                  <CardContent className="grid gap-4 sm:grid-cols-3">
                    <div className="flex flex-col gap-1.5">
                      <span className="text-sm font-medium">Case progress</span>
                      <Progress value={status ? caseProgressPercent(status) : 0} label={`Case progress for ${label}`} />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <span className="text-sm font-medium">
                        Onboarding:{' '}
                        {onboardingStatus ? (ONBOARDING_STATUS_LABELS[onboardingStatus] ?? onboarding?.status) : 'Not started'}
                      </span>
                      <Progress
                        value={
                          onboardingStatus === 'completed' ? 100 : modules.total ? (modules.completed / modules.total) * 100 : 0
                        }
                        label={`Onboarding progress for ${label}`}
                      />
                    </div>
                    <div className="flex flex-col gap-1.5">
                      <span className="flex items-center gap-1 text-sm font-medium">
                        <CheckCircle2 className="h-4 w-4 text-primary" aria-hidden="true" />
                        Tasks: {done} of {tasks.length} done
                      </span>
                      <Progress value={tasks.length ? (done / tasks.length) * 100 : 0} label={`Tasks done for ${label}`} />
                    </div>
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
