/**
 * The query parameter that opens the customer portal's help panel on any page: `?support=open` (a support reply's
 * notification links to it). A module of its own with no imports: the help button is on the customer's first page,
 * whose size is budgeted, and must not pull the notification wording (and zod) in with it.
 */
export const SUPPORT_PANEL_QUERY = { name: 'support', value: 'open' } as const;
