/**
 * Business constants of spec 1 §9, spec 2 §9 and spec 3 §9, in one place so
 * the web app, the API and tests agree.
 */

// Polling: the builder and company selector refresh their lists while open.
export const COMPANY_LIST_POLL_MS = 10_000;
export const USER_LIST_POLL_MS = 10_000;

// Debounces and autosave.
export const DEFAULT_DEBOUNCE_MS = 500;
export const EDIT_DEBOUNCE_MS = 200;
export const CASE_STRATEGY_SAVE_DEBOUNCE_MS = 300;
export const CASE_STRATEGY_AUTOSAVE_INTERVAL_MS = 5_000;
export const EDITOR_AUTOSAVE_DEBOUNCE_MS = 1_000;
export const ONBOARDING_FORM_AUTOSAVE_DEBOUNCE_MS = 300;
export const ADDRESS_AUTOSAVE_DEBOUNCE_MS = 500;

// Waiting and timeouts.
/** After this the onboarding waiting screen says 'This is taking longer than expected.' */
export const WAITING_TIMEOUT_MS = 12_000;
/** Letter generation gives up after this and shows 'Failed to generate letter.' (decisions LTR-020/021). */
export const LETTER_GENERATION_TIMEOUT_MS = 120_000;
export const SCROLL_TO_ACTIVE_EXHIBIT_DELAY_MS = 100;

// List sizes.
export const CASE_STRATEGY_DEFAULT_COUNT = 15;
export const COMPANY_MEMBER_FETCH_COUNT = 10;

// Limits.
export const EDITOR_CHARACTER_LIMIT = 50_000;
/** Default per-file limit (decisions CONST-022/023); deployments may configure another. */
export const DEFAULT_MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
export const MAX_FILES_PER_UPLOADER = 15;
export const EXPERT_LETTER_MIN_DESCRIPTION_LENGTH = 100;
export const EXPERT_LETTER_MIN_MEET_DESCRIPTION_LENGTH = 20;
export const MIN_PHONE_LENGTH = 10;
/** The year-met list of the expert letter form goes back this many years. */
export const YEAR_MET_RANGE_YEARS = 100;

// Layout.
export const PICKER_MAX_HEIGHT_PX = 200;
export const DIALOG_WIDTH_PX = 700;
export const BENEFICIARY_SIDEBAR_WIDTH_PX = 300;
export const SUPPORT_PANEL_WIDTH_PX = 500;
export const DRAG_ACTIVATION_DISTANCE_PX = 10;
export const FOLLOWUP_SKELETON_ROWS = 5;
export const TUTORIAL_STEP_COUNT = 4;

// Employer onboarding wizard.
export const EMPLOYER_ONBOARDING_TOTAL_STEPS = 10;
/** Progress bar value per step number 0-10. */
export const EMPLOYER_ONBOARDING_PROGRESS = [0, 1, 20, 30, 40, 50, 60, 70, 80, 90, 100] as const;
export const DEFAULT_HOURS_PER_WEEK = 40;
export const DEFAULT_COUNTRY_CODE = 'US';

// Date formats (date-fns tokens).
export const TIMESTAMP_FORMAT = 'MM/dd/yyyy hh:mm a z';
export const SUPPORT_MESSAGE_DATE_FORMAT = 'MM/dd/yyyy';
export const ISO_DATE_FORMAT = 'yyyy-MM-dd';
/** What date inputs show while empty. */
export const DATE_INPUT_PLACEHOLDER = 'YYYY-MM-DD';

// Browser storage.
export const STORAGE_KEYS = {
  viewAccountId: 'viewAccountId',
  viewTeam: 'viewTeam',
  overridingWsId: 'overridingWsId',
  theme: 'vite-ui-theme',
} as const;

/** Where the employer wizard keeps its progress for one company. */
export function employerOnboardingStateKey(companyId: string): string {
  return `employer-onboarding-state-${companyId}`;
}

// Theme.
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** Decisions SHELL-058: system where admins work, light in the customer portal. */
export const DEFAULT_ADMIN_SHELL_THEME: Theme = 'system';
export const DEFAULT_CUSTOMER_SHELL_THEME: Theme = 'light';

// Feature gates.
export const FEATURE_GATES = {
  beneficiaryOnboarding: 'beneficiary-onboarding',
} as const;
export type FeatureGate = (typeof FEATURE_GATES)[keyof typeof FEATURE_GATES];
/** Used when the feature-flag service has no answer. */
export const FEATURE_GATE_DEFAULTS: Readonly<Record<FeatureGate, boolean>> = {
  'beneficiary-onboarding': true,
};

// Error reporting.
export const ERROR_TRACING_SAMPLE_RATE = 1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1;
export const SESSION_REPLAY_SAMPLE_RATE = 0;
