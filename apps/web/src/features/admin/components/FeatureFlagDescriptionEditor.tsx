import { useMutation } from '@apollo/client/react';
import { EDITOR_AUTOSAVE_DEBOUNCE_MS } from '@app/domain';
import { useCallback, useState } from 'react';
import { AutosaveStatus } from '@/components/form/autosave-status.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FieldLayout } from '@/components/ui/form.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useAutosave } from '@/lib/autosave/use-autosave.ts';
import { UpdateFeatureFlagDescriptionMutation } from '../api/feature-flag-description.ts';
import { AdminFeatureFlagsQuery } from '../api/feature-flags.ts';

/**
 * /admin feature flags: staff open a flag's description and edit it; every edit is saved as they type
 * (spec 2 §9: descriptions save with a 1000 ms debounce), retried until the server has it.
 */
export function FeatureFlagDescriptionEditor({ flagKey, description }: { flagKey: string; description: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto px-0"
        aria-expanded={false}
        onClick={() => setIsOpen(true)}
      >
        Edit description
      </Button>
    );
  }
  return <DescriptionField flagKey={flagKey} initialDescription={description} />;
}

function DescriptionField({ flagKey, initialDescription }: { flagKey: string; initialDescription: string }) {
  const [text, setText] = useState(initialDescription);
  const [updateDescription] = useMutation(UpdateFeatureFlagDescriptionMutation);

  const save = useCallback(
    async (description: string) => {
      await updateDescription({
        variables: { key: flagKey, description },
        // The list's flags have no id for the cache to match, so the saved text is written into it here.
        update(cache, result) {
          const saved = result.data?.updateFeatureFlagByKey?.featureFlag;
          if (!saved) return;
          cache.updateQuery({ query: AdminFeatureFlagsQuery }, (list) =>
            list?.allFeatureFlags
              ? {
                  ...list,
                  allFeatureFlags: {
                    ...list.allFeatureFlags,
                    nodes: list.allFeatureFlags.nodes.map((flag) =>
                      flag.key === saved.key ? { ...flag, description: saved.description, updatedAt: saved.updatedAt } : flag,
                    ),
                  },
                }
              : list,
          );
        },
      });
    },
    [flagKey, updateDescription],
  );
  const autosave = useAutosave({ value: text, save, debounceMs: EDITOR_AUTOSAVE_DEBOUNCE_MS });

  return (
    <div className="mt-2 flex flex-col gap-1">
      <FieldLayout label={`Description of ${flagKey}`}>
        {(control) => <Textarea {...control} autoFocus rows={2} value={text} onChange={(event) => setText(event.target.value)} />}
      </FieldLayout>
      <AutosaveStatus status={autosave.status} />
    </div>
  );
}
