-- Up Migration
-- The employer wizard's role offer stores the hours per week (user_employments.hours_per_week, numeric(5, 2)).
-- The form refused '40 hrs' or 0 with zod's own English ("Invalid input: expected number, received NaN") and a
-- direct API call could store 0, a negative or 500 hours. The rule is now hoursPerWeekSchema in
-- packages/domain/src/field-rules.ts: more than 0 and at most the 168 hours of a week; FIELD_CONSTRAINT_MESSAGES
-- gives its sentence for this check, so the API answers with the form's words. Null is "not given" (the form
-- saves 40 for a blank field). numeric accepts 'NaN', which compares above every number, so it is refused by
-- name. As in migration 0038, the check is added `not valid` and then validated, so that the migration stops on
-- an existing bad row (correct it, then migrate) instead of leaving it to break the next unrelated edit of that row.
alter table app_public.user_employments add constraint user_employments_hours_per_week_range check (
  hours_per_week is null or (hours_per_week <> 'NaN' and hours_per_week > 0 and hours_per_week <= 168)
) not valid;
alter table app_public.user_employments validate constraint user_employments_hours_per_week_range;

-- Down Migration
alter table app_public.user_employments drop constraint user_employments_hours_per_week_range;
