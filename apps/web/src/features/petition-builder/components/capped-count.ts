/** The picker's matchingCount stops counting here (it never scans every petition): this answer means "more than 1,000". */
export const SEARCH_COUNT_CAP = 1001;

/** '1,234' style, or '1,000+' when the capped count says there are more than 1,000. */
export function formatCappedCount(count: number): string {
  return count >= SEARCH_COUNT_CAP ? `${(SEARCH_COUNT_CAP - 1).toLocaleString('en-US')}+` : count.toLocaleString('en-US');
}
