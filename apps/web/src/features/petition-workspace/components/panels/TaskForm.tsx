import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Label } from '../../../../components/ui/label.tsx';
import { useReadOnly } from '../../../../lib/read-only-context.tsx';
import { useSession } from '../../../../lib/session.tsx';
import { WorkspaceCreatePendingTask } from '../../api/tasks-api.ts';
import { parseTaskLink } from '../../model/task-link.ts';
import type { TreeOption } from '../../model/tree-options.ts';
import { NATIVE_SELECT_CLASS } from '../AutosavedSelectField.tsx';

interface TaskFormProps {
  petitionId: string;
  exhibits: readonly TreeOption[];
  onCreated: () => Promise<unknown>;
}

/** New pending task: what to do, an optional link (validated) and the exhibit it is about. */
export function TaskForm({ petitionId, exhibits, onCreated }: TaskFormProps) {
  const { signedInUserId } = useSession();
  const readOnly = useReadOnly();
  const [createTask, creating] = useMutation(WorkspaceCreatePendingTask);
  const [content, setContent] = useState('');
  const [link, setLink] = useState('');
  const [exhibitId, setExhibitId] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTaskLink(link);
    if (!parsed.ok) {
      setLinkError(parsed.error);
      return;
    }
    setLinkError(null);
    try {
      await createTask({
        variables: {
          task: {
            petitionId,
            content: content.trim(),
            link: parsed.link,
            exhibitId: exhibitId || null,
            createdBy: signedInUserId,
          },
        },
      });
      setContent('');
      setLink('');
      setExhibitId('');
      await onCreated();
    } catch (error) {
      console.error('creating a pending task failed:', error);
      toast.error('There was an error saving your inputs. Please verify they are correct.');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-2" aria-label="New pending task">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-content`}>Task</Label>
        <Input id={`${id}-content`} value={content} onChange={(event) => setContent(event.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-link`}>Link</Label>
        <Input
          id={`${id}-link`}
          value={link}
          placeholder="https://…"
          aria-invalid={linkError ? true : undefined}
          aria-describedby={linkError ? `${id}-link-error` : undefined}
          onChange={(event) => setLink(event.target.value)}
        />
        {linkError && (
          <p id={`${id}-link-error`} role="alert" className="text-sm text-destructive">
            {linkError}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-exhibit`}>Linked exhibit</Label>
        <select
          id={`${id}-exhibit`}
          value={exhibitId}
          disabled={readOnly}
          onChange={(event) => setExhibitId(event.target.value)}
          className={NATIVE_SELECT_CLASS}
        >
          <option value="">None</option>
          {exhibits.map((exhibit) => (
            <option key={exhibit.id} value={exhibit.id}>
              {exhibit.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={!content.trim() || creating.loading}>
        Add task
      </Button>
    </form>
  );
}
