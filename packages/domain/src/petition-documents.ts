/** Status of a compiled petition PDF (Postgres enum app_public.compile_status). */
export const COMPILE_STATUSES = ['COMPLETED', 'FAILED', 'RUNNING'] as const;
export type CompileStatus = (typeof COMPILE_STATUSES)[number];

export const COMPILE_STATUS_LABELS: Readonly<Record<CompileStatus, string>> = {
  COMPLETED: 'Completed',
  FAILED: 'Failed',
  RUNNING: 'Running',
};

/** Government forms and the fee payment attached to a petition (Postgres enum app_public.form_type). */
export const FORM_TYPES = ['CREDIT_CARD', 'G28', 'I129', 'I140', 'I907'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export const FORM_TYPE_LABELS: Readonly<Record<FormType, string>> = {
  CREDIT_CARD: 'Credit card',
  G28: 'G-28',
  I129: 'I-129',
  I140: 'I-140',
  I907: 'I-907',
};
