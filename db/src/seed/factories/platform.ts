import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.feature_flags and their per-user, per-company or staff overrides. */
export type FeatureFlagRow = { key: string; description: string; enabled: boolean };

export function makeFeatureFlag(overrides: Partial<FeatureFlagRow> & Pick<FeatureFlagRow, 'key'>): FeatureFlagRow {
  return withDefaults<FeatureFlagRow>({ key: overrides.key, description: '', enabled: false }, overrides);
}

export type FeatureFlagOverrideRow = {
  id: string;
  flag_key: string;
  user_id: string | null;
  company_id: string | null;
  for_staff: boolean;
  enabled: boolean;
  created_at: string;
};

export function makeFeatureFlagOverride(
  overrides: Partial<FeatureFlagOverrideRow> & Pick<FeatureFlagOverrideRow, 'flag_key'>,
): FeatureFlagOverrideRow {
  return withDefaults<FeatureFlagOverrideRow>(
    {
      id: newId(),
      flag_key: overrides.flag_key,
      user_id: null,
      company_id: null,
      for_staff: false,
      enabled: true,
      created_at: nowIso(),
    },
    overrides,
  );
}

/** app_public.analytics_events: one product event of a user. */
export type AnalyticsEventRow = {
  id: string;
  user_id: string | null;
  team_id: string | null;
  event: string;
  properties: Record<string, unknown>;
  created_at: string;
};

export function makeAnalyticsEvent(overrides: Partial<AnalyticsEventRow> = {}): AnalyticsEventRow {
  return withDefaults<AnalyticsEventRow>(
    { id: newId(), user_id: null, team_id: null, event: 'home_view', properties: {}, created_at: nowIso() },
    overrides,
  );
}

/** app_public.editor_images: a file registered as an image inside rich text, by its uploader. */
export type EditorImageRow = { file_id: string; uploaded_by: string; created_at: string };

export function makeEditorImage(
  overrides: Partial<EditorImageRow> & Pick<EditorImageRow, 'file_id' | 'uploaded_by'>,
): EditorImageRow {
  return withDefaults<EditorImageRow>(
    { file_id: overrides.file_id, uploaded_by: overrides.uploaded_by, created_at: nowIso() },
    overrides,
  );
}
