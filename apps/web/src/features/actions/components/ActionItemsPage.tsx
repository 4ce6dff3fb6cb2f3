import { formatVisaClass, isClosedUnneeded, taskProgress } from '@app/domain';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { ActionItemOpenLink } from '@/components/action-items/ActionItemOpenLink.tsx';
import { CompanyOnboardingCard } from '@/components/company-onboarding/CompanyOnboardingCard.tsx';
import { companyOnboardingSummaryOf } from '@/components/company-onboarding/company-onboarding-texts.ts';
import { TaskDueNote } from '@/components/action-items/TaskDueNote.tsx';
import {
  actionItemTarget,
  checklistModulesOf,
  closesByItselfHint,
  exhibitUploadedInPlace,
  partyOfAccount,
} from '@/lib/action-item-target.ts';
import { formatLocalTimestamp } from '@/lib/i18n/format.ts';
import { taskTitle } from '@/lib/i18n/task-titles.ts';
import { useSharedTexts } from '@/lib/i18n/shared-texts.ts';
import { ReadOnlyScope } from '@/lib/read-only-context.tsx';
import { AppLink } from '@/lib/navigation.tsx';
import { paths } from '@/lib/paths.ts';
import { LivePetitions } from '@/lib/petition-changes.tsx';
import { useSession } from '@/lib/session.tsx';
import { useActionItems, useCompleteTask } from '../api/action-items.ts';
import { QueryState } from '@/components/QueryState.tsx';
import { stableDoneLastOrder } from '../model/stable-order.ts';
import { TaskFileUploader } from './TaskFileUploader.tsx';

/**
 * Action Items (/actions): the open tasks of every case for the account's party (a team sees the petitioner's,
 * the personal account the beneficiary's; row-level security decides the same on the server), each with an
 * Open link to where it is done. A task that waits for data closes by itself when it arrives, so it has no
 * checkbox to tick; the others are ticked here. Live: what staff change on a case (a task added, ticked, dated or
 * closed) shows without a reload.
 */
export function ActionItemsPage() {
  const { i18n } = useLingui();
  const texts = useSharedTexts();
  const { account, user } = useSession();
  const { data, loading, error, refetch } = useActionItems(account);
  const hasData = data !== undefined;
  const [completeTask] = useCompleteTask();
  // Where each task was first shown, so ticking one does not move the list (stable-order.ts).
  const [placed] = useState(() => new Map<string, number>());
  const party = partyOfAccount(account);
  const petitions = (data?.allPetitions?.nodes ?? []).map((petition) => ({
    ...petition,
    modules: checklistModulesOf(petition.onboardingByPetitionId?.modules),
    // Staff viewing as the customer read every party's tasks: show the account's own only.
    tasks: petition.pendingPetitionTasksByPetitionId.nodes.filter((task) => task.party === party),
  }));
  const allTasks = petitions.flatMap((petition) => petition.tasks);
  // A task closed as no longer needed (its RFE was answered) counts as neither done nor open.
  const { done, total } = taskProgress(allTasks);
  const followUps = petitions.filter((petition) => petition.onboardingByPetitionId?.status === 'FOLLOWUP');
  const viewOnly = account.kind === 'team' && account.role === 'VIEWER';
  // The company's own wizard, an item of the team's until it is complete (not counted with the case team's tasks,
  // like the beneficiary's Follow-ups).
  const companyOnboarding = account.kind === 'team' && data ? companyOnboardingSummaryOf(data) : null;
  const companyOnboardingOpen = companyOnboarding !== null && companyOnboarding.status !== 'complete';

  const toggle = (id: string, completed: boolean) => {
    completeTask({
      variables: { id, completedAt: completed ? new Date().toISOString() : null, completedBy: completed ? user.id : null },
    }).catch((err: unknown) => {
      console.error('completing a task failed:', err);
      toast.error(i18n._({ id: 'support.sendFailed', message: 'There was an error submitting your information.' }));
    });
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <LivePetitions
        accountId={account.id}
        petitionIds={petitions.map((petition) => petition.id)}
        refetch={refetch}
        what="action items"
      />
      <div>
        <h1 className="text-2xl font-semibold">{i18n._({ id: 'actions.heading', message: 'Action Items' })}</h1>
        <p className="text-muted-foreground">{i18n._({ id: 'actions.intro', message: 'What your case team needs from you.' })}</p>
      </div>
      <QueryState loading={loading} error={error} hasData={hasData} />
      {/* Kept while a live event refetches (loading again): unmounting would drop the focus of a box being ticked. */}
      {hasData && (
        <>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">
              {i18n._({ id: 'actions.done', message: '{done} of {total} items done', values: { done, total } })}
            </span>
            <Progress
              value={total ? (done / total) * 100 : 0}
              label={i18n._({ id: 'actions.doneLabel', message: 'Action items done' })}
            />
          </div>
          {party === 'BENEFICIARY' && followUps.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>{i18n._({ id: 'actions.followUps', message: 'Follow-ups' })}</CardTitle>
                <CardDescription>
                  {i18n._({ id: 'actions.followUps.description', message: 'Your onboarding has items still open.' })}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <AppLink className="text-primary underline" to={paths.beneficiaryOnboarding}>
                  {i18n._({ id: 'home.continueOnboarding', message: 'Continue onboarding' })}
                </AppLink>
              </CardContent>
            </Card>
          )}
          {companyOnboarding && <CompanyOnboardingCard summary={companyOnboarding} canEdit={!viewOnly} variant="actions" />}
          {petitions.length === 0 && !companyOnboardingOpen && (
            <p className="text-muted-foreground">{i18n._({ id: 'actions.nothing', message: 'Nothing to do right now.' })}</p>
          )}
          <ViewOnly
            when={viewOnly && allTasks.length > 0}
            reason={i18n._({ id: 'actions.viewOnly', message: "View only: ask your team's admin to change this" })}
          >
            {petitions.map((petition) => {
              const label = petition.visaClassLabel ?? formatVisaClass(petition.visaClass);
              const tasks = stableDoneLastOrder(petition.tasks, placed);
              return (
                <Card key={petition.id}>
                  <CardHeader>
                    <CardTitle>
                      {label} — {petition.userByBeneficiaryId?.fullName}
                    </CardTitle>
                    <CardDescription>
                      {i18n._({
                        id: 'actions.open',
                        // A plural: "1 pendiente", "2 pendientes" (the languages whose word for open agrees with it).
                        message: '{count, plural, one {# open} other {# open}}',
                        values: { count: tasks.filter((task) => !task.completedAt).length },
                      })}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    {tasks.length === 0 && (
                      <p className="text-sm text-muted-foreground">
                        {i18n._({ id: 'actions.noItems', message: 'No items for this case.' })}
                      </p>
                    )}
                    <ul className="flex flex-col gap-3">
                      {tasks.map((task) => {
                        const target = actionItemTarget({ ...task, petitionId: petition.id }, petition.modules);
                        // A file no checklist item collects (an RFE item's) is uploaded here: Open would lead nowhere.
                        const uploadTo = viewOnly ? null : exhibitUploadedInPlace(task, petition.modules);
                        const title = taskTitle(i18n, task);
                        // Closed when we sent the response to the RFE it asked for (migration 0073), or when the case was
                        // decided while the RFE was open (0124): not theirs to reopen.
                        const closedUnneeded = isClosedUnneeded(task);
                        const hint =
                          closesByItselfHint(task) && i18n._(CLOSES_BY_ITSELF[task.awaitedKind ?? ''] ?? CLOSES_ON_UPLOAD);
                        const noCheckbox = closedUnneeded || Boolean(hint);
                        const status = closedUnneeded
                          ? task.closedReason === 'case-decided'
                            ? i18n._({ id: 'actions.closedCaseDecided', message: 'No longer needed: USCIS decided the case.' })
                            : i18n._({
                                id: 'actions.closedRfeAnswered',
                                message: 'No longer needed: we sent our response to USCIS’s Request for Evidence.',
                              })
                          : task.completedAt
                            ? i18n._({
                                id: 'actions.completed',
                                message: 'Completed {time}',
                                values: { time: formatLocalTimestamp(i18n, task.completedAt) },
                              })
                            : i18n._({
                                id: 'actions.added',
                                message: 'Added {time}',
                                values: { time: formatLocalTimestamp(i18n, task.createdAt) },
                              });
                        return (
                          <li key={task.id} className="flex items-start gap-3">
                            {noCheckbox ? (
                              task.completedAt ? (
                                <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                              ) : (
                                <Circle className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                              )
                            ) : (
                              <Checkbox
                                id={`task-${task.id}`}
                                checked={Boolean(task.completedAt)}
                                onCheckedChange={(checked) => toggle(task.id, checked === true)}
                                // A finger-sized square around the box (read on phones); its box stays 2 px down, beside
                                // the label's first line, as the plain checkbox's mt-0.5 had it.
                                touchTarget
                                className="-mt-3"
                              />
                            )}
                            <div className="flex min-w-0 flex-1 flex-col gap-0.5 break-words">
                              {noCheckbox ? (
                                <span
                                  className={`text-sm font-medium ${task.completedAt ? 'text-muted-foreground line-through' : ''}`}
                                >
                                  {title}
                                </span>
                              ) : (
                                <Label
                                  htmlFor={`task-${task.id}`}
                                  className={task.completedAt ? 'text-muted-foreground line-through' : ''}
                                >
                                  {title}
                                </Label>
                              )}
                              <TaskDueNote
                                dueDate={task.dueDate}
                                completed={Boolean(task.completedAt)}
                                translate={texts.taskDue}
                              />
                              <span className="text-xs text-muted-foreground">
                                {status}
                                {hint && !task.completedAt ? ` · ${hint}` : ''}
                              </span>
                              {uploadTo && !task.completedAt ? (
                                <TaskFileUploader exhibitId={uploadTo} title={title} onUploaded={refetch} />
                              ) : (
                                target &&
                                !task.completedAt && (
                                  <ActionItemOpenLink target={target} content={title} labels={texts.openLink} />
                                )
                              )}
                            </div>
                          </li>
                        );
                      })}
                    </ul>
                  </CardContent>
                </Card>
              );
            })}
          </ViewOnly>
        </>
      )}
    </div>
  );
}

/** A team VIEWER sees the items, their checkboxes disabled with the reason (issue 26). */
function ViewOnly({ when, reason, children }: { when: boolean; reason: string; children: ReactNode }) {
  return when ? <ReadOnlyScope reason={reason}>{children}</ReadOnlyScope> : children;
}

/** closesByItselfHint's sentences (lib/action-item-target.ts), by what the task waits for. */
const CLOSES_ON_UPLOAD = /*i18n*/ { id: 'actions.closesOnUpload', message: 'Closes by itself when the document is uploaded.' };
const CLOSES_ON_FINISH = /*i18n*/ { id: 'actions.closesOnFinish', message: 'Closes by itself when you finish that part.' };
const CLOSES_BY_ITSELF: Record<string, MessageDescriptor> = {
  EMPLOYER_STEP: CLOSES_ON_FINISH,
  ONBOARDING_MODULE: CLOSES_ON_FINISH,
  DESCRIPTION_REVIEW: /*i18n*/ {
    id: 'actions.closesOnReview',
    message: 'Closes by itself when you have answered for every description.',
  },
};
