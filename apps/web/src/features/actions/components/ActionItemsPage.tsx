import { formatVisaClass } from '@app/domain';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { formatTimestamp } from '../../../lib/dates.ts';
import { AppLink } from '../../../lib/navigation.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { useActionItems, useCompleteTask } from '../api/action-items.ts';
import { QueryState } from '../../../components/QueryState.tsx';

/** Action Items (/actions): the open tasks of every case, with completion, and onboarding follow-ups. */
export function ActionItemsPage() {
  const { account, user } = useSession();
  const { data, loading, error } = useActionItems(account);
  const [completeTask] = useCompleteTask();
  const petitions = data?.allPetitions?.nodes ?? [];
  const allTasks = petitions.flatMap((petition) => petition.pendingPetitionTasksByPetitionId.nodes);
  const done = allTasks.filter((task) => task.completedAt).length;
  const followUps = petitions.filter((petition) => petition.onboardingByPetitionId?.status === 'FOLLOWUP');

  const toggle = (id: string, completed: boolean) => {
    completeTask({
      variables: { id, completedAt: completed ? new Date().toISOString() : null, completedBy: completed ? user.id : null },
    }).catch((err: unknown) => {
      console.error('completing a task failed:', err);
      toast.error('There was an error submitting your information.');
    });
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Action Items</h1>
        <p className="text-muted-foreground">What your case team needs from you.</p>
      </div>
      <QueryState loading={loading} error={error} />
      {!loading && !error && (
        <>
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">
              {done} of {allTasks.length} items done
            </span>
            <Progress value={allTasks.length ? (done / allTasks.length) * 100 : 0} label="Action items done" />
          </div>
          {followUps.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Follow-ups</CardTitle>
                <CardDescription>Your onboarding has items still open.</CardDescription>
              </CardHeader>
              <CardContent>
                <AppLink className="text-primary underline" to={paths.beneficiaryOnboarding}>
                  Continue onboarding
                </AppLink>
              </CardContent>
            </Card>
          )}
          {petitions.length === 0 && <p className="text-muted-foreground">Nothing to do right now.</p>}
          {petitions.map((petition) => {
            const label = petition.visaClassLabel ?? formatVisaClass(petition.visaClass);
            const tasks = [...petition.pendingPetitionTasksByPetitionId.nodes].sort(
              (a, b) => Number(Boolean(a.completedAt)) - Number(Boolean(b.completedAt)),
            );
            return (
              <Card key={petition.id}>
                <CardHeader>
                  <CardTitle>
                    {label} — {petition.userByBeneficiaryId?.fullName}
                  </CardTitle>
                  <CardDescription>{tasks.filter((task) => !task.completedAt).length} open</CardDescription>
                </CardHeader>
                <CardContent>
                  {tasks.length === 0 && <p className="text-sm text-muted-foreground">No items for this case.</p>}
                  <ul className="flex flex-col gap-3">
                    {tasks.map((task) => (
                      <li key={task.id} className="flex items-start gap-3">
                        <Checkbox
                          id={`task-${task.id}`}
                          checked={Boolean(task.completedAt)}
                          onCheckedChange={(checked) => toggle(task.id, checked === true)}
                          className="mt-0.5"
                        />
                        <div className="flex flex-col gap-0.5">
                          <Label
                            htmlFor={`task-${task.id}`}
                            className={task.completedAt ? 'text-muted-foreground line-through' : ''}
                          >
                            {task.content}
                          </Label>
                          <span className="text-xs text-muted-foreground">
                            {task.completedAt
                              ? `Completed ${formatTimestamp(task.completedAt)}`
                              : `Added ${formatTimestamp(task.createdAt)}`}
                          </span>
                          {task.link &&
                            (task.link.startsWith('/') && !task.link.startsWith('//') ? (
                              <AppLink className="text-xs text-primary underline" to={task.link}>
                                Open: {task.content}
                              </AppLink>
                            ) : (
                              <a
                                className="text-xs text-primary underline"
                                href={task.link}
                                target="_blank"
                                rel="noopener noreferrer"
                              >
                                Open: {task.content}
                                <span className="sr-only"> (opens in a new tab)</span>
                              </a>
                            ))}
                        </div>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            );
          })}
        </>
      )}
    </div>
  );
}
