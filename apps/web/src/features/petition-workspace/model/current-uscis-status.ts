/** The case's current USCIS status in words, as the header and the USCIS status panel's "Current status" both say it. */
export function currentUscisStatusText(status: string | null | undefined): string {
  return status ?? 'None recorded';
}
