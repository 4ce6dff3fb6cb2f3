import { useMutation, useQuery } from '@apollo/client/react';
import { ToggleRight } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import { AdminFeatureFlagsQuery, FEATURE_FLAG_VALUES_QUERY, UpdateFeatureFlagDefaultMutation } from '../api/feature-flags.ts';
import { FeatureFlagDescriptionEditor } from './FeatureFlagDescriptionEditor.tsx';
import { LoadingSkeleton, QueryError } from '@/components/QueryState.tsx';
import { countLabel } from '@/lib/count-label.ts';

interface FeatureFlagRowData {
  key: string;
  description: string;
  enabled: boolean;
  overrides: number;
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}

/** /admin: each feature flag's default, which staff turn on or off (disabled in read-only mode). */
export function FeatureFlagsCard() {
  const { data, loading, error } = useQuery(AdminFeatureFlagsQuery);
  const [updateDefault] = useMutation(UpdateFeatureFlagDefaultMutation);
  /** Flags being saved, with the value asked for (shown until the server answers). */
  const [saving, setSaving] = useState<Readonly<Record<string, boolean>>>({});
  /** The last failure per flag, shown beside it until the next attempt. */
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});

  const setDefault = async (key: string, enabled: boolean) => {
    setSaving((current) => ({ ...current, [key]: enabled }));
    setFailures(({ [key]: _previous, ...rest }) => rest);
    try {
      await updateDefault({
        variables: { key, enabled },
        // The list's flags have no id for the cache to match, so the saved value is written into it here.
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
                      flag.key === saved.key ? { ...flag, enabled: saved.enabled, updatedAt: saved.updatedAt } : flag,
                    ),
                  },
                }
              : list,
          );
        },
        // The app's own flag values follow the new default.
        refetchQueries: [FEATURE_FLAG_VALUES_QUERY],
      });
      toast.success(`${key} is now ${enabled ? 'on' : 'off'} by default`);
    } catch (caught) {
      // The checkbox falls back to the stored value; the reason stays beside it.
      setFailures((current) => ({ ...current, [key]: `Could not save ${key}: ${errorMessage(caught)}` }));
    } finally {
      setSaving(({ [key]: _done, ...rest }) => rest);
    }
  };

  const flags: FeatureFlagRowData[] = (data?.allFeatureFlags?.nodes ?? []).map((flag) => ({
    key: flag.key,
    description: flag.description,
    enabled: flag.enabled,
    overrides: flag.featureFlagOverridesByFlagKey.totalCount,
  }));

  return (
    <Card aria-labelledby="feature-flags-heading">
      <CardHeader>
        <CardTitle id="feature-flags-heading">
          <ToggleRight className="mr-2 inline h-4 w-4" aria-hidden="true" />
          Feature flags
        </CardTitle>
        <CardDescription>
          Each flag&apos;s default, for everyone without an override (per user, per team or for all staff).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {loading && !data ? (
          <LoadingSkeleton />
        ) : error && !data ? (
          <QueryError className="text-sm" />
        ) : flags.length === 0 ? (
          <p className="text-sm text-muted-foreground">No feature flags.</p>
        ) : (
          <ul className="divide-y">
            {flags.map((flag) => (
              <FeatureFlagRow
                key={flag.key}
                flag={flag}
                value={saving[flag.key] ?? flag.enabled}
                isSaving={flag.key in saving}
                failure={failures[flag.key]}
                onChange={(enabled) => void setDefault(flag.key, enabled)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function FeatureFlagRow({
  flag,
  value,
  isSaving,
  failure,
  onChange,
}: {
  flag: FeatureFlagRowData;
  value: boolean;
  isSaving: boolean;
  failure: string | undefined;
  onChange: (enabled: boolean) => void;
}) {
  const id = useId();
  const keyId = `${id}-key`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const failureId = `${id}-failure`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1">
        <p id={keyId} className="font-mono text-sm font-medium">
          {flag.key}
        </p>
        <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
          {flag.description || 'No description.'}
          {flag.overrides > 0 && ` ${countLabel(flag.overrides, 'override takes', 'overrides take')} precedence.`}
        </p>
        {failure && (
          <p id={failureId} role="alert" className="mt-1 text-sm text-destructive">
            {failure}
          </p>
        )}
        <FeatureFlagDescriptionEditor flagKey={flag.key} description={flag.description} />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={value}
          disabled={isSaving}
          aria-busy={isSaving || undefined}
          aria-labelledby={`${keyId} ${labelId}`}
          aria-describedby={failure ? `${descriptionId} ${failureId}` : descriptionId}
          onCheckedChange={(checked) => onChange(checked === true)}
        />
        <Label id={labelId} htmlFor={id}>
          On by default
        </Label>
      </div>
    </li>
  );
}
