/** The id of an RFE's summary line ("Response due …"), which takes focus once the RFE is opened. */
export function rfeSummaryElementId(rfeId: string): string {
  return `rfe-summary-${rfeId}`;
}
