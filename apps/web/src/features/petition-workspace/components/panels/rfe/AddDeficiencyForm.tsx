import { useMutation } from '@apollo/client/react';
import { RFE_TITLE_MAX, ZRfeDeficiencySchema } from '@app/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { WorkspaceAddRfeDeficiency } from './rfe-api.ts';
import { refusalText, type ModuleChoice } from './rfe-types.ts';
import { NativeSelect } from '@/components/ui/native-select.tsx';

/** A deficiency entered by hand: a short title, USCIS's words, and the criterion it is about. */
export function AddDeficiencyForm({
  rfeResponseId,
  nextPosition,
  modules,
  onAdded,
}: {
  rfeResponseId: string;
  nextPosition: number;
  modules: readonly ModuleChoice[];
  onAdded: () => Promise<unknown>;
}) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [uscisText, setUscisText] = useState('');
  const [moduleId, setModuleId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, adding] = useMutation(WorkspaceAddRfeDeficiency);
  const titleField = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRfeDeficiencySchema.safeParse({ title, uscisText, moduleId });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the item.');
      titleField.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await add({ variables: { deficiency: { rfeResponseId, position: nextPosition, ...parsed.data } } });
      setTitle('');
      setUscisText('');
      setModuleId('');
      await onAdded();
      // Ready for the next item (the focus was on Add item); the list above shows this one.
      titleField.current?.focus();
    } catch (error) {
      setProblem(refusalText(error, 'The item could not be added.'));
    }
  };

  return (
    <form aria-label="Add an RFE item" noValidate className="grid gap-2 rounded-md border p-3" onSubmit={(e) => void submit(e)}>
      <h3 className="text-sm font-semibold">Add an item</h3>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          ref={titleField}
          id={`${id}-title`}
          maxLength={RFE_TITLE_MAX}
          value={title}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-text`}>What USCIS wrote</Label>
        <Textarea id={`${id}-text`} rows={3} value={uscisText} onChange={(e) => setUscisText(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-module`}>Criterion</Label>
        <NativeSelect id={`${id}-module`} value={moduleId} onChange={(e) => setModuleId(e.target.value)}>
          <option value="">Not mapped yet</option>
          {modules.map((module) => (
            <option key={module.id} value={module.id}>
              {module.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-xs text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" size="sm" busy={adding.loading}>
        Add item
      </Button>
    </form>
  );
}
