import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.support_messages: a message a customer sent from the support panel, and its forwarding record. */
export type SupportMessageRow = {
  id: string;
  user_id: string | null;
  company_id: string | null;
  screen: string;
  message: string;
  created_at: string;
  forwarded_at: string | null;
  forward_attempts: number;
  last_error: string | null;
};

/** A message sent from the home page from a personal account, not yet forwarded. */
export function makeSupportMessage(
  overrides: Partial<SupportMessageRow> & Pick<SupportMessageRow, 'user_id'>,
): SupportMessageRow {
  return withDefaults<SupportMessageRow>(
    {
      id: newId(),
      user_id: overrides.user_id,
      company_id: null,
      screen: '/',
      message: 'How do I upload my passport?',
      created_at: nowIso(),
      forwarded_at: null,
      forward_attempts: 0,
      last_error: null,
    },
    overrides,
  );
}
